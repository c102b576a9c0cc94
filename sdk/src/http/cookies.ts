import { resolveBaseUrl } from './client.js';

/** Cookie names shared with the cart widget and the real service's other clients. */
export const ACCESS_TOKEN_COOKIE = 'svc_access_token';
export const CART_ID_COOKIE = 'svc_cart_id';
/**
 * Beyond the spec: the API address whose cart `svc_cart_id` names. Cookies ignore ports, so two
 * local servers share `svc_cart_id`; with it, neither loads the other's cart (docs/decisions.md).
 */
export const CART_API_COOKIE = 'svc_cart_api';

const DAY_SECONDS = 24 * 60 * 60;
/** Lifetime of both cookies (spec: "Limits"). */
export const COOKIE_LIFETIME_DAYS = 365;

/**
 * The cookies of a page whose `document.cookie` throws (a sandboxed iframe without
 * `allow-same-origin`): kept in memory for the page's life instead, which the console says once.
 */
const inMemory = new Map<string, string>();
let blockedSaid = false;

function cookiesBlocked(): void {
  if (blockedSaid) return;
  blockedSaid = true;
  console.warn('Svc: this page cannot use cookies, so the cart and sign-in last only until it is reloaded');
}

/** Reads a cookie; `null` when the page has no cookie of that name. */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  let cookies: string;
  try {
    cookies = document.cookie;
  } catch {
    cookiesBlocked();
    return inMemory.get(name) ?? null;
  }
  for (const pair of cookies.split(';')) {
    const [key, ...value] = pair.split('=');
    if (key!.trim() !== name) continue;
    const raw = value.join('=').trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/**
 * Writes a plain cookie on `path=/` for `days` days (spec: "Authentication"): `expires` and
 * `max-age`, no `Secure`, `HttpOnly` or `SameSite` attribute.
 */
export function writeCookie(name: string, value: string, days = COOKIE_LIFETIME_DAYS): void {
  const maxAge = Math.round(days * DAY_SECONDS);
  const expires = new Date(Date.now() + maxAge * 1000).toUTCString();
  if (typeof document === 'undefined') return;
  try {
    document.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires}; max-age=${maxAge}; path=/`;
  } catch {
    cookiesBlocked();
    if (maxAge > 0) inMemory.set(name, value);
    else inMemory.delete(name);
  }
}

/** Deletes a cookie (`max-age=0`, expiring now), so that `readCookie` answers `null`. */
export function removeCookie(name: string): void {
  writeCookie(name, '', 0);
}

/**
 * The cart ID of `svc_cart_id` when it belongs to the API at `apiUrl` (`''` or none: the default
 * address), or when no API is recorded beside it (a cookie another client wrote); else `null`.
 */
export function readCartCookie(apiUrl: string | undefined): string | null {
  const owner = readCookie(CART_API_COOKIE);
  return owner === null || owner === resolveBaseUrl(apiUrl) ? readCookie(CART_ID_COOKIE) : null;
}

/** Writes `svc_cart_id` and, beside it, the API address the cart belongs to. */
export function writeCartCookie(cartId: string, apiUrl: string | undefined): void {
  writeCookie(CART_ID_COOKIE, cartId);
  writeCookie(CART_API_COOKIE, resolveBaseUrl(apiUrl));
}
