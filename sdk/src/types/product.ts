import type { Bundle } from './bundle.js';
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
