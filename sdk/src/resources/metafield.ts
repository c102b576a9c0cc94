import type { Paginated, RequestHeaders } from '../types/common.js';
import type { Metafield } from '../types/subscription.js';
import type { ResourceContext } from './context.js';

// The type of `client.metafield`. Its methods are built from the operation table in extra.ts, which
// loads on the first call (lazy.ts).
/**
 * `client.metafield`: the spec leaves its methods "not shown". It offers the read operations a
 * subscription-metadata editor needs: the metafields (IDs, types and preset values) that
 * `subscriptions.update({ metadata })` refers to (docs/decisions.md: "metafield namespace").
 */
export declare class MetafieldResource {
  // Declared only, so the type stays the class it was (the objects are built in lazy.ts).
  // eslint-disable-next-line no-unused-private-class-members
  readonly #context: ResourceContext;
  constructor(context: ResourceContext);
  list(
    params?: {
      page?: number;
      perPage?: number;
    } | null,
    headers?: RequestHeaders | null,
  ): Promise<Paginated<Metafield>>;
  load(metafieldId: number, headers?: RequestHeaders | null): Promise<Metafield>;
}
