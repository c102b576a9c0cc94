/**
 * What the tests of the widget's cart methods share (cart-methods*.test.ts): a widget with one
 * line in its cart, the requests sent since, and a later change to wait for.
 */
import type { SvcCart } from '../../src/controller/svc-cart.js';
import type { TestSandbox } from '../../sandbox/testing.js';
import { setupWidget, startWidget } from './helpers.js';

/**
 * A later cart change through the same queue (it takes off a gift card the cart does not have):
 * once it is answered, whatever the widget queued before it has left the client. Tests that prove
 * a request is NOT sent wait for this instead of for a time.
 */
export const laterChange = (svcCart: SvcCart) => svcCart.removeGiftCard();

/** Registers the sandbox and a clean page for a cart-methods test file (see `setupWidget`). */
export function setupCartMethods(): {
  sandbox: () => TestSandbox;
  sentSince: (cartId?: string) => Promise<string[]>;
  withItem: (productId?: number, quantity?: number) => Promise<SvcCart>;
} {
  const sandbox = setupWidget();

  /** The requests sent since the last clear, as `METHOD /path` with the cart ID as `:id`. */
  const sentSince = async (cartId?: string) =>
    (await sandbox().sent()).map((r) => `${r.method} ${cartId ? r.path.replace(cartId, ':id') : r.path}`);

  /** A widget with one line in its cart, the request log cleared. */
  async function withItem(productId = 231, quantity = 1): Promise<SvcCart> {
    const svcCart = await startWidget();
    await svcCart.addItem({ productId, quantity });
    sandbox().clearSent();
    return svcCart;
  }

  return { sandbox, sentSince, withItem };
}
