import type { Money, PageParams } from './common.js';
import type { BundleItemInput, BundlePreferenceInput } from './bundle.js';
import type { Product } from './product.js';
import type { SubscriptionSurveyOption } from './survey.js';

export type SubscriptionStatus =
  'active' | 'trial' | 'pre_order' | 'gift_waiting_to_start' | 'cancelled' | 'switched' | 'expired';

export const SUBSCRIPTION_STATUSES: readonly SubscriptionStatus[] = [
  'active',
  'trial',
  'pre_order',
  'gift_waiting_to_start',
  'cancelled',
  'switched',
  'expired',
];

export interface SubscriptionMetadataValue {
  id?: number;
  value?: string;
}

export interface SubscriptionMetadata {
  id: number;
  values: SubscriptionMetadataValue[];
}

/** One item of a subscription's box; `product` when the client looked it up (the answer names the ID only). */
export interface SubscriptionBundleItem extends BundleItemInput {
  product?: Product;
}

export interface SubscriptionItem {
  id: number;
  productId: number;
  product?: Product;
  quantity?: number;
  price?: Money;
  /** The subscription line itself, or an add-on. */
  addon?: boolean;
  addonDuration?: 1 | null;
  preferences?: SubscriptionSurveyOption[] | null;
  bundle?: { items: SubscriptionBundleItem[]; preferences: BundlePreferenceInput[] } | null;
  [key: string]: unknown;
}

export interface Subscription {
  id: number;
  productId: number;
  product?: Product;
  quantity: number;
  items: SubscriptionItem[];
  status: SubscriptionStatus;
  plan?: Product;
  metadata?: SubscriptionMetadata[] | null;
  nextBillingAt?: string | null;
  nextShippingAt?: string | null;
  createdAt?: string;
  [key: string]: unknown;
}

export interface SubscriptionListParams extends PageParams {
  statuses?: SubscriptionStatus[];
}

export interface SubscriptionUpdatePayload {
  /** Send it even when only metadata changes. */
  quantity: number;
  metadata?: SubscriptionMetadata[] | null;
}

export interface SubscriptionPreferencesPayload {
  /** `null` clears. */
  preferences: SubscriptionSurveyOption[] | null;
  updateOrders?: boolean;
}

export interface SubscriptionBundleInput {
  items: BundleItemInput[] | null;
  preferences: BundlePreferenceInput[] | null;
}

export interface SubscriptionBundlePayload {
  productId: number | null;
  quantity?: number;
  bundle?: SubscriptionBundleInput;
}

export interface SubscriptionItemBundleUpdatePayload {
  productId: number | null;
  bundle: SubscriptionBundleInput;
}

/** Metafields describe a subscription's editable metadata (ids and preset values). */
export interface Metafield {
  id: number;
  name?: string;
  type?: 'text' | 'select' | 'multiple' | (string & {});
  required?: boolean;
  values?: { id: number; value: string }[];
  [key: string]: unknown;
}
