import type { ExpandParams, Paginated, RequestHeaders } from '../types/common.js';
import type {
  Bundle,
  BundleGroup,
  BundleGroupsParams,
  BundleItem,
  BundleItemsParams,
  BundleListParams,
  BundleQuote,
  BundleQuotePayload,
} from '../types/bundle.js';
import { assertId, assertObject, assertOptionalHeaders, assertOptionalObject } from '../validate.js';
import { checkBundleQuote } from '../payloads.js';
import { currencyHeaders, type ResourceContext } from './context.js';

/** `client.bundles`: build-a-box bundles, their items and groups, and live quotes. */
export class BundlesResource {
  readonly #context: ResourceContext;

  constructor(context: ResourceContext) {
    this.#context = context;
  }

  /** `params` is required: pass `{}` for the first page. */
  async list(params: BundleListParams, headers?: RequestHeaders): Promise<Paginated<Bundle>> {
    const operation = 'bundles.list';
    assertObject(operation, 'params', params);
    assertOptionalHeaders(operation, headers);
    return this.#get(operation, {}, params, headers);
  }

  async load(bundleId: number, params?: ExpandParams, headers?: RequestHeaders): Promise<Bundle> {
    const operation = 'bundles.load';
    assertId(operation, 'bundleId', bundleId);
    assertOptionalObject(operation, 'params', params);
    assertOptionalHeaders(operation, headers);
    return this.#get(operation, { bundleId }, params, headers);
  }

  async loadItems(
    bundleId: number,
    params?: BundleItemsParams,
    headers?: RequestHeaders,
  ): Promise<Paginated<BundleItem>> {
    const operation = 'bundles.loadItems';
    assertId(operation, 'bundleId', bundleId);
    assertOptionalObject(operation, 'params', params);
    assertOptionalHeaders(operation, headers);
    return this.#get(operation, { bundleId }, params, headers);
  }

  async loadGroups(
    bundleId: number,
    params?: BundleGroupsParams,
    headers?: RequestHeaders,
  ): Promise<Paginated<BundleGroup>> {
    const operation = 'bundles.loadGroups';
    assertId(operation, 'bundleId', bundleId);
    assertOptionalObject(operation, 'params', params);
    assertOptionalHeaders(operation, headers);
    return this.#get(operation, { bundleId }, params, headers);
  }

  async quote(
    bundleId: number,
    payload: BundleQuotePayload,
    params?: ExpandParams,
    headers?: RequestHeaders,
  ): Promise<BundleQuote> {
    const operation = 'bundles.quote';
    assertId(operation, 'bundleId', bundleId);
    assertObject(operation, 'payload', payload);
    checkBundleQuote(operation, payload);
    assertOptionalObject(operation, 'params', params);
    assertOptionalHeaders(operation, headers);
    return this.#context.http.call(operation, {
      path: { bundleId },
      query: params,
      body: payload,
      headers,
      defaultHeaders: currencyHeaders(this.#context),
    });
  }

  #get<T>(
    operation: 'bundles.list' | 'bundles.load' | 'bundles.loadItems' | 'bundles.loadGroups',
    path: Record<string, number>,
    params: object | undefined,
    headers: RequestHeaders | undefined,
  ): Promise<T> {
    return this.#context.http.call<T>(operation, {
      path,
      query: params,
      headers,
      defaultHeaders: currencyHeaders(this.#context),
    });
  }
}
