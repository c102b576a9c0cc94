/** The widget's configuration (`window.svcConfig` or `SvcCart.initialize(config)`), checked and with defaults. */
import type { SvcClient } from '@svc/sdk';
import type { AnalyticsEvent } from './analytics-event.js';
import { typeError } from './errors.js';

/** Page-integration settings (the `settings` key). */
export interface SvcCartSettings {
  interceptProductLinks: boolean;
  cartButton: boolean;
  cartButtonImage: string | null;
  cartToggleEl: string | Element;
  cartCounterEl: string | Element;
  localizationSettings: boolean;
  disableSummaryView: boolean;
  hideBundleItems: boolean;
  /**
   * Beyond the spec (docs/analytics.md): `true` pushes GA4 ecommerce events into `window.dataLayer`,
   * `{ push(event) {} }` hands them to the shop's own function; nothing before consent.
   */
  analytics: boolean | { push(event: AnalyticsEvent): void };
  /**
   * Beyond the spec: where the stylesheet of the shop's `fontStyle` comes from. `'google'` (the
   * default) is Google Fonts; `false` requests no font and the widget shows the page's font; a URL
   * template with `{family}` (http(s), absolute or relative to the page, such as
   * `'https://cdn.shop.example/fonts/{family}.css'`) is the shop's own host, the family URL-encoded.
   */
  webFont: 'google' | false | string;
  /**
   * Beyond the spec: the shop's terms and conditions (an http(s) URL, absolute or relative to the
   * page), linked from the checkout's terms consent and opened in a new tab; `null` (the default)
   * leaves the consent as plain text.
   */
  termsUrl: string | null;
  /**
   * Beyond the spec: where the floating cart button (`cartButton: true`) sits, so it
   * covers none of the page's own controls. `align` is the side, `'end'` (right in a left-to-right
   * page, the default) or `'start'`; `bottom` and `side` are its distances in CSS px from the
   * bottom and that side of the window (24 each by default). A key left out keeps its default; a
   * wrong value is reported on the console when the button is drawn, which then keeps its default.
   */
  cartButtonPosition: Partial<CartButtonPosition>;
}

/** `settings.cartButtonPosition`: the floating cart button's side and distances, in CSS px. */
export interface CartButtonPosition {
  align: 'start' | 'end';
  bottom: number;
  side: number;
}

export interface SvcCartConfig {
  apiKey?: string;
  apiUrl?: string;
  settings?: Partial<SvcCartSettings>;
  languageCode?: string;
  cartId?: string;
  accessToken?: string;
  init?: boolean;
  globalName?: string;
  sdkClient?: SvcClient;
  checkoutOnly?: boolean;
  checkoutUrl?: string;
  cartSummaryUrl?: string;
  disableUrls?: string[];
}

export interface NormalizedConfig {
  apiKey: string | undefined;
  apiUrl: string | undefined;
  settings: SvcCartSettings;
  languageCode: string | undefined;
  cartId: string | undefined;
  accessToken: string | undefined;
  init: boolean;
  globalName: string;
  sdkClient: SvcClient | undefined;
  checkoutOnly: boolean;
  checkoutUrl: string | undefined;
  cartSummaryUrl: string | undefined;
  /** As configured; empty means the default (checkout and summary URLs). */
  disableUrls: string[];
}

export const DEFAULT_SETTINGS: SvcCartSettings = {
  interceptProductLinks: false,
  cartButton: false,
  cartButtonImage: null,
  cartToggleEl: '',
  cartCounterEl: '',
  localizationSettings: false,
  disableSummaryView: false,
  hideBundleItems: false,
  analytics: false,
  webFont: 'google',
  termsUrl: null,
  cartButtonPosition: {},
};

export const MISSING_API_KEY = 'Missing required apiKey config';

function optionalString(method: string, field: string, value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw typeError(method, field, 'a string', value);
  return value;
}

function optionalBoolean(method: string, field: string, value: unknown, fallback: boolean): boolean {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'boolean') throw typeError(method, field, 'true or false', value);
  return value;
}

function selectorOrElement(method: string, field: string, value: unknown): string | Element {
  if (value === undefined || value === null || value === '') return '';
  if (typeof value === 'string' || value instanceof Element) return value;
  throw typeError(method, field, 'a CSS selector or an element', value);
}

/** What a URL setting must be, as its error says. */
const HTTP_URL = 'an http(s) URL, absolute or relative to the page';

/** `value` resolved against the page's base URL (as a link's would be) when it is an http(s) address. */
function httpUrl(value: unknown): URL | null {
  const url =
    typeof value === 'string' && URL.canParse(value, document.baseURI)
      ? new URL(value, document.baseURI)
      : null;
  return url?.protocol === 'http:' || url?.protocol === 'https:' ? url : null;
}

/** `'google'`, `false`, or a URL template with `{family}` that resolves to an http(s) address. */
const isWebFont = (value: unknown): value is SvcCartSettings['webFont'] =>
  value === false ||
  value === 'google' ||
  (typeof value === 'string' && value.includes('{family}') && !!httpUrl(value));

const BOOLEAN_SETTINGS = [
  'interceptProductLinks',
  'cartButton',
  'localizationSettings',
  'disableSummaryView',
  'hideBundleItems',
] as const;

/** Checks `config.settings` over the defaults; unknown keys are ignored, wrong types are errors. */
function normalizeSettings(method: string, raw: unknown): SvcCartSettings {
  const base = DEFAULT_SETTINGS;
  const field = 'config.settings';
  if (raw === undefined || raw === null) return { ...base };
  if (typeof raw !== 'object' || Array.isArray(raw)) throw typeError(method, field, 'an object', raw);
  const settings = raw as Record<string, unknown>;
  const result = { ...base };
  for (const name of BOOLEAN_SETTINGS)
    result[name] = optionalBoolean(method, `${field}.${name}`, settings[name], base[name]);
  for (const name of ['cartToggleEl', 'cartCounterEl'] as const)
    if (settings[name] !== undefined)
      result[name] = selectorOrElement(method, `${field}.${name}`, settings[name]);
  const image = settings.cartButtonImage;
  // Non-strings are ignored (spec).
  if (image !== undefined) result.cartButtonImage = typeof image === 'string' && image ? image : null;
  const analytics = settings.analytics as SvcCartSettings['analytics'] | undefined;
  if (analytics !== undefined && analytics !== null) {
    if (
      typeof analytics !== 'boolean' &&
      typeof (analytics as { push?: unknown } | null)?.push !== 'function'
    )
      throw typeError(method, `${field}.analytics`, 'true, false or { push(event) {} }', analytics);
    result.analytics = analytics;
  }
  const webFont = settings.webFont;
  if (webFont !== undefined && webFont !== null) {
    if (!isWebFont(webFont))
      throw typeError(method, `${field}.webFont`, "'google', false or an http(s) URL with {family}", webFont);
    result.webFont = webFont;
  }
  const termsUrl = optionalHttpUrl(method, `${field}.termsUrl`, settings.termsUrl);
  if (termsUrl !== undefined) result.termsUrl = termsUrl;
  // Checked where it is used, in the button's chunk (ui/cart-button-room.ts): the start set stays small.
  const position = settings.cartButtonPosition;
  if (position !== undefined) result.cartButtonPosition = position as SvcCartSettings['cartButtonPosition'];
  return result;
}

/**
 * A URL setting (`settings.termsUrl`, `config.accountUrl`): `null` for none (`null` or `''`),
 * `undefined` when not given; anything but an http(s) URL, absolute or relative to the page, is an
 * error, so no `javascript:` address becomes a link.
 */
function optionalHttpUrl(method: string, field: string, value: unknown): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === '') return null;
  if (typeof value !== 'string' || !httpUrl(value)) throw typeError(method, field, HTTP_URL, value);
  return value;
}

export function normalizeUrlList(method: string, field: string, value: unknown): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw typeError(method, field, 'an array of path strings', value);
  const wrong = value.findIndex((entry) => typeof entry !== 'string');
  if (wrong !== -1) throw typeError(method, `${field}[${wrong}]`, 'a path string', value[wrong]);
  return (value as string[]).filter((entry) => entry.trim() !== '');
}

function looksLikeSdkClient(value: unknown): value is SvcClient {
  return typeof value === 'object' && value !== null && 'cart' in value && 'shop' in value && 'auth' in value;
}

/** Validates a config; throws `Missing required apiKey config` without `apiKey` or `sdkClient`. */
export function normalizeConfig(raw: unknown, method = 'initialize'): NormalizedConfig {
  if (raw === undefined || raw === null) throw new Error(MISSING_API_KEY);
  if (typeof raw !== 'object' || Array.isArray(raw)) throw typeError(method, 'config', 'an object', raw);
  const config = raw as Record<string, unknown>;
  const sdkClient = config.sdkClient;
  if (sdkClient !== undefined && !looksLikeSdkClient(sdkClient)) {
    throw typeError(method, 'config.sdkClient', 'an instance from Svc.init', sdkClient);
  }
  const apiKey = config.apiKey;
  if (!sdkClient && (apiKey === undefined || apiKey === null || apiKey === ''))
    throw new Error(MISSING_API_KEY);
  if (apiKey !== undefined && apiKey !== null && typeof apiKey !== 'string') {
    throw typeError(method, 'config.apiKey', 'a string', apiKey);
  }
  const globalName = config.globalName;
  return {
    apiKey: (apiKey as string | undefined) || undefined,
    apiUrl: optionalString(method, 'config.apiUrl', config.apiUrl),
    settings: normalizeSettings(method, config.settings),
    languageCode: optionalString(method, 'config.languageCode', config.languageCode),
    cartId: optionalString(method, 'config.cartId', config.cartId) || undefined,
    accessToken: optionalString(method, 'config.accessToken', config.accessToken) || undefined,
    // Only the exact value `false` stops the automatic start.
    init: config.init !== false,
    // A non-empty string, otherwise ignored.
    globalName: typeof globalName === 'string' && globalName.trim() ? globalName.trim() : 'svcCart',
    sdkClient: sdkClient as SvcClient | undefined,
    checkoutOnly: optionalBoolean(method, 'config.checkoutOnly', config.checkoutOnly, false),
    checkoutUrl: optionalString(method, 'config.checkoutUrl', config.checkoutUrl) || undefined,
    accountUrl: optionalHttpUrl(method, 'config.accountUrl', config.accountUrl) ?? undefined,
    cartSummaryUrl: optionalString(method, 'config.cartSummaryUrl', config.cartSummaryUrl) || undefined,
    disableUrls: normalizeUrlList(method, 'config.disableUrls', config.disableUrls),
  };
}

/**
 * Language: `languageCode`, else the `lang` query parameter, else `<html lang>`, else the browser;
 * the first two characters, lower-cased.
 */
export function resolveLanguage(
  configured: string | undefined,
  queryLang: string | null | undefined,
): string {
  const candidates = [configured, queryLang, document.documentElement.lang, navigator.language];
  const found = candidates.find((value) => typeof value === 'string' && value.trim().length >= 2);
  return (found ?? 'en').trim().slice(0, 2).toLowerCase();
}

/** The URL to leave for: `{cartId}` is filled, and a bare path gets the cart ID appended. */
export function urlWithCartId(url: string, cartId: string): string {
  if (url.includes('{cartId}')) return url.replace('{cartId}', encodeURIComponent(cartId));
  const [base, rest = ''] = url.split(/(?=[?#])/, 2);
  if (base!.includes(cartId)) return url;
  return `${base!.replace(/\/+$/, '')}/${encodeURIComponent(cartId)}${rest}`;
}

/** A checkout or summary URL without its cart ID, for the default disable list. */
export function urlWithoutCartId(url: string): string {
  const path = url.split(/[?#]/)[0]!.replace('/{cartId}', '');
  return path.replace(/\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/?$/i, '');
}

// ------------------------------------------------------------------ accountUrl
// One setting's block (issue 38): the interfaces above gain the field by declaration merging, so
// the settings added beside it stay separate blocks.

export interface SvcCartConfig {
  /**
   * Beyond the spec: the shop's account page, where subscribers manage their subscriptions (the
   * page with `<svc-customer-portal>`). The receipt links "Manage your subscription" there. An
   * http(s) URL, absolute or relative to the page. Without it, the receipt links to the page it is
   * on when that page shows a `<svc-customer-portal>`, else shows no link.
   */
  accountUrl?: string;
}

export interface NormalizedConfig {
  /** As configured, `undefined` when not set. */
  accountUrl: string | undefined;
}
