import { css, html, LitElement, nothing, svg, type TemplateResult } from 'lit';
import type { CheckoutView } from '../../controller/checkout/checkout-store.js';
import type { SvcCart } from '../../controller/svc-cart.js';
import '../../checkout/messages.js';
import type { CheckoutMessageKey } from '../../checkout/messages.js';
import { CartStateController } from '../../ui/cart-state-controller.js';
import { STEP_ORDER, type CheckoutStep } from '../../core/checkout.js';
import type { CartTotals } from '../../core/cart-model.js';
import '../../core/i18n/later-messages.js';
import { VIEW_PARTS } from '../../ui/parts.js';
import { LocalizeController } from '../../ui/localize-controller.js';
import { controls, tokens } from '../../ui/tokens.js';
import { loadElement, whileLoading } from '../../ui/load-element.js';
import { skeleton, skeletonStyles, type SkeletonBlock } from '../../ui/skeleton.js';
import { totals, type OrderText } from '../../ui/totals.js';
import { orderLines, orderStyles } from '../../ui/order-lines.js';
import { viewStyles } from '../svc-cart-customization/svc-cart-customization.styles.js';

const backIcon = svg`<path d="M15 6l-6 6 6 6" />`;
const chevronIcon = svg`<path d="M6 9l6 6 6-6" />`;

/**
 * The shape of each step while its code loads: a heading, its fields or choices, its button. The
 * checkout's own code and data load in the shape of the first step, contact.
 */
const STEP_SKELETONS: Record<CheckoutStep, readonly SkeletonBlock[]> = {
  contact: ['title', 'field', 'field', 'line', 'button'],
  delivery: ['title', 'field', 'card', 'card', 'button'],
  payment: ['title', 'card', 'field', 'field', 'button'],
  review: ['title', 'card', 'line', 'line', 'button'],
  done: ['title', 'line', 'card'],
};

/** The tag of each checkout step. */
const STEP_TAGS = {
  contact: 'svc-checkout-contact',
  delivery: 'svc-checkout-delivery',
  payment: 'svc-checkout-payment',
  review: 'svc-checkout-review',
  done: 'svc-checkout-receipt',
} as const;

/**
 * @summary The embedded checkout inside the panel: a header with the way back and the order
 * summary, the steps (contact, delivery, payment, review) as a list the shopper can go back
 * through, and the current step's element. The order summary is a bar, "Order summary $36.71",
 * that stays above every step and opens (a button with `aria-expanded`) to the lines and totals.
 * What the shopper typed lives in the checkout store, so it survives going back, closing the
 * drawer and failures. The panel loads this element the first time the checkout is shown; each
 * step's code loads when it is first needed, in the shape of the step meanwhile (a skeleton).
 *
 * @csspart view - The checkout view.
 * @csspart loading - The skeleton while the checkout's code and data, or a step's code, arrive.
 * @csspart checkout-title - The checkout's heading (for assistive technology; the drawer's heading
 *   shows "Checkout").
 * @csspart checkout-back-button - The way back to the cart (or to the previous step).
 * @csspart order-summary-toggle - The bar, a button that opens and closes the details.
 * @csspart order-summary-total - The amount due today, on the bar.
 * @csspart order-summary-details - The cart's lines and totals (`order-lines`, `totals`).
 * @csspart steps - The list of steps.
 * @csspart step - One step in the list (`step done`, `step current`).
 */
export class SvcCartCheckout extends LitElement {
  static override styles = [
    tokens,
    controls,
    viewStyles,
    skeletonStyles,
    orderStyles,
    css`
      /* Full screen (checkoutOnly): a readable column in the middle. */
      .view {
        width: 100%;
        max-width: 40rem;
        margin-inline: auto;
      }
      header {
        align-items: center;
        padding-inline: 0.75rem 1.25rem;
      }
      /* Without a back button (the standalone first step) the bar lines up with the content. */
      header:not(:has(.back)) {
        padding-inline-start: 1.25rem;
      }
      .back {
        flex: none;
        width: 2.75rem;
        height: 2.75rem;
      }
      [part~='order-summary-toggle'] {
        display: flex;
        flex: 1;
        align-items: center;
        gap: 0.5rem;
        min-width: 0;
        min-height: 2.75rem;
        padding: 0.5rem 0.75rem;
        border: 1px solid var(--_border);
        border-radius: var(--_radius);
        background: var(--_surface-muted);
        color: var(--_text);
        font: inherit;
        text-align: start;
        cursor: pointer;
      }
      [part~='order-summary-toggle']:focus-visible {
        outline: 2px solid var(--_focus-color);
        outline-offset: 2px;
      }
      [part~='order-summary-toggle'] svg {
        flex: none;
        width: 1.125rem;
        height: 1.125rem;
        fill: none;
        stroke: currentColor;
        stroke-width: 2;
        stroke-linecap: round;
        stroke-linejoin: round;
        transition: transform 150ms ease-out;
      }
      [aria-expanded='true'] svg {
        transform: rotate(180deg);
      }
      [part~='order-summary-total'] {
        margin-inline-start: auto;
        font-weight: 700;
        font-variant-numeric: tabular-nums;
      }
      /* Opened, the details scroll on their own: the step stays within reach below them. */
      [part~='order-summary-details'] {
        display: grid;
        gap: 0.75rem;
        max-height: 45vh;
        max-height: 45dvh;
        margin: 0 1.25rem 0.75rem;
        padding: 0.75rem;
        overflow: auto;
        border: 1px solid var(--_border);
        border-radius: var(--_radius);
      }
      [part~='order-summary-details'][hidden] {
        display: none;
      }
      @media (prefers-reduced-motion: reduce) {
        [part~='order-summary-toggle'] svg {
          transition: none;
        }
      }
      [part~='loading'] {
        padding: 0.25rem 1.25rem 1.25rem;
      }
      [part~='steps'] {
        display: flex;
        gap: 0.25rem;
        margin: 0;
        padding: 0 1.25rem 0.75rem;
        list-style: none;
        font-size: 0.8125rem;
        counter-reset: step;
      }
      [part~='step'] {
        flex: 1;
        counter-increment: step;
      }
      [part~='step'] > * {
        display: block;
        box-sizing: border-box;
        width: 100%;
        min-height: 2.75rem;
        padding: 0.375rem 0 0;
        border: 0;
        border-top: 3px solid var(--_border);
        background: none;
        color: var(--_text-muted);
        font: inherit;
        text-align: start;
      }
      [part~='step'] button {
        cursor: pointer;
      }
      [part~='step'] button:hover {
        color: var(--_text);
      }
      [part~='step'] button:focus-visible {
        outline: 2px solid var(--_focus-color);
        outline-offset: 2px;
      }
      [part~='done'] > * {
        border-top-color: var(--_accent);
        color: var(--_text);
      }
      [part~='current'] > * {
        border-top-color: var(--_accent);
        color: var(--_text);
        font-weight: 600;
      }
    `,
  ];

  readonly #state = new CartStateController(this);
  readonly #l10n = new LocalizeController<CheckoutMessageKey>(this, () => this.#state.controller);
  #store: CheckoutView | undefined;
  #unsubscribe: (() => void) | undefined;
  #elements = new Map<CheckoutStep, HTMLElement>();
  /** The checkout's data chunk is on its way (`svcCart.loadCheckout()`). */
  #loadingStore = false;
  /** Whether the order summary's details are shown. */
  #summaryOpen = false;

  /**
   * The store for the current cart, followed for re-renders; `undefined` until the checkout's
   * data chunk has loaded.
   */
  get store(): CheckoutView | undefined {
    const store = this.#state.controller?.checkout;
    if (store && store !== this.#store) {
      this.#unsubscribe?.();
      this.#store = store;
      this.#elements.clear();
      this.#unsubscribe = store.subscribe(() => this.requestUpdate());
    }
    return store;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#unsubscribe?.();
    this.#unsubscribe = undefined;
    this.#store = undefined;
  }

  /** While the shopper still waits for the checkout, a chunk that could not be fetched shows the error view. */
  #loadFailed(cart: SvcCart, error: unknown): void {
    if (cart.view === 'checkout' && !cart.error)
      cart.reportError('view', error as Error, () => Promise.resolve());
  }

  /** Loads the checkout's data chunk (once at a time); the next render has the store. */
  #loadStore(cart: SvcCart): void {
    if (this.#loadingStore) return;
    this.#loadingStore = true;
    // The first step's code comes beside the store's, not after it: most checkouts start on contact.
    loadElement(STEP_TAGS.contact, this.#l10n.lang).catch(() => undefined);
    whileLoading(cart.loadCheckout()).then(
      () => {
        this.#loadingStore = false;
        this.requestUpdate();
      },
      (error: unknown) => {
        this.#loadingStore = false;
        this.#loadFailed(cart, error);
      },
    );
  }

  #stepElement(store: CheckoutView, step: CheckoutStep): HTMLElement | undefined {
    const tag = STEP_TAGS[step];
    if (!customElements.get(tag)) {
      const cart = this.#state.controller!;
      loadElement(tag, this.#l10n.lang).then(
        () => this.requestUpdate(),
        (error: unknown) => this.#loadFailed(cart, error),
      );
      return undefined;
    }
    let element = this.#elements.get(step);
    if (!element) {
      element = document.createElement(tag);
      (element as HTMLElement & { store?: CheckoutView }).store = store;
      element.setAttribute('exportparts', VIEW_PARTS);
      if (step === 'payment') {
        // Down to the payment step: a gateway whose fields cannot live in a shadow root uses it.
        const slot = document.createElement('slot');
        slot.name = slot.slot = 'svc-gateway';
        element.append(slot);
      }
      this.#elements.set(step, element);
    }
    // The next step's code, fetched while the shopper fills in this one.
    const next = store.steps[store.steps.indexOf(step) + 1];
    if (next) loadElement(STEP_TAGS[next], this.#l10n.lang).catch(() => undefined);
    return element;
  }

  /** Back to the previous step, or to the cart from the first (and while the store loads). */
  #back(store: CheckoutView | undefined): void {
    if (!store) {
      this.#state.controller?.showSummary();
      return;
    }
    // While a purchase runs the shopper stays on the review: its outcome shows there.
    if (store.busy.has('purchase')) return;
    const steps = store.steps;
    const index = steps.indexOf(store.step);
    if (store.step === 'done' || index <= 0) this.#state.controller?.showSummary();
    else store.goTo(steps[index - 1]!);
  }

  #stepList(store: CheckoutView) {
    if (store.step === 'done') return nothing;
    return html`<ol part="steps" aria-label=${this.#l10n.text('checkout.steps')}>
      ${STEP_ORDER.filter((step) => store.steps.includes(step)).map((step) => {
        const name = this.#l10n.text(`checkout.step.${step}` as CheckoutMessageKey);
        const current = step === store.step;
        const done = store.done.has(step);
        const part = `step${done ? ' done' : ''}${current ? ' current' : ''}`;
        return html`<li part=${part}>
          ${
            done && !current
              ? html`<button
                  type="button"
                  aria-disabled=${store.busy.has('purchase') ? 'true' : 'false'}
                  @click=${() => !store.busy.has('purchase') && store.goTo(step)}
                >
                  ${this.#l10n.text('checkout.stepDone', { step: name })}
                </button>`
              : html`<span aria-current=${current ? 'step' : 'false'}>${name}</span>`
          }
        </li>`;
      })}
    </ol>`;
  }

  #backButton(store: CheckoutView | undefined, label: string) {
    return html`<button
      part="checkout-back-button"
      class="icon back"
      type="button"
      aria-label=${label}
      aria-disabled=${store?.busy.has('purchase') ? 'true' : 'false'}
      @click=${() => this.#back(store)}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">${backIcon}</svg>
    </button>`;
  }

  /** The order summary: a bar with the amount due today that opens to the lines and totals. */
  #orderSummary(cart: CartTotals) {
    const l10n = this.#l10n;
    const open = this.#summaryOpen;
    const toggle = () => {
      this.#summaryOpen = !open;
      this.requestUpdate();
    };
    return html`<button
      part="order-summary-toggle"
      type="button"
      aria-expanded=${open ? 'true' : 'false'}
      aria-controls="order-summary-details"
      @click=${toggle}
    >
      <span>${l10n.text('checkout.orderSummary')}</span>
      <svg viewBox="0 0 24 24" aria-hidden="true">${chevronIcon}</svg>
      <span part="order-summary-total">${l10n.money(cart.total ?? 0)}</span>
    </button>`;
  }

  #orderSummaryDetails(cart: CartTotals) {
    const l10n = this.#l10n;
    const text: OrderText = { term: l10n.term, money: (minor) => l10n.money(minor) };
    return html`<div part="order-summary-details" id="order-summary-details" ?hidden=${!this.#summaryOpen}>
      ${orderLines(cart, text, l10n.text('checkout.orderSummary'))} ${totals(cart, text)}
    </div>`;
  }

  /**
   * The checkout's frame: its heading, then, above every step (not the receipt, which shows the
   * order itself), the way back and the order summary, then `content`.
   */
  #frame(summary: CartTotals | undefined, back: TemplateResult | typeof nothing, content: TemplateResult) {
    return html`<section part="view" class="view" aria-labelledby="checkout-title">
      <h3 part="checkout-title" id="checkout-title" class="visually-hidden">
        ${this.#l10n.term('checkout.title')}
      </h3>
      ${
        summary
          ? html`<header>${back} ${this.#orderSummary(summary)}</header>
              ${this.#orderSummaryDetails(summary)}`
          : nothing
      }
      ${content}
    </section>`;
  }

  override render() {
    const cart = this.#state.controller;
    if (!cart?.cart) return nothing;
    const t = this.#l10n;
    const summary = cart.cart as CartTotals;
    const store = this.store;
    if (!store) {
      this.#loadStore(cart);
      // The checkout's code and data arrive in the shape of its first step, the total in view.
      const back = cart.checkoutOnly ? nothing : this.#backButton(undefined, t.term('checkout.back'));
      return this.#frame(summary, back, skeleton(t.term('view.loading'), STEP_SKELETONS.contact));
    }
    // The express path doing the saved steps: the review's shape until it stops.
    const express = store.busy.has('express');
    const element = express ? undefined : this.#stepElement(store, store.step);
    // The review's code loads meanwhile, for when the path gets there.
    if (express) this.#stepElement(store, 'review');
    const steps = store.steps;
    const done = store.step === 'done';
    const previous = done ? undefined : steps[steps.indexOf(store.step) - 1];
    const backLabel = previous
      ? t.text('checkout.backTo', { step: t.text(`checkout.step.${previous}` as CheckoutMessageKey) })
      : t.term('checkout.back');
    const back = previous || !cart.checkoutOnly ? this.#backButton(store, backLabel) : nothing;
    return this.#frame(
      done ? undefined : summary,
      back,
      html`${this.#stepList(store)}
      ${element ?? skeleton(t.text('checkout.loadingStep'), STEP_SKELETONS[express ? 'review' : store.step])}`,
    );
  }
}
