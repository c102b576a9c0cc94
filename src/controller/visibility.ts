/**
 * Visibility, redirects and enablement: opening and closing the widget on a view, leaving for the
 * shop's checkout or summary page (or the hosted checkout), and whether the widget is on at all
 * (`disable()`/`enable()` and the URL rules of `disableUrls`).
 */
import {
  normalizeUrlList,
  urlWithCartId,
  urlWithoutCartId,
  type NormalizedConfig,
  type SvcCartConfig,
} from '../core/config.js';
import { assertPayload, typeError } from '../core/errors.js';
import type { PageInputs } from '../core/page-inputs.js';
import { urlRuleCompiler, type PathMatcher } from '../core/url-rules.js';
import type { StartGate } from './cart-pipeline.js';
import type { Widget } from './widget.js';
import type { WidgetState } from './widget-state.js';

/** What the visibility part reads of the controller: nothing else. */
export type VisibilityWidget = Pick<
  Widget,
  'cart' | 'cartSettings' | 'checkoutOnly' | 'events' | 'ready' | 'settings' | 'shop'
>;

/** What enablement needs of the start-up: whether it ran or was held, and how to start it. */
export interface Starter {
  readonly started: boolean;
  readonly held: boolean;
  start(): Promise<void>;
}

export interface Urls {
  checkoutUrl?: string;
  cartSummaryUrl?: string;
  disableUrls: string[];
}

export class Visibility implements StartGate {
  urls: Urls;
  starter: Starter | undefined;
  readonly #widget: VisibilityWidget;
  readonly #state: WidgetState;
  readonly #page: PageInputs<Widget>;
  readonly #compile = urlRuleCompiler();
  #matcher: PathMatcher = () => false;
  #rulesReady: Promise<void>;
  #checked = false;
  #urlDisabled = false;
  #manuallyDisabled = false;

  constructor(
    widget: VisibilityWidget,
    state: WidgetState,
    page: PageInputs<Widget>,
    config: NormalizedConfig,
  ) {
    this.#widget = widget;
    this.#state = state;
    this.#page = page;
    this.urls = {
      checkoutUrl: config.checkoutUrl,
      cartSummaryUrl: config.cartSummaryUrl,
      disableUrls: config.disableUrls,
    };
    this.#rulesReady = this.#recompile();
  }

  /** The rules were compiled and checked once: unknown means not enabled. */
  get checked(): boolean {
    return this.#checked;
  }

  get enabled(): boolean {
    return this.#checked && !this.#manuallyDisabled && !this.#urlDisabled;
  }

  /** The disable list in force: as configured, or by default the checkout and summary URLs. */
  get disableList(): string[] {
    if (this.urls.disableUrls.length) return [...this.urls.disableUrls];
    return [this.urls.checkoutUrl, this.urls.cartSummaryUrl]
      .filter((url): url is string => Boolean(url))
      .map(urlWithoutCartId);
  }

  /** Whether the shop allows the embedded checkout (limits `checkoutWidget` and `embedCheckout`). */
  get embeddedCheckoutAllowed(): boolean {
    const on = (name: string) =>
      (this.#widget.shop.limits ?? []).some((limit) => limit.name === name && limit.value !== false);
    return on('checkoutWidget') && on('embedCheckout');
  }

  /** Whether adding an item opens the widget (the shop's `afterItemAdded` is not `close`). */
  get openAfterAdding(): boolean {
    return this.#widget.cartSettings.afterItemAdded !== 'close';
  }

  ready(): Promise<void> {
    return this.#rulesReady;
  }

  open(view?: string | boolean): void {
    if (view !== undefined && typeof view !== 'string' && typeof view !== 'boolean')
      throw typeError('open', 'view', "'summary', 'checkout', another view name or a boolean", view);
    const state = this.#state;
    if (!this.enabled || state.open) return;
    const target =
      view === undefined || view === true
        ? this.#widget.settings.disableSummaryView
          ? 'checkout'
          : 'summary'
        : view;
    if (target === 'checkout' && this.#leaveForCheckout()) return;
    if (target === 'summary' && this.#leaveForSummary()) return;
    if (typeof view === 'string') state.unmount(false);
    if (target === false) state.view = null;
    else if (target === 'summary' || target === 'checkout') state.view = target;
    state.open = true;
    state.changed();
    this.#widget.events.emit('CART_OPEN', null);
  }

  close(): void {
    const state = this.#state;
    if (!state.open) return;
    state.open = false;
    state.unmount(false);
    state.error = null;
    state.changed();
    this.#widget.events.emit('CART_CLOSE', null);
  }

  showCheckout(): void {
    if (this.#leaveForCheckout()) return;
    this.#state.unmount(false);
    this.#state.view = 'checkout';
    this.#state.changed();
  }

  showSummary(): void {
    this.#state.error = null;
    this.#state.unmount(false);
    this.#state.view = 'summary';
    this.#state.changed();
  }

  /** Where the shop's `afterItemAdded` sends the shopper once an item landed. */
  afterAdded(): void {
    const state = this.#state;
    // The standalone checkout (`checkoutOnly`) shows nothing but the checkout.
    if (this.#widget.checkoutOnly || this.#widget.cartSettings.afterItemAdded === 'checkout') {
      if (state.open) this.showCheckout();
      else this.open('checkout');
    } else if (this.openAfterAdding) {
      if (state.open) this.showSummary();
      else this.open('summary');
    } else if (state.open && state.view === null) {
      // 'close': the widget stays as it is, but never as an empty panel.
      state.view = 'summary';
      state.changed();
    }
  }

  setDisabled(disabled: boolean): void {
    this.#manuallyDisabled = disabled;
    this.#applyEnablement();
  }

  configure(config: Pick<SvcCartConfig, 'checkoutUrl' | 'cartSummaryUrl' | 'disableUrls'>): void {
    assertPayload('configure', config);
    const next = { ...this.urls };
    for (const field of ['checkoutUrl', 'cartSummaryUrl'] as const) {
      const value = config[field];
      if (value === undefined) continue;
      if (typeof value !== 'string') throw typeError('configure', field, 'a string', value);
      next[field] = value || undefined;
    }
    if (config.disableUrls !== undefined)
      next.disableUrls = normalizeUrlList('configure', 'disableUrls', config.disableUrls);
    this.urls = next;
    this.#rulesReady = this.#recompile();
  }

  checkUrl(): void {
    this.#urlDisabled = this.#matcher(this.#page.path());
    this.#applyEnablement();
  }

  async #recompile(): Promise<void> {
    this.#matcher = await this.#compile(this.disableList);
    this.#checked = true;
    this.checkUrl();
  }

  #applyEnablement(): void {
    if (this.#state.destroyed) return;
    if (!this.enabled && this.#state.open) this.close();
    this.#state.changed();
    const starter = this.starter;
    if (this.enabled && starter && !starter.started && !starter.held)
      void starter.start().catch(() => undefined);
  }

  #leaveForCheckout(): boolean {
    const widget = this.#widget;
    const cartId = widget.cart?.id;
    if (this.urls.checkoutUrl) {
      if (cartId) this.#page.navigate(urlWithCartId(this.urls.checkoutUrl, cartId));
      return true;
    }
    if (widget.ready && !this.embeddedCheckoutAllowed) {
      const hosted = (widget.shop.checkoutUrl as string | undefined) ?? '';
      if (hosted && cartId) this.#page.navigate(urlWithCartId(hosted, cartId));
      return true;
    }
    return false;
  }

  #leaveForSummary(): boolean {
    if (!this.urls.cartSummaryUrl) return false;
    const cartId = this.#widget.cart?.id;
    if (cartId) this.#page.navigate(urlWithCartId(this.urls.cartSummaryUrl, cartId));
    return true;
  }
}
