/**
 * The storefront elements' data work (`svcCart.storefront()`): a chunk of its own, loaded when a
 * page shows a storefront element. Every request goes through the widget's SDK, whose prices follow
 * the cart's currency (`setCurrency`) and whose texts follow the language (`setLanguage`). Answers
 * are kept per currency and language, so a product a list brought, or one two contexts name, is
 * asked for once.
 */
import { isSvcApiError, preloadNamespaces, type Bundle, type ParentProduct, type Product } from '@svc/sdk';
import { CATALOG_EXPAND, catalogParams, takeSentAhead } from '../ahead.js';
import { NOT_INITIALIZED, typeError } from '../../core/errors.js';
import { currencyDigits } from '../../core/i18n/format.js';
import { parentLeaves } from '../../core/views.js';
import type { Catalog, StartingFields, Widget, WidgetFields } from '../widget.js';
import {
  CatalogNotFoundError,
  type BoxView,
  type CatalogEntry,
  type CatalogKind,
  type CatalogPage,
  type CatalogQuery,
  type CatalogRef,
  type StorefrontData,
} from './storefront-types.js';
import type { BoxWidget } from './storefront-box.js';

/** What the storefront elements' data reads and calls of the controller, the box it adds included. */
export type StorefrontWidget = Pick<Widget, 'sdk' | 'state' | 'subscribe'> & BoxWidget;

function checkRef(method: string, ref: CatalogRef): void {
  if (ref.slug !== undefined) {
    if (typeof ref.slug !== 'string' || !ref.slug.trim())
      throw typeError(method, 'slug', 'a non-empty string', ref.slug);
  } else if (!Number.isInteger(ref.id) || (ref.id as number) < 1) {
    throw typeError(method, 'id', 'a whole number of 1 or more, or a slug', ref.id);
  }
}

export function storefrontData(
  widget: StorefrontWidget,
  fields: Pick<WidgetFields, 'catalog'> & Pick<StartingFields, 'starting'>,
): StorefrontData {
  // The SDK's products and bundles code, fetched beside this chunk rather than after it.
  void preloadNamespaces().catch(() => undefined);
  /**
   * The browser's first money format sets up its number data (25–45 ms on a desktop): done once,
   * in a task of its own after the first request went out (its reaction to the SDK's code runs
   * first), so it is not between the answer and the price shown.
   */
  let warm = (): void => {
    warm = () => undefined;
    preloadNamespaces().then(
      () => setTimeout(() => currencyDigits('USD')),
      () => undefined,
    );
  };
  /**
   * The SDK: once started, or while the start-up's requests are under way (one round trip for
   * both). Only the start set's code is used, so this chunk loads in one step.
   */
  const client = () => widget.sdk ?? fields.starting;
  const sdk = () => {
    const started = client();
    if (!started) throw new Error(NOT_INITIALIZED);
    return started;
  };
  /** Answers by `kind:edition:id:N` and `kind:edition:slug:S`; a failure other than "not found" is not kept. */
  const kept = new Map<string, Promise<unknown>>();
  /** Before the start-up answered there is no currency yet: such answers are in the shop's default. */
  const edition = () => `${widget.state.currencyCode}|${widget.state.languageCode}`;
  const keyOf = (kind: CatalogKind, ref: CatalogRef, of = edition()) =>
    `${kind}:${of}:${ref.slug === undefined ? `id:${ref.id}` : `slug:${ref.slug}`}`;

  /** The shop's default currency, once the shop has answered (also during the start-up). */
  const shopCurrency = () => client()?.shop.currencies?.find((entry) => entry.default)?.abbreviation ?? '';

  /**
   * What is kept under `key(of)` for the current currency and language: asked in this edition, or
   * during the start-up, without a currency, in the shop's default one when that is the cart's.
   */
  function current<T>(map: Map<string, T>, key: (of: string) => string): T | undefined {
    const hit = map.get(key(edition()));
    const currency = widget.state.currencyCode;
    if (hit !== undefined || !currency || shopCurrency() !== currency) return hit;
    return map.get(key(`|${widget.state.languageCode}`));
  }

  /** What is kept for `kind` and `ref` in the current currency and language. */
  const cached = (kind: CatalogKind, ref: CatalogRef) => current(kept, (of) => keyOf(kind, ref, of));

  /** What was read, by `keyOf(kind, { id })`: bundles, and products' parents and leaves (each with its parent). */
  const read = new Map<string, ParentProduct | Product | Bundle>();

  /** Keeps `entry` under its id and its slug, so either finds it; a product's leaves too. */
  function keep(kind: CatalogKind, entry: ParentProduct | Bundle): void {
    const answer = Promise.resolve(entry);
    kept.set(keyOf(kind, { id: entry.id }), answer);
    if (entry.slug) kept.set(keyOf(kind, { slug: entry.slug }), answer);
    read.set(keyOf(kind, { id: entry.id }), entry);
    if (kind !== 'product') return;
    const parent = entry as ParentProduct;
    for (const leaf of parentLeaves(parent))
      read.set(keyOf(kind, { id: leaf.id }), { ...leaf, parent: leaf.parent ?? parent });
  }

  // `configureItem` of a product the page shows, and the build-a-box view of its bundle, use what
  // was read (the same answer, in the same currency and language): no look-up of their own.
  fields.catalog = ((kind: CatalogKind, id: number) =>
    current(read, (of) => keyOf(kind, { id }, of))) as Catalog;

  /** The SDK's request for `kind` and `ref`: the product or bundle, or the look-up by slug. */
  function ask(kind: CatalogKind, ref: CatalogRef): Promise<unknown> {
    const family = kind === 'product' ? sdk().products : sdk().bundles;
    const params = catalogParams(kind, ref);
    return ref.slug === undefined ? family.load(ref.id!, params) : family.list(params);
  }

  /** The product or bundle of `asked` (the request's answer; a look-up by slug finds it in its page). */
  async function fetchOne(
    kind: CatalogKind,
    ref: CatalogRef,
    asked: () => Promise<unknown>,
  ): Promise<ParentProduct | Bundle> {
    try {
      const answer = await asked();
      if (ref.slug === undefined) return answer as ParentProduct | Bundle;
      const found = (answer as { data: (ParentProduct | Bundle)[] }).data.find(
        (entry) => entry.slug === ref.slug,
      );
      if (!found) throw new CatalogNotFoundError(kind, ref);
      return found;
    } catch (error) {
      if (isSvcApiError(error) && error.status === 404) throw new CatalogNotFoundError(kind, ref);
      throw error;
    }
  }

  /**
   * Keeps the answer of `asked` for `kind` and `ref` under `key`: a product that does not exist
   * stays so (one request per context); other failures are asked again next time.
   */
  function remember<T>(
    kind: CatalogKind,
    ref: CatalogRef,
    key: string,
    asked: () => Promise<unknown>,
  ): Promise<T> {
    const answer = fetchOne(kind, ref, asked).then((entry) => {
      keep(kind, entry);
      return entry as T;
    });
    kept.set(key, answer);
    answer.catch((error: unknown) => {
      if (!(error instanceof CatalogNotFoundError) && kept.get(key) === answer) kept.delete(key);
    });
    return answer;
  }

  // The page's first context, sent ahead as the script started (controller/ahead.ts), without a
  // currency: kept as an answer of the start-up, in the shop's default currency.
  const ahead = takeSentAhead();
  if (ahead) {
    const { kind, ref, language, answer } = ahead;
    remember(kind, ref, keyOf(kind, ref, `|${language}`), () => answer);
    warm();
  }

  const data: StorefrontData = {
    get edition() {
      return edition();
    },
    get available() {
      return Boolean(client());
    },
    get shopCurrency() {
      return shopCurrency();
    },
    load<K extends CatalogKind>(kind: K, ref: CatalogRef): Promise<CatalogEntry<K>> {
      checkRef('storefront.load', ref);
      const key = keyOf(kind, ref);
      const answer = cached(kind, ref) as Promise<CatalogEntry<K>> | undefined;
      if (answer) return answer;
      warm();
      return remember(kind, ref, key, () => ask(kind, ref));
    },
    async boxView(bundleId: number): Promise<BoxView> {
      const [bundle, { addBox }] = await Promise.all([
        data.load('bundle', { id: bundleId }),
        import('./storefront-box.js'),
      ]);
      if (bundle.configurable === false)
        throw new TypeError(
          `Bundle ${bundleId} is a fixed bundle, not a box to build: add it with <svc-add-to-cart> in a <svc-context type="bundle">`,
        );
      /** The add under way: a second press while it runs is the same add. */
      let adding: Promise<boolean> | undefined;
      return {
        view: 'bundle',
        payload: { bundleId },
        bundle,
        edit: {
          label: '',
          submit: (payload) =>
            (adding ??= addBox(widget, bundle, payload).finally(() => {
              adding = undefined;
            })),
        },
      };
    },
    prefetch(kind: CatalogKind, ref: CatalogRef): void {
      const ask = () => {
        if (!data.available) return false;
        // A reference load() refuses, or a failed answer, is the element's to report.
        Promise.resolve()
          .then(() => data.load(kind, ref))
          .catch(() => undefined);
        return true;
      };
      if (ask()) return;
      const stop = widget.subscribe(() => {
        if (ask()) stop();
      });
    },
    async list<K extends CatalogKind>(kind: K, query: CatalogQuery): Promise<CatalogPage<K>> {
      const { page, perPage, tags, slugs, type, digital } = query;
      const params = {
        page,
        perPage,
        expand: CATALOG_EXPAND[kind],
        ...(tags?.length ? { tags } : {}),
        ...(slugs?.length ? { slugs } : {}),
        ...(digital === undefined ? {} : { digital }),
      };
      const asked =
        kind === 'product'
          ? sdk().products.list({ ...params, ...(type ? { type } : {}) })
          : sdk().bundles.list(params);
      warm();
      const answer = await asked;
      for (const entry of answer.data as (ParentProduct | Bundle)[]) keep(kind, entry);
      return answer as CatalogPage<K>;
    },
  };
  return data;
}
