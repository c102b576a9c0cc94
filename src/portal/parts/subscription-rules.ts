/**
 * What a subscription card works out from a subscription, without the DOM: its main line, a line's
 * unit price at a quantity, a line's quantity, a product's name, and the server's answer merged
 * with the products the card already knew.
 */
import type { Product, Subscription, SubscriptionItem } from '@svc/sdk';

/** The subscription line itself (not an add-on). */
export const mainOf = (subscription: Subscription): SubscriptionItem | undefined =>
  subscription.items.find((item) => !item.addon) ?? subscription.items[0];

/** A line's unit price at `quantity`: its product's price scheme, else the line's own price. */
export function unitPrice(item: SubscriptionItem | undefined, quantity: number): number | null {
  const ranges = [...(item?.product?.priceScheme?.ranges ?? [])].sort((a, b) => b.range - a.range);
  const price = ranges.find((range) => quantity >= range.range)?.amount ?? item?.price;
  return typeof price === 'number' ? price : null;
}

/** A line's quantity: its own, else 1 for an add-on and the subscription's for the main line. */
export const quantityOf = (subscription: Subscription, item: SubscriptionItem): number =>
  item.quantity ?? (item.addon ? 1 : subscription.quantity);

/** "Paper Filters, 100 filters": a product with its parent's name when known. */
export const nameOf = (product: Product | undefined): string =>
  [product?.parent?.name, product?.name].filter(Boolean).join(', ');

/**
 * The product a card shows after a change: the server's, when it names another product than
 * before or comes with its parent (an answer with `expand`); else the one the card knew, which
 * has the names and prices an answer without `expand` leaves out.
 */
function keptProduct(
  known: Product | undefined,
  fresh: Product | undefined,
  same: boolean,
): Product | undefined {
  if (!same || fresh?.parent) return fresh;
  return known ?? fresh;
}

/**
 * The server's answer, keeping the products the card already knew where the answer left them out
 * (an answer without `expand`), so names and prices stay on screen.
 */
export function merged(before: Subscription, after: Subscription): Subscription {
  return {
    ...after,
    product: keptProduct(before.product, after.product, before.productId === after.productId),
    items: after.items.map((item) => {
      const was = before.items.find((line) => line.id === item.id && line.productId === item.productId);
      return { ...item, product: keptProduct(was?.product, item.product, was !== undefined) };
    }),
  };
}
