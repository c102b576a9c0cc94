import { html, LitElement, nothing } from 'lit';
import { live } from 'lit/directives/live.js';
import { CartStateController } from '../../ui/cart-state-controller.js';
import '../../core/i18n/later-messages.js';
import { LocalizeController } from '../../ui/localize-controller.js';
import { controls, tokens } from '../../ui/tokens.js';
import { pickersStyles } from './svc-cart-pickers.styles.js';

/**
 * @summary The currency and language pickers of the panel's header (`localizationSettings`),
 * from the shop's `currencies` and `languages`; a list with one entry shows no picker. Choosing
 * calls `setCurrency` (the picker is disabled while the cart is re-priced, and keeps focus) or
 * `setLanguage`. The panel loads this element only for a page that turns the setting on.
 *
 * @csspart currency-label - The currency picker's label.
 * @csspart currency-select - The currency picker.
 * @csspart language-label - The language picker's label.
 * @csspart language-select - The language picker.
 */
export class SvcCartPickers extends LitElement {
  static override styles = [tokens, controls, pickersStyles];

  readonly #state = new CartStateController(this);
  readonly #l10n = new LocalizeController(this, () => this.#state.controller);
  /** The currency picker had focus when it was disabled for its change; give it back after. */
  #refocusCurrency = false;

  protected override updated(): void {
    const currency = this.renderRoot.querySelector<HTMLSelectElement>('#currency');
    if (!this.#refocusCurrency || !currency || currency.disabled) return;
    this.#refocusCurrency = false;
    // Only when focus went nowhere meanwhile: the shopper may have moved on.
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active || active === document.body) currency.focus();
  }

  #onCurrency = (event: Event) => {
    const select = event.target as HTMLSelectElement;
    this.#refocusCurrency = this.shadowRoot?.activeElement === select;
    // A failure leaves the cart's currency as it was; the picker shows it again on the next render.
    this.#state.controller?.setCurrency(select.value).catch(() => this.requestUpdate());
  };

  #onLanguage = (event: Event) => {
    this.#state.controller?.setLanguage((event.target as HTMLSelectElement).value);
  };

  override render() {
    const cart = this.#state.controller;
    if (!cart) return nothing;
    const t = this.#l10n;
    const currencies = cart.shop.currencies ?? [];
    const languages = cart.shop.languages ?? [];
    const { currencyCode, languageCode } = cart.state;
    const changing = cart.busy.has('setCurrency');
    // `live`: a failed change shows the cart's currency again, though the last render had it too.
    return html`${
      currencies.length > 1
        ? html`<div class="picker">
            <label part="currency-label" for="currency">${t.term('currency.label')}</label>
            <select
              part="currency-select"
              id="currency"
              name="currency"
              .value=${live(currencyCode)}
              ?disabled=${changing}
              aria-busy=${changing ? 'true' : 'false'}
              @change=${this.#onCurrency}
            >
              ${currencies.map(
                ({ abbreviation }) =>
                  html`<option value=${abbreviation} ?selected=${abbreviation === currencyCode}>
                    ${abbreviation}
                  </option>`,
              )}
            </select>
            ${changing ? html`<span class="spinner" aria-hidden="true"></span>` : nothing}
          </div>`
        : nothing
    }
    ${
      languages.length > 1
        ? html`<div class="picker language">
            <label part="language-label" for="language">${t.term('language.label')}</label>
            <select
              part="language-select"
              id="language"
              name="language"
              .value=${live(languageCode)}
              @change=${this.#onLanguage}
            >
              ${languages.map(
                ({ code, name }) =>
                  html`<option value=${code} lang=${code} ?selected=${code === languageCode}>
                    ${name || code}
                  </option>`,
              )}
            </select>
          </div>`
        : nothing
    }`;
  }
}
