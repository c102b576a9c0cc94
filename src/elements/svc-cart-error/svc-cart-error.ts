import { html, LitElement, nothing } from 'lit';
import { CartStateController } from '../../ui/cart-state-controller.js';
import { LocalizeController } from '../../ui/localize-controller.js';
import { shopperMessage } from '../../core/i18n/shopper-message.js';
import { controls, tokens } from '../../ui/tokens.js';
import { errorStyles } from './svc-cart-error.styles.js';
import './messages.js';

/**
 * @summary The error view: shown in the drawer when adding or configuring an item or the start-up
 * failed. It names the problem in the shopper's language, offers "Try again" when trying again
 * makes sense and a way back to the cart. Server text is only ever rendered as text.
 *
 * @csspart base - The view.
 * @csspart alert - The announced part: icon, title and message (`role="alert"`).
 * @csspart icon - The warning icon.
 * @csspart title - The heading.
 * @csspart message - The message.
 * @csspart actions - The buttons.
 * @csspart retry-button - "Try again" (when the failed action can be retried); offline, "Waiting for
 *   the connection…" until it is back.
 * @csspart back-button - "Back to cart" (when there is a cart to go back to).
 *
 * @cssproperty --svc-danger - Colour of the warning icon.
 */
export class SvcCartError extends LitElement {
  static override styles = [tokens, controls, errorStyles];

  readonly #state = new CartStateController(this);
  readonly #l10n = new LocalizeController(this, () => this.#state.controller);
  /** Try again was pressed offline: it waits for the connection. */
  #waiting = false;

  override render() {
    const cart = this.#state.controller;
    const failure = cart?.error;
    if (!cart || !failure) return nothing;
    const t = this.#l10n;
    const { text, key } = shopperMessage(failure.error, (k) => t.term(k));
    return html`<div part="base" class="base" data-source=${failure.source} data-message=${key ?? 'server'}>
      <div part="alert" class="alert" role="alert">
        <svg
          part="icon"
          viewBox="0 0 24 24"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          stroke-width="2"
        >
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7.5v5.5M12 16.5v.5" stroke-linecap="round" />
        </svg>
        <h3 part="title">${t.term('error.title')}</h3>
        <p part="message">${text}</p>
      </div>
      <div part="actions" class="actions">
        ${
          failure.retry
            ? html`<button
                part="retry-button"
                class="primary"
                type="button"
                aria-disabled=${this.#waiting ? 'true' : 'false'}
                aria-busy=${this.#waiting ? 'true' : 'false'}
                @click=${() => void this.#retry()}
              >
                ${this.#waiting ? t.text('error.waiting') : t.term('error.retry')}
              </button>`
            : nothing
        }
        ${
          cart.cart
            ? html`<button
                part="back-button"
                class="secondary"
                type="button"
                @click=${() => cart.showSummary()}
              >
                ${t.term('error.back')}
              </button>`
            : nothing
        }
      </div>
    </div>`;
  }

  async #retry(): Promise<void> {
    const cart = this.#state.controller;
    if (!cart || this.#waiting) return;
    // Offline, Try again waits for the connection: the button says so until it is back. Closing
    // the widget meanwhile (another error, or none) drops the retry.
    if (navigator.onLine === false) {
      const failure = cart.error;
      this.#waiting = true;
      this.requestUpdate();
      await new Promise((resolve) => window.addEventListener('online', resolve, { once: true }));
      this.#waiting = false;
      this.requestUpdate();
      if (cart.error !== failure) return;
    }
    // A failure again shows this view again (the controller sets the error); nothing to do here.
    cart.retry().catch(() => undefined);
  }
}
