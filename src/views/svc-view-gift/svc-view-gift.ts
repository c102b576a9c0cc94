import type { CartGiftInfo } from '@svc/sdk';
import { html, nothing } from 'lit';
import { giftableItems } from '../../core/views.js';
import { shopperMessage } from '../../core/i18n/shopper-message.js';
import { SvcView, viewKitStyles } from '../view-kit.js';
import type { GiftMessageKey } from './messages.js';
import { giftStyles } from './svc-view-gift.styles.js';
import { isEmail } from '../../core/email.js';
import { countField, emailField, textAreaField } from '../../ui/field.js';
import { skeleton } from '../../ui/skeleton.js';
import { START_DATES_SKELETON } from '../../ui/view-skeletons.js';

type GiftField = 'startsAt' | 'numberOfOrders' | 'message' | 'email';

const FIELD_ORDER: GiftField[] = ['startsAt', 'numberOfOrders', 'message', 'email'];

/** A whole number of at least 1, or `null`. */
function parseCount(text: string): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) && value >= 1 ? value : null;
}

/**
 * @summary The gift view (`configureGift(null, true)` or the page's `?gift`): the cart's
 * subscription becomes a gift. The shopper picks the start date among the shop's gifting dates,
 * the number of orders the gift covers, a message and, optionally, the recipient's email; they
 * are saved as the cart's `giftInfo` and the view closes (nothing is added). An existing
 * `giftInfo` is shown for change.
 *
 * A cart without a subscription whose product allows gifting (`giftingEnabled`) cannot be a gift:
 * the view says so, loads nothing and leads back to the cart. It follows the cart, so adding
 * such a subscription meanwhile brings the form.
 *
 * @csspart view-body - The dates and the gift's fields, or why there is nothing to gift.
 * @csspart option - A start date's card (a `<label>` around its radio button).
 * @csspart field - The number of orders, message and email fields.
 * @csspart field-label - A field's label.
 * @csspart field-error - The message next to the dates or a field (the form's or the server's).
 * @csspart retry-button - Loads the dates again after a failure.
 * @csspart view-error - A failure that concerns no field shown.
 * @csspart view-actions - The action bar.
 * @csspart submit-button - "Save gift details" (or "Back to cart" when nothing can be gifted).
 * @csspart loading - The skeleton of the start dates while they load ("Loading the start dates…").
 */
export class SvcViewGift extends SvcView<GiftMessageKey> {
  static override styles = [...SvcView.styles, viewKitStyles, giftStyles];
  static override properties = {
    ...SvcView.properties,
    dates: { state: true },
    loadError: { state: true },
    startsAt: { state: true },
    ordersText: { state: true },
    message: { state: true },
    email: { state: true },
    errors: { state: true },
  };

  /** The offered start dates (`YYYY-MM-DD`); `null` until loaded. */
  declare dates: string[] | null;
  /** Why the dates could not be loaded, in the shopper's words. */
  declare loadError: string | null;
  declare startsAt: string | null;
  declare ordersText: string;
  declare message: string;
  declare email: string;
  /** The form's own messages, by field. */
  declare errors: Partial<Record<GiftField, string>>;

  #loading = false;
  #prefilled = false;

  constructor() {
    super();
    this.dates = null;
    this.loadError = null;
    this.startsAt = null;
    this.ordersText = '1';
    this.message = '';
    this.email = '';
    this.errors = {};
  }

  get #giftable() {
    return giftableItems(this.state.controller?.cart);
  }

  override willUpdate(): void {
    const cart = this.state.controller;
    if (!cart?.cart) return;
    if (!this.#prefilled) {
      this.#prefilled = true;
      const info = cart.cart.giftInfo;
      if (info?.startsAt) this.startsAt = info.startsAt;
      if (typeof info?.numberOfOrders === 'number') this.ordersText = String(info.numberOfOrders);
      if (info?.message) this.message = info.message;
      if (info?.email) this.email = info.email;
    }
    if (this.dates === null && !this.loadError && !this.#loading && this.#giftable.length) void this.#load();
  }

  async #load(): Promise<void> {
    const cart = this.state.controller;
    if (!cart) return;
    this.#loading = true;
    this.loadError = null;
    try {
      this.dates = await (await cart.viewData()).loadGiftingDates();
    } catch (error) {
      this.loadError = shopperMessage(error, (key) => this.l10n.term(key)).text;
    } finally {
      this.#loading = false;
      this.requestUpdate();
    }
  }

  #retry(): void {
    this.loadError = null;
    void this.#load();
  }

  #error(field: GiftField): string | undefined {
    return this.errors[field] ?? this.fieldError(`giftInfo.${field}`);
  }

  #forget(field: GiftField): void {
    if (this.errors[field]) this.errors = { ...this.errors, [field]: undefined };
    const server = `giftInfo.${field}`;
    if (this.fieldErrors[server]) {
      const { [server]: _gone, ...rest } = this.fieldErrors;
      this.fieldErrors = rest;
      this.viewError = null;
    }
  }

  #validate(): Partial<Record<GiftField, string>> {
    const errors: Partial<Record<GiftField, string>> = {};
    const dates = this.dates ?? [];
    if (dates.length && (!this.startsAt || !dates.includes(this.startsAt)))
      errors.startsAt = this.t('gift.dateRequired');
    if (parseCount(this.ordersText) === null) errors.numberOfOrders = this.t('gift.ordersInvalid');
    const email = this.email.trim();
    if (email && !isEmail(email)) errors.email = this.t('gift.emailInvalid');
    return errors;
  }

  /** The cart's new `giftInfo`: empty message and email are left out (they clear the old ones). */
  #giftInfo(): CartGiftInfo {
    const info: CartGiftInfo = { numberOfOrders: parseCount(this.ordersText)! };
    if (this.startsAt && this.dates?.includes(this.startsAt)) info.startsAt = this.startsAt;
    const message = this.message.trim();
    const email = this.email.trim();
    if (message) info.message = message;
    if (email) info.email = email;
    return info;
  }

  async #submit(event: Event): Promise<void> {
    event.preventDefault();
    const cart = this.state.controller;
    if (this.busy || !cart) return;
    if (!this.#giftable.length) {
      cart.dismissCustomization();
      return;
    }
    if (this.dates === null) return;
    this.errors = this.#validate();
    if (Object.values(this.errors).some(Boolean)) {
      await this.updateComplete;
      this.#focusInvalid();
      return;
    }
    const giftInfo = this.#giftInfo();
    // One action: the gift info is saved, then the view closes as a finished one (no item).
    const saved = await this.run(async () => {
      await cart.updateCart({ giftInfo });
      await cart.completeCustomization(null);
    });
    if (!saved) {
      await this.updateComplete;
      this.#focusInvalid();
    }
  }

  #focusInvalid(): void {
    const field = FIELD_ORDER.find((name) => this.#error(name));
    if (!field) return;
    const target =
      field === 'startsAt'
        ? (this.renderRoot.querySelector<HTMLInputElement>('input[name="startsAt"]:checked') ??
          this.renderRoot.querySelector<HTMLInputElement>('input[name="startsAt"]'))
        : this.renderRoot.querySelector<HTMLElement>(`#${field}`);
    target?.focus();
  }

  /** "Wed, Jun 3" in the shopper's language. */
  #dateLabel(date: string): string {
    const value = new Date(`${date}T00:00:00`);
    return new Intl.DateTimeFormat(this.l10n.lang, {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
    }).format(value);
  }

  #dates() {
    if (this.loadError) {
      return html`<p part="field-error" role="alert">${this.loadError}</p>
        <button part="retry-button" class="secondary" type="button" @click=${() => this.#retry()}>
          ${this.t('gift.retry')}
        </button>`;
    }
    const dates = this.dates;
    if (dates === null) {
      return skeleton(this.t('gift.loading'), START_DATES_SKELETON);
    }
    if (!dates.length) return html`<p class="muted" role="status">${this.t('gift.noDates')}</p>`;
    const error = this.#error('startsAt');
    return html`<fieldset aria-describedby="startsAt-error">
      <legend>${this.t('gift.dates')}</legend>
      <div class="dates">
        ${dates.map(
          (date) =>
            html`<label part="option">
              <input
                type="radio"
                name="startsAt"
                .value=${date}
                .checked=${this.startsAt === date}
                @change=${() => {
                  this.startsAt = date;
                  this.#forget('startsAt');
                }}
              />
              <span class="date">${this.#dateLabel(date)}</span>
            </label>`,
        )}
      </div>
      <p part="field-error" id="startsAt-error" role="alert">${error ?? ''}</p>
    </fieldset>`;
  }

  #input(field: 'numberOfOrders' | 'email') {
    const frame = {
      id: field,
      error: this.#error(field),
      onInput: (text: string) => {
        if (field === 'email') this.email = text;
        else this.ordersText = text;
        this.#forget(field);
      },
    };
    if (field === 'email') return emailField({ ...frame, label: this.t('gift.email'), value: this.email });
    return countField({
      ...frame,
      label: this.t('gift.orders'),
      hint: this.t('gift.ordersHint'),
      value: this.ordersText,
    });
  }

  #form() {
    const giftable = this.#giftable;
    const names = [
      ...new Set(giftable.map((item) => item.product?.parent?.name).filter(Boolean) as string[]),
    ];
    return html`<p>${this.t('gift.intro')}</p>
      ${
        names.length
          ? html`<p class="muted">
              ${this.t('gift.for', {
                products: new Intl.ListFormat(this.l10n.lang, { type: 'conjunction' }).format(names),
              })}
            </p>`
          : nothing
      }
      ${this.#dates()} ${this.#input('numberOfOrders')}
      ${textAreaField({
        id: 'message',
        label: this.t('gift.message'),
        error: this.#error('message'),
        value: this.message,
        onInput: (text) => {
          this.message = text;
          this.#forget('message');
        },
      })}
      ${this.#input('email')}`;
  }

  override render() {
    if (!this.state.controller?.cart) return nothing;
    const giftable = this.#giftable.length > 0;
    const shown = FIELD_ORDER.some((field) => this.fieldError(`giftInfo.${field}`));
    return html`<form novalidate @submit=${(event: Event) => this.#submit(event)}>
      <div part="view-body">${giftable ? this.#form() : html`<p>${this.t('gift.unavailable')}</p>`}</div>
      <div part="view-actions">
        ${this.viewError && !shown ? html`<p part="view-error" role="alert">${this.viewError}</p>` : nothing}
        <button
          part="submit-button"
          class="primary"
          type="submit"
          aria-busy=${this.busy ? 'true' : 'false'}
          ?disabled=${giftable && this.dates === null}
        >
          ${this.busy ? html`<span class="spinner" aria-hidden="true"></span>` : nothing}
          ${this.t(giftable ? 'gift.save' : 'gift.back')}
        </button>
      </div>
    </form>`;
  }
}
