/**
 * The out-of-stock view's data: "email me when it is back" through `stock.subscribe`. Loaded with
 * that view, not at start; the view never touches the SDK itself.
 */
import type { StockSubscriptionPayload, StockSubscriptionResponse } from '@svc/sdk';
import type { SvcCart } from '../svc-cart.js';

/** The email to prefill: the signed-in customer's, else the one the page gave for a guest. */
export function stockEmail(svcCart: SvcCart): string {
  return svcCart.customer?.email ?? svcCart.customerData.email ?? '';
}

/**
 * Asks the shop to email `payload.email` once `payload.quantity` of the leaf `payload.productId`
 * are back in stock. Rejects with the SDK's error (its `fieldErrors` name the payload fields).
 */
export async function subscribeToStock(
  svcCart: SvcCart,
  payload: StockSubscriptionPayload,
): Promise<StockSubscriptionResponse> {
  const sdk = svcCart.sdk;
  if (!sdk) throw new Error('The cart is not initialized');
  return sdk.stock.subscribe(payload);
}
