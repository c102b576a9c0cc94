/**
 * Pure rules of the customization views: which view a product or a chosen leaf needs, which cart
 * lines can be gifted, the survey's currency, the address an out-of-stock alert goes to, and the
 * page size of a bundle's catalogue.
 */
import type { Cart, CartItem, CartItemAddPayload, Customer, ParentProduct, Product } from '@svc/sdk';

/** The views a customization can mount (spec: "customization views"). */
export type CustomizationView =
  | 'pricing'
  | 'variant'
  | 'survey'
  | 'survey-flow'
  | 'bundle'
  | 'bundle-plan'
  | 'voucher'
  | 'subscription-replacement'
  | 'out-of-stock'
  | 'gift';

/** What the rules read of a `configureItem` payload (and fill in: the leaf ID, the quantity). */
type ItemChoice = Partial<Pick<CartItemAddPayload, 'productId' | 'quantity' | 'giftCard' | 'options'>>;

/** A parent product's leaves: its plans (also answered as `pricings`), else its variants. */
export const parentLeaves = (parent: ParentProduct): Product[] =>
  parent.plans ?? parent.pricings ?? parent.variants ?? [];

/**
 * The view a parent product needs before one of its leaves can be added, or `null` when it has
 * one leaf (or none): a box, a gift card's amounts, or a choice of plan or variant.
 */
export function parentView(parent: ParentProduct, payload: ItemChoice): CustomizationView | null {
  const leaves = parentLeaves(parent);
  if (parent.bundleId) return 'bundle';
  // A gift card's variants are its amounts: the voucher view offers them with the recipient.
  if (parent.giftCard && !payload.giftCard && leaves.length > 1) return 'voucher';
  if (leaves.length > 1) return parent.type === 'subscription' ? 'pricing' : 'variant';
  return null;
}

/**
 * The view a chosen leaf (plan, variant) still needs, or `null` when it can be added as it is:
 * then the payload's `productId` is the leaf's, and a one-time item has a quantity (1 if none).
 */
export function leafView(cart: Cart, payload: ItemChoice, leaf: Product): CustomizationView | null {
  if (leaf.stockCount === 0) return 'out-of-stock';
  if (leaf.parent?.giftCard && !payload.giftCard) return 'voucher';
  if (leaf.survey && !payload.options?.length) return 'survey';
  const hasSubscription = cart.items.some(
    (item) => item.product?.parent?.type === 'subscription' && item.product?.parentId === leaf.parent?.id,
  );
  if (hasSubscription && leaf.parent?.type === 'subscription') return 'subscription-replacement';
  payload.productId = leaf.id;
  // A one-time item needs a quantity; configuring one without it means one.
  if (leaf.parent?.type !== 'subscription') payload.quantity ??= 1;
  return null;
}

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
