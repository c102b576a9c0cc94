/**
 * The bundle views' data (build-a-box and the plan of a fixed bundle): the bundle with its plans,
 * its groups and items page by page, and live quotes. Views call these instead of the SDK (only
 * the controller uses it); prices come in the SDK's currency, which follows the cart's.
 */
import type {
  Bundle,
  BundleGroup,
  BundleItem,
  BundlePreferenceInput,
  BundleQuote,
  BundleQuotePayload,
  Paginated,
} from '@svc/sdk';
import type { SvcCart } from '../svc-cart.js';

/** Items and groups per page: enough to fill a phone screen twice, few enough to answer fast. */
export const BUNDLE_PAGE_SIZE = 24;

function sdkOf(svcCart: SvcCart) {
  const sdk = svcCart.sdk;
  if (!sdk) throw new Error('Cart Widget: the cart is not initialized');
  return sdk;
}

/**
 * The bundle with each plan's plan or variant and its parent product: the parent tells a
 * subscription plan from a one-time variant, which the next view (a subscription already in the
 * cart, a survey) depends on.
 */
export function loadBundle(svcCart: SvcCart, bundleId: number): Promise<Bundle> {
  return sdkOf(svcCart).bundles.load(bundleId, {
    expand: ['plans.plan.parent', 'plans.variant.parent'],
  });
}

/** One page of the bundle's groups, with their product and their items' variants. */
export function loadBundleGroups(
  svcCart: SvcCart,
  bundleId: number,
  page: number,
): Promise<Paginated<BundleGroup>> {
  return sdkOf(svcCart).bundles.loadGroups(bundleId, {
    page,
    perPage: BUNDLE_PAGE_SIZE,
    expand: ['product', 'items.product'],
  });
}

export interface BundleItemsQuery {
  page: number;
  /** At most one filter: a page of items applies one. */
  filter?: BundlePreferenceInput | null;
  /** Free text over the items' names (bundles that are `searchable`). */
  query?: string;
  /** Only these variants (items picked before their page was shown, e.g. when editing a box). */
  productIds?: number[];
}

/** One page of the bundle's items (each with its variant and the variant's parent). */
export function loadBundleItems(
  svcCart: SvcCart,
  bundleId: number,
  { page, filter, query, productIds }: BundleItemsQuery,
): Promise<Paginated<BundleItem>> {
  const text = query?.trim();
  return sdkOf(svcCart).bundles.loadItems(bundleId, {
    page,
    perPage: BUNDLE_PAGE_SIZE,
    expand: ['product', 'product.parent'],
    ...(filter && filter.values.length ? { filters: [filter] } : {}),
    ...(text ? { query: text } : {}),
    ...(productIds?.length ? { productIds } : {}),
  });
}

/** The priced box for the picked items; refuses (422, `validation[]`) when the rules are not met. */
export function quoteBundle(
  svcCart: SvcCart,
  bundleId: number,
  payload: BundleQuotePayload,
): Promise<BundleQuote> {
  return sdkOf(svcCart).bundles.quote(bundleId, payload);
}
