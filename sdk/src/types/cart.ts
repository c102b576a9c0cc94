import type { Money } from './common.js';
import type { BundleItemInput, BundlePreferenceInput } from './bundle.js';
import type { Customer, CustomerAddress } from './customer.js';
import type { Product } from './product.js';
import type { SubscriptionSurveyOption } from './survey.js';

export interface CartGiftCardInput {
  customerEmail: string;
  customerName?: string | null;
  message?: string | null;
}

export interface CartGiftInfo {
  /** Calendar date, `YYYY-MM-DD`. */
  startsAt?: string;
  numberOfOrders?: number;
  message?: string;
  /** Accepted: some integrations send the recipient's email here. */
  email?: string;
}

export interface CartShippingAddressInput {
  firstName: string;
  lastName: string;
  addressOne: string;
  addressTwo?: string | null;
  city: string;
  zip: string;
  countryId: number;
  /** The state, province or prefecture, where the country's addresses have one. */
  province?: string | null;
}

/** All fields optional (spec: "Cart update payload"). */
export interface CartUpdatePayload {
  referralId?: number;
  currencyCode?: string;
  /** `null` removes the coupon. */
  couponCode?: string | null;
  /** `null` removes the gift card. */
  giftCardCode?: string | null;
  giftInfo?: CartGiftInfo;
  shippingAddress?: CartShippingAddressInput;
  shippingAddressId?: number | null;
  shippingMethodId?: number | null;
  paymentMethodId?: number | null;
}

export interface CartResourceParams {
  /** e.g. `['items.product', 'items.product.parent']`. */
  expand?: string[];
}

/** Add payload; `productId` is always a variant or plan ID (a leaf). */
export interface CartItemAddPayload {
  productId: number;
  quantity?: number;
  /** The complete list of survey options. */
  options?: SubscriptionSurveyOption[];
  /** One-time products only; needs a subscription product in the cart. */
  addon?: boolean;
  /** `1` = once, `null` = forever; only with `addon: true`. */
  addonDuration?: 1 | null;
  /** Gift card products only, quantity 1. */
  giftCard?: CartGiftCardInput | null;
  /** A bundle line: the picked items and preferences. */
  bundle?: { items: BundleItemInput[]; preferences: BundlePreferenceInput[] };
  /** Shape not shown in the spec. */
  metadata?: unknown;
}

export interface CartItemUpdatePayload {
  quantity?: number;
  options?: SubscriptionSurveyOption[];
}

export interface CartItemBundleLine {
  productId: number;
  quantity: number;
  product?: Product;
  price?: Money;
}

export interface CartItem {
  /** UUID. */
  id: string;
  productId?: number;
  product?: Product;
  quantity?: number;
  price?: Money;
  subTotal?: Money;
  discount?: Money;
  total?: Money;
  addon?: boolean;
  addonDuration?: 1 | null;
  giftCard?: CartGiftCardInput | null;
  options?: SubscriptionSurveyOption[];
  bundle?: { items: CartItemBundleLine[]; preferences: BundlePreferenceInput[] } | null;
  [key: string]: unknown;
}

export interface CartCoupon {
  code: string;
  percentOff?: number | null;
  amountOff?: Money | null;
}

export interface CartGiftCard {
  code: string;
  balance?: Money;
  amountUsed?: Money;
}

/** A cart as the API answers it. Fields beyond `id` and `items` are documented in docs/decisions.md. */
export interface Cart {
  id: string;
  items: CartItem[];
  currencyCode?: string;
  status?: 'open' | 'purchased' | (string & {});
  subTotal?: Money;
  discount?: Money;
  shipping?: Money | null;
  tax?: Money;
  giftCardAmount?: Money;
  total?: Money;
  coupon?: CartCoupon | null;
  giftCard?: CartGiftCard | null;
  giftInfo?: CartGiftInfo | null;
  referralId?: number | null;
  customer?: Customer | null;
  customerId?: number | null;
  shippingAddress?: CustomerAddress | null;
  shippingMethodId?: number | null;
  paymentMethodId?: number | null;
  [key: string]: unknown;
}

export interface CartResourceGiftingDatesResponse {
  /** Calendar dates, `YYYY-MM-DD`. */
  dates: string[];
  [key: string]: unknown;
}

export interface ShippingMethodDelivery {
  id: number;
  name?: string;
  price?: Money;
  minDays?: number | null;
  maxDays?: number | null;
  [key: string]: unknown;
}

export interface ShippingMethodPickup {
  id: number;
  name?: string;
  address?: string;
  price?: Money;
  [key: string]: unknown;
}

export interface CartShippingMethodsParams {
  country: number;
  zip: string;
}
