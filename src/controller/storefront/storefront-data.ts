/**
 * The storefront elements' data work (`svcCart.storefront()`): a chunk of its own, loaded when a
 * page shows a storefront element. Every request goes through the widget's SDK, whose prices follow
 * the cart's currency (`setCurrency`) and whose texts follow the language (`setLanguage`). Answers
 * are kept per currency and language, so a product a list brought, or one two contexts name, is
 * asked for once.
 */
import { isSvcApiError, type Bundle, type ParentProduct } from '@svc/sdk';
import { typeError } from '../../core/errors.js';
import { sdkOf, type Widget } from '../widget.js';
import {
  CatalogNotFoundError,
  type CatalogEntry,
  type CatalogKind,
  type CatalogPage,
  type CatalogQuery,
  type CatalogRef,
  type StorefrontData,
} from './storefront-types.js';

/** What a product's and a bundle's elements read: the leaves' parents, the bundle's plans' products. */
const EXPAND: Record<CatalogKind, string[]> = {
  product: ['variants.parent', 'pricings.parent'],
  bundle: ['plans.plan.parent', 'plans.variant.parent'],
};

function checkRef(method: string, ref: CatalogRef): void {
  if (ref.slug !== undefined) {
    if (typeof ref.slug !== 'string' || !ref.slug.trim())
      throw typeError(method, 'slug', 'a non-empty string', ref.slug);
  } else if (!Number.isInteger(ref.id) || (ref.id as number) < 1) {
    throw typeError(method, 'id', 'a whole number of 1 or more, or a slug', ref.id);
  }
}

export function storefrontData(widget: Widget): StorefrontData {
  const sdk = () => sdkOf(widget);
  /** Answers by `kind:edition:id:N` and `kind:edition:slug:S`; a failure is not kept. */
  const kept = new Map<string, Promise<unknown>>();
  const edition = () => `${widget.state.currencyCode}|${widget.state.languageCode}`;
  const keyOf = (kind: CatalogKind, ref: CatalogRef) =>
    `${kind}:${edition()}:${ref.slug === undefined ? `id:${ref.id}` : `slug:${ref.slug}`}`;

  /** Keeps `entry` under its id and its slug, so either finds it. */
  function keep(kind: CatalogKind, entry: ParentProduct | Bundle): void {
    const answer = Promise.resolve(entry);
    kept.set(keyOf(kind, { id: entry.id }), answer);
    if (entry.slug) kept.set(keyOf(kind, { slug: entry.slug }), answer);
  }

  async function fetchOne(kind: CatalogKind, ref: CatalogRef): Promise<ParentProduct | Bundle> {
    const expand = EXPAND[kind];
    try {
      if (ref.slug !== undefined) {
        const page =
          kind === 'product'
            ? await sdk().products.list({ slugs: [ref.slug], expand })
            : await sdk().bundles.list({ slugs: [ref.slug], expand });
        const found = (page.data as (ParentProduct | Bundle)[]).find((entry) => entry.slug === ref.slug);
        if (!found) throw new CatalogNotFoundError(kind, ref);
        return found;
      }
      return kind === 'product'
        ? await sdk().products.load(ref.id!, { expand })
        : await sdk().bundles.load(ref.id!, { expand });
    } catch (error) {
      if (isSvcApiError(error) && error.status === 404) throw new CatalogNotFoundError(kind, ref);
      throw error;
    }
  }

  return {
    get edition() {
      return edition();
    },
    load<K extends CatalogKind>(kind: K, ref: CatalogRef): Promise<CatalogEntry<K>> {
      checkRef('storefront.load', ref);
      const key = keyOf(kind, ref);
      let answer = kept.get(key) as Promise<CatalogEntry<K>> | undefined;
      if (!answer) {
        answer = fetchOne(kind, ref).then((entry) => {
          keep(kind, entry);
          return entry as CatalogEntry<K>;
        });
        kept.set(key, answer);
        answer.catch(() => {
          if (kept.get(key) === answer) kept.delete(key);
        });
      }
      return answer;
    },
    async list<K extends CatalogKind>(kind: K, query: CatalogQuery): Promise<CatalogPage<K>> {
      const { page, perPage, tags, slugs, type, digital } = query;
      const params = {
        page,
        perPage,
        expand: EXPAND[kind],
        ...(tags?.length ? { tags } : {}),
        ...(slugs?.length ? { slugs } : {}),
        ...(digital === undefined ? {} : { digital }),
      };
      const answer =
        kind === 'product'
          ? await sdk().products.list({ ...params, ...(type ? { type } : {}) })
          : await sdk().bundles.list(params);
      for (const entry of answer.data as (ParentProduct | Bundle)[]) keep(kind, entry);
      return answer as CatalogPage<K>;
    },
  };
}
