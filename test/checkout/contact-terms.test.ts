/**
 * The registration's terms consent and `settings.termsUrl`: linked to the shop's terms (new tab,
 * safe `rel`) when set, plain text otherwise; a wrong address is refused at start. Tap targets of
 * the contact step's screens at a phone's size.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '../shared/viewport.js';
import { normalizeConfig } from '../../src/core/config.js';
import { dialog } from '../elements/element-helpers.js';
import { smallTapTargets } from '../shared/tap-targets.js';
import { waitFor } from '../shared/widget-wait.js';
import { buttonNamed, field, openCheckout, type } from './checkout-helpers.js';
import {
  contact,
  contactSuite,
  continueWith,
  errorOf,
  formShown,
  movedTo,
  startWithMug,
} from './contact-suite.js';

const consentLabel = () => field(contact(), 'tosConsent').closest('label')!;
/** The small tap targets under `root` once the drawer's and the screens' animations have ended. */
async function smallOnceStill(root: ShadowRoot): Promise<string[]> {
  await Promise.all(document.getAnimations().map((animation) => animation.finished));
  return smallTapTargets(root);
}
const words = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('svc-checkout-contact terms', () => {
  contactSuite();

  beforeEach(async () => {
    await setViewport({ width: 390, height: 844 });
  });

  it('links "terms and conditions" to settings.termsUrl, in a new tab with a safe rel', async () => {
    const svcCart = await startWithMug({ settings: { termsUrl: '/legal/terms' } });
    await openCheckout(svcCart);
    await continueWith('new@example.com', 'Create your account');
    const link = consentLabel().querySelector<HTMLAnchorElement>('a[part~="terms-link"]')!;
    expect(words(consentLabel())).to.equal('I accept the terms and conditions');
    expect([link.textContent, link.href, link.target, link.rel]).to.deep.equal([
      'terms and conditions',
      new URL('/legal/terms', document.baseURI).href,
      '_blank',
      'noopener noreferrer',
    ]);
    // The rest of the label still ticks the box.
    consentLabel().querySelector('span')!.click();
    expect(field(contact(), 'tosConsent').checked).to.equal(true);
    await expect(dialog()!).to.be.accessible();
  });

  it('keeps the consent as plain text without settings.termsUrl', async () => {
    const svcCart = await startWithMug();
    await openCheckout(svcCart);
    await continueWith('new@example.com', 'Create your account');
    expect(words(consentLabel())).to.equal('I accept the terms and conditions');
    expect(consentLabel().querySelector('a')).to.equal(null);
  });

  it('refuses a termsUrl that is not an http(s) address, naming the setting, before anything is sent', () => {
    for (const termsUrl of ['javascript:alert(1)', 42, 'mailto:legal@example.com'])
      expect(() => normalizeConfig({ apiKey: 'demo-api-key', settings: { termsUrl } })).to.throw(
        TypeError,
        `Cart Widget:initialize config.settings.termsUrl must be an http(s) URL, absolute or relative to the page (got ${typeof termsUrl})`,
      );
    expect(
      normalizeConfig({ apiKey: 'demo-api-key', settings: { termsUrl: '' } }).settings.termsUrl,
    ).to.equal(null);
    expect(normalizeConfig({ apiKey: 'demo-api-key' }).settings.termsUrl).to.equal(null);
  });

  it('every control of the email and registration forms is at least 44×44 on a phone', async () => {
    const svcCart = await startWithMug({ settings: { termsUrl: 'https://shop.example/terms' } });
    await openCheckout(svcCart);
    expect(await smallOnceStill(contact())).to.deep.equal([]);
    await continueWith('new@example.com', 'Create your account');
    expect(await smallOnceStill(contact())).to.deep.equal([]);
    buttonNamed(contact(), 'Create account').click();
    await waitFor(() => errorOf('tosConsent') !== '', 'the messages');
    expect(await smallOnceStill(contact())).to.deep.equal([]);
  });

  it('every control of the sign-in, one-time code and signed-in screens is at least 44×44 on a phone', async () => {
    const svcCart = await startWithMug();
    const store = await openCheckout(svcCart);
    let root = await continueWith('shopper@example.com', 'Sign in');
    expect(await smallOnceStill(root)).to.deep.equal([]);
    buttonNamed(root, 'Email me a one-time code instead').click();
    root = await formShown('Enter your code');
    expect(await smallOnceStill(root)).to.deep.equal([]);
    buttonNamed(root, 'Use my password instead').click();
    root = await formShown('Sign in');
    type(field(root, 'password'), 'demo1234');
    buttonNamed(root, 'Sign in').click();
    await movedTo(store, 'review');
    store.goTo('contact');
    root = await formShown('Signed in as shopper@example.com');
    expect(await smallOnceStill(root)).to.deep.equal([]);
  });
});
