/**
 * The discount code and gift card entries, the same in the summary and the review: a field with
 * its Apply (Redeem) button, or the applied code with its remove button, and the server's answer
 * when a code was refused. What the shopper typed stays when applying fails; focus goes to the
 * applied code after applying and back to the field after removing or a refusal.
 */
import { html, nothing, svg, type LitElement, type TemplateResult } from 'lit';
import type { CartStateController } from './cart-state-controller.js';
import type { CartTotals } from '../core/cart-model.js';
import '../core/i18n/codes-messages.js';
import type { MessageParams } from '../core/i18n/localize.js';
import { shopperMessage } from '../core/i18n/shopper-message.js';
import type { LocalizeController } from './localize-controller.js';
import '../core/i18n/codes-messages.js';

export { codeEntryStyles } from './code-entry.styles.js';

/** The two entries: the discount code and the gift card (also their parts' names). */
export type CodeKind = 'coupon' | 'gift-card';

const closeIcon = svg`<path d="M6 6l12 12M18 6 6 18" />`;

interface CodeEntry {
  /** What the shopper typed; kept when applying fails. */
  value: string;
  /** The failure of the last apply or remove, as shopper text. */
  error: string | null;
}

/**
 * Each kind's names: the prefix of its messages (`coupon.label`), the end of the controller's busy
 * keys (`applyCoupon`, `removeCoupon`) and of its refusal's code (`invalid_coupon`).
 */
const NAMES = {
  coupon: { messages: 'coupon', busy: 'Coupon', refusal: 'coupon' },
  'gift-card': { messages: 'giftCard', busy: 'GiftCard', refusal: 'gift_card' },
} as const;

/**
 * The code entries of an element: what the shopper typed and the last failure, by kind, and the
 * template of each (`render(kind)`), which applies and removes codes through the controller.
 */
export class CodeEntries {
  readonly #host: LitElement;
  readonly #state: CartStateController;
  readonly #l10n: LocalizeController;
  readonly #locked: () => boolean;
  readonly #entries: Record<CodeKind, CodeEntry> = {
    coupon: { value: '', error: null },
    'gift-card': { value: '', error: null },
  };

  /**
   * The entries of `host`, which reaches the controller through `state` and speaks through
   * `l10n`. While `locked` holds, the buttons are disabled and presses ignored (the review during
   * the purchase).
   */
  constructor(
    host: LitElement,
    state: CartStateController,
    l10n: LocalizeController,
    locked: () => boolean = () => false,
  ) {
    this.#host = host;
    this.#state = state;
    this.#l10n = l10n;
    this.#locked = locked;
  }

  /** The entry of `kind` (part `coupon` or `gift-card`): its form, or the applied code. */
  render(kind: CodeKind): TemplateResult {
    const svcCart = this.#state.controller!;
    const l10n = this.#l10n;
    const cart = svcCart.cart as CartTotals;
    const { messages: key, busy: name } = NAMES[kind];
    const entry = this.#entries[kind];
    const locked = this.#locked();
    const errorId = `${kind}-error`;
    const error = entry.error
      ? html`<p id=${errorId} part=${errorId} role="alert">${entry.error}</p>`
      : nothing;
    const coupon = kind === 'coupon';
    const code = coupon ? cart.coupon?.code : cart.giftCard?.code;
    if (code) {
      const removing = svcCart.busy.has(`remove${name}`);
      // What the applied code's words name: the code, or the amount the gift card covers.
      const params: MessageParams = coupon
        ? { code }
        : { amount: l10n.money(cart.giftCard?.amountUsed ?? cart.giftCardAmount ?? 0) };
      return html`<div part=${kind}>
        <div part="${kind}-applied" tabindex="-1">
          <span>${l10n.term(`${key}.applied`, params)}</span>
          <button
            type="button"
            class="icon remove"
            part="${kind}-remove"
            aria-label=${l10n.term(`${key}.remove`, coupon ? params : undefined)}
            aria-describedby=${entry.error ? errorId : nothing}
            aria-disabled=${removing || locked ? 'true' : 'false'}
            aria-busy=${removing ? 'true' : 'false'}
            @click=${(event: Event) => this.#remove(event, kind)}
          >
            ${
              removing
                ? html`<span class="spinner" aria-hidden="true"></span>`
                : html`<svg viewBox="0 0 24 24" aria-hidden="true">${closeIcon}</svg>`
            }
          </button>
        </div>
        ${error}
      </div>`;
    }
    const applying = svcCart.busy.has(`apply${name}`);
    return html`<form part=${kind} novalidate @submit=${(event: Event) => this.#apply(event, kind)}>
      <label part="${kind}-label" for="${kind}-input">${l10n.term(`${key}.label`)}</label>
      <div class="entry">
        <input
          id="${kind}-input"
          part="${kind}-input"
          name=${kind}
          type="text"
          autocomplete="off"
          autocapitalize="characters"
          spellcheck="false"
          .value=${entry.value}
          aria-invalid=${entry.error ? 'true' : 'false'}
          aria-describedby=${entry.error ? errorId : nothing}
          @input=${(event: InputEvent) => {
            entry.value = (event.target as HTMLInputElement).value;
          }}
        />
        <button
          type="submit"
          class="secondary"
          part="${kind}-button"
          aria-disabled=${applying || locked ? 'true' : 'false'}
          aria-busy=${applying ? 'true' : 'false'}
        >
          ${applying ? html`<span class="spinner" aria-hidden="true"></span>` : nothing}${l10n.term(`${key}.apply`)}
        </button>
      </div>
      ${error}
    </form>`;
  }

  #part(name: string): HTMLElement | null {
    return this.#host.renderRoot.querySelector<HTMLElement>(`[part~="${name}"]`);
  }

  /** Shows the entry as it is now and waits until it is drawn. */
  #redraw(): Promise<boolean> {
    this.#host.requestUpdate();
    return this.#host.updateComplete;
  }

  async #apply(event: Event, kind: CodeKind): Promise<void> {
    event.preventDefault();
    const cart = this.#state.controller;
    const entry = this.#entries[kind];
    const code = entry.value.trim();
    if (!cart || !code || cart.busy.has(`apply${NAMES[kind].busy}`) || this.#locked()) return;
    entry.error = null;
    this.#host.requestUpdate();
    try {
      await (kind === 'coupon' ? cart.applyCoupon(code) : cart.applyGiftCard(code));
      entry.value = '';
      await this.#redraw();
      this.#part(`${kind}-applied`)?.focus();
    } catch (error) {
      entry.error = shopperMessage(
        error,
        (key) => this.#l10n.term(key),
        `error.invalid_${NAMES[kind].refusal}`,
      ).text;
      await this.#redraw();
      this.#part(`${kind}-input`)?.focus();
    }
  }

  async #remove(event: Event, kind: CodeKind): Promise<void> {
    const cart = this.#state.controller;
    if (
      !cart ||
      (event.currentTarget as HTMLElement).getAttribute('aria-disabled') === 'true' ||
      this.#locked()
    )
      return;
    const entry = this.#entries[kind];
    entry.error = null;
    this.#host.requestUpdate();
    try {
      await (kind === 'coupon' ? cart.removeCoupon() : cart.removeGiftCard());
      await this.#host.updateComplete;
      this.#part(`${kind}-input`)?.focus();
    } catch (error) {
      entry.error = shopperMessage(error, (key) => this.#l10n.term(key)).text;
      this.#host.requestUpdate();
    }
  }
}
