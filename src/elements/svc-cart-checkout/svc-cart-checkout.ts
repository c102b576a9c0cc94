import { css, html, LitElement, nothing, svg } from 'lit';
import type { CheckoutView } from '../../controller/checkout/checkout-store.js';
import type { SvcCart } from '../../controller/svc-cart.js';
import '../../checkout/messages.js';
import '../../checkout/svc-checkout-offers/index.js';
import type { CheckoutMessageKey } from '../../checkout/messages.js';
import { CartStateController } from '../../ui/cart-state-controller.js';
import { STEP_ORDER, type CheckoutStep } from '../../core/checkout.js';
import '../../core/i18n/later-messages.js';
import { VIEW_PARTS } from '../../ui/parts.js';
import { LocalizeController } from '../../ui/localize-controller.js';
import { controls, tokens } from '../../ui/tokens.js';
import { loadElement, whileLoading } from '../../ui/load-element.js';
import { viewStyles } from '../svc-cart-customization/svc-cart-customization.styles.js';

const backIcon = svg`<path d="M15 6l-6 6 6 6" />`;

/** The tag of each checkout step. */
const STEP_TAGS = {
  contact: 'svc-checkout-contact',
  delivery: 'svc-checkout-delivery',
  payment: 'svc-checkout-payment',
  review: 'svc-checkout-review',
  done: 'svc-checkout-receipt',
} as const;

/**
 * @summary The embedded checkout inside the panel: a header with the way back, the steps
 * (contact, delivery, payment, review) as a list the shopper can go back through, and the current
 * step's element. What the shopper typed lives in the checkout store, so it survives going back,
 * closing the drawer and failures. The panel loads this element the first time the checkout is
 * shown; each step's code loads when it is first needed.
 *
 * @csspart view - The checkout view.
 * @csspart loading - The loading state while the checkout's code and data arrive.
 * @csspart checkout-title - The checkout's heading.
 * @csspart checkout-back-button - The way back to the cart (or to the previous step).
 * @csspart steps - The list of steps.
 * @csspart step - One step in the list (`step done`, `step current`).
 * @csspart offers - The pre-purchase offers above the contact and delivery steps.
 */
export class SvcCartCheckout extends LitElement {
  static override styles = [
    tokens,
    controls,
    viewStyles,
    css`
      /* Full screen (checkoutOnly): a readable column in the middle. */
      .view {
        width: 100%;
        max-width: 40rem;
        margin-inline: auto;
      }
      /* Without a back button (the receipt, the standalone first step) the title lines up with the content. */
      header:not(:has(.back)) {
        padding-inline-start: 1.25rem;
      }
      [part~='offers'] {
        margin: 0 1.25rem 0.75rem;
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
        width: 100%;
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

  #back(store: CheckoutView): void {
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

  #backButton(store: CheckoutView, label: string) {
    return html`<button
      part="checkout-back-button"
      class="icon back"
      type="button"
      aria-label=${label}
      aria-disabled=${store.busy.has('purchase') ? 'true' : 'false'}
      @click=${() => this.#back(store)}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">${backIcon}</svg>
    </button>`;
  }

  /** What the panel shows while a lazy view's code loads. */
  #loading() {
    return html`<div part="loading" class="loading" role="status">
      <span class="spinner" aria-hidden="true"></span>${this.#l10n.term('view.loading')}
    </div>`;
  }

  override render() {
    const cart = this.#state.controller;
    if (!cart?.cart) return nothing;
    const store = this.store;
    if (!store) {
      this.#loadStore(cart);
      return this.#loading();
    }
    const t = this.#l10n;
    const element = this.#stepElement(store, store.step);
    const steps = store.steps;
    const previous = store.step === 'done' ? undefined : steps[steps.indexOf(store.step) - 1];
    const backLabel = previous
      ? this.#l10n.text('checkout.backTo', {
          step: this.#l10n.text(`checkout.step.${previous}` as CheckoutMessageKey),
        })
      : t.term('checkout.back');
    return html`<section part="view" class="view" aria-labelledby="checkout-title">
      <header>
        ${
          store.step !== 'done' && (previous || !cart.checkoutOnly)
            ? this.#backButton(store, backLabel)
            : nothing
        }
        <h3 part="checkout-title" id="checkout-title">${t.term('checkout.title')}</h3>
      </header>
      ${this.#stepList(store)}
      ${
        // Pre-purchase offers come before payment: above the contact and delivery steps.
        store.step === 'contact' || store.step === 'delivery'
          ? html`<svc-checkout-offers part="offers" phase="pre" .store=${store}></svc-checkout-offers>`
          : nothing
      }
      ${
        element ??
        html`<p class="loading" role="status">
          <span class="spinner" aria-hidden="true"></span>${this.#l10n.text('checkout.loadingStep')}
        </p>`
      }
    </section>`;
  }
}
