import { expect } from '@open-wc/testing';
import { initClient, setupSandbox } from '../../sdk/test/helpers.js';

describe('probe', () => {
  setupSandbox();
  it('creates a cart', async () => {
    const client = await initClient({ loadCart: true });
    const cart = await client.cart.addItem({ productId: 201, quantity: 2 });
    console.log(JSON.stringify(cart));
    expect(cart.items).to.have.length(1);
  });
});
