import { css, html, LitElement, nothing } from 'lit';
import { CartStateController } from '../../controller/cart-state-controller.js';

/**
 * @summary The cart panel. This first version shows whether the widget is open, which view is
 * shown and which customization view is mounted; the drawer, summary and views draw into it.
 *
 * @csspart panel - The panel container.
 */
export class SvcCartPanel extends LitElement {
  static override styles = css`
    :host {
      position: fixed;
      inset-block: 0;
      inset-inline-end: 0;
      z-index: 2147483000;
      font: inherit;
    }
    [part='panel'] {
      box-sizing: border-box;
      width: min(420px, 100vw);
      height: 100%;
      padding: 1rem;
      background: #fff;
      color: #1d2327;
      box-shadow: -4px 0 24px rgb(0 0 0 / 0.2);
      overflow: auto;
    }
  `;

  readonly #state = new CartStateController(this);

  override updated(): void {
    const cart = this.#state.cart;
    const shown =
      cart?.isOpen &&
      !cart.customization &&
      !cart.error &&
      (cart.view === 'summary' || cart.view === 'checkout');
    // After this render, not inside it: applying a pending coupon changes state again.
    if (shown) queueMicrotask(() => cart.viewRendered());
  }

  override render() {
    const cart = this.#state.cart;
    if (!cart || !cart.enabled || !cart.isOpen) return nothing;
    const customization = cart.customization?.view ?? '';
    const view = cart.error ? 'error' : customization || (cart.view ?? '');
    return html`<section
      part="panel"
      role="dialog"
      aria-label="Cart"
      data-view=${view}
      data-summary=${cart.view ?? 'hidden'}
      data-customization=${customization}
    >
      ${cart.error ? html`<p role="alert">${cart.error.error.message}</p>` : nothing}
      <p>${view}</p>
      <button type="button" @click=${() => cart.close()}>Close</button>
    </section>`;
  }
}
