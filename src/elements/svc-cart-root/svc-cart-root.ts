import { ContextProvider } from '@lit/context';
import { html, LitElement } from 'lit';
import { svcCartContext } from '../../controller/context.js';
import type { SvcCart } from '../../controller/svc-cart.js';
import '../svc-cart-panel/index.js';
import { loadElement } from '../load-element.js';
import { rootStyles } from './svc-cart-root.styles.js';
import { applyTheme } from './theme.js';

/** The panel's and the button's parts, forwarded so the page can style them from outside. */
const PANEL_PARTS = [
  'panel',
  'header',
  'title',
  'count',
  'close-button',
  'pickers',
  'currency-label',
  'currency-select',
  'language-label',
  'language-select',
  'body',
  'loading',
  'customization',
  'view-title',
  'view-product',
  'view-back-button',
  'view-body',
  'option',
  'field',
  'field-label',
  'field-error',
  'view-error',
  'view-actions',
  'submit-button',
  'checkout',
  'checkout-title',
  'checkout-back-button',
  'error',
  'summary',
  'live-region',
].join(', ');
const BUTTON_PARTS = ['button', 'icon', 'image', 'count: button-count'].join(', ');

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
 * page's font) when the shop has one, else the page's font is inherited.
 *
 * @attr data-button-style - The shop's `buttonStyle`: `1` rounded, `2` square, `3` pill corners.
 */
export class SvcCartRoot extends LitElement {
  static override styles = rootStyles;

  readonly #provider = new ContextProvider(this, { context: svcCartContext });
  #unsubscribe: (() => void) | undefined;
  #following: SvcCart | undefined;
  #applied = '';

  /** The controller this widget shows (set by the bootstrap; a plain accessor that re-renders). */
  get controller(): SvcCart | undefined {
    return this.#provider.value;
  }
  set controller(value: SvcCart | undefined) {
    this.#provider.setValue(value);
    this.#follow();
    this.requestUpdate();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#follow();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
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
    this.#theme();
    // The floating button is optional: its code loads only for a shop page that turns it on.
    if (this.controller?.settings.cartButton)
      loadElement('svc-cart-button', () => import('../svc-cart-button/index.js')).catch((error: unknown) =>
        console.error('Cart Widget: the cart button could not be loaded', error),
      );
  }

  #theme(): void {
    const settings = this.controller?.cartSettings ?? {};
    const key = JSON.stringify([settings.accentColor, settings.fontStyle, settings.buttonStyle]);
    if (key === this.#applied) return;
    this.#applied = key;
    applyTheme(this, settings);
  }

  override render() {
    // The gateway slot reaches the payment step: card fields that must live in the page's DOM.
    return html`<svc-cart-panel exportparts=${PANEL_PARTS}
        ><slot name="svc-gateway" slot="svc-gateway"></slot></svc-cart-panel
      ><svc-cart-button exportparts=${BUTTON_PARTS}></svc-cart-button>`;
  }
}
