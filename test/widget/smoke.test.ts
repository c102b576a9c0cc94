import { expect } from '@open-wc/testing';
import { panel, rendered, setupWidget, startWidget } from './helpers.js';

describe('widget smoke', () => {
  const sandbox = setupWidget();

  it('starts from window.svcConfig, sets window.svcCart and emits CART_READY with the cart', async () => {
    const svcCart = await startWidget();
    expect(window.svcCart).to.equal(svcCart);
    expect(svcCart.cart!.id).to.match(/^[0-9a-f-]{36}$/);
    expect(svcCart.shop.name).to.equal('Sandbox Coffee Co.');
    expect(svcCart.state).to.deep.equal({ languageCode: 'en', currencyCode: 'USD' });
    const sent = (await sandbox().sent()).map((r) => `${r.method} ${r.path}`);
    expect(sent).to.have.members(['GET /shop', 'POST /carts']);
  });

  it('opens and closes the panel', async () => {
    const svcCart = await startWidget();
    expect(panel()).to.equal(null);
    svcCart.open();
    await rendered();
    expect(panel()!.dataset.view).to.equal('summary');
    svcCart.close();
    await rendered();
    expect(panel()).to.equal(null);
  });

  it('addItem adds to the cart and emits CART_UPDATED', async () => {
    const svcCart = await startWidget();
    const cart = await svcCart.addItem({ productId: 201, quantity: 2 });
    expect(cart.items.map((i) => i.productId)).to.deep.equal([201]);
    expect(svcCart.itemCount).to.equal(2);
  });
});
