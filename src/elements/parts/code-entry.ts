/**
 * The discount code and gift card entries, the same in the summary and the review: a field with
 * its Apply (Redeem) button, or the applied code with its remove button, and the server's answer
 * when a code was refused. What the shopper typed stays when applying fails; focus goes to the
 * applied code after applying and back to the field after removing or a refusal.
 */
import { html, nothing, svg, type LitElement, type TemplateResult } from 'lit';
import type { SvcCart } from '../../controller/svc-cart.js';
import type { CartTotals } from '../../core/cart-model.js';
import type { MessageKey } from '../../core/i18n/localize.js';
import { shopperMessage } from '../../core/i18n/shopper-message.js';
import type { LocalizeController } from '../localize-controller.js';

export type CodeKind = 'coupon' | 'gift-card';

const closeIcon = svg`<path d="M6 6l12 12M18 6 6 18" />`;

interface CodeEntry {
  /** What the shopper typed; kept when applying fails. */
  value: string;
  /** The failure of the last apply or remove, as shopper text. */
  error: string | null;
}

interface CodeText {
  label: MessageKey;
  apply: MessageKey;
  applyBusy: string;
  removeBusy: string;
  invalid: MessageKey;
}

const CODE_TEXT: Record<CodeKind, CodeText> = {
  coupon: {
    label: 'coupon.label',
    apply: 'coupon.apply',
    applyBusy: 'applyCoupon',
    removeBusy: 'removeCoupon',
    invalid: 'error.invalid_coupon',
  },
  'gift-card': {
    label: 'giftCard.label',
    apply: 'giftCard.apply',
    applyBusy: 'applyGiftCard',
    removeBusy: 'removeGiftCard',
    invalid: 'error.invalid_gift_card',
  },
};

/** What the entries need of their element. */
export interface CodeEntriesOptions {
  /** The controller (`undefined` before the context arrives). */
  cart: () => SvcCart | undefined;
  l10n: LocalizeController;
  /** While it holds, the buttons are disabled and presses ignored (the review during the purchase). */
  locked?: () => boolean;
}

/**
 * The code entries of an element: what the shopper typed and the last failure, by kind, and the
 * template of each (`render(kind)`), which applies and removes codes through the controller.
 */
export class CodeEntries {
  readonly #host: LitElement;
  readonly #options: CodeEntriesOptions;
  readonly #entries: Record<CodeKind, CodeEntry> = {
    coupon: { value: '', error: null },
    'gift-card': { value: '', error: null },
  };

  constructor(host: LitElement, options: CodeEntriesOptions) {
    this.#host = host;
    this.#options = options;
  }

  /** Whether presses are ignored now (see `locked`). */
  get #locked(): boolean {
    return this.#options.locked?.() ?? false;
  }

  /** The entry of `kind` (part `coupon` or `gift-card`): its form, or the applied code. */
  render(kind: CodeKind): TemplateResult {
    const svcCart = this.#options.cart()!;
    const l10n = this.#options.l10n;
    const cart = svcCart.cart as CartTotals;
    const text = CODE_TEXT[kind];
    const entry = this.#entries[kind];
    const locked = this.#locked;
    const errorId = `${kind}-error`;
    const error = entry.error
      ? html`<p id=${errorId} part=${errorId} role="alert">${entry.error}</p>`
      : nothing;
    const code = kind === 'coupon' ? cart.coupon?.code : cart.giftCard?.code;
    if (code) {
      const removing = svcCart.busy.has(text.removeBusy);
      const [applied, removeLabel] =
        kind === 'coupon'
          ? [l10n.term('coupon.applied', { code }), l10n.term('coupon.remove', { code })]
          : [
              l10n.term('giftCard.applied', {
                amount: l10n.money(cart.giftCard?.amountUsed ?? cart.giftCardAmount ?? 0),
              }),
              l10n.term('giftCard.remove'),
            ];
      return html`<div part=${kind}>
        <div part="${kind}-applied" tabindex="-1">
          <span>${applied}</span>
          <button
            type="button"
            class="icon remove"
            part="${kind}-remove"
            aria-label=${removeLabel}
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
    const applying = svcCart.busy.has(text.applyBusy);
    return html`<form part=${kind} novalidate @submit=${(event: Event) => this.#apply(event, kind)}>
      <label part="${kind}-label" for="${kind}-input">${l10n.term(text.label)}</label>
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
          ${applying ? html`<span class="spinner" aria-hidden="true"></span>` : nothing}${l10n.term(text.apply)}
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
    const cart = this.#options.cart();
    const entry = this.#entries[kind];
    const code = entry.value.trim();
    if (!cart || !code || cart.busy.has(CODE_TEXT[kind].applyBusy) || this.#locked) return;
    entry.error = null;
    this.#host.requestUpdate();
    try {
      await (kind === 'coupon' ? cart.applyCoupon(code) : cart.applyGiftCard(code));
      entry.value = '';
      await this.#redraw();
      this.#part(`${kind}-applied`)?.focus();
    } catch (error) {
      entry.error = shopperMessage(error, (key) => this.#options.l10n.term(key), CODE_TEXT[kind].invalid).text;
      await this.#redraw();
      this.#part(`${kind}-input`)?.focus();
    }
  }

  async #remove(event: Event, kind: CodeKind): Promise<void> {
    const cart = this.#options.cart();
    if (!cart || (event.currentTarget as HTMLElement).getAttribute('aria-disabled') === 'true' || this.#locked)
      return;
    const entry = this.#entries[kind];
    entry.error = null;
    this.#host.requestUpdate();
    try {
      await (kind === 'coupon' ? cart.removeCoupon() : cart.removeGiftCard());
      await this.#host.updateComplete;
      this.#part(`${kind}-input`)?.focus();
    } catch (error) {
      entry.error = shopperMessage(error, (key) => this.#options.l10n.term(key)).text;
      this.#host.requestUpdate();
    }
  }
}
