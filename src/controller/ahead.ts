/**
 * A product page's first requests, sent as the script runs: the shop and the product (or bundle)
 * of the page's first `<svc-context>`, before the rest of the start set is evaluated and the
 * widget is built (docs/decisions.md: "Requests sent ahead"). They are built as the start-up and
 * the storefront elements build theirs (`sendAhead` of the SDK): the first identical call takes
 * the answer, and a call that differs (a `setLanguage` in a `svc-cart-initialized` listener, say)
 * sends its own as usual. Only GETs; the cart is still read or created by the start-up.
 */
import { ACCESS_TOKEN_COOKIE, readCookie, sendAhead } from '@svc/sdk';
import { normalizeConfig, resolveLanguage } from '../core/config.js';
import type { CatalogKind, CatalogRef } from './storefront/storefront-types.js';

/** What a product's and a bundle's elements read: the leaves' parents, the bundle's plans' products. */
export const CATALOG_EXPAND: Record<CatalogKind, string[]> = {
  product: ['variants.parent', 'pricings.parent'],
  bundle: ['plans.plan.parent', 'plans.variant.parent'],
};

/**
 * The params of the request for `kind` and `ref`: the product's or bundle's expands, and for a
 * look-up by slug the slug. The storefront data sends the same, so the answer sent ahead is taken.
 */
export const catalogParams = (kind: CatalogKind, ref: CatalogRef): { slugs?: string[]; expand: string[] } =>
  ref.slug === undefined
    ? { expand: CATALOG_EXPAND[kind] }
    : { slugs: [ref.slug], expand: CATALOG_EXPAND[kind] };

/**
 * What a `<svc-context>` written in the page names, read from its attributes as the page has them
 * (before the element has its code); `undefined` for other tags and for a context naming nothing.
 */
export function namedEntry(element: Element | null): { kind: CatalogKind; ref: CatalogRef } | undefined {
  if (element?.localName !== 'svc-context') return undefined;
  const kind: CatalogKind = element.getAttribute('type') === 'bundle' ? 'bundle' : 'product';
  const param = element.getAttribute('slug-param');
  const slug =
    element.getAttribute('slug') ?? (param ? new URLSearchParams(location.search).get(param) : null);
  if (slug) return { kind, ref: { slug } };
  const id = Number(element.getAttribute(`${kind}-id`));
  return Number.isInteger(id) && id > 0 ? { kind, ref: { id } } : undefined;
}

/** The product or bundle sent ahead, in `language`, until the storefront data takes it. */
let sentAheadEntry:
  { kind: CatalogKind; ref: CatalogRef; language: string; answer: Promise<unknown> } | undefined;

/** The product or bundle sent ahead, once (the first widget's storefront data keeps it). */
export function takeSentAhead(): typeof sentAheadEntry {
  const entry = sentAheadEntry;
  sentAheadEntry = undefined;
  return entry;
}

/**
 * Sends the shop's and the first context's requests for the automatic start of `raw` (the page's
 * `svcConfig`); nothing for a page without a `<svc-context>`, a manual start (`init: false`), a
 * given `sdkClient` or a config the widget will refuse.
 */
export function sendAheadOfStart(raw: unknown): void {
  const named = namedEntry(document.querySelector('svc-context'));
  if (!named) return;
  try {
    const config = normalizeConfig(raw);
    if (!config.init || config.sdkClient) return;
    const lang = resolveLanguage(config.languageCode, new URLSearchParams(location.search).get('lang'));
    const sdkConfig = { apiKey: config.apiKey!, apiUrl: config.apiUrl, lang };
    // As `Svc.init`: the shop without the sign-in, the page's own requests with it.
    sendAhead(sdkConfig, 'shop.load', 'shop');
    const { kind, ref } = named;
    const family = `${kind}s` as const;
    const params = catalogParams(kind, ref);
    const signedIn = {
      ...sdkConfig,
      accessToken: config.accessToken || readCookie(ACCESS_TOKEN_COOKIE) || undefined,
    };
    const answer =
      ref.slug === undefined
        ? sendAhead(signedIn, `${family}.load`, `${family}/${ref.id}`, params)
        : sendAhead(signedIn, `${family}.list`, family, params);
    sentAheadEntry = { kind, ref, language: lang, answer };
  } catch {
    // The widget reports a wrong config when it is built.
  }
}
