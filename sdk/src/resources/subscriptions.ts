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
import { SvcValidationError } from '../http/errors.js';
import { checkPreferencesPayload, checkSubscriptionBundle, checkSubscriptionUpdate } from '../payloads.js';
import { assertId, assertObject, assertOptionalHeaders, assertOptionalObject } from '../validate.js';
import type { ResourceContext } from './context.js';

type Operation = `subscriptions.${string}`;

/**
 * `client.subscriptions`: the signed-in customer's own subscriptions. Every call needs a signed-in
 * customer. Quantity changes need the shop setting `subscriptionQuantitySelector`: when the shop
 * has it off, a change of a quantity this client has seen is refused before any request.
 */
export class SubscriptionsResource {
  readonly #context: ResourceContext;
  /** Last known quantities, from answers: `s:<id>` for subscriptions, `i:<id>:<itemId>` for items. */
  readonly #quantities = new Map<string, number>();

  constructor(context: ResourceContext) {
    this.#context = context;
  }

  /** `params` is required: pass `{}` for the first page. */
  async list(params: SubscriptionListParams, headers?: RequestHeaders): Promise<Paginated<Subscription>> {
    const operation = 'subscriptions.list';
    assertObject(operation, 'params', params);
    assertOptionalHeaders(operation, headers);
    const page = await this.#context.http.call<Paginated<Subscription>>(operation, {
      query: params,
      headers,
    });
    for (const subscription of page.data ?? []) this.#remember(subscription);
    return page;
  }

  async load(subscriptionId: number, params?: ExpandParams, headers?: RequestHeaders): Promise<Subscription> {
    const operation = 'subscriptions.load';
    this.#check(operation, subscriptionId, undefined, params, headers);
    return this.#remember(
      await this.#context.http.call<Subscription>(operation, {
        path: { subscriptionId },
        query: params,
        headers,
      }),
    );
  }

  /** Changes quantity and metadata; send `quantity` even when only metadata changes. */
  async update(
    subscriptionId: number,
    payload: SubscriptionUpdatePayload,
    params?: ExpandParams,
    headers?: RequestHeaders,
  ): Promise<Subscription> {
    const operation = 'subscriptions.update';
    this.#check(operation, subscriptionId, undefined, params, headers);
    assertObject(operation, 'payload', payload);
    checkSubscriptionUpdate(operation, payload);
    this.#checkQuantity(operation, `s:${subscriptionId}`, payload.quantity);
    return this.#remember(
      await this.#context.http.call<Subscription>(operation, {
        path: { subscriptionId },
        body: payload,
        query: params,
        headers,
      }),
    );
  }

  /** Replaces the whole item list of a bundle subscription. No `params`. */
  async updateBundle(
    subscriptionId: number,
    payload: SubscriptionBundlePayload,
    headers?: RequestHeaders,
  ): Promise<Subscription> {
    const operation = 'subscriptions.updateBundle';
    this.#check(operation, subscriptionId, undefined, undefined, headers);
    assertObject(operation, 'payload', payload);
    checkSubscriptionBundle(operation, payload, false);
    if (payload.quantity !== undefined)
      this.#checkQuantity(operation, `s:${subscriptionId}`, payload.quantity);
    return this.#remember(
      await this.#context.http.call<Subscription>(operation, {
        path: { subscriptionId },
        body: payload,
        headers,
      }),
    );
  }

  /** Replaces the whole survey answer set (`null` clears). No `params`. */
  async updatePreferences(
    subscriptionId: number,
    payload: SubscriptionPreferencesPayload,
    headers?: RequestHeaders,
  ): Promise<Subscription> {
    const operation = 'subscriptions.updatePreferences';
    this.#check(operation, subscriptionId, undefined, undefined, headers);
    assertObject(operation, 'payload', payload);
    checkPreferencesPayload(operation, payload);
    return this.#remember(
      await this.#context.http.call<Subscription>(operation, {
        path: { subscriptionId },
        body: payload,
        headers,
      }),
    );
  }

  async loadItem(
    subscriptionId: number,
    itemId: number,
    params?: ExpandParams,
    headers?: RequestHeaders,
  ): Promise<SubscriptionItem> {
    const operation = 'subscriptions.loadItem';
    this.#check(operation, subscriptionId, itemId, params, headers);
    return this.#rememberItem(
      subscriptionId,
      await this.#context.http.call<SubscriptionItem>(operation, {
        path: { subscriptionId, itemId },
        query: params,
        headers,
      }),
    );
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
    checkSubscriptionUpdate(operation, payload);
    this.#checkQuantity(operation, `i:${subscriptionId}:${itemId}`, payload.quantity);
    return this.#rememberItem(
      subscriptionId,
      await this.#context.http.call<SubscriptionItem>(operation, {
        path: { subscriptionId, itemId },
        body: payload,
        query: params,
        headers,
      }),
    );
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
    checkSubscriptionBundle(operation, payload, true);
    return this.#rememberItem(
      subscriptionId,
      await this.#context.http.call<SubscriptionItem>(operation, {
        path: { subscriptionId, itemId },
        body: payload,
        query: params,
        headers,
      }),
    );
  }

  /** Replaces the item's whole answer set (`null` clears). No `params`. */
  async updateItemPreferences(
    subscriptionId: number,
    itemId: number,
    payload: SubscriptionPreferencesPayload,
    headers?: RequestHeaders,
  ): Promise<SubscriptionItem> {
    const operation = 'subscriptions.updateItemPreferences';
    this.#check(operation, subscriptionId, itemId, undefined, headers);
    assertObject(operation, 'payload', payload);
    checkPreferencesPayload(operation, payload);
    return this.#rememberItem(
      subscriptionId,
      await this.#context.http.call<SubscriptionItem>(operation, {
        path: { subscriptionId, itemId },
        body: payload,
        headers,
      }),
    );
  }

  #check(
    operation: Operation,
    subscriptionId: unknown,
    itemId: unknown,
    params: unknown,
    headers: unknown,
  ): void {
    assertId(operation, 'subscriptionId', subscriptionId);
    if (operation.includes('Item')) assertId(operation, 'itemId', itemId);
    assertOptionalObject(operation, 'params', params);
    assertOptionalHeaders(operation, headers);
  }

  /** Refuses a quantity change the shop does not allow, when the current quantity is known. */
  #checkQuantity(operation: Operation, key: string, quantity: number): void {
    if (this.#context.shop().settings?.subscriptionQuantitySelector !== false) return;
    const current = this.#quantities.get(key);
    if (current !== undefined && current !== quantity) {
      throw new SvcValidationError(
        operation,
        'payload.quantity',
        `Svc ${operation}: this shop does not allow changing subscription quantities (shop.settings.subscriptionQuantitySelector is off); send the current quantity, ${current}`,
      );
    }
  }

  #remember(subscription: Subscription): Subscription {
    if (subscription && typeof subscription.id === 'number') {
      if (typeof subscription.quantity === 'number')
        this.#quantities.set(`s:${subscription.id}`, subscription.quantity);
      for (const item of subscription.items ?? []) this.#rememberItem(subscription.id, item);
    }
    return subscription;
  }

  #rememberItem(subscriptionId: number, item: SubscriptionItem): SubscriptionItem {
    if (item && typeof item.id === 'number' && typeof item.quantity === 'number') {
      this.#quantities.set(`i:${subscriptionId}:${item.id}`, item.quantity);
    }
    return item;
  }
}
