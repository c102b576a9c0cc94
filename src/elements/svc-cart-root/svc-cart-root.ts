import { adoptStyles, html, LitElement, type PropertyValues } from 'lit';
import { svcCartContext, type ContextRequest } from '../../controller/context.js';
import type { SvcCart } from '../../controller/svc-cart.js';
import { defineDrawer, defineDrawerInTasks, prefetchDrawerParts } from '../drawer.js';
import { lazyChunk, loadElement } from '../../ui/load-element.js';
import { rootStyles } from './svc-cart-root.styles.js';
import { PANEL_PARTS } from '../../ui/parts.js';

/** The theme's chunk: the shop's look arrives with CART_READY, its code follows it. */
const loadTheme = lazyChunk(() => import('./theme.js'));
/** The theme's code, once it is here. */
let theme: typeof import('./theme.js') | undefined;

/** The button's parts, forwarded so the page can style them from outside (the panel's: ui/parts.ts). */
const BUTTON_PARTS = ['button', 'icon', 'image', 'count: button-count'].join(', ');
/** The look that settings name, as a key; `NO_THEME` when they name none (the widget's own). */
const themeKey = (settings: SvcCart['cartSettings']) =>
  JSON.stringify([settings.accentColor, settings.fontStyle, settings.buttonStyle]);
const NO_THEME = themeKey({});

/**
 * @summary The widget's mount point: provides the `SvcCart` controller to the panel and the
 * floating cart button inside its shadow root, and applies the shop's look (`accentColor`,
 * `fontStyle`, `buttonStyle`, also when `setSettings` changes them) as inherited CSS values.
 *
 * @csspart panel - The drawer (`<dialog>`); every part of `<svc-cart-panel>` is forwarded under
 * its own name (`header`, `title`, `count`, `close-button`, `pickers`, `currency-select`,
 * `language-select`, `body`, `loading`, `customization`, `checkout`, `error`, `summary`, …).
 * @csspart button - The floating cart button.
 * @csspart button-count - The floating button's count badge.
 * @csspart icon - The floating button's cart icon (when there is no `cartButtonImage`).
 * @csspart image - The floating button's `cartButtonImage`.
 *
 * @cssproperty --svc-accent - Colour of primary actions; set from the shop's `accentColor`.
 * Hover and focus shades are derived from it.
 * @cssproperty --svc-font-family - The widget's font; set to the shop's `fontStyle` (then the
 * page's font) when the shop has one, else the page's font is inherited (also with
 * `settings.webFont: false`).
 *
 * @attr data-button-style - The shop's `buttonStyle`: `1` rounded, `2` square, `3` pill corners.
 */
export class SvcCartRoot extends LitElement {
  static override styles = rootStyles;

  #controller: SvcCart | undefined;
  /** The elements inside that follow the controller by context: their callbacks and unsubscribes. */
  readonly #subscribers = new Map<ContextRequest['callback'], () => void>();
  #unsubscribe: (() => void) | undefined;
  #following: SvcCart | undefined;
  /** The look last applied (its settings as JSON); none yet is the widget's own look. */
  #applied = NO_THEME;
  #themeTimer: ReturnType<typeof setTimeout> | undefined;
  /** What follows CART_READY was asked for (`prefetchDrawerParts`). */
  #prefetched = false;

  /** The controller this widget shows (set by the bootstrap; a plain accessor that re-renders). */
  get controller(): SvcCart | undefined {
    return this.#controller;
  }
  set controller(value: SvcCart | undefined) {
    if (value !== this.#controller) {
      this.#controller = value;
      for (const [callback, unsubscribe] of this.#subscribers) callback(value, unsubscribe);
    }
    this.#follow();
    this.requestUpdate();
  }

  constructor() {
    super();
    // Provides the controller by context (the protocol of @lit/context, as its ContextProvider
    // answers): once, or with `subscribe` now and on every change until the element unsubscribes.
    this.addEventListener('context-request', (event) => {
      const { context, callback, subscribe } = event as ContextRequest;
      if (context !== svcCartContext) return;
      event.stopPropagation();
      if (!subscribe) return callback(this.#controller);
      let unsubscribe = this.#subscribers.get(callback);
      if (!unsubscribe)
        this.#subscribers.set(callback, (unsubscribe = () => this.#subscribers.delete(callback)));
      callback(this.#controller, unsubscribe);
    });
  }

  #styled = false;

  /** The shadow root; its style sheet is adopted before the first render (`#adoptStyles`). */
  protected override createRenderRoot(): HTMLElement | DocumentFragment {
    return this.shadowRoot ?? this.attachShadow(SvcCartRoot.shadowRootOptions);
  }

  #adoptStyles(): void {
    if (this.#styled || !this.shadowRoot) return;
    this.#styled = true;
    adoptStyles(this.shadowRoot, SvcCartRoot.elementStyles);
  }

  /**
   * Nothing of the root is visible before the drawer opens or the floating button loads, so its
   * style sheet and its first render (the panel's and the button's places) each wait for a task
   * of their own, unless the drawer is already open: the mount's task stays short on a slow device.
   */
  protected override scheduleUpdate(): void | Promise<unknown> {
    if (this.hasUpdated || this.controller?.isOpen) return super.scheduleUpdate();
    const nextTask = () => new Promise((resolve) => setTimeout(resolve));
    return nextTask()
      .then(() => this.#adoptStyles())
      .then(nextTask)
      .then(() => super.scheduleUpdate());
  }

  protected override update(changed: PropertyValues): void {
    this.#adoptStyles();
    super.update(changed);
  }

  /** After the first render, the drawer's elements follow one per task (see drawer.ts). */
  protected override firstUpdated(changed: PropertyValues): void {
    super.firstUpdated(changed);
    defineDrawerInTasks();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#follow();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.#themeTimer);
    this.#themeTimer = undefined;
    this.#unsubscribe?.();
    this.#unsubscribe = undefined;
    this.#following = undefined;
  }

  /** Re-applies the theme on every change of the controller (`setSettings` among them). */
  #follow(): void {
    const cart = this.controller;
    if (!this.isConnected || cart === this.#following) return;
    this.#unsubscribe?.();
    this.#following = cart;
    this.#unsubscribe = cart?.subscribe(() => this.#changed());
    this.#changed();
  }

  #changed(): void {
    const controller = this.controller;
    // The drawer's elements (see drawer.ts), at the latest when the drawer opens (before this
    // change renders) or the cart is ready.
    if (controller?.isOpen || controller?.ready || controller?.error) defineDrawer();
    // What the drawer draws a moment later (the code entries, the error view) and the registry of
    // the elements loaded on demand: in the task after CART_READY (drawer.ts).
    if ((controller?.ready || controller?.error) && !this.#prefetched) {
      this.#prefetched = true;
      setTimeout(prefetchDrawerParts);
    }
    // Where the theme shows (the drawer open, the floating button) it applies at once, once its
    // code is here. Its first load, and the theme where it shows nowhere, follow a task later: the
    // shop's settings arriving with CART_READY do not make that task long, and the theme's chunk
    // is not fetched before CART_READY.
    if (theme && (controller?.isOpen || controller?.settings.cartButton)) this.#theme();
    else this.#themeTimer ??= setTimeout(() => this.#theme());
    // The floating button is optional: its code loads only for a shop page that turns it on.
    if (controller?.settings.cartButton)
      loadElement('svc-cart-button', controller.state.languageCode).catch((error: unknown) =>
        console.error('Cart Widget: the cart button could not be loaded', error),
      );
  }

  /**
   * Applies the shop's look. Its settings arrive with CART_READY (or `setSettings`), so the theme's
   * chunk is fetched then, not before: until it is there the widget keeps its own look.
   */
  #theme(): void {
    clearTimeout(this.#themeTimer);
    this.#themeTimer = undefined;
    const settings = this.controller?.cartSettings ?? {};
    const key = themeKey(settings);
    if (key === this.#applied) return;
    if (!theme) {
      loadTheme().then(
        (loaded) => {
          theme = loaded;
          // With the settings as they are now: they may have changed while the chunk loaded.
          this.#theme();
        },
        (error: unknown) => console.error('Cart Widget: the theme could not be loaded', error),
      );
      return;
    }
    this.#applied = key;
    theme.applyTheme(this, settings, this.controller?.settings.webFont !== false);
  }

  override render() {
    // The gateway slot reaches the payment step: card fields that must live in the page's DOM.
    return html`<svc-cart-panel exportparts=${PANEL_PARTS}
        ><slot name="svc-gateway" slot="svc-gateway"></slot></svc-cart-panel
      ><svc-cart-button exportparts=${BUTTON_PARTS}></svc-cart-button>`;
  }
}
