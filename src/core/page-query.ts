/** The page's query parameters the widget reads at start (spec: "Widget page query parameters"). */

export interface PageQuery {
  lang?: string;
  coupon?: string;
  gift?: string;
  referralId?: number;
  email?: string;
  firstName?: string;
  lastName?: string;
  marketingConsent?: boolean;
  tosConsent?: boolean;
  customerExternalId?: string;
  disableSummaryView: boolean;
  hideBundleItems: boolean;
  customSuccessUrl?: string;
  customSetupReturnUrl?: string;
  testMode: boolean;
  /** `svcDebug` (any value but `0`, `false`, `no`, `off`): the debug overlay. */
  debug?: boolean;
  setupIntent?: { setupIntent: string; paymentMethodId?: string; redirectStatus?: string };
}

/** Parameters applied once: a return to the same URL does not apply them again (kept across reloads). */
export const ONCE_PARAMS = ['gift', 'coupon', 'r', 'custom_setup_return_url'] as const;
const STORAGE_KEY = 'svc-cart:used-query';
const MAX_REMEMBERED = 50;

function remembered(): string[] {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    const list = raw ? (JSON.parse(raw) as unknown) : [];
    return Array.isArray(list) ? list.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

function remember(keys: string[]): void {
  if (!keys.length) return;
  try {
    const list = [...remembered().filter((entry) => !keys.includes(entry)), ...keys].slice(-MAX_REMEMBERED);
    localStorage.setItem(STORAGE_KEY, JSON.stringify(list));
  } catch {
    // storage may be off (private mode, sandboxed frames): then parameters apply on each visit
  }
}

const flag = (value: string | null): boolean | undefined =>
  value === null ? undefined : !['0', 'false', 'no', 'off'].includes(value.trim().toLowerCase());

/** Reads the query of `location`; once-only parameters already used on this path are dropped and the rest marked used. */
export function readPageQuery(location: Pick<Location, 'search' | 'pathname'>): PageQuery {
  const params = new URLSearchParams(location.search);
  // Storage is read only when there is a once-only parameter: its first use in a page is a
  // synchronous round trip to the browser, a cost most page views need not pay at start.
  let used: string[] | undefined;
  const fresh: string[] = [];
  const once = (name: (typeof ONCE_PARAMS)[number]): string | undefined => {
    const value = params.get(name);
    if (value === null) return undefined;
    const key = `${location.pathname.toLowerCase()}?${name}=${value}`;
    used ??= remembered();
    if (used.includes(key)) return undefined;
    fresh.push(key);
    return value;
  };
  const text = (name: string): string | undefined => params.get(name)?.trim() || undefined;
  const referral = once('r');
  const referralId = referral !== undefined && /^\d+$/.test(referral) ? Number(referral) : undefined;
  const setupIntent = text('setup_intent');
  const query: PageQuery = {
    lang: text('lang'),
    coupon: once('coupon')?.trim() || undefined,
    gift: once('gift'),
    referralId,
    email: text('email') ?? text('customerEmail'),
    firstName: text('firstName'),
    lastName: text('lastName'),
    marketingConsent: flag(params.get('marketingConsent')),
    tosConsent: flag(params.get('tosConsent')),
    customerExternalId: text('customerExternalId'),
    disableSummaryView: params.has('disableSummaryView'),
    hideBundleItems: params.has('hideBundleItems'),
    customSuccessUrl: text('custom_success_url'),
    customSetupReturnUrl: once('custom_setup_return_url'),
    testMode: params.get('checkoutMode') === 'test',
    debug: flag(params.get('svcDebug')),
    setupIntent: setupIntent
      ? {
          setupIntent,
          paymentMethodId: text('payment_method_id'),
          redirectStatus: text('redirect_status'),
        }
      : undefined,
  };
  remember(fresh);
  return query;
}

/** The checkout prefill of a guest that the query carries (`email`, names, consents, external ID). */
export function customerPrefill(query: PageQuery) {
  const { email, firstName, lastName, marketingConsent, tosConsent } = query;
  return { email, firstName, lastName, marketingConsent, tosConsent, externalId: query.customerExternalId };
}

/** The page settings with the query's switches on top (`disableSummaryView`, `hideBundleItems`). */
export function withQuerySwitches<Settings extends { disableSummaryView: boolean; hideBundleItems: boolean }>(
  settings: Settings,
  query: PageQuery,
): Settings {
  return {
    ...settings,
    disableSummaryView: settings.disableSummaryView || Boolean(query.disableSummaryView),
    hideBundleItems: settings.hideBundleItems || Boolean(query.hideBundleItems),
  };
}
