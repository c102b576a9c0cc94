import type { SubscriptionStatus } from '@svc/sdk';

/** The statuses whose subscriptions the API lets a subscriber change (the others answer 422). */
export const EDITABLE_STATUSES: readonly SubscriptionStatus[] = [
  'active',
  'trial',
  'pre_order',
  'gift_waiting_to_start',
];
