/**
 * `<svc-portal-profile>`: the customer's name and email; each consent saved on change with the one
 * field changed (exact request), with its own progress; a failed save puts the checkbox back and
 * says why next to it; a change while its save runs is ignored; the keyboard alone; axe.
 */
import { expect } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import type { SvcCart } from '../../src/controller/svc-cart.js';
import '../../src/portal/parts/portal-profile.js';
import type { SvcPortalProfile } from '../../src/portal/parts/portal-profile.js';
import { fitsPhone, mountPart, setupWidget, SHOPPER, signedInWidget, until } from './portal-helpers.js';
import { pressSpace } from '../shared/keys.js';

/** The controls a finger must hit (a radio button's or checkbox's is its label). */
const CONTROLS = 'button, label';

describe('svc-portal-profile', () => {
  const sandbox = setupWidget();
  let part: SvcPortalProfile;
  let svcCart: SvcCart;

  const root = () => part.shadowRoot!;
  const box = (id: 'marketingConsent' | 'tosConsent') => root().querySelector<HTMLInputElement>(`#${id}`)!;
  const textOf = (id: string) => root().getElementById(id)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

  /** On a 320 px phone: nothing wider than the screen, every control at least 44 px tall. */
  const onPhone = (check: () => Promise<void>) => fitsPhone(() => part, CONTROLS, check);
  const updates = async () =>
    (await sandbox().sent())
      .filter((r) => r.method === 'PATCH' && r.path === '/customers/me')
      .map((r) => r.body);
  const serverCustomer = () => sandbox().store.customers.find((c) => c.email === SHOPPER.email)!;

  /** Holds the next customers.update answer until the returned release is called. */
  function holdUpdate(): () => void {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    sandbox().worker.use(
      http.patch(
        '*/storefront/v1/customers/me',
        async () => {
          await held;
          return undefined;
        },
        { once: true },
      ),
    );
    return release;
  }

  async function mount(): Promise<void> {
    svcCart = await signedInWidget();
    part = await mountPart<SvcPortalProfile>('svc-portal-profile', svcCart);
    sandbox().clearSent();
  }

  it('shows the customer’s name, email and consents as the server has them', async () => {
    await mount();
    expect(root().querySelector('h2')!.textContent).to.equal('Profile');
    expect([...root().querySelectorAll('dt, dd')].map((node) => node.textContent!.trim())).to.deep.equal([
      'Name',
      'Sam Shopper',
      'Email',
      SHOPPER.email,
    ]);
    expect([box('marketingConsent').checked, box('tosConsent').checked]).to.deep.equal([false, true]);
    expect(root().querySelector('label[for], label')!.textContent!.trim()).to.equal(
      'Email me news and offers',
    );
  });

  it('a checked consent is saved at once with that field only, showing Saving… then Saved.', async () => {
    await mount();
    const release = holdUpdate();
    box('marketingConsent').click();
    await until(() => textOf('marketingConsent-status') === 'Saving…', 'the progress');
    expect(box('marketingConsent').getAttribute('aria-disabled')).to.equal('true');
    release();
    await until(() => textOf('marketingConsent-status') === 'Saved.', 'the confirmation');
    expect(await updates()).to.deep.equal([{ marketingConsent: true }]);
    expect(svcCart.customer!.marketingConsent).to.equal(true);
    expect(serverCustomer().marketingConsent).to.equal(true);
    expect(box('marketingConsent').checked).to.equal(true);
    expect(textOf('tosConsent-status')).to.equal('');
  });

  it('unchecking the terms sends tosConsent: false', async () => {
    await mount();
    box('tosConsent').click();
    await until(() => textOf('tosConsent-status') === 'Saved.', 'the confirmation');
    expect(await updates()).to.deep.equal([{ tosConsent: false }]);
    expect(box('tosConsent').checked).to.equal(false);
  });

  it('a failed save puts the checkbox back to the server’s value and says why next to it', async () => {
    await mount();
    sandbox().worker.use(
      http.patch(
        '*/storefront/v1/customers/me',
        () =>
          HttpResponse.json(
            { code: 'consent_locked', message: 'Your consent cannot be changed right now.' },
            { status: 422 },
          ),
        { once: true },
      ),
    );
    box('marketingConsent').click();
    await until(() => textOf('marketingConsent-error'), 'the refusal');
    expect(textOf('marketingConsent-error')).to.equal('Your consent cannot be changed right now.');
    expect(box('marketingConsent').checked).to.equal(false);
    expect(box('marketingConsent').getAttribute('aria-invalid')).to.equal('true');
    expect(box('marketingConsent').getAttribute('aria-describedby')).to.contain('marketingConsent-error');
    expect(textOf('marketingConsent-status')).to.equal('');
    expect(svcCart.customer!.marketingConsent).to.equal(false);
  });

  it('a server failure reverts too, with the generic words', async () => {
    await mount();
    sandbox().setFaults({ fail: ['customers.update'] });
    box('tosConsent').click();
    await until(() => textOf('tosConsent-error'), 'the refusal');
    expect(textOf('tosConsent-error')).to.equal('We could not complete that. Please try again.');
    expect(box('tosConsent').checked).to.equal(true);
  });

  it('a second click while saving sends nothing and keeps the box as asked first', async () => {
    await mount();
    const release = holdUpdate();
    box('marketingConsent').click();
    await until(() => textOf('marketingConsent-status') === 'Saving…', 'the progress');
    box('marketingConsent').click();
    await part.updateComplete;
    expect(box('marketingConsent').checked).to.equal(true);
    release();
    await until(() => textOf('marketingConsent-status') === 'Saved.', 'the confirmation');
    expect(await updates()).to.deep.equal([{ marketingConsent: true }]);
    expect(box('marketingConsent').checked).to.equal(true);
  });

  it('with the keyboard alone: Space on a focused consent saves it', async () => {
    await mount();
    box('marketingConsent').focus();
    await pressSpace();
    await until(() => textOf('marketingConsent-status') === 'Saved.', 'the confirmation');
    expect(await updates()).to.deep.equal([{ marketingConsent: true }]);
  });

  it('axe finds nothing, with a refusal shown', async () => {
    await mount();
    await expect(part).to.be.accessible();
    sandbox().setFaults({ fail: ['customers.update'] });
    box('marketingConsent').click();
    await until(() => textOf('marketingConsent-error'), 'the refusal');
    await expect(part).to.be.accessible();
  });

  it('fits a 320 px phone, each consent a 44 px tall target', async () => {
    await onPhone(() => mount());
  });
});
