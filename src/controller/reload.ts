/**
 * `svcCart.reload(cartId?)`'s work, run in the update queue's turn: loaded on the first call, not
 * at start.
 */
import { CART_ID_COOKIE, writeCookie } from '@svc/sdk';
import { NOT_INITIALIZED } from '../core/errors.js';
import type { SvcCart } from './svc-cart.js';

/**
 * Re-reads the cart (`cartId`, else the current one) and the sign-in state; a failed token check
 * is ignored. With `cartId` writes `svc_cart_id` for 365 days. Emits `CART_UPDATED`.
 */
export async function reload(svcCart: SvcCart, cartId: string | undefined, params: object): Promise<void> {
  const sdk = svcCart.sdk;
  if (!sdk) throw new Error(NOT_INITIALIZED);
  const [cart, signedIn] = await Promise.all([
    sdk.cart.load(cartId ?? svcCart.cart?.id, params),
    sdk.auth.getAccessToken() ? sdk.auth.checkAuthenticated().catch(() => false) : Promise.resolve(false),
  ]);
  if (cartId) writeCookie(CART_ID_COOKIE, cartId, 365);
  svcCart.cart = cart;
  if (cart.currencyCode) svcCart.state.currencyCode = cart.currencyCode;
  if (!signedIn) svcCart.customer = null;
  else if (!svcCart.customer) svcCart.customer = await sdk.customers.me().catch(() => null);
  svcCart.notify();
  svcCart.events.emit('CART_UPDATED', null, cart, 'reload');
}
