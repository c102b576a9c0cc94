/**
 * The cart model: the parameters of every cart read and change, the answer's fields the summary
 * reads beyond the SDK's public `Cart`/`CartItem` types (docs/decisions.md "Sandbox: cart answer
 * and totals"), and what a line and the cart are called and counted as.
 */
import type { Cart, CartItem } from '@svc/sdk';

export type { Cart, CartItem };
export type FrequencyUnit = 'day' | 'week' | 'month';

export interface LineSubscription {
  frequencyUnit?: FrequencyUnit;
  frequencyCount?: number;
  /** What the first charge costs per unit while the trial lasts; `null` without a trial. */
  trialPrice?: number | null;
  /** Days. */
  trialLength?: number | null;
  commitmentBillingCount?: number | null;
  chargesLimit?: number | null;
  preOrderEndAt?: string | null;
}

/** A cart line as the summary reads it. */
export type CartLine = CartItem & {
  firstPrice?: number;
  setupFee?: number;
  subscription?: LineSubscription | null;
};

export interface RecurringAmount {
  frequencyUnit: FrequencyUnit;
  frequencyCount: number;
  amount: number;
}

/** The cart's totals as the summary reads them. */
export type CartTotals = Cart & {
  fees?: number;
  recurring?: RecurringAmount[];
};

/** Cart answers carry the products of bundle items, so the summary can name a box's contents. */
export const CART_PARAMS = { expand: ['items.product'] };

/** A line's product name: the parent product's, else the leaf's. */
export function lineName(line: CartItem): string {
  const product = line.product;
  return product?.parent?.name ?? product?.name ?? '';
}

/** The variant or plan name when it says more than the product name. */
export function lineVariant(line: CartItem): string {
  const product = line.product;
  const name = product?.pricingName || product?.name || '';
  return name === lineName(line) ? '' : name;
}

/** The number of active items: the sum of the lines' quantities. */
export const itemCount = (cart: Cart | undefined): number =>
  (cart?.items ?? []).reduce((sum, item) => sum + (item.quantity ?? 1), 0);
