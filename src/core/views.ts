/**
 * Pure rules of the customization views: which cart lines can be gifted, the survey's currency,
 * the address an out-of-stock alert goes to, and the page size of a bundle's catalogue.
 */
import type { Cart, CartItem, Customer } from '@svc/sdk';

/** Items and groups of a bundle per page of its catalogue. */
export const BUNDLE_PAGE_SIZE = 24;

/** The cart's subscription lines whose product may be given as a gift. */
export function giftableItems(cart: Cart | undefined): CartItem[] {
  return (cart?.items ?? []).filter(
    (item) => item.product?.parent?.type === 'subscription' && item.product.parent.giftingEnabled === true,
  );
}

/** The currency a survey's prices are asked in: the widget's, else the cart's. */
export const surveyCurrency = (currencyCode: string, cart: Cart | undefined): string =>
  currencyCode || cart?.currencyCode || '';

/** Where "email me when it is back" goes first: the signed-in customer's email, else the guest's. */
export const stockEmail = (customer: Customer | null, guestEmail: string | undefined): string =>
  customer?.email ?? guestEmail ?? '';
