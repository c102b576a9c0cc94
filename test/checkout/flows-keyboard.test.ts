/**
 * End-to-end checkout flows through the UI only: a double click and Enter on "Pay" send one
 * purchase, a guest pays with the keyboard only, and axe on every step.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { http } from 'msw';
import { deepActiveElement, dialog } from '../elements/element-helpers.js';
import { startWidget } from '../widget/helpers.js';
import { buttonNamed, field, openCheckout, partText, stepRoot, until } from './checkout-helpers.js';
import {
  MUG,
  RECEIPT_TITLE,
  cardInput,
  cardRadios,
  cards,
  flowsSuite,
  named,
  part,
  reached,
  receiptOffers,
  recordPurchases,
  submit,
  tabTo,
} from './flows-suite.js';
import { pressSpace } from '../shared/keys.js';

describe('checkout flows (UI only, sandbox)', () => {
  const { sandbox, purchases, charges, signedInWith, continueSignedIn, changeOnReview, pay } = flowsSuite();

  it('a double click and Enter pressed again and again on "Pay" send one purchase', async function () {
    this.timeout(30_000);
    const { svcCart, store } = await signedInWith();
    const completed = recordPurchases(svcCart);
    await continueSignedIn(store);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    sandbox().worker.use(
      http.post(
        '*/storefront/v1/carts/:cartId/purchase',
        async () => {
          await held;
          return undefined;
        },
        { once: true },
      ),
    );
    sandbox().clearSent();
    const button = submit('review');
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, detail: 1 }));
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, detail: 2 }));
    await until(() => button.getAttribute('aria-busy') === 'true', 'the busy pay button');
    button.focus();
    for (let presses = 0; presses < 5; presses++) await sendKeys({ press: 'Enter' });
    release();
    await reached(store, 'done');
    expect(await purchases()).to.have.length(1);
    expect(charges()).to.have.length(1);
    expect(completed).to.have.length(1);
  });

  it('a guest with the keyboard only: registers, types an address, adds a card, pays', async function () {
    this.timeout(60_000);
    const svcCart = await startWidget();
    await svcCart.addItem({ productId: MUG, quantity: 1 });
    const completed = recordPurchases(svcCart);
    const store = await openCheckout(svcCart);
    const cartId = svcCart.cart!.id;

    await until(() => deepActiveElement() === field(stepRoot('contact'), 'email'), 'focus on the email');
    await sendKeys({ type: 'kay.flow@example.com' });
    await sendKeys({ press: 'Enter' });
    await until(() => deepActiveElement()?.id === 'firstName', 'the registration form');
    await sendKeys({ type: 'Kay' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: 'Board' });
    await tabTo(named('tosConsent'), 'the terms');
    await pressSpace();
    await tabTo(part('submit-button'), 'Create account');
    await sendKeys({ press: 'Enter' });

    await reached(store, 'delivery');
    // The country comes first (it may be preselected from the browser's region): typed to be sure.
    await tabTo(named('countryId'), 'the country');
    await sendKeys({ type: 'United States' });
    await tabTo(named('addressOne'), 'the address');
    await sendKeys({ type: '1 Elm Street' });
    await tabTo(named('city'), 'the city');
    await sendKeys({ type: 'Austin' });
    await tabTo(named('province'), 'the state');
    await sendKeys({ type: 'TX' });
    await tabTo(named('zip'), 'the ZIP');
    await sendKeys({ type: '73301' });
    await until(() => cards(stepRoot('delivery'), 'method').length === 2, 'the delivery methods');
    await tabTo(named('method'), 'the methods');
    await pressSpace();
    await tabTo(part('submit-button'), 'Continue');
    await sendKeys({ press: 'Enter' });

    await reached(store, 'payment');
    await until(() => cardInput('number') !== null, 'the card form');
    await tabTo((element) => element === cardInput('number'), 'the card number');
    await sendKeys({ type: '4242424242424242' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: '12/34' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: '123' });
    // Enter in the card's fields is the step's Continue: the typed card is stored and used.
    await sendKeys({ press: 'Enter' });

    await reached(store, 'review');
    expect(store.paymentMethods!.map((method) => method.last4)).to.deep.equal(['4242']);
    sandbox().clearSent();
    await tabTo(part('submit-button'), 'Pay');
    await sendKeys({ press: 'Enter' });
    await reached(store, 'done');

    expect(await purchases()).to.have.length(1);
    expect(completed).to.deep.equal([[null, cartId, 'purchased', [[MUG, 1]]]]);
    expect(svcCart.customer).to.include({
      email: 'kay.flow@example.com',
      firstName: 'Kay',
      tosConsent: true,
    });
    expect(svcCart.cart!.shippingMethodId).to.equal(1);
    expect(partText(stepRoot('done'), 'step-title')).to.equal(RECEIPT_TITLE);
  });

  it('every step of a flow passes axe: contact, delivery, payment, review, receipt', async function () {
    this.timeout(90_000);
    const { store } = await signedInWith();
    await expect(dialog()!).to.be.accessible();
    // The express path takes the saved choices to the review; each step is visited through "Change".
    await continueSignedIn(store);
    await expect(dialog()!).to.be.accessible();
    await changeOnReview(store, 'delivery');
    await until(() => cards(stepRoot('delivery'), 'method').length === 2, 'the delivery methods');
    await expect(dialog()!).to.be.accessible();
    submit('delivery').click();
    await changeOnReview(store, 'payment');
    await until(() => cardRadios().length === 3, 'the saved cards');
    await expect(dialog()!).to.be.accessible();
    buttonNamed(stepRoot('payment'), 'Continue').click();
    await reached(store, 'review');
    await pay(store);
    await until(() => partText(receiptOffers(), 'offer-title') !== null, 'the receipt’s offer');
    await expect(dialog()!).to.be.accessible();
  });
});
