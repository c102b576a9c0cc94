import type { Paginated, RequestHeaders } from '../types/common.js';
import type { Metafield } from '../types/subscription.js';
import { assertId, assertOptionalHeaders, assertOptionalObject } from '../validate.js';
import type { ResourceContext } from './context.js';

/**
 * `client.metafield`: the spec leaves its methods "not shown". It offers the read operations a
 * subscription-metadata editor needs: the metafields (IDs, types and preset values) that
 * `subscriptions.update({ metadata })` refers to (docs/decisions.md: "metafield namespace").
 */
export class MetafieldResource {
  readonly #context: ResourceContext;

  constructor(context: ResourceContext) {
    this.#context = context;
  }

  async list(
    params?: { page?: number; perPage?: number },
    headers?: RequestHeaders,
  ): Promise<Paginated<Metafield>> {
    const operation = 'metafield.list';
    assertOptionalObject(operation, 'params', params);
    assertOptionalHeaders(operation, headers);
    return this.#context.http.call(operation, { query: params, headers });
  }

  async load(metafieldId: number, headers?: RequestHeaders): Promise<Metafield> {
    const operation = 'metafield.load';
    assertId(operation, 'metafieldId', metafieldId);
    assertOptionalHeaders(operation, headers);
    return this.#context.http.call(operation, { path: { metafieldId }, headers });
  }
}
