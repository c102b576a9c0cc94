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
import { assertId, assertObject, assertOptionalHeaders, assertOptionalObject } from '../validate.js';
import type { ResourceContext } from './context.js';

/** `client.subscriptions`: the signed-in customer's own subscriptions. Every call needs a signed-in customer. */
export class SubscriptionsResource {
  readonly #context: ResourceContext;

  constructor(context: ResourceContext) {
    this.#context = context;
  }

  /** `params` is required: pass `{}` for the first page. */
  async list(params: SubscriptionListParams, headers?: RequestHeaders): Promise<Paginated<Subscription>> {
    const operation = 'subscriptions.list';
    assertObject(operation, 'params', params);
    assertOptionalHeaders(operation, headers);
    return this.#context.http.call(operation, { query: params, headers });
  }

  async load(subscriptionId: number, params?: ExpandParams, headers?: RequestHeaders): Promise<Subscription> {
    const operation = 'subscriptions.load';
    this.#check(operation, subscriptionId, undefined, params, headers);
    return this.#context.http.call(operation, { path: { subscriptionId }, query: params, headers });
  }

  async update(
    subscriptionId: number,
    payload: SubscriptionUpdatePayload,
    params?: ExpandParams,
    headers?: RequestHeaders,
  ): Promise<Subscription> {
    const operation = 'subscriptions.update';
    this.#check(operation, subscriptionId, undefined, params, headers);
    assertObject(operation, 'payload', payload);
    assertId(operation, 'payload.quantity', payload.quantity);
    return this.#context.http.call(operation, {
      path: { subscriptionId },
      body: payload,
      query: params,
      headers,
    });
  }

  /** Replaces the whole item list of a bundle subscription. */
  async updateBundle(
    subscriptionId: number,
    payload: SubscriptionBundlePayload,
    headers?: RequestHeaders,
  ): Promise<Subscription> {
    const operation = 'subscriptions.updateBundle';
    this.#check(operation, subscriptionId, undefined, undefined, headers);
    assertObject(operation, 'payload', payload);
    return this.#context.http.call(operation, { path: { subscriptionId }, body: payload, headers });
  }

  /** Replaces the whole survey answer set. */
  async updatePreferences(
    subscriptionId: number,
    payload: SubscriptionPreferencesPayload,
    headers?: RequestHeaders,
  ): Promise<Subscription> {
    const operation = 'subscriptions.updatePreferences';
    this.#check(operation, subscriptionId, undefined, undefined, headers);
    assertObject(operation, 'payload', payload);
    return this.#context.http.call(operation, { path: { subscriptionId }, body: payload, headers });
  }

  async loadItem(
    subscriptionId: number,
    itemId: number,
    params?: ExpandParams,
    headers?: RequestHeaders,
  ): Promise<SubscriptionItem> {
    const operation = 'subscriptions.loadItem';
    this.#check(operation, subscriptionId, itemId, params, headers);
    return this.#context.http.call(operation, { path: { subscriptionId, itemId }, query: params, headers });
  }

  async updateItem(
    subscriptionId: number,
    itemId: number,
    payload: SubscriptionUpdatePayload,
    params?: ExpandParams,
    headers?: RequestHeaders,
  ): Promise<SubscriptionItem> {
    const operation = 'subscriptions.updateItem';
    this.#check(operation, subscriptionId, itemId, params, headers);
    assertObject(operation, 'payload', payload);
    assertId(operation, 'payload.quantity', payload.quantity);
    return this.#context.http.call(operation, {
      path: { subscriptionId, itemId },
      body: payload,
      query: params,
      headers,
    });
  }

  async updateItemBundle(
    subscriptionId: number,
    itemId: number,
    payload: SubscriptionItemBundleUpdatePayload,
    params?: ExpandParams,
    headers?: RequestHeaders,
  ): Promise<SubscriptionItem> {
    const operation = 'subscriptions.updateItemBundle';
    this.#check(operation, subscriptionId, itemId, params, headers);
    assertObject(operation, 'payload', payload);
    assertObject(operation, 'payload.bundle', payload.bundle);
    return this.#context.http.call(operation, {
      path: { subscriptionId, itemId },
      body: payload,
      query: params,
      headers,
    });
  }

  async updateItemPreferences(
    subscriptionId: number,
    itemId: number,
    payload: SubscriptionPreferencesPayload,
    headers?: RequestHeaders,
  ): Promise<SubscriptionItem> {
    const operation = 'subscriptions.updateItemPreferences';
    this.#check(operation, subscriptionId, itemId, undefined, headers);
    assertObject(operation, 'payload', payload);
    return this.#context.http.call(operation, { path: { subscriptionId, itemId }, body: payload, headers });
  }

  #check(
    operation: string,
    subscriptionId: unknown,
    itemId: unknown,
    params: unknown,
    headers: unknown,
  ): void {
    assertId(operation, 'subscriptionId', subscriptionId);
    if (itemId !== undefined || operation.includes('Item')) assertId(operation, 'itemId', itemId);
    assertOptionalObject(operation, 'params', params);
    assertOptionalHeaders(operation, headers);
  }
}
