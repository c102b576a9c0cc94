import type { Cart } from '@svc/sdk';
import { html, nothing, type TemplateResult } from 'lit';
import type { ChoiceNames } from '../../controller/checkout/review-data.js';
import type { CartTotals } from '../../core/cart-model.js';
import { purchaseBasis, type CheckoutStep } from '../../core/checkout.js';
import { DataTask } from '../../ui/data-task.js';
import { CodeEntries } from '../../ui/code-entry.js';
import { totals, type OrderText } from '../../ui/totals.js';
import { loadGateway } from '../../ui/gateways/gateway.js';
import { CheckoutStepElement } from '../step-kit.js';
import '../svc-checkout-offers/index.js';
import type { ReviewMessageKey } from './messages.js';
import { orderLines, orderStyles } from '../../ui/order-lines.js';
import { reviewStyles } from './svc-checkout-review.styles.js';

/** The names of the choices, with the choices (`#choicesKey`) they were loaded for. */
type KeyedNames = ChoiceNames & { key: string };

/** Countries that write the city before the postal code (others write the code first). */
const CITY_FIRST = new Set(['US', 'CA', 'GB', 'AU', 'NZ', 'IE']);

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * @summary The checkout's review step: what is bought (lines, totals with "Due today" and
 * "Recurring"), the contact, delivery and payment chosen (each with "Change"), the discount code
 * and gift card (still editable), one offer (the pre-purchase phase's, then the mid-purchase
 * phase's, after every field), and the pay button with the exact amount.
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
 * @csspart offers - The offer (`svc-checkout-offers`): pre-purchase, then mid-purchase.
 * @csspart verification - Where a 3-D Secure challenge is drawn.
 * @csspart view-actions - The pay bar.
 * @csspart view-error - A failure of the purchase that concerns no other step.
 * @csspart view-status - "Payment received" while leaving for the shop's own receipt page.
 * @csspart submit-button - "Pay $36.71" (or "Try again").
 */
export class SvcCheckoutReview extends CheckoutStepElement<ReviewMessageKey> {
  static override styles = [...CheckoutStepElement.styles, orderStyles, reviewStyles];

  readonly #codes = new CodeEntries(
    this,
    this.state,
    this.l10n,
    () => this.store?.busy.has('purchase') ?? false,
  );
  /** The names of the delivery method, the pick-up and the country (`store.loadChoiceNames()`). */
  readonly #names = new DataTask<[string], KeyedNames>(this, {
    task: async ([key]) => ({ key, ...(await this.store!.loadChoiceNames()) }),
  });
  /** The choices the names were last asked for. */
  #namesKey: string | undefined;

  get #cart(): CartTotals | undefined {
    return this.state.controller?.cart as CartTotals | undefined;
  }

  get #text(): OrderText {
    return { term: (key, params) => this.l10n.term(key, params), money: (minor) => this.money(minor) };
  }

  /** The names loaded for the choices shown; none while they load again for changed choices. */
  get #choiceNames(): ChoiceNames {
    const names = this.#names.value;
    return names && names.key === this.#choicesKey() ? names : {};
  }

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

  override connectedCallback(): void {
    super.connectedCallback();
    void this.updateComplete.then(() => this.#part('step-title')?.focus());
  }

  override willUpdate(changed: Map<PropertyKey, unknown>): void {
    super.willUpdate(changed);
    const key = this.#choicesKey();
    const names = this.#names;
    // Asked for again when the choices changed, or when leaving the page dropped the last answer.
    if (key && names.value?.key !== key && (names.status !== 'pending' || this.#namesKey !== key)) {
      this.#namesKey = key;
      void names.run(key);
    }
  }

  #part<E extends HTMLElement = HTMLElement>(name: string): E | null {
    return this.renderRoot.querySelector<E>(`[part~="${name}"]`);
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

  // ------------------------------------------------------------------ pay

  async #pay(): Promise<void> {
    const store = this.store;
    if (!store || this.#payBlocked) return;
    const paid = await store.run('purchase', () =>
      store.purchaseCart(
        {
          loadGateway: (gateway) => loadGateway(gateway, store.gatewayLoaders),
          host: this.#part('verification')!,
        },
        // `text` words the purchase's own messages (controller/checkout/purchase.ts), not the step's.
        { describe: (error) => this.stepError(error), text: (key) => this.l10n.text(key) },
      ),
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

  #codesSection(): TemplateResult {
    return html`<div part="codes" role="group" aria-label=${this.t('review.codes')}>
      ${this.#codes.render('coupon')} ${this.#codes.render('gift-card')}
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
        ${this.t('review.change')}
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
    const names = this.#choiceNames;
    const shipping =
      cart.shipping === null || cart.shipping === undefined
        ? undefined
        : cart.shipping === 0
          ? this.l10n.term('totals.free')
          : this.money(cart.shipping);
    if (store.delivery.kind === 'pickup')
      return [names.pickup ?? this.t('review.pickup'), this.#pickupPerson(), shipping];
    const address = cart.shippingAddress;
    const method = names.shippingMethod
      ? this.t('review.shippingMethod', { name: names.shippingMethod, price: shipping ?? '' })
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
    if (!method?.last4) return [this.t('review.paymentMethod')];
    const brand = capitalized(method.brand ?? method.type ?? '');
    const lines = [this.t('review.card', { brand, last4: method.last4 })];
    if (method.expMonth && method.expYear)
      lines.push(
        this.t('review.cardExpires', {
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
        <p part="view-status" role="status">${this.t('review.redirecting')}</p>
      </div>`;
    }
    const paying = store.busy.has('purchase');
    const label = this.#retrying
      ? this.t('review.tryAgain')
      : this.t('review.pay', { amount: this.money(cart.total ?? 0) });
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
        <h4 part="step-title" tabindex="-1">${this.t('review.title')}</h4>
        ${orderLines(cart, this.#text, this.t('review.items'))} ${totals(cart, this.#text)}
        <ul part="choices" aria-label=${this.t('review.choices')}>
          ${this.#choice('contact', this.t('review.contact'), this.t('review.changeContact'), this.#contactLines())}
          ${
            steps.includes('delivery')
              ? this.#choice(
                  'delivery',
                  this.t(store.delivery.kind === 'pickup' ? 'review.pickup' : 'review.delivery'),
                  this.t('review.changeDelivery'),
                  this.#deliveryLines(cart),
                )
              : nothing
          }
          ${this.#choice('payment', this.t('review.payment'), this.t('review.changePayment'), this.#paymentLines(cart))}
        </ul>
        ${this.#codesSection()}
        <svc-checkout-offers
          part="offers"
          phase="pre"
          then="mid"
          .store=${store}
          @svc-offers-finished=${() => this.#part('submit-button')?.focus()}
        ></svc-checkout-offers>
        <div part="verification"></div>
      </div>
      ${this.#actions(cart)}`;
  }
}
