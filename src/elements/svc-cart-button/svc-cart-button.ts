import { css, html, LitElement, nothing } from 'lit';
import { CartStateController } from '../../controller/cart-state-controller.js';

/**
 * @summary The floating cart button (`settings.cartButton`), with the item count. Hidden when the
 * page has its own `a.svc-cart` link or when the widget is disabled.
 *
 * @csspart button - The button.
 * @csspart count - The item count badge.
 */
export class SvcCartButton extends LitElement {
  static override styles = css`
    :host {
      position: fixed;
      inset-block-end: 1.5rem;
      inset-inline-end: 1.5rem;
      z-index: 2147482999;
    }
    [part='button'] {
      display: inline-flex;
      align-items: center;
      gap: 0.5rem;
      min-width: 3rem;
      min-height: 3rem;
      border: 0;
      border-radius: 999px;
      padding: 0.5rem 1rem;
      background: var(--svc-accent-color, #1f6f5c);
      color: #fff;
      font: inherit;
      cursor: pointer;
    }
    img {
      width: 1.5rem;
      height: 1.5rem;
    }
  `;

  readonly #state = new CartStateController(this);

  override render() {
    const cart = this.#state.cart;
    if (!cart || !cart.enabled || !cart.settings.cartButton || document.querySelector('a.svc-cart'))
      return nothing;
    const count = cart.itemCount;
    return html`<button
      part="button"
      type="button"
      aria-label=${`Cart, ${count} items`}
      @click=${() => cart.toggle()}
    >
      ${cart.settings.cartButtonImage ? html`<img src=${cart.settings.cartButtonImage} alt="" />` : nothing}
      <span part="count">${count}</span>
    </button>`;
  }
}
