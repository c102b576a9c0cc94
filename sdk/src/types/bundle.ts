import type { Image, Money } from './common.js';
import type { ParentProduct, Product } from './product.js';

export interface BundleRuleset {
  id: number;
  name?: string;
  minQuantity?: number | null;
  maxQuantity?: number | null;
  minTotal?: Money | null;
  maxTotal?: Money | null;
  ctaText?: string | null;
  products?: unknown[];
}

/**
 * What a bundle is bought as: a subscription `plan` or a one-time `variant`; the side it is not is
 * `null`. Each side is the whole leaf when expanded (`plans.plan`, `plans.variant`), else `{ id }`.
 */
export interface BundlePlan {
  id: number;
  plan: Product | { id: number } | null;
  variant: Product | { id: number } | null;
  /** The older name of `plan`, answered when `plans.pricing` is expanded. */
  pricing?: Product | { id: number } | null;
  /** This plan's rows of the bundle's `prices` and `discounts`. */
  prices?: BundlePriceRow[];
  discounts?: BundlePriceRow[];
}

/** A value of a preference or filter: `name` and `value` hold the same text. */
export interface BundleAttributeValue {
  id: number;
  name?: string;
  value?: string;
}

export interface BundleFilter {
  id?: number;
  /** Preferences are titled, filters named. */
  title?: string;
  name?: string;
  attributeId: number;
  values: BundleAttributeValue[];
}

export type BundlePreference = BundleFilter;

export interface BundlePriceRange {
  range: number;
  amount?: Money | null;
  amountOff?: Money | null;
  percentOff?: number | null;
}

/** A row of a bundle's price or discount matrix: one per ruleset (box size) and bundle plan. */
export interface BundlePriceRow {
  id?: number;
  /** The bundle plan's ID (`bundle.plans[].id`). */
  planId?: number | null;
  rulesetId?: number | null;
  ranges: BundlePriceRange[];
}

export interface Bundle {
  id: number;
  name?: string;
  slug?: string;
  description?: string | null;
  deliveryInfo?: string | null;
  images?: Image[];
  digital?: boolean;
  configurable?: boolean;
  selectionType?: 'variant' | 'product' | 'single_product' | null;
  priceType?: 'per_item' | 'total' | null;
  discountType?: 'per_item' | 'total' | 'percentage' | null;
  rulesetType?: 'quantity' | 'total';
  appearanceType?: 'one_step' | 'two_step' | 'without_ruleset' | 'after_checkout';
  quantitySelectors?: number[] | null;
  showRulesetName?: boolean;
  hiddenItems?: boolean;
  searchable?: boolean;
  tags?: string[];
  rulesets?: BundleRuleset[];
  plans: BundlePlan[];
  preferences: BundlePreference[];
  filters: BundleFilter[];
  prices?: BundlePriceRow[];
  discounts?: BundlePriceRow[];
  metadata?: unknown;
  [key: string]: unknown;
}

export interface BundleItem {
  id?: number;
  /** A one-time variant ID. */
  productId: number;
  product?: Product;
  quantity?: number;
  extraPrice?: Money;
  position?: number;
  stockCount?: number | null;
  settings?: { id?: number; rulesetId: number; maxQuantity: number | null }[];
  [key: string]: unknown;
}

export interface BundleGroup {
  id: number;
  productId?: number;
  product?: ParentProduct;
  minQuantity?: number | null;
  maxQuantity?: number | null;
  items: BundleItem[];
  [key: string]: unknown;
}

export interface BundleItemInput {
  productId: number;
  quantity: number;
}

export interface BundlePreferenceInput {
  attributeId: number;
  values: number[];
}

export interface BundleQuotePayload {
  /** Plan or variant ID from `bundle.plans[].plan.id` / `.variant.id`. */
  productId: number;
  /** Number of bundles. */
  quantity: number;
  items: BundleItemInput[];
  /** Send `[]` when none. */
  preferences: BundlePreferenceInput[];
}

export interface BundleQuoteLine {
  productId: number;
  product?: Product;
  quantity: number;
  price?: Money;
  total?: Money;
  subTotal?: Money;
  taxAmount?: Money;
  taxRate?: number;
  taxInclusive?: boolean;
  discount?: Money;
}

export interface BundleQuote extends BundleQuoteLine {
  items: BundleQuoteLine[];
  [key: string]: unknown;
}

export interface BundleListParams {
  page?: number;
  perPage?: number;
  tags?: string[];
  slugs?: string[];
  ids?: number[];
  digital?: boolean;
  configurable?: boolean;
  expand?: string[];
}

export interface BundleItemsParams {
  page?: number;
  perPage?: number;
  filters?: BundlePreferenceInput[];
  /** Variant IDs. */
  productIds?: number[];
  /** Free text over names. */
  query?: string;
  expand?: string[];
}

export interface BundleGroupsParams {
  page?: number;
  perPage?: number;
  expand?: string[];
}
