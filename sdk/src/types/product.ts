import type { Image, Money } from './common.js';

export interface PriceSchemeRange {
  id?: number;
  /** Breakpoint in quantity, from 1. */
  range: number;
  amount: Money;
}

export interface PriceScheme {
  id?: number;
  type?: string;
  ranges: PriceSchemeRange[];
}

export interface ProductOptionValue {
  id: number;
  name?: string;
  value?: string;
}

export interface ProductOption {
  id: number;
  name: string;
  values: ProductOptionValue[];
}

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
  shippingAt?: number;
  addCount?: number;
  addUnit?: 'day' | 'week' | 'month';
}

export type FrequencyUnit = 'day' | 'week' | 'month';

/** The parent of a leaf product: a one-time product or a subscription product. */
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
  bundleId?: number | null;
  bundleRulesetId?: number | null;
  createdAt?: string;
  tags?: string[];
  /** One-time products. */
  variants?: Product[];
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
  priceScheme?: PriceScheme | null;
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
