/**
 * The order of the portal's list (docs/decisions.md, "Portal: the list's order, the box's names"):
 * live subscriptions first (active, trial, pre-order, a gift waiting to start), then the ended ones
 * (cancelled, switched, expired); the newest first inside each group (`createdAt`, then the id).
 */
import type { Subscription, SubscriptionStatus } from '@svc/sdk';

const GROUP: Record<SubscriptionStatus, number> = {
  active: 0,
  trial: 0,
  pre_order: 0,
  gift_waiting_to_start: 0,
  cancelled: 1,
  switched: 1,
  expired: 1,
};

/** An unknown status sorts after the ended ones. */
const groupOf = (subscription: Subscription): number => GROUP[subscription.status] ?? 2;

export function portalOrder(subscriptions: readonly Subscription[]): Subscription[] {
  return [...subscriptions].sort(
    (a, b) => groupOf(a) - groupOf(b) || (b.createdAt ?? '').localeCompare(a.createdAt ?? '') || b.id - a.id,
  );
}
