/**
 * The gift view's data: the dates a gift subscription may start on (`cart.getGiftingDates`) and
 * which cart lines can be gifted. Loaded with that view, not at start.
 */
import type { Cart, CartItem } from '@svc/sdk';
import type { SvcCart } from '../svc-cart.js';

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The lines a gift is about: subscriptions whose product allows gifting (`giftingEnabled`). A
 * gift (`giftInfo`) means nothing for a cart without one, and the API refuses it.
 */
export function giftableItems(cart: Cart | undefined): CartItem[] {
  return (cart?.items ?? []).filter(
    (item) => item.product?.parent?.type === 'subscription' && item.product.parent.giftingEnabled === true,
  );
}

/**
 * The start dates the shop offers for the current cart, as `YYYY-MM-DD`, in the API's order.
 * Entries that are not calendar dates are left out (they could not be sent back).
 */
export async function loadGiftingDates(svcCart: SvcCart): Promise<string[]> {
  const sdk = svcCart.sdk;
  if (!sdk) throw new Error('The cart is not initialized');
  const answer = await sdk.cart.getGiftingDates();
  const dates = Array.isArray(answer?.dates) ? answer.dates : [];
  return dates.filter((date): date is string => typeof date === 'string' && CALENDAR_DATE.test(date));
}
