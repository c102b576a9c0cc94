/**
 * The receipt of a subscription purchase answers "what next": each new subscription's next charge
 * date in the page's language, and "Manage your subscription", a link to the shop's account page
 * (`accountUrl`; without it, this page when it shows the customer portal, else no link). A one-time
 * purchase shows neither. Every control is a 44×44 tap target at phone size.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '../shared/viewport.js';
import type { SvcCartConfig } from '../../src/core/config.js';
import { normalizeConfig } from '../../src/core/config.js';
import { CART_PARAMS } from '../../src/core/cart-model.js';
import type { SvcCart } from '../../src/controller/svc-cart.js';
import { SAVED_CARD } from '../../sandbox/test-facts.js';
import { US_ADDRESS } from '../../sandbox/test/data.js';
import { smallTapTargets } from '../shared/tap-targets.js';
import { setupWidget, startWidget } from '../widget/helpers.js';
import { openCheckout, partText, stepRoot, stepShown, until } from './checkout-helpers.js';

/** `productIds` in the signed-in test customer's cart, delivered and paid by the saved card; pays on the review. */
async function buy(svcCart: SvcCart, productIds: number[]): Promise<ShadowRoot> {
  for (const productId of productIds) await svcCart.addItem({ productId, quantity: 1 });
  await svcCart.sdk!.auth.login({ email: 'shopper@example.com', password: 'demo1234' });
  await svcCart.authenticate();
  await svcCart.changeCart('test', (sdk) => sdk.cart.attachCustomer(CART_PARAMS));
  await svcCart.changeCart('test', (sdk) =>
    sdk.cart.update(
      { shippingAddress: US_ADDRESS, shippingMethodId: 1, paymentMethodId: SAVED_CARD.pays },
      CART_PARAMS,
    ),
  );
  const store = await svcCart.loadCheckout();
  store.contact.email = 'shopper@example.com';
  store.payment.paymentMethodId = SAVED_CARD.pays;
  for (const step of ['contact', 'delivery', 'payment'] as const) store.done.add(step);
  store.goTo('review');
  await openCheckout(svcCart, 'review');
  stepRoot('review').querySelector<HTMLButtonElement>('[part~="submit-button"]')!.click();
  return stepShown('done');
}

/** Plan 101 bills every 2 weeks from the purchase: its next charge, as a calendar date. */
const inTwoWeeks = () => {
  const date = new Date(Date.now() + 14 * 86_400_000);
  return new Date(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
};
const medium = (lang: string, date: Date) =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(date);

describe('checkout receipt: the next charge and where to manage it', () => {
  setupWidget();
  afterEach(async () => {
    document.querySelectorAll('svc-customer-portal').forEach((portal) => portal.remove());
    await setViewport({ width: 1280, height: 800 });
  });

  it('a subscription’s receipt names its next charge date and links to the account page', async () => {
    const svcCart = await startWidget({ accountUrl: '/account' });
    const receipt = await buy(svcCart, [101]);
    const next = receipt.querySelector('[part~="next-charge"]')!;
    expect(partText(receipt, 'next-charge')).to.equal(`Next charge ${medium('en', inTwoWeeks())}`);
    // It is one of the order's facts, after what was paid today.
    expect(next.previousElementSibling!.getAttribute('part')).to.equal('receipt-fact paid');
    const link = receipt.querySelector<HTMLAnchorElement>('a[part~="manage-link"]')!;
    expect(link.textContent!.trim()).to.equal('Manage your subscription');
    expect(link.getAttribute('href')).to.equal('/account');
    expect(partText(receipt, 'receipt-later-note')).to.equal(
      'Your subscription renews automatically until you cancel it.',
    );
  });

  it('names each subscription by its product when one purchase made several', async () => {
    const svcCart = await startWidget({ accountUrl: 'https://shop.example/account' });
    const receipt = await buy(svcCart, [101, 102]);
    const facts = [...receipt.querySelectorAll('[part~="next-charge"]')].map((fact) =>
      fact.querySelector('dt')!.textContent!.trim(),
    );
    expect(facts).to.deep.equal([
      'Next charge, House Blend Subscription',
      'Next charge, House Blend Subscription',
    ]);
    expect(partText(receipt, 'manage-link')).to.equal('Manage your subscriptions');
  });

  it('speaks the page’s language: the date and the words in German', async () => {
    const svcCart = await startWidget({ accountUrl: '/konto', languageCode: 'de' });
    const receipt = await buy(svcCart, [101]);
    await until(() => partText(receipt, 'manage-link') === 'Abo verwalten', 'the German receipt');
    expect(partText(receipt, 'next-charge')).to.equal(`Nächste Abbuchung ${medium('de', inTwoWeeks())}`);
  });

  it('without accountUrl, on a page without the customer portal, shows no link', async () => {
    const first = await startWidget();
    const plain = await buy(first, [101]);
    expect(plain.querySelector('[part~="manage-link"]')).to.equal(null);
    expect(partText(plain, 'next-charge')).to.match(/^Next charge /);
  });

  it('without accountUrl, a page with the customer portal is the account page', async () => {
    const svcCart = await startWidget();
    document.body.append(document.createElement('svc-customer-portal'));
    const receipt = await buy(svcCart, [101]);
    const link = receipt.querySelector<HTMLAnchorElement>('a[part~="manage-link"]')!;
    expect(link.href).to.equal(location.href.split('#')[0]);
  });

  it('a one-time purchase shows no next charge and no link', async () => {
    const svcCart = await startWidget({ accountUrl: '/account' });
    const receipt = await buy(svcCart, [201]);
    expect(receipt.querySelector('[part~="next-charge"], [part~="manage-link"]')).to.equal(null);
  });

  it('on a phone every control of the receipt is at least 44×44, and axe finds nothing', async () => {
    await setViewport({ width: 390, height: 844 });
    const svcCart = await startWidget({ accountUrl: '/account' });
    const receipt = await buy(svcCart, [101]);
    const element = receipt.host as HTMLElement;
    expect(smallTapTargets(element)).to.deep.equal([]);
    await expect(element).to.be.accessible();
  });

  it('accountUrl must be an http(s) URL: another value is refused, naming the field', () => {
    const config = (accountUrl: unknown) => ({ apiKey: 'k', accountUrl }) as SvcCartConfig;
    expect(normalizeConfig(config('/account')).accountUrl).to.equal('/account');
    expect(normalizeConfig(config(undefined)).accountUrl).to.equal(undefined);
    expect(() => normalizeConfig(config(42))).to.throw(
      TypeError,
      'Cart Widget:initialize config.accountUrl must be an http(s) URL, absolute or relative to the page (got number)',
    );
    expect(() => normalizeConfig(config('javascript:alert(1)'))).to.throw(
      TypeError,
      'Cart Widget:initialize config.accountUrl must be an http(s) URL, absolute or relative to the page (got string)',
    );
  });
});
