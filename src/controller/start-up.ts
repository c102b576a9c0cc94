/**
 * The one-time start-up: the SDK, the shop, the sign-in and the cart in one round trip, then what
 * the page's query asks for (a referral, the checkout after a gateway's redirect, the gift view).
 */
import { init, readCartCookie, writeCartCookie, type Cart, type Shop, type SvcClient } from '@svc/sdk';
import { CART_PARAMS } from '../core/cart-model.js';
import { loadLanguage } from '../core/i18n/localize.js';
import type { NormalizedConfig } from '../core/config.js';
import type { ConfigureItemPayload } from './types.js';
import type { Widget } from './widget.js';
import type { WidgetState } from './widget-state.js';

/** What the start-up reads and writes besides the widget's public fields. */
export interface StartUpHost {
  readonly widget: Widget;
  readonly state: WidgetState;
  readonly config: NormalizedConfig;
}

/** The SDK's shop as plain data (`svcCart.shop`), without its methods. */
export function shopData(sdk: SvcClient): Partial<Shop> {
  const { load: _load, ...data } = sdk.shop as unknown as Record<string, unknown>;
  return data as Partial<Shop>;
}

function cartData(sdk: SvcClient): Cart {
  const data: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(sdk.cart)) if (typeof value !== 'function') data[key] = value;
  return data as unknown as Cart;
}

/** The cart a given client starts with: the one it holds, the one `cartId` names, or a new one. */
function givenCart(sdk: SvcClient, cartId: string | undefined): Promise<unknown> {
  if (!cartId) return sdk.cart.create();
  if (sdk.cart.id === cartId) return Promise.resolve();
  return sdk.cart.load(cartId);
}

async function connect(host: StartUpHost): Promise<SvcClient> {
  const { config, widget, state } = host;
  if (!config.sdkClient) {
    return init({
      apiKey: config.apiKey!,
      apiUrl: config.apiUrl,
      lang: widget.state.languageCode,
      cartId: config.cartId,
      accessToken: config.accessToken,
      loadCart: true,
      // The SDK's code for its other namespaces is not part of the widget's start set: the
      // widget fetches it when a page needs it (bootstrap's page elements, the first cart change).
      preloadNamespaces: false,
      // The page's own data (a storefront element's product; with a stored sign-in the customer
      // portal's list) can go out beside the start-up.
      onStart: (client, signedIn) => {
        state.starting = client;
        state.signingIn = signedIn;
        widget.notify();
      },
    });
  }
  const sdk = config.sdkClient;
  const cartId = config.cartId || sdk.cart.id || readCartCookie(sdk.config.apiUrl) || undefined;
  const [shop, , cart] = await Promise.allSettled([
    sdk.shop.languages ? Promise.resolve() : sdk.shop.load(),
    // A configured token is checked on the given client too (written to the cookie when valid).
    config.accessToken ? sdk.auth.checkAuthenticated(config.accessToken) : Promise.resolve(),
    givenCart(sdk, cartId),
  ]);
  if (shop.status === 'rejected') throw shop.reason;
  if (cart.status === 'rejected') await sdk.cart.create();
  writeCartCookie(sdk.cart.id!, sdk.config.apiUrl);
  return sdk;
}

/** Runs the start-up; resolves once the widget has its cart (rejects when it could not start). */
export async function startUp(host: StartUpHost): Promise<void> {
  const { widget, state } = host;
  const sdk = await connect(host);
  // The SDK's own handling of the answers (cookies among it) and ours (state, theme, events and
  // the page's CART_READY listeners) in separate tasks: neither is long on a slow device.
  await new Promise((resolve) => setTimeout(resolve));
  state.sdk = sdk;
  Object.assign(widget.shop, shopData(sdk));
  state.cartSettings = { ...(sdk.shop.settings?.cart ?? {}) };
  state.cart = cartData(sdk);
  // The start-up load has no expand: a stored cart with a box is read again with its items' products.
  if (state.cart.items.some((item) => item.bundle?.items?.some((bundleItem) => !bundleItem.product)))
    state.cart = await sdk.cart.load(undefined, CART_PARAMS);
  widget.state.currencyCode = state.cart.currencyCode ?? '';
  applyLanguage(widget, widget.state.languageCode);
  state.customer = sdk.auth.customer;
  if (widget.customerData.externalId && sdk.auth.isAuthenticated)
    void import('./account.js').then((account) => account.storeExternalId(widget, sdk));
  // A task later: the font only shows in the drawer and the button, and starting its stylesheet is
  // work of its own for a slow device.
  const font = widget.cartSettings.fontStyle;
  if (font) setTimeout(() => widget.loadFont(font));
  if (widget.query.referralId !== undefined) {
    // An unknown referrer must not stop the widget: the referral is dropped.
    try {
      state.cart = await sdk.cart.update({ referralId: widget.query.referralId }, CART_PARAMS);
    } catch (error) {
      console.warn('Cart Widget: the referral from the r parameter was not recorded', error);
    }
  }
  state.ready = true;
}

/** After `CART_READY`: the standalone checkout, the checkout after a gateway's redirect, the gift view. */
export function afterStart(host: StartUpHost): void {
  const { widget, state } = host;
  if (host.config.checkoutOnly) void startCheckoutOnly(widget);
  // Back from a payment gateway's redirect: the checkout reopens where the shopper was.
  else if (widget.query.setupIntent && widget.customer) widget.open('checkout');
  else if (state.giftQueued && !state.customization) state.mountGift();
}

/** The standalone checkout: the item of `window.svcCheckout.payload`, then the checkout. */
async function startCheckoutOnly(widget: Widget): Promise<void> {
  const payload = (window as { svcCheckout?: { payload?: unknown } }).svcCheckout?.payload;
  if (payload) await widget.configureItem(payload as ConfigureItemPayload).catch(() => undefined);
  widget.open('checkout');
}

/** Sets the widget's language: the code if the shop has it, else the shop's default, else its first, else `en`. */
export function applyLanguage(widget: Widget, wanted: string): void {
  const languages = widget.shop.languages;
  // Before the shop is known the wish is kept, and its messages are fetched in the meantime (beside
  // the start's requests); start-up applies it against the shop's list.
  if (!languages) {
    widget.state.languageCode = wanted;
    void loadLanguage(wanted);
    return;
  }
  const codes = languages.map((language) => language.code);
  const code = codes.includes(wanted) ? wanted : (languages.find((l) => l.default)?.code ?? codes[0] ?? 'en');
  widget.state.languageCode = code;
  // Its messages load now (if they are not in yet), before anything renders in it.
  void loadLanguage(code);
  if (widget.sdk && codes.includes(code)) widget.sdk.setLanguage(code);
}

/** `setLanguage(langCode)`: checks the code, applies it, re-renders. No event. */
export function setLanguage(widget: Widget, langCode: string): void {
  if (typeof langCode !== 'string' || langCode.trim() === '')
    throw new Error('Cart Widget:setLanguage Language code is required');
  applyLanguage(widget, langCode.trim().slice(0, 2).toLowerCase());
  widget.notify();
}
