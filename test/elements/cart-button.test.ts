/**
 * The floating cart button (`<svc-cart-button>`, setting `cartButton`): count badge, image,
 * accessible name in the shopper's language, hidden when the page has `a.svc-cart` or when disabled.
 */
import { expect } from '@open-wc/testing';
import { setupWidget, startWidget } from '../widget/helpers.js';
import { buttonElement, cartButton, deepActiveElement, dialog, settled, waitFor } from './element-helpers.js';

const badge = () => cartButton()!.querySelector('[part="count"]')!.textContent;

describe('svc-cart-button', () => {
  setupWidget();
  const extras: Element[] = [];

  afterEach(() => {
    for (const element of extras.splice(0)) element.remove();
  });

  it('is not drawn without settings.cartButton', async () => {
    await startWidget();
    await settled();
    expect(cartButton()).to.equal(null);
  });

  it('shows the count badge and is named "Cart, 0 items"', async () => {
    await startWidget({ settings: { cartButton: true } });
    await settled();
    expect(badge()).to.equal('0');
    expect(cartButton()!.getAttribute('aria-label')).to.equal('Cart, 0 items');
  });

  it('follows the cart: "Cart, 3 items" after addItem, "Cart, 1 item" in the singular', async () => {
    const svcCart = await startWidget({ settings: { cartButton: true } });
    const cart = await svcCart.addItem({ productId: 201, quantity: 3 });
    await settled();
    expect(badge()).to.equal('3');
    expect(cartButton()!.getAttribute('aria-label')).to.equal('Cart, 3 items');
    await svcCart.updateItem(cart.items[0]!.id, { quantity: 1 });
    await settled();
    expect(cartButton()!.getAttribute('aria-label')).to.equal('Cart, 1 item');
  });

  it('is named in the shopper’s language', async () => {
    const svcCart = await startWidget({ settings: { cartButton: true } });
    svcCart.setLanguage('fr');
    await waitFor(() => cartButton()!.getAttribute('aria-label') === 'Panier, 0 article', 'the French name');
  });

  it('shows a bag icon, or the cartButtonImage with an empty alt', async () => {
    await startWidget({ settings: { cartButton: true } });
    await settled();
    expect(cartButton()!.querySelector('svg[part="icon"]')!.getAttribute('aria-hidden')).to.equal('true');
    expect(cartButton()!.querySelector('img')).to.equal(null);
  });

  it('shows cartButtonImage as an image with an empty alt (the button has the name)', async () => {
    // The shop's own picture (a data: URL here, so no request goes unanswered).
    const bag = 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"/%3E';
    await startWidget({ settings: { cartButton: true, cartButtonImage: bag } });
    await settled();
    const image = cartButton()!.querySelector('img')!;
    expect(image.getAttribute('src')).to.equal(bag);
    expect(image.getAttribute('alt')).to.equal('');
    expect(image.getAttribute('part')).to.equal('image');
  });

  it('is hidden when the page has its own a.svc-cart link', async () => {
    const link = document.createElement('a');
    link.className = 'svc-cart';
    link.href = '/cart';
    document.body.append(link);
    extras.push(link);
    await startWidget({ settings: { cartButton: true } });
    await settled();
    expect(cartButton()).to.equal(null);
  });

  it('is hidden while the widget is disabled and back after enable()', async () => {
    const svcCart = await startWidget({ settings: { cartButton: true } });
    svcCart.disable();
    await settled();
    expect(cartButton()).to.equal(null);
    svcCart.enable();
    await settled();
    expect(cartButton()).to.not.equal(null);
  });

  it('opens the drawer on click; focus comes back to it when the drawer closes', async () => {
    const svcCart = await startWidget({ settings: { cartButton: true } });
    await settled();
    const button = cartButton()!;
    expect(button.getAttribute('aria-haspopup')).to.equal('dialog');
    button.focus();
    button.click();
    await settled();
    expect(svcCart.isOpen).to.equal(true);
    expect(dialog()!.open).to.equal(true);
    svcCart.close();
    await settled();
    expect(deepActiveElement()).to.equal(button);
  });

  it("has the shop's accent as background and a readable icon colour", async () => {
    const svcCart = await startWidget({ settings: { cartButton: true } });
    await svcCart.setSettings({ accentColor: 'rgb(200, 30, 30)' });
    // The theme's code loads next to the start set.
    const root = document.querySelector('svc-cart-root') as HTMLElement;
    await waitFor(() => root.style.getPropertyValue('--svc-accent') === 'rgb(200, 30, 30)', 'the accent');
    await Promise.all(
      cartButton()!
        .getAnimations()
        .map((transition) => transition.finished),
    );
    const style = getComputedStyle(cartButton()!);
    expect(style.backgroundColor).to.equal('rgb(200, 30, 30)');
    expect(style.color).to.equal('rgb(255, 255, 255)');
  });

  it('takes its corners from buttonStyle unless the shop sets its own radius', async () => {
    const svcCart = await startWidget({ settings: { cartButton: true } });
    await svcCart.setSettings({ buttonStyle: 2 });
    const root = document.querySelector('svc-cart-root') as HTMLElement;
    await waitFor(() => root.dataset.buttonStyle === '2', 'the button style');
    expect(getComputedStyle(cartButton()!).borderTopLeftRadius).to.equal('0px');
    buttonElement().style.setProperty('--svc-cart-button-radius', '12px');
    expect(getComputedStyle(cartButton()!).borderTopLeftRadius).to.equal('12px');
  });

  it('passes axe', async () => {
    await startWidget({ settings: { cartButton: true } });
    await settled();
    await expect(cartButton()!).to.be.accessible();
  });
});
