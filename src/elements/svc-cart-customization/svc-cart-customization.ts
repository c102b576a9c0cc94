import type { Product } from '@svc/sdk';
import { html, LitElement, nothing, svg } from 'lit';
import { CartStateController } from '../../ui/cart-state-controller.js';
import type { Customization } from '../../controller/svc-cart.js';
import '../../core/i18n/later-messages.js';
import { isMessageKey } from '../../core/i18n/localize.js';
import { LocalizeController } from '../../ui/localize-controller.js';
import { controls, tokens } from '../../ui/tokens.js';
import type { SvcView } from '../../views/view-kit.js';
import { VIEW_PARTS } from '../../ui/parts.js';
import { loadElement, viewTag } from '../../ui/load-element.js';
import { viewStyles } from './svc-cart-customization.styles.js';
import { skeleton, skeletonStyles } from '../../ui/skeleton.js';
import { VIEW_SKELETONS } from '../../ui/view-skeletons.js';

const backIcon = svg`<path d="M15 6l-6 6 6 6" />`;

/**
 * @summary The customization view the controller mounted (`svcCart.customization`): a header
 * with the way back to the cart, the view's title and the product or bundle it is for, then the
 * view itself (`<svc-view-{name}>`), whose code loads the first time it is shown. The panel loads
 * this element the first time a view is mounted, not at start.
 *
 * @csspart view - The view.
 * @csspart view-title - The view's heading.
 * @csspart view-product - The product or bundle the view is for.
 * @csspart view-back-button - The way back to the cart (the item is not added).
 * @csspart view-body - The view's content (from the view element, as are the parts below).
 * @csspart option - A choice (plan, variant, answer) as a card.
 * @csspart field - A form field with its label and error.
 * @csspart field-label - A field's label.
 * @csspart field-error - The server's or the form's message next to a field.
 * @csspart view-error - A failure of the view's action.
 * @csspart view-actions - The action bar at the bottom.
 * @csspart submit-button - The view's main action.
 * @csspart loading - The skeleton, in the shape of the view that is coming, while its code loads ("Loading…").
 */
export class SvcCartCustomization extends LitElement {
  static override styles = [tokens, controls, viewStyles, skeletonStyles];

  readonly #state = new CartStateController(this);
  readonly #l10n = new LocalizeController(this, () => this.#state.controller);
  /** The view element of the mounted customization, created once per customization. */
  #shown: { customization: Customization; element: SvcView } | undefined;
  /** What this render shows: the mounted customization's view, or none while its code loads. */
  #view: SvcView | undefined;

  override willUpdate(): void {
    const customization = this.#state.controller?.customization;
    this.#view = customization ? this.#viewElement(customization) : undefined;
  }

  override updated(): void {
    const cart = this.#state.controller;
    const customization = cart?.customization;
    if (!cart || !customization || this.#view) return;
    loadElement(viewTag(customization.view), this.#l10n.lang).then(
      () => this.requestUpdate(),
      (error: unknown) => {
        if (cart.customization === customization && !cart.error)
          cart.reportError('view', error as Error, () => Promise.resolve());
      },
    );
  }

  /**
   * The view of `customization`, created the first time its code is here; none while it loads. A
   * new view waits for its code, and after a language switch for that language's messages, so it
   * speaks the language from its first render (a view already shown stays, and renders again when
   * they are in).
   */
  #viewElement(customization: Customization): SvcView | undefined {
    const tag = viewTag(customization.view);
    const shown = this.#shown?.customization === customization ? this.#shown.element : undefined;
    if (!customElements.get(tag) || (!shown && !this.#l10n.ready)) return undefined;
    if (shown) return shown;
    const element = document.createElement(tag) as SvcView;
    element.customization = customization;
    element.setAttribute('exportparts', VIEW_PARTS);
    this.#shown = { customization, element };
    return element;
  }

  override render() {
    const cart = this.#state.controller;
    const customization = cart?.customization;
    if (!cart || !customization) return nothing;
    const t = this.#l10n;
    const product = customization.product as Product | undefined;
    const name = product?.parent?.name ?? product?.name ?? customization.bundle?.name;
    const key = `view.${customization.view}`;
    return html`<section part="view" class="view" aria-labelledby="view-title">
      <header>
        <button
          part="view-back-button"
          class="icon back"
          type="button"
          aria-label=${t.term('view.back')}
          @click=${() => cart.dismissCustomization()}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">${backIcon}</svg>
        </button>
        <div>
          <h3 part="view-title" id="view-title">${isMessageKey(key) ? t.term(key) : customization.view}</h3>
          ${name ? html`<p part="view-product">${name}</p>` : nothing}
        </div>
      </header>
      ${
        this.#view ??
        html`<div class="loading">
          ${skeleton(t.term('view.loading'), VIEW_SKELETONS[customization.view])}
        </div>`
      }
    </section>`;
  }
}
