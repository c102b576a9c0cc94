/**
 * `SvcCart`: the widget's controller. It owns `cart`, `shop`, `state`, `sdk` and `events`, runs
 * the queued `updateCart` pipeline and emits the spec's events. Elements read its state and call
 * its methods; only this class (and the bootstrap) talks to the SDK.
 */
import {
  init,
  CART_ID_COOKIE,
  readCookie,
  writeCookie,
  type Bundle,
  type Cart,
  type CartItemAddPayload,
  type CartItemUpdatePayload,
  type CartUpdatePayload,
  type Customer,
  type ParentProduct,
  type Product,
  type Shop,
  type ShopCartSettings,
  type SvcClient,
} from '@svc/sdk';
import {
  normalizeConfig,
  normalizeSettings,
  normalizeUrlList,
  resolveLanguage,
  urlWithCartId,
  urlWithoutCartId,
  type NormalizedConfig,
  type SvcCartConfig,
  type SvcCartSettings,
} from '../core/config.js';
import type { PageQuery } from '../core/page-query.js';
import { compileUrlRules, type PathMatcher } from '../core/url-rules.js';
import type { PageInputs } from '../core/page-inputs.js';
import {
  assertNonEmptyString,
  assertPayload,
  isPositiveId,
  NOT_INITIALIZED,
  typeError,
} from '../core/errors.js';
import { CART_PARAMS, itemCount } from '../core/cart-model.js';
import { SvcCartEvents } from './events.js';
import type { CheckoutStore } from './checkout/checkout-store.js';
import type { ViewData } from './view-data.js';
import { UpdateQueue } from './update-queue.js';

/** The views a customization can mount (spec: "customization views"). */
export type CustomizationView =
  | 'pricing'
  | 'variant'
  | 'survey'
  | 'survey-flow'
  | 'bundle'
  | 'bundle-plan'
  | 'voucher'
  | 'subscription-replacement'
  | 'out-of-stock'
  | 'gift';

/**
 * The `configureItem` payload: exactly one of `productId`, `bundleId`, `surveyId`, plus add-payload
 * fields; or `{ bundleId, productId }`, a bundle with one of its plans chosen.
 */
export type ConfigureItemPayload = Partial<CartItemAddPayload> & {
  productId?: number;
  bundleId?: number;
  surveyId?: number;
};

export interface Customization {
  view: CustomizationView;
  payload: ConfigureItemPayload;
  /** What the view needs, loaded before it mounts. */
  product?: ParentProduct | Product;
  bundle?: Bundle;
  /** The server's refusal of the item as the page handed it over, for the view to show. */
  refusal?: Error;
}

export interface WidgetError {
  /** The method that failed: `addItem`, `configureItem`, `start`, … */
  source: string;
  error: Error;
  /** Present when trying again makes sense. */
  retry?: () => Promise<unknown>;
}

/** Prefill of the checkout for a guest (`setCustomerData` and the page's query). */
export interface CustomerData {
  email?: string;
  firstName?: string;
  lastName?: string;
  marketingConsent?: boolean;
  tosConsent?: boolean;
  externalId?: string;
}

export interface SvcCartState {
  languageCode: string;
  currencyCode: string;
}

/** Page inputs of a widget made without the bootstrap: no page to mount on, no plugins. */
const headless = (): PageInputs<SvcCart> => ({
  query: {} as PageInputs<SvcCart>['query'],
  path: () => '/',
  navigate: () => undefined,
  loadFont: () => undefined,
  views: {
    attach: () => () => undefined,
    loadView: () => Promise.resolve(),
    loadCheckout: () => Promise.resolve(),
  },
  plugins: { analytics: () => Promise.resolve(), debug: () => Promise.resolve() },
});

export class SvcCart {
  /** Full cart information; replaced on every update. */
  cart: Cart | undefined;
  /** Public shop information; refreshed in place by `loadShop`. */
  readonly shop: Partial<Shop> = {};
  readonly state: SvcCartState = { languageCode: 'en', currencyCode: '' };
  readonly events = new SvcCartEvents();
  /** The SDK instance (available once started). */
  sdk: SvcClient | undefined;

  /** Resolved page settings: config `settings` plus query switches. */
  settings: SvcCartSettings;
  /** Shop cart settings with `setSettings` overrides on top. */
  cartSettings: ShopCartSettings = {};
  /** The signed-in customer, when there is one. */
  customer: Customer | null = null;
  /** Checkout prefill for a guest. */
  customerData: CustomerData = {};
  /** What the page's query asked for at start. */
  readonly query: PageQuery;

  readonly #config: NormalizedConfig;
  readonly #queue = new UpdateQueue();
  readonly #listeners = new Set<() => void>();
  #urls: { checkoutUrl?: string; cartSummaryUrl?: string; disableUrls: string[] };
  #matcher: PathMatcher = () => false;
  #urlDisabled = false;
  /** False until the URL rules were compiled and checked once: unknown means not enabled. */
  #rulesChecked = false;
  #manuallyDisabled = false;
  #started: Promise<void> | undefined;
  #ready = false;
  #open = false;
  #view: string | null = 'summary';
  #customization: Customization | null = null;
  #settleCustomization: ((finalized: boolean) => void) | undefined;
  #giftQueued = false;
  #error: WidgetError | null = null;
  #pendingCoupon: string | null = null;
  #busy = new Set<string>();

  /**
   * Starts a widget without setting any global (manual start, `init: false`). Resolves with the
   * instance once `CART_READY` was emitted.
   */
  static async initialize(config: SvcCartConfig): Promise<SvcCart> {
    const cart = new SvcCart(config, SvcCart.pageInputs?.());
    cart.attach();
    await cart.whenUrlRulesReady();
    await cart.start();
    return cart;
  }

  /**
   * @internal Set by the bootstrap: the page inputs of a widget started with `initialize` (the
   * bootstrap hands them to the widgets it creates itself).
   */
  static pageInputs: (() => PageInputs<SvcCart>) | undefined;

  #detach: (() => void) | undefined;

  /** @internal Mounts the widget on the page (once). */
  attach(): void {
    this.#detach ??= this.#page.views.attach(this);
  }

  /** @internal Takes the widget off the page and stops listening to it (tests, hot reload). */
  destroy(): void {
    this.#detach?.();
    this.#detach = undefined;
    this.#destroyed = true;
    this.#open = false;
    this.#listeners.clear();
  }

  #destroyed = false;

  /** The global name of the automatic start (`globalName`, default `svcCart`). */
  get globalName(): string {
    return this.#config.globalName;
  }

  /** The resolved config, for the debug overlay: the API key cut to its first 4 characters, no access token. */
  get config(): NormalizedConfig {
    return { ...this.#config, apiKey: this.#config.apiKey?.slice(0, 4), accessToken: undefined };
  }

  readonly #page: PageInputs<SvcCart>;

  constructor(config: SvcCartConfig, page: PageInputs<SvcCart> = SvcCart.pageInputs?.() ?? headless()) {
    this.#config = normalizeConfig(config);
    this.#page = page;
    this.query = page.query;
    this.settings = {
      ...this.#config.settings,
      disableSummaryView: this.#config.settings.disableSummaryView || this.query.disableSummaryView,
      hideBundleItems: this.#config.settings.hideBundleItems || this.query.hideBundleItems,
    };
    this.state.languageCode = resolveLanguage(this.#config.languageCode, this.query.lang);
    this.#urls = {
      checkoutUrl: this.#config.checkoutUrl,
      cartSummaryUrl: this.#config.cartSummaryUrl,
      disableUrls: this.#config.disableUrls,
    };
    this.customerData = {
      email: this.query.email,
      firstName: this.query.firstName,
      lastName: this.query.lastName,
      marketingConsent: this.query.marketingConsent,
      tosConsent: this.query.tosConsent,
      externalId: this.query.customerExternalId,
    };
    if (this.query.coupon) this.#pendingCoupon = this.query.coupon;
    if (this.query.gift !== undefined) this.#giftQueued = true;
    this.#rulesReady = this.#recompileUrlRules();
    this.#loadAnalytics();
    // `?svcDebug=1`: the overlay is there before the start-up's requests, so it lists them.
    if (this.query.debug) this.#debugReady = this.debug().catch(() => undefined);
  }

  #rulesReady: Promise<void>;

  /** @internal Resolves once the URL rules are compiled and applied. */
  whenUrlRulesReady(): Promise<void> {
    return this.#rulesReady;
  }

  // ------------------------------------------------------------------ state for elements

  /** Whether the panel is open. */
  get isOpen(): boolean {
    return this.#open;
  }

  /** The view shown under any customization: `summary`, `checkout`, another name, or `null` (hidden). */
  get view(): string | null {
    return this.#view;
  }

  /** The mounted customization view, if any. */
  get customization(): Customization | null {
    return this.#customization;
  }

  /** The widget error shown by the error view, if any. */
  get error(): WidgetError | null {
    return this.#error;
  }

  /** Whether the widget is enabled (URL rules and `disable()`/`enable()`). */
  get enabled(): boolean {
    return this.#rulesChecked && !this.#manuallyDisabled && !this.#urlDisabled;
  }

  /** Whether start-up finished and `CART_READY` was emitted. */
  get ready(): boolean {
    return this.#ready;
  }

  /** The named actions in flight (`addItem`, `applyCoupon`, `updateItem:<id>`, …). */
  get busy(): ReadonlySet<string> {
    return this.#busy;
  }

  /** The checkout and summary URLs in force. */
  get urls(): { checkoutUrl?: string; cartSummaryUrl?: string; disableUrls: readonly string[] } {
    return this.#urls;
  }

  /** The number of active items: the sum of the lines' quantities. */
  get itemCount(): number {
    return itemCount(this.cart);
  }

  /** Subscribes to every state change; returns the unsubscribe function. For elements. */
  subscribe(listener: () => void): () => void {
    if (typeof listener !== 'function') throw typeError('subscribe', 'listener', 'a function', listener);
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #changed(): void {
    for (const listener of [...this.#listeners]) listener();
  }

  // ------------------------------------------------------------------ start-up

  /**
   * The one-time start-up: SDK, shop, sign-in and cart in one round trip, then the page query.
   * Runs at once when enabled; a widget that first mounted disabled runs it on `enable()`.
   */
  start(): Promise<void> {
    this.#startHeld = false;
    if (!this.#rulesChecked) return this.#rulesReady.then(() => this.start());
    if (!this.enabled) return Promise.resolve();
    this.#started ??= this.#queue.run(() => this.#startUp());
    return this.#started;
  }

  /** Set by `holdStart`: compiled URL rules do not start the widget by themselves. */
  #startHeld = false;
  /** `CART_READY` was emitted (with the cart or an error): it is not emitted again. */
  #readyEmitted = false;

  /**
   * @internal The bootstrap's start-up requests come a task after the mount: until `start()`, the
   * URL rules do not start the widget, but a method that needs the cart starts it at once.
   */
  holdStart(): void {
    this.#startHeld = true;
  }

  async #startUp(): Promise<void> {
    try {
      await this.#debugReady;
      const sdk = await this.#connect();
      // The SDK's own handling of the answers (cookies among it) and ours (state, theme, events
      // and the page's CART_READY listeners) in separate tasks: neither is long on a slow device.
      await new Promise((resolve) => setTimeout(resolve));
      this.sdk = sdk;
      Object.assign(this.shop, this.#shopData(sdk));
      this.cartSettings = { ...(sdk.shop.settings?.cart ?? {}) };
      this.cart = this.#cartData(sdk);
      // The start-up load has no expand: a stored cart with a box is read again with its items' products.
      if (this.cart.items.some((item) => item.bundle?.items?.some((bundleItem) => !bundleItem.product)))
        this.cart = await sdk.cart.load(undefined, CART_PARAMS);
      this.state.currencyCode = this.cart.currencyCode ?? '';
      this.#applyLanguage(this.state.languageCode);
      this.customer = sdk.auth.customer;
      void this.#storeExternalId();
      // A task later: the font only shows in the drawer and the button, and starting its stylesheet
      // is work of its own for a slow device.
      const font = this.cartSettings.fontStyle;
      if (font) setTimeout(() => this.#page.loadFont(font));
      if (this.query.referralId !== undefined) {
        // An unknown referrer must not stop the widget: the referral is dropped.
        try {
          this.cart = await sdk.cart.update({ referralId: this.query.referralId }, CART_PARAMS);
        } catch (error) {
          console.warn('Cart Widget: the referral from the r parameter was not recorded', error);
        }
      }
      this.#ready = true;
      // A start-up that failed before is over: its error view goes.
      this.#error = null;
      this.#changed();
      // CART_READY fires once (spec): a retry that succeeds after a failed start reports the cart
      // as an update.
      if (this.#readyEmitted) this.events.emit('CART_UPDATED', null, this.cart, 'start');
      else this.events.emit('CART_READY', null, this.cart);
      this.#readyEmitted = true;
      if (this.#config.checkoutOnly) void this.#startCheckoutOnly();
      // Back from a payment gateway's redirect: the checkout reopens where the shopper was.
      else if (this.query.setupIntent && this.customer) this.open('checkout');
      else if (this.#giftQueued && !this.#customization) this.#mountGift();
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      // Not started after all: "Try again", or the next call that needs the cart, starts again.
      this.#started = undefined;
      this.#startHeld = true;
      this.#error = { source: 'start', error: failure, retry: () => this.start() };
      this.#changed();
      if (!this.#readyEmitted) this.events.emit('CART_READY', failure, undefined);
      this.#readyEmitted = true;
      throw failure;
    }
  }

  async #connect(): Promise<SvcClient> {
    const config = this.#config;
    if (!config.sdkClient) {
      return init({
        apiKey: config.apiKey!,
        apiUrl: config.apiUrl,
        lang: this.state.languageCode,
        cartId: config.cartId,
        accessToken: config.accessToken,
        loadCart: true,
      });
    }
    const sdk = config.sdkClient;
    const cartId = config.cartId || sdk.cart.id || readCookie(CART_ID_COOKIE) || undefined;
    const [shop, , cart] = await Promise.allSettled([
      sdk.shop.languages ? Promise.resolve() : sdk.shop.load(),
      // A configured token is checked on the given client too (written to the cookie when valid).
      config.accessToken ? sdk.auth.checkAuthenticated(config.accessToken) : Promise.resolve(),
      sdk.cart.id === cartId && cartId
        ? Promise.resolve()
        : cartId
          ? sdk.cart.load(cartId)
          : sdk.cart.create(),
    ]);
    if (shop.status === 'rejected') throw shop.reason;
    if (cart.status === 'rejected') await sdk.cart.create();
    writeCookie(CART_ID_COOKIE, sdk.cart.id!);
    return sdk;
  }

  #shopData(sdk: SvcClient): Partial<Shop> {
    const { load: _load, ...data } = sdk.shop as unknown as Record<string, unknown>;
    return data as Partial<Shop>;
  }

  #cartData(sdk: SvcClient): Cart {
    const data: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(sdk.cart)) if (typeof value !== 'function') data[key] = value;
    return data as unknown as Cart;
  }

  async #startCheckoutOnly(): Promise<void> {
    const payload = (window as { svcCheckout?: { payload?: unknown } }).svcCheckout?.payload;
    if (payload) await this.configureItem(payload as ConfigureItemPayload).catch(() => undefined);
    this.open('checkout');
  }

  // ------------------------------------------------------------------ visibility

  /**
   * Opens the widget. `'summary'` (default) or `true` show the summary; `'checkout'` the checkout
   * (or leaves for `checkoutUrl` / the hosted checkout); another string opens without changing the
   * view; `false` opens with the summary hidden. Every string unmounts the customization view.
   * Nothing happens when already open.
   */
  open(view?: string | boolean): void {
    if (view !== undefined && typeof view !== 'string' && typeof view !== 'boolean') {
      throw typeError('open', 'view', "'summary', 'checkout', another view name or a boolean", view);
    }
    if (!this.enabled || this.#open) return;
    const target =
      view === undefined || view === true
        ? this.settings.disableSummaryView
          ? 'checkout'
          : 'summary'
        : view;
    if (target === 'checkout' && this.#leaveForCheckout()) return;
    if (target === 'summary' && this.#leaveForSummary()) return;
    if (typeof view === 'string') this.#unmountCustomization(false);
    if (target === false) this.#view = null;
    else if (target === 'summary' || target === 'checkout') this.#view = target;
    this.#open = true;
    this.#changed();
    this.events.emit('CART_OPEN', null);
  }

  /** Closes the widget: hides the summary, unmounts the customization view, clears the widget error. */
  close(): void {
    if (!this.#open) return;
    this.#open = false;
    this.#unmountCustomization(false);
    this.#error = null;
    this.#changed();
    this.events.emit('CART_CLOSE', null);
  }

  /** Opens on the summary when closed, closes when open. */
  toggle(): void {
    if (this.#open) this.close();
    else this.open('summary');
  }

  /** @internal For elements: switch the open panel to the checkout (or leave for it). */
  showCheckout(): void {
    if (this.#leaveForCheckout()) return;
    this.#unmountCustomization(false);
    this.#view = 'checkout';
    this.#changed();
  }

  /** Whether this is the standalone checkout (`checkoutOnly`): full screen, nothing but the checkout. */
  get checkoutOnly(): boolean {
    return this.#config.checkoutOnly;
  }

  /**
   * @internal The cart changes of lazily loaded code (the checkout's sign-in, address, offers and
   * purchase; `configureItem`'s add of an item that needs no view): queued, `CART_UPDATED`.
   */
  changeCart(busyKey: string, change: (sdk: SvcClient) => Promise<Cart>): Promise<Cart> {
    return this.#mutate(busyKey, change);
  }

  /** @internal Tells the elements that the checkout changed shared state (`customer`, `customerData`). */
  notify(): void {
    this.#changed();
  }

  /** @internal For elements: back to the summary from checkout or the error view. */
  showSummary(): void {
    this.#error = null;
    this.#unmountCustomization(false);
    this.#view = 'summary';
    this.#changed();
  }

  /** Whether the shop allows the embedded checkout (limits `checkoutWidget` and `embedCheckout`). */
  get embeddedCheckoutAllowed(): boolean {
    const limits = this.shop.limits ?? [];
    const on = (name: string) => limits.some((limit) => limit.name === name && limit.value !== false);
    return on('checkoutWidget') && on('embedCheckout');
  }

  #leaveForCheckout(): boolean {
    const cartId = this.cart?.id;
    if (this.#urls.checkoutUrl) {
      if (cartId) this.#page.navigate(urlWithCartId(this.#urls.checkoutUrl, cartId));
      return true;
    }
    if (this.#ready && !this.embeddedCheckoutAllowed) {
      const hosted = (this.shop.checkoutUrl as string | undefined) ?? '';
      if (hosted && cartId) this.#page.navigate(urlWithCartId(hosted, cartId));
      return true;
    }
    return false;
  }

  #leaveForSummary(): boolean {
    if (!this.#urls.cartSummaryUrl) return false;
    if (this.cart?.id) this.#page.navigate(urlWithCartId(this.#urls.cartSummaryUrl, this.cart.id));
    return true;
  }

  // ------------------------------------------------------------------ enablement and URL rules

  /** Turns the widget off on top of the URL rules: no panel, no cart button, no checkout. */
  disable(): void {
    this.#manuallyDisabled = true;
    this.#applyEnablement();
  }

  /** Lifts `disable()`; enabled when the current URL matches no disable pattern. */
  enable(): void {
    this.#manuallyDisabled = false;
    this.#applyEnablement();
  }

  /** Merges `checkoutUrl`, `cartSummaryUrl`, `disableUrls` over the current values and rechecks the URL. */
  configure(config: Pick<SvcCartConfig, 'checkoutUrl' | 'cartSummaryUrl' | 'disableUrls'>): void {
    assertPayload('configure', config);
    const next = { ...this.#urls };
    for (const field of ['checkoutUrl', 'cartSummaryUrl'] as const) {
      const value = config[field];
      if (value === undefined) continue;
      if (typeof value !== 'string') throw typeError('configure', field, 'a string', value);
      next[field] = value || undefined;
    }
    if (config.disableUrls !== undefined)
      next.disableUrls = normalizeUrlList('configure', 'disableUrls', config.disableUrls);
    this.#urls = next;
    this.#rulesReady = this.#recompileUrlRules();
  }

  /** @internal Re-applies the URL rules to the current path (route changes call it). */
  checkUrl(): void {
    this.#urlDisabled = this.#matcher(this.#page.path());
    this.#applyEnablement();
  }

  /** The disable list in force: as configured, or by default the checkout and summary URLs. */
  get disableList(): string[] {
    if (this.#urls.disableUrls.length) return [...this.#urls.disableUrls];
    return [this.#urls.checkoutUrl, this.#urls.cartSummaryUrl]
      .filter((url): url is string => Boolean(url))
      .map(urlWithoutCartId);
  }

  async #recompileUrlRules(): Promise<void> {
    this.#matcher = await compileUrlRules(this.disableList);
    this.#rulesChecked = true;
    this.checkUrl();
  }

  #applyEnablement(): void {
    if (this.#destroyed) return;
    if (!this.enabled && this.#open) this.close();
    this.#changed();
    if (this.enabled && !this.#started && !this.#startHeld) void this.start().catch(() => undefined);
  }

  // ------------------------------------------------------------------ the cart pipeline

  /**
   * Runs a cart change in the queue, after every earlier one: a purchased cart is first replaced
   * by a new one (`CART_RESET`), then the change is applied and `CART_UPDATED` emitted.
   */
  #mutate(busyKey: string, change: (sdk: SvcClient) => Promise<Cart>): Promise<Cart> {
    if (!this.#started && !this.cart) return this.#afterStartQueued(() => this.#mutate(busyKey, change));
    this.#setBusy(busyKey, true);
    return this.#queue
      .run(async () => {
        const sdk = this.sdk;
        if (!sdk || !this.cart) throw new Error(NOT_INITIALIZED);
        if (this.cart.status === 'purchased') await this.#replacePurchasedCart(sdk);
        let cart: Cart;
        try {
          cart = await change(sdk);
        } catch (error) {
          if ((error as { code?: unknown }).code !== 'cart_purchased') throw error;
          // Bought since the widget last read it (another tab, the checkout, the SDK directly).
          await this.#replacePurchasedCart(sdk);
          cart = await change(sdk);
        }
        this.cart = cart;
        if (cart.currencyCode) this.state.currencyCode = cart.currencyCode;
        this.#changed();
        this.events.emit('CART_UPDATED', null, cart, busyKey.split(':')[0]);
        return cart;
      })
      .finally(() => this.#setBusy(busyKey, false));
  }

  /**
   * For calls made before start-up was queued (right after `svc-cart-initialized`): an enabled
   * widget starts once its URL rules are compiled, so `task` waits for that and then joins the queue
   * behind the start-up, in call order. A widget that never started (disabled) has no cart:
   * `The cart is not initialized`.
   */
  #afterStartQueued<T>(task: () => Promise<T>): Promise<T> {
    return this.#rulesReady
      .catch(() => undefined)
      .then(() => {
        if (!this.#started && this.#startHeld && this.enabled) void this.start().catch(() => undefined);
        if (!this.#started && !this.cart) throw new Error(NOT_INITIALIZED);
        return task();
      });
  }

  /** Starts the widget for a method that needs it, but never before the URL rules said it may. */
  async #startWhenAllowed(): Promise<void> {
    await this.#rulesReady.catch(() => undefined);
    await this.start();
  }

  /** A purchased cart is kept until the next change; then a new one in the same currency, `CART_RESET`. */
  async #replacePurchasedCart(sdk: SvcClient): Promise<void> {
    this.cart = await sdk.cart.create({ currencyCode: this.state.currencyCode || undefined }, CART_PARAMS);
    writeCookie(CART_ID_COOKIE, this.cart.id);
    this.#changed();
    this.events.emit('CART_RESET', null, this.cart);
  }

  #setBusy(key: string, on: boolean): void {
    if (on) this.#busy.add(key);
    else this.#busy.delete(key);
    this.#changed();
  }

  /** Updates the cart (coupon, currency, gift info, referral, addresses, shipping). Queued in call order. */
  async updateCart(payload: Partial<CartUpdatePayload>): Promise<Cart> {
    assertPayload('updateCart', payload);
    return this.#mutate('updateCart', (sdk) => sdk.cart.update(payload, CART_PARAMS));
  }

  /**
   * Adds a finalized item (a variant or plan `productId`, with required survey answers). On failure
   * the widget shows its error view and the promise rejects.
   */
  async addItem(payload: CartItemAddPayload): Promise<Cart> {
    assertPayload('addItem', payload);
    if (!isPositiveId(payload.productId))
      throw typeError('addItem', 'payload.productId', 'a variant or plan ID', payload.productId);
    return this.#mutate('addItem', (sdk) => sdk.cart.addItem(payload, CART_PARAMS)).catch((error: Error) => {
      this.#showError('addItem', error, () => this.addItem(payload));
      throw error;
    });
  }

  /** Changes a line's quantity or survey answers; `cartItemId` from `svcCart.cart.items[].id`. */
  async updateItem(cartItemId: string, payload: CartItemUpdatePayload): Promise<Cart> {
    assertNonEmptyString('updateItem', 'cartItemId', cartItemId);
    assertPayload('updateItem', payload);
    return this.#mutate(`updateItem:${cartItemId}`, (sdk) =>
      sdk.cart.updateItem(cartItemId, payload, CART_PARAMS),
    );
  }

  async removeItem(cartItemId: string): Promise<Cart> {
    assertNonEmptyString('removeItem', 'cartItemId', cartItemId);
    return this.#mutate(`removeItem:${cartItemId}`, (sdk) => sdk.cart.removeItem(cartItemId, CART_PARAMS));
  }

  /** `updateCart({ couponCode })`; rejects when the code is invalid or does not fit the cart. */
  async applyCoupon(couponCode: string): Promise<Cart> {
    assertNonEmptyString('applyCoupon', 'couponCode', couponCode);
    return this.#mutate('applyCoupon', (sdk) =>
      sdk.cart.update({ couponCode: couponCode.trim() }, CART_PARAMS),
    );
  }

  removeCoupon(): Promise<Cart> {
    return this.#mutate('removeCoupon', (sdk) => sdk.cart.update({ couponCode: null }, CART_PARAMS));
  }

  async applyGiftCard(giftCardCode: string): Promise<Cart> {
    assertNonEmptyString('applyGiftCard', 'giftCardCode', giftCardCode);
    return this.#mutate('applyGiftCard', (sdk) =>
      sdk.cart.update({ giftCardCode: giftCardCode.trim() }, CART_PARAMS),
    );
  }

  removeGiftCard(): Promise<Cart> {
    return this.#mutate('removeGiftCard', (sdk) => sdk.cart.update({ giftCardCode: null }, CART_PARAMS));
  }

  /**
   * Holds a coupon to apply at the next render of the summary or checkout. Dropped after one
   * attempt, skipped when the cart has it already; failures are silent.
   */
  setPendingCoupon(couponCode: string): void {
    assertNonEmptyString('setPendingCoupon', 'couponCode', couponCode);
    this.#pendingCoupon = couponCode.trim();
  }

  /** @internal Elements call this when the summary or checkout renders. */
  viewRendered(): void {
    const code = this.#pendingCoupon;
    if (!code || !this.cart) return;
    this.#pendingCoupon = null;
    if (this.cart.coupon?.code?.toUpperCase() === code.toUpperCase()) return;
    this.applyCoupon(code).catch(() => undefined);
  }

  /** Re-prices the cart's lines and later SDK loads in `currencyCode`; emits `CART_UPDATED`. */
  async setCurrency(currencyCode: string): Promise<Cart> {
    if (typeof currencyCode !== 'string' || currencyCode.trim() === '') {
      throw new Error('Cart Widget:setCurrency currency code is required');
    }
    const code = currencyCode.trim().toUpperCase();
    return this.#mutate('setCurrency', async (sdk) => {
      const cart = await sdk.cart.update({ currencyCode: code }, CART_PARAMS);
      sdk.setCurrency(code);
      this.state.currencyCode = code;
      return cart;
    });
  }

  /** Sets the widget language: the code if the shop has it, else the shop's default, else `en`. No event. */
  setLanguage(langCode: string): void {
    if (typeof langCode !== 'string' || langCode.trim() === '') {
      throw new Error('Cart Widget:setLanguage Language code is required');
    }
    this.#applyLanguage(langCode.trim().slice(0, 2).toLowerCase());
    this.#changed();
  }

  #applyLanguage(wanted: string): void {
    const languages = this.shop.languages;
    // Before the shop is known the wish is kept; start-up applies it against the shop's list.
    if (!languages) {
      this.state.languageCode = wanted;
      return;
    }
    const codes = languages.map((language) => language.code);
    const code = codes.includes(wanted)
      ? wanted
      : (languages.find((l) => l.default)?.code ?? codes[0] ?? 'en');
    this.state.languageCode = code;
    if (this.sdk && codes.includes(code)) this.sdk.setLanguage(code);
  }

  /** A new, empty cart in the same currency; `CART_UPDATED` then `CART_RESET`. */
  resetCart(): Promise<Cart> {
    if (!this.#started && !this.cart) return this.#afterStartQueued(() => this.resetCart());
    return this.#queue.run(async () => {
      const sdk = this.sdk;
      if (!sdk) throw new Error(NOT_INITIALIZED);
      const cart = await sdk.cart.create({ currencyCode: this.state.currencyCode || undefined }, CART_PARAMS);
      this.cart = cart;
      writeCookie(CART_ID_COOKIE, cart.id);
      this.#unmountCustomization(false);
      this.#changed();
      this.events.emit('CART_UPDATED', null, cart, 'resetCart');
      this.events.emit('CART_RESET', null, cart);
      return cart;
    });
  }

  /**
   * Shop information: refreshes `svcCart.shop` in place from the SDK's shop, and calls the API only
   * when the SDK has no shop loaded.
   */
  async loadShop(): Promise<Partial<Shop>> {
    const sdk = this.sdk;
    if (!sdk) throw new Error(NOT_INITIALIZED);
    if (!sdk.shop.languages) await sdk.shop.load();
    Object.assign(this.shop, this.#shopData(sdk));
    this.#changed();
    return this.shop;
  }

  /**
   * Runtime override of the shop's cart settings; omitted keys keep their values; loads the named
   * web font; nothing is stored. Its code loads on the first call (`./runtime-settings.ts`).
   */
  setSettings(settings: Partial<ShopCartSettings>): Promise<void> {
    return import('./runtime-settings.js').then((runtime) => runtime.setSettings(this, settings));
  }

  /** @internal Page-integration settings at run time (the query switches keep their effect). */
  setPageSettings(settings: Partial<SvcCartSettings>): void {
    this.settings = normalizeSettings('setPageSettings', settings, this.settings);
    this.#loadAnalytics();
    this.#changed();
  }

  // ------------------------------------------------------------------ analytics and debugging

  /** The shopper's analytics consent given by `setAnalyticsConsent`; beats the page's consent signal. */
  analyticsConsent: boolean | undefined;

  /**
   * Beyond the spec (docs/analytics.md): grants (`true`) or withdraws (`false`) consent for the
   * analytics events of `settings.analytics`. Until then the page's consent signal decides.
   */
  setAnalyticsConsent(granted: boolean): void {
    if (typeof granted !== 'boolean')
      throw typeError('setAnalyticsConsent', 'granted', 'true or false', granted);
    this.analyticsConsent = granted;
  }

  #analyticsLoaded = false;

  /** The analytics bridge, a lazy chunk, once `settings.analytics` is on. */
  #loadAnalytics(): void {
    if (!this.settings.analytics || this.#analyticsLoaded) return;
    this.#analyticsLoaded = true;
    this.#page.plugins.analytics(this).then(
      () => undefined,
      (error: unknown) => console.error('Cart Widget: the analytics code could not be loaded', error),
    );
  }

  #debugLoaded = false;
  #debugReady: Promise<void> | undefined;

  /**
   * Beyond the spec (docs/debugging.md): shows (`true`, the default) or removes (`false`) the debug
   * overlay. Its code loads on the first `true`, never before.
   */
  debug(on: boolean = true): Promise<void> {
    if (typeof on !== 'boolean') throw typeError('debug', 'on', 'true or false', on);
    if (!on && !this.#debugLoaded) return Promise.resolve();
    this.#debugLoaded = true;
    return this.#page.plugins.debug(this, on);
  }

  // ------------------------------------------------------------------ customization

  /**
   * Finishes an item in the view it needs and adds it. Resolves `{ finalized }` when that view
   * closes: `true` when the item landed in the cart. Opens the widget unless the shop's
   * `afterItemAdded` is `close`.
   */
  async configureItem(payload: ConfigureItemPayload): Promise<{ finalized: boolean }> {
    assertPayload('configureItem', payload);
    const keys = (['productId', 'bundleId', 'surveyId'] as const).filter((key) => payload[key] !== undefined);
    // The real service's widget also takes a bundle with its plan chosen.
    if (keys.length !== 1 && keys.join() !== 'productId,bundleId') {
      throw new TypeError(
        'Cart Widget:configureItem payload needs exactly one of productId, bundleId or surveyId',
      );
    }
    for (const key of keys)
      if (!isPositiveId(payload[key]))
        throw typeError('configureItem', `payload.${key}`, 'a positive whole number', payload[key]);
    await this.#startWhenAllowed();
    if (!this.cart) throw new Error(NOT_INITIALIZED);
    this.#setBusy('configureItem', true);
    let customization: Customization | null;
    try {
      const { chooseView } = await import('./choose-view.js');
      // A copy: choosing fills in the leaf ID and quantity, the caller's object stays as it was.
      customization = await chooseView(this, { ...payload });
    } catch (error) {
      this.#setBusy('configureItem', false);
      // A payload that does not fit what it names (a plan not of that bundle) is the caller's
      // mistake, refused like any bad argument: the shopper is shown nothing. Other type errors (a
      // chunk that did not load) are failures like any other.
      if (!(error instanceof TypeError && error.message.startsWith('Cart Widget:')))
        this.#showError('configureItem', error as Error, () => this.configureItem(payload));
      throw error;
    }
    this.#setBusy('configureItem', false);
    // None: chooseView added the item as it was.
    if (!customization) {
      this.#afterAdded();
      return { finalized: true };
    }
    return this.#mount(customization);
  }

  #openAfterAdding(): boolean {
    return this.cartSettings.afterItemAdded !== 'close';
  }

  /** Where the shop's `afterItemAdded` sends the shopper once an item landed. */
  #afterAdded(): void {
    // The standalone checkout (`checkoutOnly`) shows nothing but the checkout.
    if (this.#config.checkoutOnly || this.cartSettings.afterItemAdded === 'checkout') {
      if (this.#open) this.showCheckout();
      else this.open('checkout');
    } else if (this.#openAfterAdding()) {
      if (this.#open) this.showSummary();
      else this.open('summary');
    } else if (this.#open && this.#view === null) {
      // 'close': the widget stays as it is, but never as an empty panel.
      this.#view = 'summary';
      this.#changed();
    }
  }

  #mount(customization: Customization): Promise<{ finalized: boolean }> {
    this.#unmountCustomization(false);
    this.#error = null;
    this.#customization = customization;
    const done = new Promise<{ finalized: boolean }>((resolve) => {
      this.#settleCustomization = (finalized) => resolve({ finalized });
    });
    if (this.#openAfterAdding() && !this.#open) this.open(false);
    this.#changed();
    this.events.emit('ITEM_SELECTED', null, customization);
    return done;
  }

  /**
   * @internal A customization view finished: adds its item (none for the gift view), closes the
   * view with `finalized: true` and goes where `afterItemAdded` says. A failed add rejects and
   * keeps the view, which shows the error next to what caused it (no error view).
   */
  async completeCustomization(payload: CartItemAddPayload | null): Promise<void> {
    const customization = this.#customization;
    if (payload) {
      const { bundleId: _bundleId, surveyId: _surveyId, ...add } = payload as ConfigureItemPayload;
      await this.#mutate('addItem', (sdk) => sdk.cart.addItem(add as CartItemAddPayload, CART_PARAMS));
    }
    // Settle the view that finished first: switching views afterwards must not report it unfinished.
    if (this.#customization === customization) this.#unmountCustomization(true);
    this.#afterAdded();
    this.#changed();
  }

  /** @internal A view hands over to the next one (a plan chosen, now its survey); same promise. */
  showCustomization(customization: Customization): void {
    this.#customization = customization;
    this.#changed();
  }

  /** @internal The shopper closed the customization view without adding. */
  dismissCustomization(): void {
    this.#unmountCustomization(false);
    if (this.#open && this.#view === null) this.#view = 'summary';
    this.#changed();
  }

  #unmountCustomization(finalized: boolean): void {
    if (!this.#customization) return;
    const settle = this.#settleCustomization;
    this.#customization = null;
    this.#settleCustomization = undefined;
    settle?.(finalized);
    if (this.#giftQueued) queueMicrotask(() => this.#mountGift());
  }

  /**
   * Mounts the gift view now (`mount: true`) or once the current customization view closes
   * (`false`). Does not open the widget. Payloads are not supported yet.
   */
  configureGift(payload: null, mount: boolean): void {
    if (payload !== null) console.warn('Payload is not supported yet in the configureGift method.');
    if (typeof mount !== 'boolean') throw typeError('configureGift', 'mount', 'true or false', mount);
    if (mount || !this.#customization) {
      this.#giftQueued = false;
      this.#mountGift();
    } else this.#giftQueued = true;
  }

  #mountGift(): void {
    this.#giftQueued = false;
    if (this.#customization?.view === 'gift') return;
    const previous = this.#settleCustomization;
    this.#customization = { view: 'gift', payload: {} };
    this.#settleCustomization = undefined;
    previous?.(false);
    this.#changed();
  }

  // ------------------------------------------------------------------ errors

  #showError(source: string, error: Error, retry?: () => Promise<unknown>): void {
    this.#error = { source, error, retry };
    if (!this.#open) this.open(false);
    this.#changed();
  }

  /** @internal An element reports a failure of its own (a view whose code could not be fetched). */
  reportError(source: string, error: Error, retry?: () => Promise<unknown>): void {
    this.#showError(source, error, retry);
  }

  /** @internal The error view's retry button. */
  async retry(): Promise<void> {
    const retry = this.#error?.retry;
    this.#error = null;
    // Never an empty panel: the error view may have opened it with the summary hidden.
    if (this.#open && this.#view === null && !this.#customization) this.#view = 'summary';
    this.#changed();
    if (retry) await retry();
  }

  // ------------------------------------------------------------------ data of lazily loaded UI

  #viewData: Promise<ViewData> | undefined;

  /**
   * @internal The customization views' data (bundles, surveys, gifting dates, stock alerts): a
   * chunk of its own, asked for as soon as a view is chosen so it loads beside the view's code.
   */
  viewData(): Promise<ViewData> {
    this.#viewData ??= import('./view-data.js').then(
      (module) => module.viewData(this),
      (error: unknown) => {
        this.#viewData = undefined;
        throw error;
      },
    );
    return this.#viewData;
  }

  #checkout: typeof import('./checkout/checkout-store.js') | undefined;
  #checkoutLoading: Promise<CheckoutStore> | undefined;

  /**
   * @internal The checkout's data work (its store, the steps' API calls, the purchase): a chunk of
   * its own, loaded beside the checkout's elements. Resolves with the store of the current cart.
   */
  loadCheckout(): Promise<CheckoutStore> {
    if (this.#checkout) return Promise.resolve(this.#checkout.checkoutStore(this));
    this.#checkoutLoading ??= import('./checkout/checkout-store.js').then(
      (module) => {
        this.#checkout = module;
        this.#changed();
        return module.checkoutStore(this);
      },
      (error: unknown) => {
        this.#checkoutLoading = undefined;
        throw error;
      },
    );
    return this.#checkoutLoading;
  }

  /** @internal The checkout's store of the current cart, once `loadCheckout()` has loaded its code. */
  get checkout(): CheckoutStore | undefined {
    return this.cart ? this.#checkout?.checkoutStore(this) : undefined;
  }

  /** @internal Leaves the page for `url` (web addresses only), as the page's navigation does. */
  navigate(url: string): void {
    this.#page.navigate(url);
  }

  /** @internal Loads the code of the customization views' router and, with a name, of that view. */
  loadView(view?: string): Promise<unknown> {
    return this.#page.views.loadView(view);
  }

  /**
   * @internal Fetches the code a click will need before it comes (the page's prefetch on intent):
   * the view choice and the views' router for a product link, the checkout for the toggle. Code
   * only, no API request.
   */
  prefetch(what: 'customization' | 'checkout'): void {
    const loads =
      what === 'checkout'
        ? [this.#page.views.loadCheckout(), this.loadCheckout()]
        : [import('./choose-view.js'), this.#page.views.loadView()];
    for (const load of loads) load.catch(() => undefined);
  }

  /** @internal Loads the font of the shop's `fontStyle` on the page. */
  loadFont(family: string): void {
    this.#page.loadFont(family);
  }

  // ------------------------------------------------------------------ customers

  /** Prefills the checkout for a guest; no effect when a customer is signed in. */
  setCustomerData(data: { email: string; marketingConsent?: boolean; tosConsent?: boolean }): void {
    assertPayload('setCustomerData', data);
    assertNonEmptyString('setCustomerData', 'email', data.email);
    for (const field of ['marketingConsent', 'tosConsent'] as const) {
      if (data[field] !== undefined && typeof data[field] !== 'boolean')
        throw typeError('setCustomerData', field, 'true or false', data[field]);
    }
    if (this.sdk?.auth.isAuthenticated) return;
    this.customerData = { ...this.customerData, ...data };
    this.#changed();
  }

  /**
   * Signs a customer in with a token (default: the cookie). The token is checked first; a token
   * that fails is cleared and the promise rejects. On success the customer is loaded and `SIGN_IN`
   * emitted with `{ customer }`.
   */
  async authenticate(accessToken?: string): Promise<void> {
    if (accessToken !== undefined && typeof accessToken !== 'string') {
      throw typeError('authenticate', 'accessToken', 'a string', accessToken);
    }
    await this.#startWhenAllowed();
    const sdk = this.sdk;
    if (!sdk) throw new Error(NOT_INITIALIZED);
    const { signIn } = await import('./account.js');
    await signIn(this, sdk, accessToken, () => this.#changed());
  }

  /**
   * The page's `customerExternalId` goes on the signed-in customer's profile (once per sign-in);
   * for a guest it waits in `customerData` for the checkout's sign-in or registration.
   */
  async #storeExternalId(): Promise<void> {
    const sdk = this.sdk;
    if (!this.customerData.externalId || !sdk?.auth.isAuthenticated) return;
    const { storeExternalId } = await import('./account.js');
    await storeExternalId(this, sdk, () => this.#changed());
  }

  /** Signs out on this page: sign-in state and cookie cleared, `SIGN_OUT` emitted, the cart stays. */
  async signOut(): Promise<void> {
    this.sdk?.auth.logout();
    const customer = this.customer;
    this.customer = null;
    this.#changed();
    this.events.emit('SIGN_OUT', null, { customer });
  }

  /**
   * Re-reads the cart and sign-in state. With a cart ID the widget points at that cart and writes
   * `svc_cart_id` for 365 days. A failed token check is ignored. Emits `CART_UPDATED`.
   */
  async reload(cartId?: string): Promise<void> {
    if (cartId !== undefined) assertNonEmptyString('reload', 'cartId', cartId);
    if (!this.#started && !this.cart) return this.#afterStartQueued(() => this.reload(cartId));
    // The code loads on the first call, in the queue's turn (./reload.ts).
    return this.#queue.run(() =>
      import('./reload.js').then((loaded) => loaded.reload(this, cartId, CART_PARAMS)),
    );
  }
}
