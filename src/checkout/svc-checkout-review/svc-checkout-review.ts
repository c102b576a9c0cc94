import type { Cart } from '@svc/sdk';
import { html, nothing, svg, type TemplateResult } from 'lit';
import type { CartTotals } from '../../core/cart-model.js';
import type { MessageKey } from '../../core/i18n/localize.js';
import { shopperMessage } from '../../core/i18n/shopper-message.js';
import type { CheckoutStep } from '../../controller/checkout/checkout-store.js';
import { purchaseBasis, purchaseCart } from '../../controller/checkout/purchase.js';
import { CheckoutStepElement } from '../step-kit.js';
import '../svc-checkout-offers/index.js';
import type { ReviewMessageKey } from './messages.js';
import { orderLines, orderStyles, orderTotals, type OrderText } from './order-parts.js';
import { reviewStyles } from './svc-checkout-review.styles.js';

const closeIcon = svg`<path d="M6 6l12 12M18 6 6 18" />`;

type CodeKind = 'coupon' | 'gift-card';

interface CodeEntry {
  /** What the shopper typed; kept when applying fails. */
  value: string;
  error: string | null;
}

const CODE_TEXT: Record<
  CodeKind,
  { label: MessageKey; apply: MessageKey; applyBusy: string; removeBusy: string; invalid: MessageKey }
> = {
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

/** Names the review shows for the shopper's choices, loaded for the cart's delivery and card. */
interface ChoiceNames {
  /** For which delivery and payment method they were loaded. */
  key: string;
  shippingMethod?: string;
  pickup?: string;
  country?: string;
  countryCode?: string;
}

/** Countries that write the city before the postal code (others write the code first). */
const CITY_FIRST = new Set(['US', 'CA', 'GB', 'AU', 'NZ', 'IE']);

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * @summary The checkout's review step: what is bought (lines, totals with "Due today" and
 * "Recurring"), the contact, delivery and payment chosen (each with "Change"), the discount code
 * and gift card (still editable), a mid-purchase offer, and the pay button with the exact amount.
 * Paying runs the purchase (`purchase.ts`): one press, one attempt; the button stays focusable
 * (`aria-disabled`) and ignores presses while the purchase runs. A purchase whose answer never
 * came shows "Try again", which sends the same attempt (same idempotency key) again.
 *
 * @csspart view-body - The scrolling content.
 * @csspart step-title - The step's heading (focused when the step appears).
 * @csspart order-lines - The list of lines; each `order-line` has `order-line-name`,
 *   `order-line-variant`, `order-line-quantity`, `order-line-price` and `order-line-later`.
 * @csspart totals - The totals; each `totals-row` also has its own part (`subtotal`, `discount`,
 *   `fees`, `shipping`, `tax`, `gift-card-amount`, `due-today`, `recurring`).
 * @csspart choices - The contact, delivery and payment chosen.
 * @csspart choice - One of them (`choice contact`, `choice delivery`, `choice payment`).
 * @csspart choice-title - Its name.
 * @csspart choice-value - What was chosen.
 * @csspart choice-change - Its "Change" button (back to that step).
 * @csspart codes - The discount code and gift card entries (`coupon`, `gift-card`, with the
 *   `-label`, `-input`, `-button`, `-error`, `-applied`, `-remove` parts of the summary's).
 * @csspart offers - The mid-purchase offer (`svc-checkout-offers`).
 * @csspart verification - Where a 3-D Secure challenge is drawn.
 * @csspart view-actions - The pay bar.
 * @csspart view-error - A failure of the purchase that concerns no other step.
 * @csspart view-status - "Payment received" while leaving for the shop's own receipt page.
 * @csspart submit-button - "Pay $36.71" (or "Try again").
 */
export class SvcCheckoutReview extends CheckoutStepElement {
  static override styles = [...CheckoutStepElement.styles, orderStyles, reviewStyles];

  readonly #codes: Record<CodeKind, CodeEntry> = {
    coupon: { value: '', error: null },
    'gift-card': { value: '', error: null },
  };
  #names: ChoiceNames = { key: '' };

  override connectedCallback(): void {
    super.connectedCallback();
    void this.updateComplete.then(() => this.#part('step-title')?.focus());
  }

  override willUpdate(changed: Map<PropertyKey, unknown>): void {
    super.willUpdate(changed);
    const key = this.#choicesKey();
    if (key && key !== this.#names.key) {
      this.#names = { key };
      void this.#loadNames(key);
    }
  }

  #t(key: ReviewMessageKey, params?: Record<string, string | number>): string {
    return this.t(key, params);
  }

  #part<E extends HTMLElement = HTMLElement>(name: string): E | null {
    return this.renderRoot.querySelector<E>(`[part~="${name}"]`);
  }

  get #cart(): CartTotals | undefined {
    return this.state.controller?.cart as CartTotals | undefined;
  }

  get #text(): OrderText {
    return { term: (key, params) => this.l10n.term(key, params), money: (minor) => this.money(minor) };
  }

  // ------------------------------------------------------------------ names of the choices

  #choicesKey(): string | undefined {
    const cart = this.#cart;
    if (!cart || !this.store) return undefined;
    const address = cart.shippingAddress;
    return JSON.stringify([
      this.store.delivery.kind,
      cart.shippingMethodId ?? null,
      address?.countryId ?? null,
      address?.zip ?? null,
    ]);
  }

  /** The delivery method's and the country's names, and the saved cards, when not known yet. */
  async #loadNames(key: string): Promise<void> {
    const svcCart = this.state.controller;
    const sdk = svcCart?.sdk;
    const cart = this.#cart;
    const store = this.store;
    if (!sdk || !cart || !store) return;
    const address = cart.shippingAddress;
    const methodId = cart.shippingMethodId;
    const names: ChoiceNames = { key };
    const loads: Promise<unknown>[] = [];
    if (methodId && store.delivery.kind === 'pickup') {
      loads.push(
        sdk.cart.getLocalPickups().then((pickups) => {
          names.pickup = pickups.find((pickup) => pickup.id === methodId)?.name;
        }),
      );
    } else if (methodId && address?.countryId && address.zip) {
      loads.push(
        sdk.cart.getShippingMethods({ country: address.countryId, zip: address.zip }).then((methods) => {
          names.shippingMethod = methods.find((method) => method.id === methodId)?.name;
        }),
      );
    }
    if (address?.countryId)
      loads.push(
        sdk.countries.list().then((countries) => {
          const country = countries.find((candidate) => candidate.id === address.countryId);
          names.country = country?.name;
          names.countryCode = country?.code;
        }),
      );
    if (!store.paymentMethods && cart.paymentMethodId)
      loads.push(
        sdk.wallet.list(cart.currencyCode ?? svcCart.state.currencyCode).then((methods) => {
          store.paymentMethods ??= methods;
        }),
      );
    // Names are a courtesy: without them the review still shows the address and the price.
    await Promise.allSettled(loads);
    if (this.#names.key !== key) return;
    this.#names = names;
    this.requestUpdate();
  }

  // ------------------------------------------------------------------ pay

  /** Whether a press of the pay button must be ignored now. */
  get #payBlocked(): boolean {
    const store = this.store;
    const svcCart = this.state.controller;
    return Boolean(
      !store ||
      !svcCart?.cart?.items.length ||
      store.purchase ||
      store.busy.has('purchase') ||
      svcCart.busy.size > 0,
    );
  }

  /** The last attempt's answer never came and the cart is as it was: the press sends it again. */
  get #retrying(): boolean {
    const store = this.store;
    const cart = this.state.controller?.cart;
    return Boolean(
      store?.errors.review &&
      store.purchaseAttempt &&
      cart &&
      store.purchaseAttempt.basis === purchaseBasis(cart),
    );
  }

  async #pay(): Promise<void> {
    const store = this.store;
    if (!store || this.#payBlocked) return;
    const paid = await store.run('purchase', () =>
      purchaseCart(store, this.#part('verification')!, {
        describe: (error) => this.stepError(error),
        text: (key) => this.t(key),
      }),
    );
    if (paid === false && store.step === 'review' && this.isConnected) {
      await this.updateComplete;
      this.#part('submit-button')?.focus();
    }
  }

  #change(step: CheckoutStep): void {
    if (this.store?.busy.has('purchase')) return;
    this.store?.goTo(step);
  }

  // ------------------------------------------------------------------ codes

  async #applyCode(event: Event, kind: CodeKind): Promise<void> {
    event.preventDefault();
    const svcCart = this.state.controller;
    const entry = this.#codes[kind];
    const code = entry.value.trim();
    if (!svcCart || !code || svcCart.busy.has(CODE_TEXT[kind].applyBusy) || this.store?.busy.has('purchase'))
      return;
    entry.error = null;
    this.requestUpdate();
    try {
      await (kind === 'coupon' ? svcCart.applyCoupon(code) : svcCart.applyGiftCard(code));
      entry.value = '';
      this.requestUpdate();
      await this.updateComplete;
      this.#part(`${kind}-applied`)?.focus();
    } catch (error) {
      entry.error = shopperMessage(error, (key) => this.l10n.term(key), CODE_TEXT[kind].invalid).text;
      this.requestUpdate();
      await this.updateComplete;
      this.#part(`${kind}-input`)?.focus();
    }
  }

  async #removeCode(event: Event, kind: CodeKind): Promise<void> {
    const svcCart = this.state.controller;
    if (
      !svcCart ||
      (event.currentTarget as HTMLElement).getAttribute('aria-disabled') === 'true' ||
      this.store?.busy.has('purchase')
    )
      return;
    const entry = this.#codes[kind];
    entry.error = null;
    this.requestUpdate();
    try {
      await (kind === 'coupon' ? svcCart.removeCoupon() : svcCart.removeGiftCard());
      await this.updateComplete;
      this.#part(`${kind}-input`)?.focus();
    } catch (error) {
      entry.error = shopperMessage(error, (key) => this.l10n.term(key)).text;
      this.requestUpdate();
    }
  }

  #codeEntry(kind: CodeKind, applied: { text: string; removeLabel: string } | null): TemplateResult {
    const svcCart = this.state.controller!;
    const term = (key: MessageKey, params?: Record<string, string | number>) => this.l10n.term(key, params);
    const text = CODE_TEXT[kind];
    const entry = this.#codes[kind];
    const errorId = `${kind}-error`;
    const error = entry.error
      ? html`<p id=${errorId} part=${errorId} role="alert">${entry.error}</p>`
      : nothing;
    const paying = this.store?.busy.has('purchase') ?? false;
    if (applied) {
      const removing = svcCart.busy.has(text.removeBusy);
      return html`<div part=${kind}>
        <div part="${kind}-applied" tabindex="-1">
          <span>${applied.text}</span>
          <button
            type="button"
            class="icon remove"
            part="${kind}-remove"
            aria-label=${applied.removeLabel}
            aria-describedby=${entry.error ? errorId : nothing}
            aria-disabled=${removing || paying ? 'true' : 'false'}
            aria-busy=${removing ? 'true' : 'false'}
            @click=${(event: Event) => this.#removeCode(event, kind)}
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
    return html`<form part=${kind} novalidate @submit=${(event: Event) => this.#applyCode(event, kind)}>
      <label part="${kind}-label" for="${kind}-input">${term(text.label)}</label>
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
          aria-disabled=${applying || paying ? 'true' : 'false'}
          aria-busy=${applying ? 'true' : 'false'}
        >
          ${applying ? html`<span class="spinner" aria-hidden="true"></span>` : nothing}${term(text.apply)}
        </button>
      </div>
      ${error}
    </form>`;
  }

  #codesSection(cart: CartTotals): TemplateResult {
    const term = (key: MessageKey, params?: Record<string, string | number>) => this.l10n.term(key, params);
    const coupon = cart.coupon?.code
      ? {
          text: term('coupon.applied', { code: cart.coupon.code }),
          removeLabel: term('coupon.remove', { code: cart.coupon.code }),
        }
      : null;
    const giftCard = cart.giftCard?.code
      ? {
          text: term('giftCard.applied', {
            amount: this.money(cart.giftCard.amountUsed ?? cart.giftCardAmount ?? 0),
          }),
          removeLabel: term('giftCard.remove'),
        }
      : null;
    return html`<div part="codes" role="group" aria-label=${this.#t('review.codes')}>
      ${this.#codeEntry('coupon', coupon)} ${this.#codeEntry('gift-card', giftCard)}
    </div>`;
  }

  // ------------------------------------------------------------------ choices

  #choice(step: CheckoutStep, title: string, changeLabel: string, lines: (string | undefined)[]) {
    const paying = this.store?.busy.has('purchase') ?? false;
    return html`<li part="choice ${step}">
      <h5 part="choice-title">${title}</h5>
      <p part="choice-value">
        ${lines.filter((line): line is string => Boolean(line)).map((line) => html`<span>${line}</span> `)}
      </p>
      <button
        type="button"
        class="secondary"
        part="choice-change"
        aria-label=${changeLabel}
        aria-disabled=${paying ? 'true' : 'false'}
        @click=${() => this.#change(step)}
      >
        ${this.#t('review.change')}
      </button>
    </li>`;
  }

  #contactLines(): string[] {
    const svcCart = this.state.controller!;
    const store = this.store!;
    const customer = svcCart.customer;
    const email = store.contact.email || customer?.email || '';
    const name = [
      customer?.firstName ?? store.contact.firstName,
      customer?.lastName ?? store.contact.lastName,
    ]
      .filter(Boolean)
      .join(' ');
    return [name, email].filter(Boolean);
  }

  #deliveryLines(cart: Cart): (string | undefined)[] {
    const store = this.store!;
    const names = this.#names;
    const shipping =
      cart.shipping === null || cart.shipping === undefined
        ? undefined
        : cart.shipping === 0
          ? this.l10n.term('totals.free')
          : this.money(cart.shipping);
    if (store.delivery.kind === 'pickup')
      return [names.pickup ?? this.#t('review.pickup'), this.#pickupPerson(), shipping];
    const address = cart.shippingAddress;
    const method = names.shippingMethod
      ? this.#t('review.shippingMethod', { name: names.shippingMethod, price: shipping ?? '' })
      : shipping;
    return [
      [address?.firstName, address?.lastName].filter(Boolean).join(' '),
      address?.addressOne,
      address?.addressTwo ?? undefined,
      (CITY_FIRST.has(names.countryCode ?? '')
        ? [address?.city, address?.zip]
        : [address?.zip, address?.city]
      )
        .filter(Boolean)
        .join(' '),
      names.country,
      method,
    ];
  }

  #pickupPerson(): string | undefined {
    const person = this.store?.pickupPerson;
    const name = [person?.firstName, person?.lastName].filter(Boolean).join(' ');
    return name || undefined;
  }

  #paymentLines(cart: Cart): string[] {
    const store = this.store!;
    const id = cart.paymentMethodId ?? store.payment.paymentMethodId;
    const method = store.paymentMethods?.find((candidate) => candidate.id === id);
    if (!method?.last4) return [this.#t('review.paymentMethod')];
    const brand = capitalized(method.brand ?? method.type ?? '');
    const lines = [this.#t('review.card', { brand, last4: method.last4 })];
    if (method.expMonth && method.expYear)
      lines.push(
        this.#t('review.cardExpires', {
          month: String(method.expMonth).padStart(2, '0'),
          year: method.expYear,
        }),
      );
    return lines;
  }

  // ------------------------------------------------------------------ render

  #actions(cart: CartTotals): TemplateResult {
    const store = this.store!;
    const error = store.errors.review;
    if (store.purchase) {
      return html`<div part="view-actions">
        <p part="view-status" role="status">${this.#t('review.redirecting')}</p>
      </div>`;
    }
    const paying = store.busy.has('purchase');
    const label = this.#retrying
      ? this.#t('review.tryAgain')
      : this.#t('review.pay', { amount: this.money(cart.total ?? 0) });
    return html`<div part="view-actions">
      ${error ? html`<p part="view-error" id="review-error" role="alert">${error.message}</p>` : nothing}
      <button
        type="button"
        class="primary"
        part="submit-button"
        aria-disabled=${this.#payBlocked ? 'true' : 'false'}
        aria-busy=${paying ? 'true' : 'false'}
        aria-describedby=${error ? 'review-error' : nothing}
        @click=${() => this.#pay()}
      >
        ${paying ? html`<span class="spinner" aria-hidden="true"></span>` : nothing}${label}
      </button>
    </div>`;
  }

  override render() {
    const svcCart = this.state.controller;
    const store = this.store;
    const cart = this.#cart;
    if (!svcCart || !store || !cart) return nothing;
    const steps = store.steps;
    return html`<div part="view-body">
        <h4 part="step-title" tabindex="-1">${this.#t('review.title')}</h4>
        ${orderLines(cart, this.#text, this.#t('review.items'))} ${orderTotals(cart, this.#text)}
        <ul part="choices" aria-label=${this.#t('review.choices')}>
          ${this.#choice('contact', this.#t('review.contact'), this.#t('review.changeContact'), this.#contactLines())}
          ${
            steps.includes('delivery')
              ? this.#choice(
                  'delivery',
                  this.#t(store.delivery.kind === 'pickup' ? 'review.pickup' : 'review.delivery'),
                  this.#t('review.changeDelivery'),
                  this.#deliveryLines(cart),
                )
              : nothing
          }
          ${this.#choice('payment', this.#t('review.payment'), this.#t('review.changePayment'), this.#paymentLines(cart))}
        </ul>
        ${this.#codesSection(cart)}
        <svc-checkout-offers
          part="offers"
          phase="mid"
          .store=${store}
          @svc-offers-finished=${() => this.#part('submit-button')?.focus()}
        ></svc-checkout-offers>
        <div part="verification"></div>
      </div>
      ${this.#actions(cart)}`;
  }
}
