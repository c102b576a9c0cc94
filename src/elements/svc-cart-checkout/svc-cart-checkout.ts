import { html, LitElement, nothing } from 'lit';
import { CartStateController } from '../../controller/cart-state-controller.js';
import '../../i18n/catalogs/en-later.js';
import { LocalizeController } from '../../i18n/localize-controller.js';
import { controls, tokens } from '../../styles/tokens.js';
import { viewStyles } from '../svc-cart-customization/svc-cart-customization.styles.js';

/**
 * @summary The embedded checkout inside the panel. The panel loads this element the first time
 * the checkout is shown, not at start.
 *
 * @csspart view - The checkout view.
 * @csspart checkout-title - The checkout's heading.
 * @csspart checkout-back-button - The way back to the cart.
 */
export class SvcCartCheckout extends LitElement {
  static override styles = [tokens, controls, viewStyles];

  readonly #state = new CartStateController(this);
  readonly #l10n = new LocalizeController(this, () => this.#state.cart);

  override render() {
    const cart = this.#state.cart;
    if (!cart) return nothing;
    const t = this.#l10n;
    return html`<section part="view" class="checkout" aria-labelledby="checkout-title">
      <h3 part="checkout-title" id="checkout-title">${t.term('checkout.title')}</h3>
      <button part="checkout-back-button" class="secondary" type="button" @click=${() => cart.showSummary()}>
        ${t.term('checkout.back')}
      </button>
    </section>`;
  }
}
