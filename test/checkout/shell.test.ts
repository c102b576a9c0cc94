/**
 * The checkout shell (`svc-cart-checkout`): the steps a cart goes through, the way back, what the
 * shopper typed kept in the checkout store across closing the drawer, the standalone checkout
 * (`checkoutOnly`) in full screen, and the steps' code loaded as they are needed.
 */
import { expect } from '@open-wc/testing';
import { panel, rendered, setupWidget, startWidget } from '../widget/helpers.js';
import { checkoutElement, checkoutUpdated, openCheckout } from './checkout-helpers.js';

const shell = () => checkoutElement()!.shadowRoot!;
const clean = (node: Element | null | undefined) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
const stepNames = () => [...shell().querySelectorAll('[part~="step"]')].map((step) => clean(step));
const backLabel = () =>
  shell().querySelector('[part="checkout-back-button"]')?.getAttribute('aria-label') ?? null;

describe('checkout shell', () => {
  setupWidget();

  it('a cart with a physical item goes through contact, delivery, payment and review', async () => {
    const svcCart = await startWidget();
    await svcCart.addItem({ productId: 201, quantity: 1 });
    const store = await openCheckout(svcCart);
    expect(stepNames()).to.deep.equal(['Contact', 'Delivery', 'Payment', 'Review']);
    expect(shell().querySelector('[aria-current="step"]')!.textContent!.trim()).to.equal('Contact');
    expect(store.steps).to.deep.equal(['contact', 'delivery', 'payment', 'review']);
  });

  it('a digital-only cart (the eBook and a gift card) skips delivery', async () => {
    const svcCart = await startWidget();
    await svcCart.addItem({ productId: 231, quantity: 1 });
    await svcCart.addItem({ productId: 301, quantity: 1, giftCard: { customerEmail: 'friend@example.com' } });
    await openCheckout(svcCart);
    expect(stepNames()).to.deep.equal(['Contact', 'Payment', 'Review']);
  });

  it('the back button leaves for the cart on the first step and goes to the previous step after it', async () => {
    const svcCart = await startWidget();
    await svcCart.addItem({ productId: 201, quantity: 1 });
    const store = await openCheckout(svcCart);
    expect(backLabel()).to.equal('Back to cart');
    store.complete('contact');
    await checkoutUpdated();
    expect(store.step).to.equal('delivery');
    expect(backLabel()).to.equal('Back to Contact');
    expect(stepNames()).to.deep.equal(['Contact (done)', 'Delivery', 'Payment', 'Review']);
    shell().querySelector<HTMLButtonElement>('[part="checkout-back-button"]')!.click();
    await checkoutUpdated();
    expect(store.step).to.equal('contact');
    shell().querySelector<HTMLButtonElement>('[part="checkout-back-button"]')!.click();
    await rendered();
    expect(svcCart.view).to.equal('summary');
  });

  it('a done step is a button in the list; a step not reached yet is not', async () => {
    const svcCart = await startWidget();
    await svcCart.addItem({ productId: 201, quantity: 1 });
    const store = await openCheckout(svcCart);
    store.complete('contact');
    store.complete('delivery');
    await checkoutUpdated();
    const buttons = [...shell().querySelectorAll('[part~="steps"] button')].map((button) => clean(button));
    expect(buttons).to.deep.equal(['Contact (done)', 'Delivery (done)']);
    expect(store.goTo('review')).to.equal(false);
    expect(store.step).to.equal('payment');
    shell().querySelectorAll<HTMLButtonElement>('[part~="steps"] button')[0]!.click();
    await checkoutUpdated();
    expect(store.step).to.equal('contact');
  });

  it('what the shopper typed stays when the drawer closes and opens again on the same cart', async () => {
    const svcCart = await startWidget();
    await svcCart.addItem({ productId: 201, quantity: 1 });
    const store = await openCheckout(svcCart);
    store.contact.email = 'typed@example.com';
    store.complete('contact');
    svcCart.close();
    await rendered();
    await openCheckout(svcCart, 'delivery');
    expect(await svcCart.loadCheckout()).to.equal(store);
    expect(store.contact.email).to.equal('typed@example.com');
    expect(store.step).to.equal('delivery');
  });

  it('a new cart starts a new checkout', async () => {
    const svcCart = await startWidget();
    await svcCart.addItem({ productId: 201, quantity: 1 });
    const store = await openCheckout(svcCart);
    store.complete('contact');
    await svcCart.resetCart();
    await svcCart.addItem({ productId: 201, quantity: 1 });
    expect(await svcCart.loadCheckout()).to.not.equal(store);
    expect((await svcCart.loadCheckout()).step).to.equal('contact');
  });

  it('the standalone checkout (checkoutOnly) fills the window and has no way back to a cart', async () => {
    const svcCart = await startWidget({ checkoutOnly: true });
    await rendered();
    await checkoutUpdated();
    expect(panel()!.dataset.mode).to.equal('standalone');
    const dialog = panel() as HTMLDialogElement;
    expect(dialog.getBoundingClientRect().width).to.equal(window.innerWidth);
    expect(svcCart.view).to.equal('checkout');
    expect(backLabel()).to.equal(null);
  });

  it('the drawer stays a drawer (420 px wide on desktop) without checkoutOnly', async () => {
    const svcCart = await startWidget();
    await svcCart.addItem({ productId: 201, quantity: 1 });
    await openCheckout(svcCart);
    expect(panel()!.dataset.mode).to.equal('drawer');
    expect(panel()!.getBoundingClientRect().width).to.be.below(window.innerWidth);
  });

  it('a sign-out by the page after the contact step reopens it', async () => {
    const svcCart = await startWidget();
    await svcCart.addItem({ productId: 201, quantity: 1 });
    const store = await openCheckout(svcCart);
    store.complete('contact');
    store.complete('delivery');
    expect(store.step).to.equal('payment');
    await svcCart.signOut();
    expect(store.step).to.equal('contact');
    expect([...store.done]).to.deep.equal([]);
  });

  it('passes axe with the step list', async () => {
    const svcCart = await startWidget();
    await svcCart.addItem({ productId: 201, quantity: 1 });
    const store = await openCheckout(svcCart);
    store.complete('contact');
    await checkoutUpdated();
    await expect(checkoutElement()).to.be.accessible();
  });
});
