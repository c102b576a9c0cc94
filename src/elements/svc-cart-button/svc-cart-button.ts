import { html, LitElement, nothing } from 'lit';
import { buttonPosition, cartButtonFloats } from '../../ui/cart-button-room.js';
import { CartStateController } from '../../ui/cart-state-controller.js';
import '../../core/i18n/later-messages.js';
import { LocalizeController } from '../../ui/localize-controller.js';
import { controls, tokens } from '../../ui/tokens.js';
import { buttonStyles } from './svc-cart-button.styles.js';

/**
 * @summary The floating cart button (`settings.cartButton`), with the item count. Shows the
 * shop's `cartButtonImage` or a bag icon. Hidden when the page has its own `a.svc-cart` link or
 * when the widget is disabled. It sits where `settings.cartButtonPosition` puts it (bottom end,
 * 24 px from the edges, by default); `<svc-list>`, `<svc-bundle-builder>` and
 * `<svc-customer-portal>` keep room below themselves while it shows.
 *
 * @csspart button - The button.
 * @csspart icon - The bag icon (when there is no `cartButtonImage`).
 * @csspart image - The `cartButtonImage`.
 * @csspart count - The item count badge.
 *
 * @cssproperty --svc-cart-button-size - Width and height of the button (default 3.5rem).
 * @cssproperty --svc-cart-button-radius - Its corner radius (default: `--svc-radius`, then the
 * shop's `buttonStyle`, else round).
 * @cssproperty --svc-accent - Its background (the shop's `accentColor`).
 * @cssproperty --svc-accent-contrast - Its icon colour (by default white or dark, whichever reads
 * better on the accent).
 */
export class SvcCartButton extends LitElement {
  static override styles = [tokens, controls, buttonStyles];

  readonly #state = new CartStateController(this);
  readonly #l10n = new LocalizeController(this, () => this.#state.controller);

  protected override willUpdate(): void {
    // Where the shop placed it (`settings.cartButtonPosition`), through the CSS object model, which
    // a strict CSP allows.
    const cart = this.#state.controller;
    if (!cart) return;
    const position = buttonPosition(cart);
    const away = position.align === 'start' ? 'end' : 'start';
    this.style.setProperty('inset-block-end', `${position.bottom}px`);
    this.style.setProperty(`inset-inline-${position.align}`, `${position.side}px`);
    this.style.setProperty(`inset-inline-${away}`, 'auto');
  }

  override render() {
    const cart = this.#state.controller;
    if (!cart || !cartButtonFloats(cart)) return nothing;
    const count = cart.itemCount;
    const image = cart.settings.cartButtonImage;
    return html`<button
      part="button"
      type="button"
      lang=${this.#l10n.lang}
      aria-label=${this.#l10n.term('cart.button', { count })}
      aria-haspopup="dialog"
      @click=${() => cart.toggle()}
    >
      ${
        image
          ? html`<img part="image" src=${image} alt="" />`
          : html`<svg
              part="icon"
              viewBox="0 0 24 24"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              stroke-width="1.8"
              stroke-linecap="round"
              stroke-linejoin="round"
            >
              <path d="M5 8h14l-1.2 11.1a2 2 0 0 1-2 1.9H8.2a2 2 0 0 1-2-1.9L5 8Z" />
              <path d="M9 10V6.5a3 3 0 0 1 6 0V10" />
            </svg>`
      }
      <span part="count" class="count" aria-hidden="true">${count}</span>
    </button>`;
  }
}
