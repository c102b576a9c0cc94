/**
 * End-to-end checkout flows through the UI only, against the sandbox: a shopper clicks and types
 * from the contact step to the receipt (new account, one-time code, signed in; new address; new
 * card, saved card, declined card, 3-D Secure), with the post-purchase offer. Other carts are in
 * flows-carts.test.ts; the keyboard, a double submit and axe in flows-keyboard.test.ts.
 */
import { expect } from '@open-wc/testing';
import { SANDBOX_OTP_CODE } from '../../sandbox/fixtures.js';
import { deepActiveElement } from '../elements/element-helpers.js';
import { startWidget } from '../widget/helpers.js';
import {
  buttonNamed,
  checkoutUpdated,
  field,
  openCheckout,
  partText,
  stepRoot,
  type,
  until,
} from './checkout-helpers.js';
import {
  MUG,
  RECEIPT_TITLE,
  SAVED,
  buttonIn,
  card,
  cardInput,
  cardRadios,
  cards,
  challenge,
  flowsSuite,
  reached,
  receiptOffers,
  recordPurchases,
  submit,
  text,
} from './flows-suite.js';

describe('checkout flows (UI only, sandbox)', () => {
  const {
    sandbox,
    purchases,
    changes,
    charges,
    signedInWith,
    continueSignedIn,
    deliverToSaved,
    payWithSaved,
    pay,
  } = flowsSuite();

  it('a guest registers, adds a new address and a new 4242 card, pays: PURCHASE_COMPLETED and the receipt', async function () {
    this.timeout(30_000);
    const svcCart = await startWidget();
    await svcCart.addItem({ productId: MUG, quantity: 1 });
    const completed = recordPurchases(svcCart);
    const store = await openCheckout(svcCart);
    const cartId = svcCart.cart!.id;
    sandbox().clearSent();

    // Contact: a new email, then the account.
    type(field(stepRoot('contact'), 'email'), 'nora.flow@example.com');
    buttonNamed(stepRoot('contact'), 'Continue').click();
    await until(() => partText(stepRoot('contact'), 'contact-heading') === 'Create your account', 'register');
    const contact = stepRoot('contact');
    type(field(contact, 'firstName'), 'Nora');
    type(field(contact, 'lastName'), 'Newton');
    type(field(contact, 'password'), 'secret123');
    field(contact, 'tosConsent').click();
    buttonNamed(contact, 'Create account').click();

    // Delivery: no saved address, so the form; the names come from the account.
    await reached(store, 'delivery');
    await until(() => field(stepRoot('delivery'), 'addressOne') !== null, 'the address form');
    const root = stepRoot('delivery');
    expect([field(root, 'firstName').value, field(root, 'lastName').value]).to.deep.equal(['Nora', 'Newton']);
    // The country first: the form's fields follow it, and the country it starts with comes from
    // the regions of the browser's languages (core/delivery-form.ts), which differ by engine.
    const country = field<HTMLSelectElement>(root, 'countryId');
    country.value = 'US';
    country.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
    await until(() => root.querySelector('[name="province"]') !== null, 'the state field');
    type(field(root, 'addressOne'), '1 Elm Street');
    type(field(root, 'city'), 'Austin');
    type(field(root, 'province'), 'TX');
    type(field(root, 'zip'), '73301');
    await until(() => cards(stepRoot('delivery'), 'method').length === 2, 'the delivery methods');
    card(stepRoot('delivery'), 'method', 'Standard').click();
    await checkoutUpdated();
    submit('delivery').click();

    // Payment: no saved card, so the card form opens by itself.
    await reached(store, 'payment');
    await until(() => cardInput('number') !== null, 'the card form');
    type(cardInput('number'), '4242 4242 4242 4242');
    type(cardInput('expiry'), '12/34');
    type(cardInput('cvc'), '123');
    // The typed card is used by the step's one primary action.
    buttonNamed(stepRoot('payment'), 'Continue').click();

    const review = await reached(store, 'review');
    expect(partText(review, 'submit-button')).to.equal('Pay $21.59');
    await pay(store);

    const newCard = store.paymentMethods![0]!.id;
    expect(await changes(cartId)).to.deep.equal([
      ['POST /auth/registered', { email: 'nora.flow@example.com' }],
      [
        'POST /auth/register',
        { email: 'nora.flow@example.com', firstName: 'Nora', lastName: 'Newton', password: 'secret123' },
      ],
      ['PATCH /customers/me', { tosConsent: true }],
      ['POST /carts/:cart/customer', undefined],
      [
        'PATCH /carts/:cart',
        {
          shippingAddress: {
            firstName: 'Nora',
            lastName: 'Newton',
            addressOne: '1 Elm Street',
            addressTwo: null,
            city: 'Austin',
            zip: '73301',
            countryId: 840,
            province: 'TX',
          },
          shippingMethodId: 1,
        },
      ],
      ['POST /wallet/setup', { gatewayId: 1 }],
      ['POST /customers/me/payment-methods', { gatewayId: 1, token: 'tok_4242' }],
      ['PATCH /carts/:cart', { paymentMethodId: newCard }],
      ['POST /carts/:cart/purchase', {}],
    ]);
    expect(await purchases()).to.have.length(1);
    expect(completed).to.deep.equal([[null, cartId, 'purchased', [[MUG, 1]]]]);
    expect(charges()).to.deep.equal([{ amount: 2159, kind: 'purchase' }]);
    const receipt = stepRoot('done');
    expect(partText(receipt, 'step-title')).to.equal(RECEIPT_TITLE);
    expect(partText(receipt, 'receipt-email')).to.equal(
      'A confirmation is on its way to nora.flow@example.com.',
    );
  });

  it('a signed-in customer pays with the saved 3184 card: 3-D Secure Confirm, paid, a post-purchase offer bought', async function () {
    this.timeout(30_000);
    const { svcCart, store } = await signedInWith();
    const cartId = svcCart.cart!.id;
    const completed = recordPurchases(svcCart);
    await continueSignedIn(store);
    await deliverToSaved(store);
    await payWithSaved(store, 1);
    sandbox().clearSent();
    submit('review').click();

    await until(() => challenge()?.open === true, 'the 3-D Secure challenge');
    const dialogElement = challenge()!;
    expect(dialogElement.matches(':modal')).to.equal(true);
    expect(text(dialogElement.querySelector('h2'))).to.equal('Your bank wants to confirm this payment');
    expect(deepActiveElement()).to.equal(buttonIn(dialogElement, 'Confirm'));
    expect(completed).to.deep.equal([]);
    buttonIn(dialogElement, 'Confirm').click();
    await reached(store, 'done');

    const sent = (await sandbox().sent()).filter(
      (r) => r.method === 'POST' || r.path.startsWith('/payment-intents'),
    );
    expect(
      sent.map((r) => `${r.method} ${r.path.replace(cartId, ':cart').replace(/pi_\w+/, 'pi')}`),
    ).to.deep.equal([
      'POST /carts/:cart/purchase',
      'GET /payment-intents/pi',
      'POST /payment-intents/pi/confirm',
      'POST /carts/:cart/purchase',
    ]);
    expect((sent[2]!.body as { externalPaymentId: string }).externalPaymentId).to.match(/^3ds_/);
    expect(completed).to.deep.equal([[null, cartId, 'purchased', [[MUG, 1]]]]);
    expect(partText(stepRoot('done'), 'step-title')).to.equal(RECEIPT_TITLE);
    expect(charges()).to.deep.equal([{ amount: 2159, kind: 'purchase' }]);

    // The post-purchase offer, bought with the same card: 3-D Secure again, one charge.
    await until(
      () => partText(receiptOffers(), 'offer-title') === 'Add a second bag next time',
      'the post-purchase offer',
    );
    sandbox().clearSent();
    buttonNamed(receiptOffers(), 'Buy now').click();
    const offerChallenge = () =>
      receiptOffers()
        .querySelector('[part~="verification"] svc-gateway-challenge')
        ?.shadowRoot?.querySelector('dialog') ?? null;
    await until(() => offerChallenge()?.open === true, 'the offer’s 3-D Secure challenge');
    expect(deepActiveElement()).to.equal(buttonIn(offerChallenge()!, 'Confirm'));
    buttonIn(offerChallenge()!, 'Confirm').click();
    await until(() => partText(receiptOffers(), 'offer-title') === 'Try the tea club', 'the next offer');
    const accepts = (await sandbox().sent()).filter((r) => r.path.endsWith('/accept'));
    // One accept of the offer; the card asks for 3-D Secure, so it is sent again with the intent.
    expect(accepts.map((r) => r.path)).to.deep.equal([
      `/carts/${cartId}/funnels/post-purchase/4/accept`,
      `/carts/${cartId}/funnels/post-purchase/4/accept`,
    ]);
    expect(accepts[0]!.body).to.deep.equal({ offers: [{ productId: 402 }] });
    expect(accepts[1]!.body).to.deep.include({ offers: [{ productId: 402 }] });
    expect((accepts[1]!.body as { paymentIntentId: string }).paymentIntentId).to.match(/^pi_/);
    expect(charges().filter((charge) => charge.kind === 'post_purchase')).to.have.length(1);
    expect(await purchases()).to.deep.equal([]);
  });

  it('a declined saved card (0002): the message on payment, the 4242 card chosen, paid; two purchases, nothing lost', async function () {
    this.timeout(30_000);
    const { svcCart, store } = await signedInWith();
    const cartId = svcCart.cart!.id;
    const completed = recordPurchases(svcCart);
    await continueSignedIn(store);
    await deliverToSaved(store, 'Express');
    await payWithSaved(store, 2);
    const items = svcCart.cart!.items;
    sandbox().clearSent();
    submit('review').click();

    const payment = await reached(store, 'payment');
    await until(() => partText(stepRoot('payment'), 'view-error') !== null, 'the message');
    expect(partText(payment, 'view-error')).to.equal('The card was declined. Choose another payment method.');
    expect(stepRoot('payment').querySelector('[part~="view-error"]')!.getAttribute('role')).to.equal('alert');
    expect(completed).to.deep.equal([]);
    expect(svcCart.cart!.status).to.equal('open');
    expect(svcCart.cart!.items).to.deep.equal(items);
    expect([svcCart.cart!.shippingMethodId, svcCart.cart!.paymentMethodId]).to.deep.equal([
      2,
      SAVED.mastercard0002,
    ]);
    expect(cardRadios().map((radio) => radio.checked)).to.deep.equal([false, false, true]);

    cardRadios()[0]!.click();
    await checkoutUpdated();
    buttonNamed(stepRoot('payment'), 'Continue').click();
    await reached(store, 'review');
    await pay(store);

    const [declined, paid, ...more] = await purchases();
    expect(more).to.deep.equal([]);
    expect(paid!.headers.get('idempotency-key')).to.not.equal(declined!.headers.get('idempotency-key'));
    expect(svcCart.cart!.shippingMethodId).to.equal(2);
    expect(completed).to.deep.equal([[null, cartId, 'purchased', [[MUG, 1]]]]);
    expect(charges()).to.have.length(1);
    expect(partText(stepRoot('done'), 'step-title')).to.equal(RECEIPT_TITLE);
  });

  it('a guest signs in with a one-time code: the saved address, the cheapest method and the default card take them to the review, paid', async function () {
    this.timeout(30_000);
    const svcCart = await startWidget();
    await svcCart.addItem({ productId: MUG, quantity: 1 });
    const completed = recordPurchases(svcCart);
    const store = await openCheckout(svcCart);
    const cartId = svcCart.cart!.id;
    sandbox().clearSent();
    type(field(stepRoot('contact'), 'email'), 'shopper@example.com');
    buttonNamed(stepRoot('contact'), 'Continue').click();
    await until(() => partText(stepRoot('contact'), 'contact-heading') === 'Sign in', 'the sign-in form');
    buttonNamed(stepRoot('contact'), 'Email me a one-time code instead').click();
    await until(
      () => partText(stepRoot('contact'), 'contact-heading') === 'Enter your code',
      'the code form',
    );
    type(field(stepRoot('contact'), 'code'), SANDBOX_OTP_CODE);
    buttonNamed(stepRoot('contact'), 'Sign in').click();
    // The express path: the saved default address, the cheapest method and the default card.
    await reached(store, 'review');
    expect([...store.done]).to.deep.equal(['contact', 'delivery', 'payment']);
    await pay(store);

    const sent = await changes(cartId);
    expect(sent.slice(0, 3)).to.deep.equal([
      ['POST /auth/registered', { email: 'shopper@example.com' }],
      ['POST /auth/otp', { email: 'shopper@example.com' }],
      ['POST /auth/otp/login', { email: 'shopper@example.com', token: SANDBOX_OTP_CODE }],
    ]);
    expect(sent.filter(([what]) => what === 'PATCH /carts/:cart').map(([, body]) => body)).to.deep.equal([
      { shippingAddressId: svcCart.cart!.shippingAddressId, shippingMethodId: 1 },
      { paymentMethodId: SAVED.visa4242 },
    ]);
    expect(await purchases()).to.have.length(1);
    expect(completed).to.deep.equal([[null, cartId, 'purchased', [[MUG, 1]]]]);
    expect(partText(stepRoot('done'), 'step-title')).to.equal(RECEIPT_TITLE);
  });
});
