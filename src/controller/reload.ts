/**
 * `svcCart.reload(cartId?)`'s work, run in the update queue's turn: loaded on the first call, not
 * at start.
 */
import { writeCartCookie } from '@svc/sdk';
import { CART_PARAMS } from '../core/cart-model.js';
import { sdkOf, type Widget, type WidgetFields } from './widget.js';

/** What `reload` reads and calls of the controller: nothing else. */
export type ReloadWidget = Pick<Widget, 'cart' | 'customer' | 'events' | 'notify' | 'sdk' | 'state'>;

/**
 * Re-reads the cart (`cartId`, else the current one) and the sign-in state; a failed token check
 * is ignored. With `cartId` writes `svc_cart_id` (and the API it belongs to) for 365 days. Emits `CART_UPDATED`.
 */
export async function reload(
  widget: ReloadWidget,
  fields: Pick<WidgetFields, 'cart' | 'customer'>,
  cartId: string | undefined,
): Promise<void> {
  const sdk = sdkOf(widget);
  const [cart, signedIn] = await Promise.all([
    sdk.cart.load(cartId ?? widget.cart?.id, CART_PARAMS),
    sdk.auth.getAccessToken() ? sdk.auth.checkAuthenticated().catch(() => false) : Promise.resolve(false),
  ]);
  if (cartId) writeCartCookie(cartId, sdk.config.apiUrl);
  fields.cart = cart;
  if (cart.currencyCode) widget.state.currencyCode = cart.currencyCode;
  if (!signedIn) fields.customer = null;
  else if (!widget.customer) fields.customer = await sdk.customers.me().catch(() => null);
  widget.notify();
  widget.events.emit('CART_UPDATED', null, cart, 'reload');
}
