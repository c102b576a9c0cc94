import type { ExpandParams, Paginated, RequestHeaders } from '../types/common.js';
import type {
  Subscription,
  SubscriptionBundlePayload,
  SubscriptionItem,
  SubscriptionItemBundleUpdatePayload,
  SubscriptionListParams,
  SubscriptionPreferencesPayload,
  SubscriptionUpdatePayload,
} from '../types/subscription.js';
import type { ResourceContext } from './context.js';

// The type of `client.subscriptions`. Its methods are built from the operation table in extra.ts, which
// loads on the first call (lazy.ts).
/**
 * `client.subscriptions`: the signed-in customer's own subscriptions. Every call needs a signed-in
 * customer. Quantity changes need the shop setting `subscriptionQuantitySelector`: when the shop
 * has it off, the server rejects a change (HTTP 422 `quantity_change_not_allowed`).
 */
export declare class SubscriptionsResource {
  // Declared only, so the type stays the class it was (the objects are built in lazy.ts).
  // eslint-disable-next-line no-unused-private-class-members
  readonly #context: ResourceContext;
  constructor(context: ResourceContext);
  /** `params` is required: pass `{}` for the first page. */
  list(params: SubscriptionListParams, headers?: RequestHeaders | null): Promise<Paginated<Subscription>>;
  load(
    subscriptionId: number,
    params?: ExpandParams | null,
    headers?: RequestHeaders | null,
  ): Promise<Subscription>;
  /** Changes quantity and metadata; send `quantity` even when only metadata changes. */
  update(
    subscriptionId: number,
    payload: SubscriptionUpdatePayload,
    params?: ExpandParams | null,
    headers?: RequestHeaders | null,
  ): Promise<Subscription>;
  /** Replaces the whole item list of a bundle subscription. No `params`. */
  updateBundle(
    subscriptionId: number,
    payload: SubscriptionBundlePayload,
    headers?: RequestHeaders | null,
  ): Promise<Subscription>;
  /** Replaces the whole survey answer set (`null` clears). No `params`. */
  updatePreferences(
    subscriptionId: number,
    payload: SubscriptionPreferencesPayload,
    headers?: RequestHeaders | null,
  ): Promise<Subscription>;
  loadItem(
    subscriptionId: number,
    itemId: number,
    params?: ExpandParams | null,
    headers?: RequestHeaders | null,
  ): Promise<SubscriptionItem>;
  updateItem(
    subscriptionId: number,
    itemId: number,
    payload: SubscriptionUpdatePayload,
    params?: ExpandParams | null,
    headers?: RequestHeaders | null,
  ): Promise<SubscriptionItem>;
  updateItemBundle(
    subscriptionId: number,
    itemId: number,
    payload: SubscriptionItemBundleUpdatePayload,
    params?: ExpandParams | null,
    headers?: RequestHeaders | null,
  ): Promise<SubscriptionItem>;
  /** Replaces the item's whole answer set (`null` clears). No `params`. */
  updateItemPreferences(
    subscriptionId: number,
    itemId: number,
    payload: SubscriptionPreferencesPayload,
    headers?: RequestHeaders | null,
  ): Promise<SubscriptionItem>;
}
