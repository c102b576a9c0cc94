/**
 * What the storefront elements (`<svc-context>`, `<svc-list>` and the elements inside them) ask of
 * the controller (`svcCart.storefront()`): a product or bundle, one request each, and a page of them,
 * one request per page. The UI imports these types only; every call goes through the SDK.
 */
import type { Bundle, CartItemAddPayload, Pagination, ParentProduct } from '@svc/sdk';
import type { Customization } from '../types.js';

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

/**
 * The build-a-box view of a bundle on the shop's page (`<svc-bundle-builder>`), in edit mode: its
 * button calls `edit.submit` with the finished box.
 */
export interface BoxView extends Customization {
  view: 'bundle';
  bundle: Bundle;
  edit: {
    /**
     * Adds the box (`true`), or hands it to the drawer's build-a-box view when its plan still needs
     * a view there (`false`). Rejects when the cart refuses it, for the view to show why.
     */
    submit(payload: CartItemAddPayload): Promise<boolean>;
    /** Empty: the button says what the drawer's says (the box size's call to action). */
    label: string;
  };
}

export interface StorefrontData {
  /**
   * One product (the parent, with its variants or plans) or bundle (with its plans and their
   * products), in the widget's currency and language. One request; the same one in the same
   * currency and language answers from memory, also when a list brought it. A missing one
   * rejects with `CatalogNotFoundError`.
   */
  load<K extends CatalogKind>(kind: K, ref: CatalogRef): Promise<CatalogEntry<K>>;
  /**
   * `load(kind, ref)` as soon as requests can go out (`available`: with the start-up's own, in its
   * round trip), before the element that shows it has its code; a failure is left to that element's
   * own `load`, which gets the same answer.
   */
  prefetch(kind: CatalogKind, ref: CatalogRef): void;
  /** One page of products or bundles, one request; each entry is then in memory for `load`. */
  list<K extends CatalogKind>(kind: K, query: CatalogQuery): Promise<CatalogPage<K>>;
  /**
   * The build-a-box view of bundle `bundleId` for `<svc-bundle-builder>`: the bundle as `load` gives
   * it (one request, kept the same way; the view's own loads follow), and an `edit.submit` that adds
   * the finished box as the drawer's view does: one request in the cart's queue, `CART_UPDATED`,
   * then where the shop's `afterItemAdded` says (the drawer on the summary, nothing for `close`, the
   * checkout for `checkout`). A second call while one adds is that same add. A box whose plan still
   * needs a view (a survey, replacing a subscription the cart holds, out of stock) is handed to
   * `configureItem` with its bundle instead, so the drawer asks what it would ask. A missing bundle
   * rejects with `CatalogNotFoundError`, a fixed one (not `configurable`) with a `TypeError`.
   */
  boxView(bundleId: number): Promise<BoxView>;
  /** The currency and language the answers are in (`svcCart.state`): a change asks again. */
  readonly edition: string;
  /**
   * Whether requests can go out: once the widget started, and already while its start-up's
   * requests are under way (they share the round trip; the answer is in the shop's default
   * currency, kept for the cart's when that is the same).
   */
  readonly available: boolean;
  /**
   * The shop's default currency, once the shop has answered (`''` before): it prices the answers
   * asked for during the start-up, before the cart's currency is known.
   */
  readonly shopCurrency: string;
}
