/**
 * A step's error is brought to the shopper (step-kit.ts): focus on what is at fault, and it with
 * its message scrolled into the step's view, even when the message sat below the fold: delivery,
 * contact and payment. Run on a small phone (375×667) so the steps overflow.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '../shared/viewport.js';
import { http, HttpResponse } from 'msw';
import { deepActiveElement } from '../elements/element-helpers.js';
import { waitFor } from '../shared/widget-wait.js';
import { buttonNamed, field, openCheckout, stepRoot, stepShown, type } from './checkout-helpers.js';
import { startWidget } from '../widget/helpers.js';

/** The eBook (digital): its cart needs no delivery, so payment follows contact. */
const EBOOK = 231;
import { contact, continueWith, errorOf as contactErrorOf, startWithMug } from './contact-suite.js';
import { cards, deliveryStep, deliverySuite, errorOf, methodsShown, root, submit } from './delivery-suite.js';

/** Where `element` is, beside its step's scrolling body. */
function placement(element: Element) {
  const body = (element.getRootNode() as ShadowRoot).querySelector<HTMLElement>('[part~="view-body"]')!;
  return { box: element.getBoundingClientRect(), frame: body.getBoundingClientRect(), body };
}

/** Whether `element` is wholly inside its step's scrolling body and the window. */
function inView(element: Element): boolean {
  const { box, frame } = placement(element);
  return (
    box.height > 0 &&
    box.top >= Math.max(frame.top, 0) - 1 &&
    box.bottom <= Math.min(frame.bottom, window.innerHeight) + 1
  );
}

/**
 * Waits until `element` is in view (`inView`); on a timeout the message says where it was, beside
 * the step's body and the window.
 */
async function shownInView(element: Element, what: string): Promise<void> {
  try {
    await waitFor(() => inView(element), what);
  } catch (error) {
    const { box, frame, body } = placement(element);
    const scrolled = `scrolled ${body.scrollTop} of ${body.scrollHeight - body.clientHeight}`;
    throw new Error(
      `${(error as Error).message}: it spans ${box.top}–${box.bottom} px, the step's body ` +
        `${frame.top}–${frame.bottom} px (${scrolled}), the window 0–${window.innerHeight} px`,
      { cause: error },
    );
  }
}

/** Scrolls the step's body back to its top, as a shopper who has not scrolled sees it. */
function scrollToTop(shadow: ShadowRoot): HTMLElement {
  const body = shadow.querySelector<HTMLElement>('[part~="view-body"]')!;
  body.scrollTop = 0;
  return body;
}

describe('a step’s error', () => {
  const { sandbox } = deliverySuite();

  beforeEach(async () => {
    await setViewport({ width: 375, height: 667 });
  });

  it('delivery: "Choose a delivery method." below the fold scrolls into view, the first method focused', async () => {
    // Methods without a price: none is chosen for the shopper, and they fill more than a screen.
    const many = Array.from({ length: 8 }, (_, index) => ({
      id: 100 + index,
      name: `Carrier ${index + 1}`,
      type: 'delivery',
      price: null,
      minDays: 2,
      maxDays: 4,
    }));
    sandbox().worker.use(
      http.get('*/storefront/v1/carts/:cartId/shipping-methods', () => HttpResponse.json(many)),
    );
    await deliveryStep();
    await methodsShown(8);
    const message = root().getElementById('methods-error')!;
    const body = scrollToTop(root());
    expect(body.scrollHeight).to.be.greaterThan(body.clientHeight);
    expect(inView(message), 'the message starts below the fold').to.equal(false);
    submit().click();
    await waitFor(() => errorOf('methods') === 'Choose a delivery method.', 'the message');
    await shownInView(message, 'the message in view');
    const first = cards('method')[0]!.input;
    expect(deepActiveElement()).to.equal(first);
    expect(inView(first.closest('label')!)).to.equal(true);
  });

  it('contact: the missing terms consent at the bottom of the form scrolls into view with focus', async () => {
    const svcCart = await startWithMug();
    await openCheckout(svcCart);
    const shadow = await continueWith('new@example.com', 'Create your account');
    type(field(shadow, 'firstName'), 'Nora');
    type(field(shadow, 'lastName'), 'Newton');
    // The form is longer than the screen: its top is shown, the consents are below.
    const body = scrollToTop(contact());
    const message = contact().getElementById('tosConsent-error')!;
    expect(body.scrollHeight).to.be.greaterThan(body.clientHeight);
    buttonNamed(contact(), 'Create account').click();
    await waitFor(() => contactErrorOf('tosConsent') !== '', 'the message');
    expect(contactErrorOf('tosConsent')).to.equal('Accept the terms and conditions to create your account.');
    await shownInView(message, 'the message in view');
    expect(deepActiveElement()).to.equal(field(contact(), 'tosConsent'));
  });

  it('payment: a declined purchase sends the shopper back with the alert in view and focus on the card', async () => {
    const svcCart = await startWidget({ accessToken: sandbox().store.issueToken(1) });
    await svcCart.addItem({ productId: EBOOK, quantity: 1 });
    const store = await svcCart.loadCheckout();
    store.complete('contact');
    svcCart.open('checkout');
    await stepShown('payment');
    const radios = () => [
      ...stepRoot('payment').querySelectorAll<HTMLInputElement>('input[name="payment-method"]'),
    ];
    await waitFor(() => radios().length > 0, 'the saved cards');
    buttonNamed(stepRoot('payment'), 'Continue').click();
    await waitFor(() => store.step === 'review', 'the review step');
    store.fail('payment', { message: 'The card was declined. Choose another payment method.' });
    await stepShown('payment');
    await waitFor(() => stepRoot('payment').querySelector('[part~="view-error"]') !== null, 'the alert');
    const alert = stepRoot('payment').querySelector('[part~="view-error"]')!;
    await shownInView(alert, 'the alert in view');
    await waitFor(() => deepActiveElement() === radios()[0], 'focus on the chosen card');
    expect(inView(radios()[0]!.closest('label')!)).to.equal(true);
  });
});
