/**
 * What the storefront elements (`<svc-context>`, `<svc-list>` and the elements inside them) ask of
 * the controller (`svcCart.storefront()`): a product or bundle, one request each, and a page of them,
 * one request per page. The UI imports these types only; every call goes through the SDK.
 */
import type { Bundle, Pagination, ParentProduct } from '@svc/sdk';

export type CatalogKind = 'product' | 'bundle';

/** What a `<svc-context>` names: its `product-id` or `bundle-id`, or its `slug`. */
export interface CatalogRef {
  id?: number;
  slug?: string;
}

/** The filters of `<svc-list>`, from its attributes. */
export interface CatalogQuery {
  /** From 1. */
  page: number;
  perPage: number;
  tags?: string[];
  slugs?: string[];
  /** Products only: `one_time` or `subscription`. */
  type?: 'one_time' | 'subscription';
  digital?: boolean;
}

export type CatalogEntry<K extends CatalogKind> = K extends 'product' ? ParentProduct : Bundle;

export interface CatalogPage<K extends CatalogKind> {
  data: CatalogEntry<K>[];
  pagination: Pagination;
}

/** A product or bundle that does not exist (a wrong ID or slug): the API's 404, or an empty look-up by slug. */
export class CatalogNotFoundError extends Error {
  readonly status = 404;
  constructor(
    readonly kind: CatalogKind,
    readonly ref: CatalogRef,
  ) {
    super(`No ${kind} with ${ref.slug === undefined ? `id ${ref.id}` : `slug "${ref.slug}"`}`);
    this.name = 'CatalogNotFoundError';
  }
}

export interface StorefrontData {
  /**
   * One product (the parent, with its variants or plans) or bundle (with its plans and their
   * products), in the widget's currency and language. One request; the same one in the same
   * currency and language answers from memory, also when a list brought it. A missing one
   * rejects with `CatalogNotFoundError`.
   */
  load<K extends CatalogKind>(kind: K, ref: CatalogRef): Promise<CatalogEntry<K>>;
  /** One page of products or bundles, one request; each entry is then in memory for `load`. */
  list<K extends CatalogKind>(kind: K, query: CatalogQuery): Promise<CatalogPage<K>>;
  /** The currency and language the answers are in (`svcCart.state`): a change asks again. */
  readonly edition: string;
}
