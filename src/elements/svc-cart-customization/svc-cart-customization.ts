import { html, LitElement, nothing } from 'lit';
import { CartStateController } from '../../controller/cart-state-controller.js';
import { isMessageKey } from '../../i18n/localize.js';
import '../../i18n/catalogs/en-later.js';
import { LocalizeController } from '../../i18n/localize-controller.js';
import { controls, tokens } from '../../styles/tokens.js';
import { viewStyles } from './svc-cart-customization.styles.js';

/**
 * @summary The customization view the controller mounted (`svcCart.customization`): its title,
 * the product or bundle it is for, and the way back to the cart. The panel loads this element
 * the first time a view is mounted, not at start.
 *
 * @csspart view - The view.
 * @csspart view-title - The view's heading.
 * @csspart view-product - The product or bundle the view is for.
 * @csspart view-back-button - The way back to the cart (the item is not added).
 */
export class SvcCartCustomization extends LitElement {
  static override styles = [tokens, controls, viewStyles];

  readonly #state = new CartStateController(this);
  readonly #l10n = new LocalizeController(this, () => this.#state.cart);

  override render() {
    const cart = this.#state.cart;
    const customization = cart?.customization;
    if (!cart || !customization) return nothing;
    const t = this.#l10n;
    const name = customization.product?.name ?? customization.bundle?.name;
    const key = `view.${customization.view}`;
    return html`<section part="view" class="view" aria-labelledby="view-title">
      <h3 part="view-title" id="view-title">${isMessageKey(key) ? t.term(key) : customization.view}</h3>
      ${name ? html`<p part="view-product">${name}</p>` : nothing}
      <button
        part="view-back-button"
        class="secondary"
        type="button"
        @click=${() => cart.dismissCustomization()}
      >
        ${t.term('view.back')}
      </button>
    </section>`;
  }
}
