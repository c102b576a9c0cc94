/**
 * A sign-in the server ends while the checkout is open (docs/reliability.md, "revoked token"): the
 * next request for the customer answers 401, the widget signs out (cookie emptied, `SIGN_OUT` with
 * the action `tokenRejected`), the contact step asks the same customer to sign in again with their
 * email filled in, nothing typed in the checkout is lost, and signing in again goes on.
 */
import { expect } from '@open-wc/testing';
import type { CheckoutStore } from '../../src/controller/checkout/checkout-store.js';
import type { SvcCart } from '../../src/controller/svc-cart.js';
import { readCookieValue } from '../../sdk/test/helpers.js';
import { dialog } from '../elements/element-helpers.js';
import { waitFor } from '../shared/widget-wait.js';
import {
  buttonNamed,
  checkoutElement,
  checkoutUpdated,
  field,
  openCheckout,
  partText,
  stepRoot,
  stepShown,
  type,
} from './checkout-helpers.js';
import { contact, contactSuite, focused, formShown, movedTo, startWithMug } from './contact-suite.js';
import {
  card,
  choose,
  fill,
  methodsShown,
  root as delivery,
  selectCountry,
  submit,
  useBrowserLanguages,
} from './delivery-suite.js';

const EXPIRED = 'Your sign-in has expired. Sign in again to use your saved details.';

/** Every `SIGN_OUT` from now on: the email of the customer who left and the event's action. */
function signOuts(svcCart: SvcCart): { email: string | null | undefined; action: string | undefined }[] {
  const seen: { email: string | null | undefined; action: string | undefined }[] = [];
  svcCart.events.on('SIGN_OUT', (_error, data, meta) =>
    seen.push({ email: data.customer?.email, action: meta?.action }),
  );
  return seen;
}

/** The contact step's text, white space collapsed. */
const contactText = () => (contact().textContent ?? '').replace(/\s+/g, ' ').trim();

/**
 * After `pressed` met the refused token: the widget has signed out (cookie emptied, no customer),
 * and the contact step asks the same customer to sign in again, saying why. Resolves with the
 * sign-in form's root.
 */
async function askedToSignInAgain(
  svcCart: SvcCart,
  store: CheckoutStore,
  pressed: string,
): Promise<ShadowRoot> {
  await waitFor(() => store.busy.size === 0, `${pressed} answered`);
  await checkoutUpdated();
  expect(partText(contact(), 'contact-heading')).to.equal('Sign in');
  const root = await formShown('Sign in');
  expect(contactText()).not.to.contain('Signed in as');
  expect(partText(root, 'contact-note')).to.equal(EXPIRED);
  expect(partText(root, 'contact-email')).to.equal('shopper@example.com Use another email');
  expect(partText(root, 'view-error')).to.equal(null);
  expect(readCookieValue('svc_access_token')).to.equal('');
  expect(svcCart.customer).to.equal(null);
  return root;
}

describe('svc-checkout-contact: a sign-in the server ended', () => {
  const { sandbox, accountRequests } = contactSuite();
  beforeEach(() => useBrowserLanguages(['en-US', 'en']));
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'languages');
  });

  it('Continue with a revoked token: the sign-in form for the same email says why, the consent ticked stays, signing in again goes on', async () => {
    const token = sandbox().store.issueToken(1);
    const svcCart = await startWithMug({ accessToken: token });
    const left = signOuts(svcCart);
    const store = await openCheckout(svcCart);
    expect(partText(contact(), 'contact-heading')).to.equal('Signed in as shopper@example.com');
    field(contact(), 'marketingConsent').click();
    sandbox().store.revokeToken(token);
    sandbox().clearSent();

    buttonNamed(contact(), 'Continue').click();
    const root = await askedToSignInAgain(svcCart, store, 'Continue');
    expect(focused()).to.equal('#password');
    expect(svcCart.sdk!.auth.isAuthenticated).to.equal(false);
    expect(left).to.deep.equal([{ email: 'shopper@example.com', action: 'tokenRejected' }]);
    expect(await accountRequests()).to.deep.equal([['PATCH', '/customers/me', { marketingConsent: true }]]);
    await expect(dialog()!).to.be.accessible();

    sandbox().clearSent();
    type(field(root, 'password'), 'demo1234');
    buttonNamed(root, 'Sign in').click();
    await movedTo(store, 'review');
    const cartId = svcCart.cart!.id;
    // The consent ticked before the sign-in ended is saved by the next one.
    expect(await accountRequests()).to.deep.equal([
      ['POST', '/auth/login', { email: 'shopper@example.com', password: 'demo1234' }],
      ['GET', '/customers/me', undefined],
      ['PATCH', '/customers/me', { marketingConsent: true }],
      ['POST', `/carts/${cartId}/customer`, undefined],
    ]);
    expect(svcCart.customer!.marketingConsent).to.equal(true);
    expect(readCookieValue('svc_access_token')).to.match(/^sbx_/);
    expect(left).to.have.length(1);
  });

  it('Pay with a revoked token: back to the sign-in form, the new address typed stays, and the checkout goes on to the receipt', async () => {
    const token = sandbox().store.issueToken(1);
    const svcCart = await startWithMug({ accessToken: token });
    const store = await openCheckout(svcCart);
    buttonNamed(contact(), 'Continue').click();
    // The saved address and card take the express path to the review.
    await movedTo(store, 'review');
    buttonNamed(checkoutElement()!.shadowRoot!, 'Delivery (done)').click();
    await stepShown('delivery');
    await methodsShown(2);
    await choose(card('address', 'A new address'));
    await selectCountry('US');
    await fill('addressOne', '1 Elm Street');
    await fill('city', 'Austin');
    await fill('province', 'TX');
    await fill('zip', '73301');
    await methodsShown(2);
    submit().click();
    await movedTo(store, 'review');
    await stepShown('review');
    sandbox().store.revokeToken(token);
    sandbox().clearSent();

    stepRoot('review').querySelector<HTMLButtonElement>('[part~="submit-button"]')!.click();
    const root = await askedToSignInAgain(svcCart, store, 'Pay');
    expect(store.step).to.equal('contact');
    const purchases = (await sandbox().sent()).filter((request) => request.path.endsWith('/purchase'));
    expect(purchases.map((request) => request.headers.get('authorization'))).to.deep.equal([
      `Bearer ${token}`,
    ]);
    expect(svcCart.cart!.status).not.to.equal('purchased');

    type(field(root, 'password'), 'demo1234');
    buttonNamed(root, 'Sign in').click();
    // A new address is the shopper's to confirm: the express path stops at delivery, as typed.
    await movedTo(store, 'delivery');
    await stepShown('delivery');
    await methodsShown(2);
    const typed = ['firstName', 'lastName', 'addressOne', 'city', 'province', 'zip'].map(
      (name) => field(delivery(), name).value,
    );
    expect(typed).to.deep.equal(['Sam', 'Shopper', '1 Elm Street', 'Austin', 'TX', '73301']);
    expect(field<HTMLSelectElement>(delivery(), 'countryId').value).to.equal('US');
    expect(card('address', 'A new address').checked).to.equal(true);

    submit().click();
    await movedTo(store, 'payment');
    await stepShown('payment');
    await waitFor(() => !store.busy.has('payment-methods'), 'the saved cards');
    buttonNamed(stepRoot('payment'), 'Continue').click();
    await movedTo(store, 'review');
    await stepShown('review');
    stepRoot('review').querySelector<HTMLButtonElement>('[part~="submit-button"]')!.click();
    await movedTo(store, 'done');
    expect(svcCart.customer!.email).to.equal('shopper@example.com');
  });

  it('a sign-out the page asks for is not a refused token: the guest form, no message', async () => {
    const svcCart = await startWithMug({ accessToken: sandbox().store.issueToken(1) });
    const left = signOuts(svcCart);
    await openCheckout(svcCart);
    await svcCart.signOut();
    const root = await formShown('Your email');
    expect(partText(root, 'contact-note')).to.equal(null);
    expect(left).to.deep.equal([{ email: 'shopper@example.com', action: undefined }]);
  });
});
