/**
 * `SvcCart`: the widget's controller and public API, a thin front over its parts (docs/architecture.md):
 * each method delegates to one. The controller is the only code that calls the SDK at run time; what
 * it needs of the page comes through the constructor.
 */
import type { PortalData } from './portal/portal-types.js';
import type { StorefrontData } from './storefront/storefront-types.js';
import type {
  Cart,
  CartItemAddPayload,
  CartItemUpdatePayload,
  CartUpdatePayload,
  Customer,
  Shop,
  ShopCartSettings,
  SvcClient,
} from '@svc/sdk';
import { itemCount } from '../core/cart-model.js';
import { normalizeConfig, resolveLanguage } from '../core/config.js';
import type { NormalizedConfig, SvcCartConfig, SvcCartSettings } from '../core/config.js';
import { assertNonEmptyString, typeError } from '../core/errors.js';
import type { PageInputs } from '../core/page-inputs.js';
import { customerPrefill, withQuerySwitches, type PageQuery } from '../core/page-query.js';
import type { CartOperations } from './cart-operations.js';
import { setLanguage } from './start-up.js';
import { buildParts, type Parts } from './parts.js';
import type { CheckoutStore } from './checkout/checkout-store.js';
import { SvcCartEvents } from './events.js';
import type {
  ConfigureItemPayload,
  Customization,
  CustomerData,
  SvcCartState,
  ViewData,
  WidgetError,
} from './types.js';
import type { Catalog, Widget } from './widget.js';
import { WidgetState } from './widget-state.js';

export type * from './types.js';

/**
 * The widget's controller (`window.svcCart`). It is the `Widget` its parts are built with, which
 * the compiler checks where it hands itself to them (`new Visibility(this, …)`); the class does not
 * declare `implements Widget`, because that interface includes the members marked internal that the
 * published types leave out (scripts/types.mjs).
 */
export class SvcCart {
  /**
   * @internal Set by the bootstrap (which every build of the widget runs): the page inputs of a
   * widget made without them, such as one started with `initialize`.
   */
  static pageInputs: () => PageInputs<Widget>;

  /** Public shop information; refreshed in place by `loadShop`. */
  readonly shop: Partial<Shop> = {};
  readonly state: SvcCartState = { languageCode: 'en', currencyCode: '' };
  readonly events = new SvcCartEvents();
  /** What the page's query asked for at start. */
  readonly query: PageQuery;

  readonly #config: NormalizedConfig;
  readonly #page: PageInputs<Widget>;
  readonly #state: WidgetState;
  readonly #parts: Parts;
  #detach: (() => void) | undefined;

  constructor(config: SvcCartConfig, page: PageInputs<Widget> = SvcCart.pageInputs()) {
    const query = page.query;
    this.#config = normalizeConfig(config);
    this.#page = page;
    this.query = query;
    this.#state = new WidgetState(withQuerySwitches(this.#config.settings, query), customerPrefill(query));
    this.state.languageCode = resolveLanguage(this.#config.languageCode, query.lang);
    if (query.coupon) this.#state.pendingCoupon = query.coupon;
    if (query.gift !== undefined) this.#state.giftQueued = true;
    this.#parts = buildParts(this, this.#state, page, this.#config);
    this.#parts.lazy.loadAnalytics();
    // `?svcDebug=1`: the overlay is there before the start-up's requests, so it lists them.
    if (query.debug) this.#parts.pipeline.waitBeforeStart(this.debug().catch(() => undefined));
  }

  /** Starts a widget without setting any global (manual start, `init: false`); resolves after `CART_READY`. */
  static async initialize(config: SvcCartConfig): Promise<SvcCart> {
    const cart = new SvcCart(config);
    cart.attach();
    await cart.whenUrlRulesReady();
    await cart.start();
    return cart;
  }

  /** Full cart information; replaced on every update. */
  get cart(): Cart | undefined {
    return this.#state.cart;
  }

  /** The SDK instance (available once started). */
  get sdk(): SvcClient | undefined {
    return this.#state.sdk;
  }

  /** @internal What the storefront elements read, for `configureItem` (see `WidgetFields`). */
  get catalog(): Catalog | undefined {
    return this.#state.catalog;
  }

  /** Resolved page settings: config `settings` plus query switches. */
  get settings(): SvcCartSettings {
    return this.#state.settings;
  }

  /** Shop cart settings with `setSettings` overrides on top. */
  get cartSettings(): ShopCartSettings {
    return this.#state.cartSettings;
  }

  /** The signed-in customer, when there is one. */
  get customer(): Customer | null {
    return this.#state.customer;
  }

  /** Checkout prefill for a guest. */
  get customerData(): CustomerData {
    return this.#state.customerData;
  }

  /** The shopper's analytics consent given by `setAnalyticsConsent`; beats the page's consent signal. */
  get analyticsConsent(): boolean | undefined {
    return this.#state.analyticsConsent;
  }

  /** The global name of the automatic start (`globalName`, default `svcCart`). */
  get globalName(): string {
    return this.#config.globalName;
  }

  /** The resolved config, for the debug overlay: the API key cut to its first 4 characters, no access token. */
  get config(): NormalizedConfig {
    return { ...this.#config, apiKey: this.#config.apiKey?.slice(0, 4), accessToken: undefined };
  }

  /** Whether the panel is open. */
  get isOpen(): boolean {
    return this.#state.open;
  }

  /** The view shown under any customization: `summary`, `checkout`, another name, or `null` (hidden). */
  get view(): 'summary' | 'checkout' | (string & {}) | null {
    return this.#state.view;
  }

  /** The mounted customization view, if any. */
  get customization(): Customization | null {
    return this.#state.customization;
  }

  /** The widget error shown by the error view, if any. */
  get error(): WidgetError | null {
    return this.#state.error;
  }

  /** Whether the widget is enabled (URL rules and `disable()`/`enable()`). */
  get enabled(): boolean {
    return this.#parts.visibility.enabled;
  }

  /** Whether start-up finished and `CART_READY` was emitted. */
  get ready(): boolean {
    return this.#state.ready;
  }

  /** The named actions in flight (`addItem`, `applyCoupon`, `updateItem:<id>`, …). */
  get busy(): ReadonlySet<string> {
    return this.#state.busy;
  }

  /** The checkout and summary URLs in force. */
  get urls(): { checkoutUrl?: string; cartSummaryUrl?: string; disableUrls: readonly string[] } {
    return this.#parts.visibility.urls;
  }

  /** The disable list in force: as configured, or by default the checkout and summary URLs. */
  get disableList(): string[] {
    return this.#parts.visibility.disableList;
  }

  /** The number of active items: the sum of the lines' quantities. */
  get itemCount(): number {
    return itemCount(this.cart);
  }

  /** Whether this is the standalone checkout (`checkoutOnly`): full screen, nothing but the checkout. */
  get checkoutOnly(): boolean {
    return this.#config.checkoutOnly;
  }

  /** Whether the shop allows the embedded checkout (limits `checkoutWidget` and `embedCheckout`). */
  get embeddedCheckoutAllowed(): boolean {
    return this.#parts.visibility.embeddedCheckoutAllowed;
  }

  /** @internal The checkout's store of the current cart, once `loadCheckout()` has loaded its code. */
  get checkout(): CheckoutStore | undefined {
    return this.#parts.lazy.checkout;
  }

  /** @internal Mounts the widget on the page (once). */
  attach(): void {
    this.#detach ??= this.#page.views.attach(this);
  }

  /** @internal Takes the widget off the page and stops listening to it (tests, hot reload). */
  destroy(): void {
    this.#detach?.();
    this.#detach = undefined;
    this.#state.destroyed = true;
    this.#state.open = false;
    this.#state.clear();
  }

  /** @internal Resolves once the URL rules are compiled and applied. */
  whenUrlRulesReady(): Promise<void> {
    return this.#parts.visibility.ready();
  }

  /** Subscribes to every state change; returns the unsubscribe function. For elements. */
  subscribe(listener: () => void): () => void {
    if (typeof listener !== 'function') throw typeError('subscribe', 'listener', 'a function', listener);
    return this.#state.subscribe(listener);
  }

  /** The one-time start-up (SDK, shop, sign-in and cart in one round trip); runs once the URL rules allow it. */
  start(): Promise<void> {
    return this.#parts.pipeline.start();
  }

  /** @internal Until `start()`, the URL rules do not start the widget; a method that needs the cart does. */
  holdStart(): void {
    this.#parts.pipeline.held = true;
  }

  /** Opens on `'summary'` (default, `true`), `'checkout'` (or leaves for it), another view, or hidden (`false`). */
  open(view?: string | boolean): void {
    this.#parts.visibility.open(view);
  }

  /** Closes the widget: hides the summary, unmounts the customization view, clears the widget error. */
  close(): void {
    this.#parts.visibility.close();
  }

  /** Opens on the summary when closed, closes when open. */
  toggle(): void {
    if (this.#state.open) this.close();
    else this.open('summary');
  }

  /** @internal For elements: switch the open panel to the checkout (or leave for it). */
  showCheckout(): void {
    this.#parts.visibility.showCheckout();
  }

  /** @internal For elements: back to the summary from checkout or the error view. */
  showSummary(): void {
    this.#parts.visibility.showSummary();
  }

  /** @internal A cart change of lazily loaded code (the checkout, `configureItem`'s add): queued, `CART_UPDATED`. */
  changeCart(busyKey: string, change: (sdk: SvcClient) => Promise<Cart>): Promise<Cart> {
    return this.#parts.pipeline.mutate(busyKey, change);
  }

  /** @internal Tells the elements that shared state changed (`customer`, `customerData`). */
  notify(): void {
    this.#state.changed();
  }

  /** @internal A sign-in, a sign-out or a profile change: the customer shown from now on (re-renders). */
  setCustomer(customer: Customer | null): void {
    this.#state.customer = customer;
    this.#state.changed();
  }

  /** Turns the widget off on top of the URL rules: no panel, no cart button, no checkout. */
  disable(): void {
    this.#parts.visibility.setDisabled(true);
  }

  /** Lifts `disable()`; enabled when the current URL matches no disable pattern. */
  enable(): void {
    this.#parts.visibility.setDisabled(false);
  }

  /** Merges `checkoutUrl`, `cartSummaryUrl`, `disableUrls` over the current values and rechecks the URL. */
  configure(config: Pick<SvcCartConfig, 'checkoutUrl' | 'cartSummaryUrl' | 'disableUrls'>): void {
    this.#parts.visibility.configure(config);
  }

  /** @internal Re-applies the URL rules to the current path (route changes call it). */
  checkUrl(): void {
    this.#parts.visibility.checkUrl();
  }

  /** Updates the cart (coupon, currency, gift info, referral, addresses, shipping). Queued in call order. */
  async updateCart(payload: Partial<CartUpdatePayload>): Promise<Cart> {
    return this.#use((operations) => operations.updateCart(payload));
  }

  /** Adds a finalized item (a variant or plan `productId`); on failure the error view shows and it rejects. */
  async addItem(payload: CartItemAddPayload): Promise<Cart> {
    return this.#use((operations) => operations.addItem(payload));
  }

  /** Changes a line's quantity or survey answers; `cartItemId` from `svcCart.cart.items[].id`. */
  async updateItem(cartItemId: string, payload: CartItemUpdatePayload): Promise<Cart> {
    return this.#use((operations) => operations.updateItem(cartItemId, payload));
  }

  /** Removes a line. */
  async removeItem(cartItemId: string): Promise<Cart> {
    return this.#use((operations) => operations.removeItem(cartItemId));
  }

  /** `updateCart({ couponCode })`; rejects when the code is invalid or does not fit the cart. */
  async applyCoupon(couponCode: string): Promise<Cart> {
    return this.#use((operations) => operations.applyCode('couponCode', 'applyCoupon', couponCode));
  }

  /** Takes the coupon off the cart. */
  async removeCoupon(): Promise<Cart> {
    return this.#use((operations) => operations.removeCode('couponCode', 'removeCoupon'));
  }

  /** `updateCart({ giftCardCode })`; rejects when the code is invalid. */
  async applyGiftCard(giftCardCode: string): Promise<Cart> {
    return this.#use((operations) => operations.applyCode('giftCardCode', 'applyGiftCard', giftCardCode));
  }

  /** Takes the gift card off the cart. */
  async removeGiftCard(): Promise<Cart> {
    return this.#use((operations) => operations.removeCode('giftCardCode', 'removeGiftCard'));
  }

  /** Holds a coupon for the next render of the summary or checkout: tried once, failures are silent. */
  setPendingCoupon(couponCode: string): void {
    assertNonEmptyString('setPendingCoupon', 'couponCode', couponCode);
    this.#state.pendingCoupon = couponCode.trim();
  }

  /** @internal Elements call this when the summary or checkout renders. */
  viewRendered(): void {
    if (this.#state.pendingCoupon)
      this.#use(async (operations) => operations.viewRendered()).catch(() => undefined);
  }

  /** Re-prices the cart's lines and later SDK loads in `currencyCode`; emits `CART_UPDATED`. */
  async setCurrency(currencyCode: string): Promise<Cart> {
    return this.#use((operations) => operations.setCurrency(currencyCode));
  }

  /** Sets the widget language: the code if the shop has it, else the shop's default, else `en`. No event. */
  setLanguage(langCode: string): void {
    setLanguage(this, langCode);
  }

  /** A new, empty cart in the same currency; `CART_UPDATED` then `CART_RESET`. */
  async resetCart(): Promise<Cart> {
    return this.#use((operations) => operations.resetCart());
  }

  /** Refreshes `svcCart.shop` in place from the SDK's shop; calls the API only when the SDK has none. */
  async loadShop(): Promise<Partial<Shop>> {
    return this.#use((operations) => operations.loadShop());
  }

  /** Runtime override of the shop's cart settings (omitted keys stay); loads the named web font; stores nothing. */
  setSettings(settings: Partial<ShopCartSettings>): Promise<void> {
    return import('./runtime-settings.js').then((runtime) =>
      runtime.setSettings(this, this.#state, settings),
    );
  }

  /** Beyond the spec (docs/analytics.md): grants or withdraws consent for the analytics events. */
  setAnalyticsConsent(granted: boolean): void {
    if (typeof granted !== 'boolean')
      throw typeError('setAnalyticsConsent', 'granted', 'true or false', granted);
    this.#state.analyticsConsent = granted;
  }

  /** Beyond the spec (docs/debugging.md): shows (`true`, the default) or removes the debug overlay. */
  debug(on: boolean = true): Promise<void> {
    return this.#parts.lazy.debug(on);
  }

  /** Finishes an item in the view it needs and adds it; resolves `{ finalized }` when that view closes. */
  configureItem(payload: ConfigureItemPayload): Promise<{ finalized: boolean }> {
    return this.#parts.customizations.configure(payload);
  }

  /** @internal A view finished: adds its item (none for the gift view), then goes where `afterItemAdded` says. */
  completeCustomization(payload: CartItemAddPayload | null): Promise<void> {
    return this.#parts.customizations.complete(payload);
  }

  /** @internal An item landed from outside the drawer (`<svc-bundle-builder>`): goes where `afterItemAdded` says. */
  itemAdded(): void {
    this.#parts.visibility.afterAdded();
  }

  /** @internal A view hands over to the next one (a plan chosen, now its survey); same promise. */
  showCustomization(customization: Customization): void {
    this.#parts.customizations.show(customization);
  }

  /** @internal The shopper closed the customization view without adding. */
  dismissCustomization(): void {
    this.#parts.customizations.dismiss();
  }

  /** Mounts the gift view now (`mount: true`) or once the current view closes; does not open the widget. */
  configureGift(payload: unknown, mount: boolean): void {
    this.#parts.customizations.configureGift(payload, mount);
  }

  /** @internal A failure to show in the error view (a view whose code could not be fetched, a failed add). */
  reportError(source: string, error: Error, retry?: () => Promise<unknown>): void {
    this.#parts.customizations.report(source, error, retry);
  }

  /** @internal The error view's retry button. */
  retry(): Promise<void> {
    return this.#parts.customizations.retry();
  }

  /** Prefills the checkout for a guest; no effect when a customer is signed in. */
  setCustomerData(data: { email: string; marketingConsent?: boolean; tosConsent?: boolean }): void {
    this.#parts.customer.setCustomerData(data);
  }

  /** Signs a customer in with a token (default: the cookie); a failing token is cleared and it rejects. `SIGN_IN`. */
  authenticate(accessToken?: string): Promise<void> {
    return this.#parts.customer.authenticate(accessToken);
  }

  /** Signs out on this page: sign-in state and cookie cleared, `SIGN_OUT` emitted, the cart stays. */
  async signOut(): Promise<void> {
    this.#parts.customer.signOut();
  }

  /** Re-reads the cart and sign-in state; with a cart ID, points at that cart (cookie for 365 days). `CART_UPDATED`. */
  async reload(cartId?: string): Promise<void> {
    if (cartId !== undefined) assertNonEmptyString('reload', 'cartId', cartId);
    return this.#parts.pipeline.reload(cartId);
  }

  /** @internal The views' data: a chunk of its own, asked for as soon as a view is chosen. */
  viewData(): Promise<ViewData> {
    return this.#parts.lazy.viewData();
  }

  /** @internal The customer portal's data work (`<svc-customer-portal>`): a chunk loaded on first use. */
  portal(): Promise<PortalData> {
    return this.#parts.lazy.portal();
  }

  /** @internal The storefront elements' data (`<svc-context>`, `<svc-list>`): a chunk loaded on first use. */
  storefront(): Promise<StorefrontData> {
    return this.#parts.lazy.storefront();
  }

  /** @internal The checkout's data work (store, API calls, purchase): a chunk loaded beside its elements. */
  loadCheckout(): Promise<CheckoutStore> {
    return this.#parts.lazy.loadCheckout();
  }

  /** @internal Leaves the page for `url` (web addresses only). */
  navigate(url: string): void {
    this.#page.navigate(url);
  }

  /** @internal Loads the code of the views' router and, with a name, of that view. */
  loadView(view?: string): Promise<unknown> {
    return this.#page.views.loadView(view);
  }

  /** @internal Fetches the code a click will need (prefetch on intent): code only, no API request. */
  prefetch(what: 'customization' | 'checkout'): void {
    this.#parts.lazy.prefetch(what);
  }

  /** @internal Loads the font of the shop's `fontStyle` on the page where `settings.webFont` says (`false`: none). */
  loadFont(family: string): void {
    if (this.settings.webFont) this.#page.loadFont(family, this.settings.webFont);
  }

  /** Runs `work` with the cart operations: at once when their code is in, else once it loaded. */
  async #use<T>(work: (operations: CartOperations) => Promise<T>): Promise<T> {
    return work(this.#parts.lazy.operations ?? (await this.#parts.lazy.loadOperations()));
  }
}
