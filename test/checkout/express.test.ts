/**
 * The express path of a signed-in customer: after the contact step, the saved address (with the
 * cheapest method) and the saved default card are put on the cart for them, so the review is next;
 * where a choice needs the shopper, the path stops on that step with what it chose.
 */
import { expect } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import { deepActiveElement } from '../elements/element-helpers.js';
import { buttonNamed, checkoutElement, partText, stepRoot, until } from './checkout-helpers.js';
import { cardInput, cards, flowsSuite, reached, SAVED, submit, MUG } from './flows-suite.js';

describe('checkout: the express path of a signed-in customer', () => {
  const { sandbox, signedInWith, continueSignedIn, changes, pay, purchases } = flowsSuite();

  /** CHECKOUT_STEP_COMPLETED as [step, shippingTier, paymentType]. */
  function recordSteps(svcCart: Awaited<ReturnType<typeof signedInWith>>['svcCart']): unknown[][] {
    const seen: unknown[][] = [];
    svcCart.events.on('CHECKOUT_STEP_COMPLETED', (_error, data) => {
      const { step, shippingTier, paymentType } = data as {
        step: string;
        shippingTier?: string;
        paymentType?: string;
      };
      seen.push([step, shippingTier, paymentType]);
    });
    return seen;
  }

  const checkoutRoot = () => checkoutElement()!.shadowRoot!;

  it('with a saved address and card, Continue on the contact step leads to the review: then Pay', async function () {
    this.timeout(30_000);
    const { svcCart, store } = await signedInWith([MUG]);
    const cartId = svcCart.cart!.id;
    const steps = recordSteps(svcCart);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    sandbox().worker.use(
      http.get(
        '*/storefront/v1/customers/me/payment-methods',
        async () => {
          await held;
          return undefined;
        },
        { once: true },
      ),
    );
    sandbox().clearSent();
    await until(() => partText(stepRoot('contact'), 'contact-heading')!.startsWith('Signed in'), 'signed in');
    buttonNamed(stepRoot('contact'), 'Continue').click();
    // Meanwhile the checkout shows the review's shape, and no step's form to type in.
    await until(() => checkoutRoot().querySelector('[part~="loading"]') !== null, 'the skeleton');
    expect(checkoutRoot().querySelector('svc-checkout-delivery, svc-checkout-payment')).to.equal(null);
    release();

    const review = await reached(store, 'review');
    // Focus is not lost with the contact step's button: the review's title has it.
    await until(
      () => deepActiveElement() === review.querySelector('[part~="step-title"]'),
      'focus on the title',
    );
    expect(steps).to.deep.equal([
      ['contact', undefined, undefined],
      ['delivery', 'Standard', undefined],
      ['payment', undefined, 'sandbox'],
    ]);
    expect(await changes(cartId)).to.deep.equal([
      ['POST /carts/:cart/customer', undefined],
      ['PATCH /carts/:cart', { shippingAddressId: 1, shippingMethodId: 1 }],
      ['PATCH /carts/:cart', { paymentMethodId: SAVED.visa4242 }],
    ]);
    expect(checkoutRoot().querySelector('[part~="loading"]')).to.equal(null);
    await pay(store);
    expect(await purchases()).to.have.length(1);
  });

  it('without a saved card: delivery is done for them, and the payment step opens the card form', async function () {
    this.timeout(30_000);
    sandbox().store.paymentMethods = [];
    const { svcCart, store } = await signedInWith([MUG]);
    const cartId = svcCart.cart!.id;
    sandbox().clearSent();
    await continueSignedIn(store, 'payment');
    await until(() => cardInput('number') !== null, 'the card form');
    expect([...store.done]).to.deep.equal(['contact', 'delivery']);
    expect(await changes(cartId)).to.deep.equal([
      ['POST /carts/:cart/customer', undefined],
      ['PATCH /carts/:cart', { shippingAddressId: 1, shippingMethodId: 1 }],
      // The card form's setup token.
      ['POST /wallet/setup', { gatewayId: 1 }],
    ]);
    // The step used the list the path asked for: one request.
    const listed = (await sandbox().sent()).filter(
      (r) => r.method === 'GET' && r.path === '/customers/me/payment-methods',
    );
    expect(listed).to.have.length(1);
  });

  it('a failed lookup of the delivery methods stops it on the delivery step, which asks again and preselects the cheapest', async function () {
    this.timeout(30_000);
    sandbox().worker.use(
      http.get(
        '*/storefront/v1/carts/:cartId/shipping-methods',
        () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
        { once: true },
      ),
    );
    const { store } = await signedInWith([MUG]);
    await continueSignedIn(store, 'delivery');
    await until(() => !store.busy.has('express'), 'the path’s end');
    expect(store.step).to.equal('delivery');
    await until(() => cards(stepRoot('delivery'), 'method').length === 2, 'the delivery methods');
    const checked = cards(stepRoot('delivery'), 'method').filter((entry) => entry.input.checked);
    expect(checked.map((entry) => entry.text.split(' ')[0])).to.deep.equal(['Standard']);
    expect(stepRoot('delivery').querySelector('[part~="view-error"]')).to.equal(null);
    submit('delivery').click();
    // Payment is then left to the shopper's Continue: the path ran once, after the contact step.
    await reached(store, 'payment');
  });
});
