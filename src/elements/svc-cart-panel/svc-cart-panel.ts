import { html, LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { CartStateController } from '../../ui/cart-state-controller.js';
import type { SvcCart } from '../../controller/svc-cart.js';
import type { CheckoutView } from '../../controller/checkout/checkout-store.js';
import { FollowController } from '../../ui/follow-controller.js';
import { LocalizeController } from '../../ui/localize-controller.js';
import { controls, tokens } from '../../ui/tokens.js';
import { shopperMessage } from '../../core/i18n/shopper-message.js';
import { deepActiveElement } from '../focus.js';
import { loadElement } from '../../ui/load-element.js';
import { drawerFocus, loadDrawerFocus } from '../drawer-focus-loader.js';
import type { ScrollLock } from '../drawer-focus.js';
import { panelStyles } from './svc-cart-panel.styles.js';
import { CHECKOUT_PARTS, CUSTOMIZATION_PARTS, PICKER_PARTS } from '../../ui/parts.js';

/** Whether `node` is inside `container`, looking through shadow roots. */
function containsDeep(container: Node, node: Node | null): boolean {
  for (let current = node; current;) {
    if (container.contains(current)) return true;
    const root = current.getRootNode();
    current = root instanceof ShadowRoot ? root.host : null;
  }
  return false;
}

/** Whether focus went nowhere (its element was removed or disabled). */
const focusLost = (active: Element | null) => !active || active === document.body;

/**
 * @summary The cart drawer: a modal `<dialog>` on the inline-end side of the page (a full-height
 * sheet below 640 px) with the header (title, item count, close button, currency and language
 * pickers) and the view the controller asks for: the error view, a customization view, the
 * checkout or the summary. It follows `svcCart.isOpen`: focus moves in on open, stays inside
 * while open and returns to where it was on close; the page does not scroll behind it.
 *
 * Draws nothing while the widget is closed or disabled.
 *
 * @csspart panel - The drawer (`<dialog>`); carries `data-view`, `data-summary`, `data-customization`.
 * @csspart header - The header.
 * @csspart title - The heading, the dialog's accessible name: where the shopper is ("Your cart"
 *   with the count, "Checkout", "Order confirmed").
 * @csspart count - The item count in the heading (with the cart).
 * @csspart close-button - The close button.
 * @csspart pickers - The currency and language pickers (with `localizationSettings`).
 * @csspart currency-label - The currency picker's label.
 * @csspart currency-select - The currency picker.
 * @csspart language-label - The language picker's label.
 * @csspart language-select - The language picker.
 * @csspart body - The area under the header that holds the view.
 * @csspart loading - The loading state before the cart is ready.
 * @csspart customization - The customization view.
 * @csspart view-title - The customization view's heading.
 * @csspart view-product - The product the customization view is for.
 * @csspart view-back-button - The customization view's way back to the cart.
 * @csspart checkout - The checkout view.
 * @csspart checkout-title - The checkout's heading.
 * @csspart checkout-back-button - The checkout's way back to the cart.
 * @csspart order-summary-toggle - The checkout's order summary bar (a button: "Order summary" and the total).
 * @csspart order-summary-total - The amount due today on the order summary bar.
 * @csspart order-summary-details - The checkout's order summary opened: the lines and totals.
 * @csspart error - The error view (`<svc-cart-error>`).
 * @csspart summary - The summary (`<svc-cart-summary>`).
 * @csspart live-region - The visually hidden status that announces cart changes.
 *
 * @cssproperty --svc-panel-width - Width of the drawer on wide screens (default 420px).
 * @cssproperty --svc-backdrop - The backdrop behind the drawer.
 * @cssproperty --svc-surface - The drawer's background.
 * @cssproperty --svc-text - Text colour.
 * @cssproperty --svc-text-muted - Secondary text colour.
 * @cssproperty --svc-border - Border colour.
 * @cssproperty --svc-accent - Colour of primary actions (the shop's `accentColor`).
 * @cssproperty --svc-radius - Corner radius of controls (the shop's `buttonStyle` by default).
 * @cssproperty --svc-font-family - The font (the shop's `fontStyle`, else the page's font; the page's
 *   font with `settings.webFont: false`).
 */
export class SvcCartPanel extends LitElement {
  static override styles = [tokens, controls, panelStyles];

  readonly #state = new CartStateController(this);
  readonly #l10n = new LocalizeController(this, () => this.#state.controller);
  /** The checkout's store, followed so the heading says "Order confirmed" once the purchase is done. */
  readonly #checkout = new FollowController<CheckoutView>(this);
  /** The page's scroll lock, once its code is here (`loadDrawerFocus`). */
  #scroll: ScrollLock | undefined;
  /** The element focused before the drawer opened, to return to. */
  #opener: HTMLElement | null = null;
  #shownView = '';
  /**
   * The item count the last CART_UPDATED announced (null: nothing to announce). Its words are made
   * at render, so they follow the language: one that is still loading at the update, or a new one.
   */
  #announcedCount: number | null = null;
  #announcements = 0;
  #eventsOf: SvcCart | undefined;
  #stopEvents: (() => void) | undefined;
  /** Where the last press started: a drag from inside the drawer out to the backdrop does not close it. */
  #pressedOnBackdrop = false;

  get #dialog(): HTMLDialogElement | null {
    return this.renderRoot?.querySelector('dialog') ?? null;
  }

  get #shown(): boolean {
    const cart = this.#state.controller;
    return Boolean(cart?.enabled && cart.isOpen);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#scroll?.unlock();
    this.#stopEvents?.();
    this.#stopEvents = undefined;
    this.#eventsOf = undefined;
  }

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    this.#checkout.follow(this.#state.controller?.checkout);
    const dialog = this.#dialog;
    if (dialog && !this.#shown) this.#hide(dialog);
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    const cart = this.#state.controller;
    this.#listen(cart);
    const dialog = this.#dialog;
    if (!cart || !dialog) return;
    if (!dialog.open) this.#show(dialog);
    // The page's scroll lock and the Tab trap: at once when their code is here, else as it arrives.
    if (drawerFocus) (this.#scroll ??= new drawerFocus.ScrollLock()).lock();
    else
      loadDrawerFocus().then(
        () => this.requestUpdate(),
        () => undefined,
      );
    const view = this.#viewName(cart);
    if (view !== this.#shownView) {
      this.#shownView = view;
      // The control that was pressed went away with the old view: keep focus in the drawer.
      if (focusLost(deepActiveElement())) this.#focusStart();
    }
    const shown = !cart.customization && !cart.error && (cart.view === 'summary' || cart.view === 'checkout');
    // After this render, not inside it: applying a pending coupon changes state again.
    if (shown) queueMicrotask(() => cart.viewRendered());
  }

  #show(dialog: HTMLDialogElement): void {
    const active = deepActiveElement();
    this.#opener = active instanceof HTMLElement && active !== document.body ? active : null;
    dialog.showModal();
    this.#shownView = this.#state.controller ? this.#viewName(this.#state.controller) : '';
    this.#focusStart();
  }

  #hide(dialog: HTMLDialogElement): void {
    if (dialog.open) dialog.close();
    this.#scroll?.unlock();
    this.#announcedCount = null;
    const opener = this.#opener;
    this.#opener = null;
    const active = deepActiveElement();
    if (opener?.isConnected && active !== opener && (focusLost(active) || containsDeep(dialog, active)))
      opener.focus();
  }

  #focusStart(): void {
    this.renderRoot.querySelector<HTMLElement>('.close')?.focus();
  }

  /** Announces each CART_UPDATED in the live region. */
  #listen(cart: SvcCart | undefined): void {
    if (cart === this.#eventsOf) return;
    this.#stopEvents?.();
    this.#eventsOf = cart;
    this.#stopEvents = cart?.events.on('CART_UPDATED', () => {
      this.#announcedCount = cart.itemCount;
      this.#announcements += 1;
      this.requestUpdate();
    });
  }

  #viewName(cart: SvcCart): string {
    return cart.error ? 'error' : cart.customization?.view || (cart.view ?? '');
  }

  #onCancel = (event: Event) => {
    // Escape: the controller decides, and its CART_CLOSE is the one source of truth.
    event.preventDefault();
    this.#state.controller?.close();
  };

  #onClose = (event: Event) => {
    // Closed by the browser without a cancel event (a repeated Escape): follow it.
    if (event.currentTarget === this.#dialog && this.#state.controller?.isOpen)
      this.#state.controller.close();
  };

  #onPointerDown = (event: PointerEvent) => {
    this.#pressedOnBackdrop = event.target === event.currentTarget;
  };

  #onClick = (event: MouseEvent) => {
    // The dialog has no padding, so only a click on the backdrop targets the dialog itself.
    const onBackdrop = event.target === event.currentTarget && this.#pressedOnBackdrop;
    this.#pressedOnBackdrop = false;
    if (onBackdrop) this.#state.controller?.close();
  };

  /** The heading says where the shopper is: the cart (with its count), the checkout, the order confirmed. */
  #title(cart: SvcCart) {
    const t = this.#l10n;
    if (this.#viewName(cart) === 'checkout')
      return html`<span
        >${t.term(cart.checkout?.step === 'done' ? 'checkout.confirmed' : 'checkout.title')}</span
      >`;
    return html`<span>${t.term('cart.title')}</span> ${
        cart.ready
          ? html`<span part="count" class="count">${t.term('cart.count', { count: cart.itemCount })}</span>`
          : nothing
      }`;
  }

  #renderPickers(cart: SvcCart) {
    if (!cart.settings.localizationSettings || !cart.ready) return nothing;
    loadElement('svc-cart-pickers', this.#l10n.lang).catch((error: unknown) =>
      console.error('Cart Widget: the currency and language pickers could not be loaded', error),
    );
    return html`<svc-cart-pickers part="pickers" exportparts=${PICKER_PARTS}></svc-cart-pickers>`;
  }

  /**
   * A view whose code loads the first time it is shown: a loading state until it is defined, the
   * error view (with Try again) when its code cannot be fetched.
   */
  #lazyView(cart: SvcCart, tag: string, view: TemplateResult) {
    if (customElements.get(tag)) return view;
    const wanted = this.#viewName(cart);
    loadElement(tag, this.#l10n.lang).then(
      () => this.requestUpdate(),
      (error: unknown) => {
        // Only while the shopper still waits for this view; Try again re-renders, which loads it.
        if (this.#viewName(cart) === wanted && !cart.error)
          cart.reportError('view', error as Error, () => Promise.resolve());
      },
    );
    return this.#loading();
  }

  #loading() {
    return html`<div part="loading" class="loading" role="status">
      <span class="spinner" aria-hidden="true"></span>${this.#l10n.term('view.loading')}
    </div>`;
  }

  /**
   * The error view. Its code is a chunk the drawer fetches in the task after CART_READY; until the
   * element is defined it holds the shopper's message as plain text (an undefined element draws
   * its children), so a failure never leaves the drawer blank, even offline. Once it is defined,
   * the text goes and the view draws itself.
   */
  #errorView(cart: SvcCart) {
    const defined = customElements.get('svc-cart-error');
    if (!defined)
      loadElement('svc-cart-error', this.#l10n.lang).then(
        () => this.requestUpdate(),
        () => undefined,
      );
    const text = () => shopperMessage(cart.error!.error, (key) => this.#l10n.term(key)).text;
    return html`<svc-cart-error part="error"
      >${defined ? nothing : html`<p role="alert">${text()}</p>`}</svc-cart-error
    >`;
  }

  #renderBody(cart: SvcCart) {
    const t = this.#l10n;
    if (cart.error) return this.#errorView(cart);
    if (cart.customization)
      return this.#lazyView(
        cart,
        'svc-cart-customization',
        html`<svc-cart-customization
          part="customization"
          exportparts=${CUSTOMIZATION_PARTS}
        ></svc-cart-customization>`,
      );
    if (!cart.ready)
      return html`<div part="loading" class="loading" role="status">
        <span class="spinner" aria-hidden="true"></span>${t.term('cart.loading')}
      </div>`;
    if (cart.view === 'checkout')
      return this.#lazyView(
        cart,
        'svc-cart-checkout',
        html`<svc-cart-checkout part="checkout" exportparts=${CHECKOUT_PARTS}
          ><slot name="svc-gateway" slot="svc-gateway"></slot
        ></svc-cart-checkout>`,
      );
    if (cart.view === 'summary') return html`<svc-cart-summary part="summary"></svc-cart-summary>`;
    return nothing;
  }

  /** The live region's words, made at render so they follow the language. */
  #renderAnnouncement() {
    const announcement =
      this.#announcedCount === null ? '' : this.#l10n.term('cart.updated', { count: this.#announcedCount });
    // A new node for every announcement (two templates in turn), so a repeated text is read again.
    // The two differ, or the build's minifier makes them one template.
    return this.#announcements % 2 ? html`<span>${announcement}</span>` : html`<p>${announcement}</p>`;
  }

  override render() {
    const cart = this.#state.controller;
    if (!cart || !this.#shown) return nothing;
    const t = this.#l10n;
    const customization = cart.customization?.view ?? '';
    return html`<dialog
      part="panel"
      aria-labelledby="title"
      lang=${t.lang}
      dir=${t.dir}
      data-view=${this.#viewName(cart)}
      data-mode=${cart.checkoutOnly ? 'standalone' : 'drawer'}
      data-summary=${cart.view ?? 'hidden'}
      data-customization=${customization}
      @cancel=${this.#onCancel}
      @close=${this.#onClose}
      @keydown=${drawerFocus?.trapTab}
      @pointerdown=${this.#onPointerDown}
      @click=${this.#onClick}
    >
      <header part="header" role="none">
        <div class="title-row">
          <h2 part="title" id="title">${this.#title(cart)}</h2>
          <button
            part="close-button"
            class="icon close"
            type="button"
            aria-label=${t.term('cart.close')}
            @click=${() => cart.close()}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2">
              <path d="M6 6l12 12M18 6L6 18" stroke-linecap="round" />
            </svg>
          </button>
        </div>
        ${this.#renderPickers(cart)}
      </header>
      <div part="body" class="body" aria-busy=${cart.ready ? 'false' : 'true'}>${this.#renderBody(cart)}</div>
      <div part="live-region" class="visually-hidden" role="status" aria-live="polite">
        ${this.#renderAnnouncement()}
      </div>
    </dialog>`;
  }
}
