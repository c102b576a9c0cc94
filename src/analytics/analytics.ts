/**
 * The analytics bridge (`settings.analytics`, docs/analytics.md): a subscriber of `svcCart.events`
 * that turns the widget's events into GA4 ecommerce events for `window.dataLayer` (`true`) or the
 * shop's own `push` function. A lazy chunk: it loads only when the setting is on.
 *
 * Nothing is sent without consent (`svcCart.setAnalyticsConsent`, else the page's Google consent
 * mode state), and nothing personal: the payloads are built from products, amounts and IDs only.
 */
import type { Cart, CartItem, Product } from '@svc/sdk';
import type { SvcCartEventMeta } from '../controller/events.js';
import type { Customization, SvcCart } from '../controller/svc-cart.js';
import type { AnalyticsEvent, AnalyticsEventName, AnalyticsItem } from '../core/analytics-event.js';
import { currencyDigits } from '../core/i18n/format.js';

export type { AnalyticsEvent, AnalyticsEventName, AnalyticsItem };

/** `CART_UPDATED` actions that are not a shopper adding or removing: the cart is taken as it is. */
const NOT_LINE_CHANGES = new Set(['start', 'refresh', 'reload', 'resetCart', 'setCurrency']);

/**
 * Minor units to major units, as the exact decimal, with the currency's decimals as `formatMoney`
 * uses them: the digits are moved as text, so `1005` USD is `10.05` and never `10.049999…`; `500`
 * JPY is `500`; `1234` KWD is `1.234`.
 */
export function majorUnits(minor: number, currency: string): number {
  const digits = currencyDigits(currency);
  const whole = Math.round(minor);
  const text = String(Math.abs(whole)).padStart(digits + 1, '0');
  const cut = text.length - digits;
  return Number(`${whole < 0 ? '-' : ''}${text.slice(0, cut)}.${text.slice(cut)}`);
}

/**
 * The page's Google consent mode state for `analytics_storage`: the last `gtag('consent', 'default'
 * | 'update', …)` in `window.dataLayer` that sets it; `undefined` when the page has none.
 */
export function pageConsent(): boolean | undefined {
  const layer = (window as { dataLayer?: unknown }).dataLayer;
  if (!Array.isArray(layer)) return undefined;
  let granted: boolean | undefined;
  for (const entry of layer as unknown[]) {
    const args = entry as ArrayLike<unknown> | null;
    if (!args || typeof args !== 'object' || args[0] !== 'consent') continue;
    if (args[1] !== 'default' && args[1] !== 'update') continue;
    const state = (args[2] as { analytics_storage?: unknown } | undefined)?.analytics_storage;
    if (state === 'granted' || state === 'denied') granted = state === 'granted';
  }
  return granted;
}

const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** A cart line as an item: the product's ID and name, the variant or plan, the unit price. */
function itemOf(line: CartItem, currency: string, quantity = line.quantity ?? 1): AnalyticsItem {
  const product = line.product as Product | undefined;
  const parentName = product?.parent?.name;
  const item: AnalyticsItem = { item_id: String(line.productId ?? product?.id ?? line.id), quantity };
  const name = parentName ?? product?.name;
  if (name) item.item_name = name;
  if (parentName && product?.name) item.item_variant = product.name;
  if (isAmount(line.price)) item.price = majorUnits(line.price, currency);
  return item;
}

/** The sum of `price × quantity` of lines, in minor units (integers: no rounding on the way). */
const linesValue = (lines: { line: CartItem; quantity: number }[]): number =>
  lines.reduce((sum, { line, quantity }) => sum + (isAmount(line.price) ? line.price * quantity : 0), 0);

/** The cart's goods after discounts, before shipping and tax (GA4's `value`), in minor units. */
function cartValue(cart: Cart): number {
  const goods = isAmount(cart.subTotal)
    ? cart.subTotal
    : linesValue(cart.items.map((line) => ({ line, quantity: line.quantity ?? 1 })));
  return goods - (isAmount(cart.discount) ? cart.discount : 0);
}

/** The cart-level fields every checkout event carries. */
function cartPayload(cart: Cart): AnalyticsEvent['ecommerce'] {
  const currency = cart.currencyCode ?? '';
  const payload: AnalyticsEvent['ecommerce'] = {
    currency,
    value: majorUnits(cartValue(cart), currency),
    items: cart.items.map((line) => itemOf(line, currency)),
  };
  if (cart.coupon?.code) payload.coupon = cart.coupon.code;
  return payload;
}

/** The lines added and removed between two carts, with the quantity that changed. */
function lineChanges(before: Cart | undefined, after: Cart) {
  const previous = new Map((before?.items ?? []).map((line) => [line.id, line.quantity ?? 1]));
  const added: { line: CartItem; quantity: number }[] = [];
  const removed: { line: CartItem; quantity: number }[] = [];
  for (const line of after.items) {
    const delta = (line.quantity ?? 1) - (previous.get(line.id) ?? 0);
    if (delta > 0) added.push({ line, quantity: delta });
    else if (delta < 0) removed.push({ line, quantity: -delta });
    previous.delete(line.id);
  }
  for (const line of before?.items ?? [])
    if (previous.has(line.id)) removed.push({ line, quantity: line.quantity ?? 1 });
  return { added, removed };
}

/** The item a customization view was opened for. */
function selectedItem(customization: Customization): AnalyticsItem {
  const { payload, product, bundle } = customization;
  const item: AnalyticsItem = {
    item_id:
      payload.productId !== undefined
        ? String(payload.productId)
        : payload.bundleId !== undefined
          ? `bundle-${payload.bundleId}`
          : `survey-${payload.surveyId}`,
    quantity: payload.quantity ?? 1,
  };
  const name = product?.name ?? bundle?.name;
  if (name) item.item_name = name;
  return item;
}

/**
 * Connects the bridge to `svcCart`; returns a function that disconnects it. Reads the setting and
 * the consent at every event, so turning either off takes effect at once.
 */
export function connectAnalytics(svcCart: SvcCart): () => void {
  let shown: Cart | undefined = svcCart.cart;

  const send = (event: AnalyticsEventName, ecommerce: AnalyticsEvent['ecommerce']): void => {
    const target = svcCart.settings.analytics;
    if (!target || (svcCart.analyticsConsent ?? pageConsent()) !== true) return;
    const payload: AnalyticsEvent = { event, ecommerce };
    if (target !== true) {
      try {
        target.push(payload);
      } catch (error) {
        console.error('Cart Widget: settings.analytics.push threw', error);
      }
      return;
    }
    const page = window as { dataLayer?: unknown };
    page.dataLayer ??= [];
    const layer = page.dataLayer as { push?: unknown };
    if (typeof layer.push !== 'function') {
      console.warn('Cart Widget: window.dataLayer has no push(); the analytics event was not sent');
      return;
    }
    // The GA4 practice for tag managers: clear the previous ecommerce object first.
    (layer.push as (...entries: unknown[]) => void)({ ecommerce: null });
    (layer.push as (...entries: unknown[]) => void)(payload);
  };

  const changes = (cart: Cart) => {
    const { added, removed } = lineChanges(shown, cart);
    shown = cart;
    const currency = cart.currencyCode ?? '';
    for (const [event, lines] of [
      ['add_to_cart', added],
      ['remove_from_cart', removed],
    ] as const) {
      if (lines.length === 0) continue;
      send(event, {
        currency,
        value: majorUnits(linesValue(lines), currency),
        items: lines.map(({ line, quantity }) => itemOf(line, currency, quantity)),
      });
    }
  };

  const events = svcCart.events;
  const off = [
    events.on('CART_READY', (error, cart) => {
      if (!error) shown = cart as Cart;
    }),
    events.on('CART_RESET', (error, cart) => {
      if (!error) shown = cart as Cart;
    }),
    events.on('CART_UPDATED', (error, cart, meta?: SvcCartEventMeta) => {
      if (error || !cart) return;
      if (NOT_LINE_CHANGES.has(meta?.action ?? '')) shown = cart as Cart;
      else changes(cart as Cart);
    }),
    events.on('CART_OPEN', () => {
      if (svcCart.view === 'summary' && !svcCart.customization && svcCart.cart)
        send('view_cart', cartPayload(svcCart.cart));
    }),
    events.on('ITEM_SELECTED', (_error, customization) => {
      send('select_item', { items: [selectedItem(customization as Customization)] });
    }),
    events.on('CHECKOUT_STARTED', (_error, cart) => {
      if (cart) send('begin_checkout', cartPayload(cart as Cart));
    }),
    events.on('CHECKOUT_STEP_COMPLETED', (_error, data) => {
      const { step, cart, shippingTier, paymentType } = data as {
        step: string;
        cart?: Cart;
        shippingTier?: string;
        paymentType?: string;
      };
      if (!cart) return;
      if (step === 'delivery')
        send('add_shipping_info', {
          ...cartPayload(cart),
          ...(shippingTier ? { shipping_tier: shippingTier } : {}),
        });
      else if (step === 'payment')
        send('add_payment_info', {
          ...cartPayload(cart),
          ...(paymentType ? { payment_type: paymentType } : {}),
        });
    }),
    events.on('PURCHASE_COMPLETED', (_error, data) => {
      const { cart, purchase } = (data ?? {}) as {
        cart?: Cart;
        purchase?: { invoice?: { id?: unknown } | null };
      };
      if (!cart) return;
      const currency = cart.currencyCode ?? '';
      const payload: AnalyticsEvent['ecommerce'] = {
        // The invoice of the purchase; the bought cart's ID when the answer has none.
        transaction_id: String(purchase?.invoice?.id ?? cart.id),
        ...cartPayload(cart),
        tax: majorUnits(isAmount(cart.tax) ? cart.tax : 0, currency),
        shipping: majorUnits(isAmount(cart.shipping) ? cart.shipping : 0, currency),
      };
      send('purchase', payload);
    }),
  ];
  return () => off.forEach((remove) => remove());
}
