/**
 * The catalog's types: products (parents with their plans and variants) and bundles. They refer
 * to each other (a parent's `bundle`, a bundle plan's `plan` or `variant`), so they share one
 * module; `product.ts` and `bundle.ts` re-export them.
 */
import type { Image, Money } from './common.js';

export interface PriceSchemeRange {
  id: number;
  /** Breakpoint in quantity, from 1. */
  range: number;
  amount: Money;
}

/**
 * The price of a leaf by quantity. Every leaf has one: a flat price is one range at 1 carrying
 * the price; a volume price has a range per breakpoint.
 */
export interface PriceScheme {
  id: number;
  /** `volume_price`, or another string. */
  type: string;
  ranges: PriceSchemeRange[];
}

/** An option of a one-time parent, such as a colour: `values` are the strings its variants use. */
export interface ProductOption {
  id: number;
  name: string;
  values: string[];
}

/** A variant's value of one option: `value` is one of the parent option's `values`. */
export interface VariantOption {
  id: number;
  name: string;
  value: string;
}

export interface ProductAttribute {
  attributeId: number;
  id?: number;
  name?: string;
  value?: string;
  valueId?: number;
}

export interface PlanShipping {
  id?: number;
  shippingAt?: number | null;
  addCount?: number | null;
  addUnit?: 'day' | 'week' | 'month';
}

export type FrequencyUnit = 'day' | 'week' | 'month';

/**
 * The parent of a leaf product: a one-time product or a subscription product. Answers carry every
 * field listed here, `null` where the value is empty (docs/sandbox.md, "Product shapes"); the
 * fields stay optional in the type because the spec does not list them.
 */
export interface ParentProduct {
  id: number;
  name?: string;
  slug?: string;
  type?: 'one_time' | 'subscription';
  /** HTML: sanitize before rendering. */
  description?: string | null;
  deliveryInfo?: string | null;
  digital?: boolean;
  giftingEnabled?: boolean;
  collectShippingAddress?: boolean;
  images?: Image[];
  /** The bundle this product is bought as, or `null`. */
  bundle?: Bundle | null;
  bundleId?: number | null;
  bundleRulesetId?: number | null;
  createdAt?: string;
  tags?: string[];
  /** One-time products. */
  variants?: Product[];
  /** Always an array on one-time products, `[]` without options. */
  options?: ProductOption[];
  giftCard?: boolean;
  /** Months. */
  giftCardExpiration?: number | null;
  /** Subscription products: the plans. `pricings` is the older name the spec's `expand` uses. */
  plans?: Product[];
  pricings?: Product[];
  setupFee?: Money | null;
  preOrderEndAt?: string | null;
  [key: string]: unknown;
}

/** A leaf product, the thing bought: a variant (one-time) or a plan (subscription). */
export interface Product {
  id: number;
  name?: string;
  description?: string | null;
  price?: Money;
  /** Served for every leaf; a flat price is one range at 1. */
  priceScheme?: PriceScheme | null;
  /** The bundle plan this leaf is (`bundle.plans[].id`), else `null`. */
  bundlePlanId?: number | null;
  createdAt?: string;
  /** `null` = unlimited, `0` = out of stock. */
  stockCount?: number | null;
  parent?: ParentProduct;
  parentId?: number;
  images?: Image[];
  /** Variants. */
  options?: VariantOption[];
  attributes?: ProductAttribute[];
  /** Plans. */
  pricingName?: string | null;
  frequencyUnit?: FrequencyUnit;
  frequencyCount?: number;
  trialPrice?: Money | null;
  trialLength?: number | null;
  trialLengthDays?: number | null;
  setupFee?: Money | null;
  chargeImmediately?: boolean;
  shipImmediately?: boolean;
  cutOffAt?: string | null;
  rebillingStartAt?: string | null;
  rebillingDayOfMonth?: number | null;
  rebillingDayOfWeek?: number | null;
  /** Anchored plans: a sign-up later than this many days before the billing day waits for the next cycle. */
  cutOffDays?: number | null;
  /** The cycles before the subscriber may cancel; `0` without a commitment. */
  commitmentBillingCount?: number | null;
  /** `null` = unlimited. */
  chargesLimit?: number | null;
  shippings?: PlanShipping[];
  survey?: { id: number } | null;
  [key: string]: unknown;
}

export interface ProductListParams {
  page?: number;
  perPage?: number;
  expand?: string[];
  type?: 'one_time' | 'subscription';
  tags?: string[];
  slugs?: string[];
  digital?: boolean;
  giftCard?: boolean;
}

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
