/**
 * The cart answer's fields the summary reads beyond the SDK's public `Cart`/`CartItem` types
 * (docs/decisions.md "Sandbox: cart answer and totals"). Elements may not import `@svc/sdk`, so
 * the types come through the controller.
 */
import type { SvcCart } from '../../controller/svc-cart.js';

export type Cart = NonNullable<SvcCart['cart']>;
export type CartItem = Cart['items'][number];
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
