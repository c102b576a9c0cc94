import type { PaymentMethod } from '@svc/sdk';
import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import type { SvcCart } from '../../controller/svc-cart.js';
import type { PageQuery } from '../../core/page-query.js';
import type { StepError } from '../../controller/checkout/checkout-store.js';
import {
  gatewayError,
  isGatewayError,
  loadGateway,
  type GatewayAdapter,
  type GatewayInfo,
} from '../gateways/gateway.js';
import {
  gatewayOfMethod,
  loadPaymentMethods,
  paymentGateways,
  preferredMethodId,
  putPaymentMethodOnCart,
  setupPaymentMethod,
  setupReturnUrl,
  storePaymentMethod,
  cartCurrency,
} from '../../controller/checkout/payment-actions.js';
import { CheckoutStepElement } from '../step-kit.js';
import type { PaymentMessageKey } from './messages.js';
import { paymentStyles } from './svc-checkout-payment.styles.js';

/** The slot a gateway's mount point is assigned to (see `#mountPoint`). */
export const GATEWAY_SLOT = 'svc-gateway';

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  american_express: 'American Express',
  discover: 'Discover',
  jcb: 'JCB',
  diners: 'Diners Club',
  unionpay: 'UnionPay',
  paypal: 'PayPal',
};

/** Page queries whose card-setup return was handled (it applies once per page load). */
const handledReturns = new WeakSet<PageQuery>();

/** Whether the focused element (through shadow roots) is `container` or inside it. */
function focusedWithin(container: Node): boolean {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  for (let node: Node | null = active; node;) {
    if (node === container) return true;
    const parent: Node | null = node.parentNode;
    node = parent instanceof ShadowRoot ? parent.host : parent;
  }
  return false;
}

/**
 * The widget's outermost element above `element` (`<svc-cart-root>`, through the shadow roots in
 * between); `element` itself when it is not inside the widget. Never an element of the shop's.
 */
function widgetRoot(element: Element): Element {
  const root = element.getRootNode();
  if (element.localName === 'svc-cart-root' || !(root instanceof ShadowRoot)) return element;
  const above = widgetRoot(root.host);
  return above.localName === 'svc-cart-root' ? above : element;
}

/** Where focus goes after the next render. */
type FocusTarget = 'start' | 'error' | 'method' | 'add' | 'form' | 'gateway' | 'choose' | null;

/**
 * @summary The checkout's payment step. A signed-in customer's saved cards (`wallet.list` in the
 * cart's currency) are listed as cards (brand, last four digits, expiry), the one on the cart or
 * the default chosen. "Add a new card" opens the new card's form: the gateway (a choice when the
 * shop has several), its setup token (`wallet.setup`), and the gateway's own fields mounted by its
 * adapter; "Save card" tokenizes them (`wallet.store`) and chooses the new card. "Continue" puts
 * the chosen method on the cart and moves on. A failure of the purchase on this step (a declined
 * card, a failed 3-D Secure check) shows at the top. After a redirect-based card setup
 * (`setup_intent`, `payment_method_id`, `redirect_status` in the page's query) the returned card
 * is chosen, or the failure shown.
 *
 * The gateway's fields are not drawn in this shadow root: Stripe refuses a mount point inside a
 * shadow root, and providers keep state in their nodes that Lit must not touch. The mount point is
 * a `<div slot="svc-gateway">` in the page's light DOM, a child of `<svc-cart-root>`, when every
 * element above this step forwards that slot; otherwise a light-DOM child of this element.
 *
 * @slot svc-gateway - Where the chosen gateway's fields show (filled by the step itself).
 *
 * @csspart view-body - The step's content.
 * @csspart payment-heading - The step's heading (focused when the step shows).
 * @csspart view-error - A failure of the step (a declined card, a failed check, a list that
 * could not load).
 * @csspart option - A saved card (a `<label>` around its radio button) or a gateway.
 * @csspart add-card-button - "Add a new card".
 * @csspart new-card - The new card's form.
 * @csspart gateway-form - Where the gateway's fields show.
 * @csspart field-error - A message next to the saved cards or the new card's form.
 * @csspart save-card-button - "Save card".
 * @csspart view-actions - The action bar.
 * @csspart submit-button - "Continue".
 */
export class SvcCheckoutPayment extends CheckoutStepElement {
  static override styles = [...CheckoutStepElement.styles, paymentStyles];
  static override properties = {
    ...CheckoutStepElement.properties,
    adding: { state: true },
    formError: { state: true },
    listError: { state: true },
    chooseError: { state: true },
    settingUp: { state: true },
  };

  /** The new card's form is open. */
  declare adding: boolean;
  /** A failure of the new card (setup, the gateway's form, saving), shown next to it. */
  declare formError: string | null;
  /** The saved cards could not be listed. */
  declare listError: string | null;
  /** "Continue" was pressed with nothing chosen. */
  declare chooseError: string | null;
  /** The gateway's setup token and form are on their way. */
  declare settingUp: boolean;

  #adapter: GatewayAdapter | null = null;
  #container: HTMLElement | undefined;
  /** Each mount has a number; a mount that a newer one (or closing the form) overtook is dropped. */
  #mountRun = 0;
  #listing: Promise<void> | undefined;
  #listedCurrency: string | undefined;
  /** The setup return waiting for the list, to choose its card. */
  #returning: NonNullable<PageQuery['setupIntent']> | undefined;
  #focus: FocusTarget = null;
  #shownError: StepError | undefined;

  constructor() {
    super();
    this.adding = false;
    this.formError = null;
    this.listError = null;
    this.chooseError = null;
    this.settingUp = false;
  }

  #t(key: PaymentMessageKey, params?: Record<string, string | number>): string {
    return this.t(key, params);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#focus = 'start';
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    // Card data is never kept: the gateway's form goes with the step.
    this.#closeForm();
  }

  get #cart(): SvcCart | undefined {
    return this.state.controller;
  }

  get #gateways(): GatewayInfo[] {
    const cart = this.#cart;
    return cart ? paymentGateways(cart) : [];
  }

  get #methods(): PaymentMethod[] {
    return this.store?.paymentMethods ?? [];
  }

  // ------------------------------------------------------------------ data

  override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    const store = this.store;
    const cart = this.#cart;
    if (!store || !cart?.sdk || !cart.customer) return;
    this.#takeSetupReturn(cart);
    const currency = cartCurrency(cart);
    const stale = this.#listedCurrency !== undefined && this.#listedCurrency !== currency;
    if ((store.paymentMethods === null || stale) && !this.#listing && !this.listError) this.#list();
  }

  /** The page came back from a redirect-based card setup: once, its card is chosen or its failure shown. */
  #takeSetupReturn(cart: SvcCart): void {
    const setup = cart.query.setupIntent;
    if (!setup || handledReturns.has(cart.query)) return;
    handledReturns.add(cart.query);
    if (setup.redirectStatus !== 'succeeded') {
      this.store!.fail('payment', { message: this.#t('payment.returnFailed') });
      return;
    }
    // The card was saved while the shopper was away: list again.
    this.#returning = setup;
    this.store!.paymentMethods = null;
  }

  #list(): void {
    const store = this.store!;
    const currency = cartCurrency(store.svcCart);
    this.listError = null;
    this.#listing = (async () => {
      try {
        const methods = await store.run('payment-methods', () => loadPaymentMethods(store));
        if (!methods) return;
        this.#listedCurrency = currency;
        this.#afterList(methods);
      } catch (error) {
        this.listError = this.stepError(error).message;
      } finally {
        this.#listing = undefined;
      }
    })();
  }

  #afterList(methods: PaymentMethod[]): void {
    const store = this.store!;
    const returning = this.#returning;
    this.#returning = undefined;
    if (returning) {
      const wanted = returning.paymentMethodId;
      const found = methods.find(
        (method) => wanted !== undefined && (String(method.id) === wanted || method.externalId === wanted),
      );
      if (found) {
        store.payment.paymentMethodId = found.id;
        this.#focus = 'method';
      } else store.fail('payment', { message: this.#t('payment.returnMissing') });
    } else store.payment.paymentMethodId = preferredMethodId(store, methods);
    store.changed();
    // Nothing saved yet: the new card's form is the only way on.
    if (!methods.length && this.#gateways.length && !this.adding) void this.#openForm(false);
  }

  // ------------------------------------------------------------------ the new card

  /**
   * The gateway's mount point: a light-DOM node of the page (a child of `<svc-cart-root>`,
   * assigned through the `svc-gateway` slots down to this step) when that chain of slots is in
   * place, else a light-DOM child of this step.
   */
  #mountPoint(): HTMLElement {
    this.#container?.remove();
    const container = document.createElement('div');
    container.slot = GATEWAY_SLOT;
    container.className = 'svc-gateway-mount';
    const outer = widgetRoot(this);
    if (outer !== this) {
      outer.append(container);
      for (let slot = container.assignedSlot; slot; slot = slot.assignedSlot) {
        if (slot.getRootNode() === this.renderRoot) return (this.#container = container);
      }
      container.remove();
    }
    this.append(container);
    return (this.#container = container);
  }

  async #openForm(focus = true): Promise<void> {
    const store = this.store!;
    this.adding = true;
    this.formError = null;
    this.chooseError = null;
    const gateways = this.#gateways;
    const chosen = gateways.find((gateway) => gateway.id === store.payment.gatewayId);
    const gateway = chosen ?? (gateways.length === 1 ? gateways[0] : undefined);
    if (gateway) await this.#mountGateway(gateway, focus);
    else if (focus) this.#focus = 'gateway';
  }

  /** Sets up a new method with `gateway` and mounts its adapter's form. */
  async #mountGateway(gateway: GatewayInfo, focus = true): Promise<void> {
    const store = this.store!;
    const cart = this.#cart!;
    store.payment.gatewayId = gateway.id;
    store.changed();
    this.#unmountAdapter();
    // A newer choice of gateway (or closing the form) overtakes this one: its result is dropped.
    const run = ++this.#mountRun;
    this.formError = null;
    this.settingUp = true;
    let adapter: GatewayAdapter | null = null;
    try {
      const [setupToken, loaded] = await Promise.all([
        setupPaymentMethod(cart, gateway.id),
        loadGateway(gateway),
      ]);
      adapter = loaded;
      if (run !== this.#mountRun) return;
      if (!adapter) throw gatewayError('gateway_not_supported');
      await this.updateComplete;
      this.#adapter = adapter;
      await adapter.mount(this.#mountPoint(), {
        setupToken,
        language: this.l10n.lang,
        testMode: cart.query.testMode,
        returnUrl: setupReturnUrl(cart),
        onSubmit: () => void this.#save(),
      });
      if (run !== this.#mountRun) adapter.unmount();
      else if (focus) this.#focus = 'form';
    } catch (error) {
      if (run !== this.#mountRun) return;
      adapter?.unmount();
      this.#adapter = null;
      this.formError = this.#message(error);
    } finally {
      if (run === this.#mountRun) this.settingUp = false;
    }
  }

  #unmountAdapter(): void {
    this.#adapter?.unmount();
    this.#adapter = null;
    this.#container?.remove();
    this.#container = undefined;
  }

  #closeForm(): void {
    this.#mountRun += 1;
    this.#unmountAdapter();
    this.adding = false;
    this.settingUp = false;
    this.formError = null;
  }

  /** "Save card": the gateway's token is stored and the new card chosen. */
  async #save(): Promise<void> {
    const store = this.store;
    const adapter = this.#adapter;
    const gatewayId = store?.payment.gatewayId;
    if (!store || !adapter || gatewayId == null || store.busy.has('payment-save')) return;
    this.formError = null;
    await store.run('payment-save', async () => {
      try {
        const { token } = await adapter.tokenize();
        await storePaymentMethod(store, gatewayId, token);
        this.#closeForm();
        this.#focus = 'method';
      } catch (error) {
        // The adapter's own form shows it by the field at fault, which has the focus.
        if (isGatewayError(error) && error.inline) return;
        this.formError = this.#message(error);
        this.#focus = 'form';
      }
    });
  }

  /** A failure in the shopper's words: the gateway's or card form's own, or the catalog's. */
  #message(error: unknown): string {
    if (isGatewayError(error) && error.localized) return error.message;
    return this.stepError(error).message;
  }

  // ------------------------------------------------------------------ continue

  async #continue(event: Event): Promise<void> {
    event.preventDefault();
    const store = this.store;
    if (!store || store.busy.has('payment')) return;
    const paymentMethodId = store.payment.paymentMethodId;
    if (paymentMethodId === null || !this.#methods.some((method) => method.id === paymentMethodId)) {
      this.chooseError = this.#t('payment.chooseMethod');
      this.#focus = 'choose';
      return;
    }
    await store.run('payment', async () => {
      try {
        await putPaymentMethodOnCart(store, paymentMethodId);
        if (this.adding) this.#closeForm();
        store.complete('payment', { paymentType: store.paymentGatewayType ?? undefined });
      } catch (error) {
        store.fail('payment', this.stepError(error));
      }
    });
  }

  #choose(method: PaymentMethod): void {
    const store = this.store!;
    store.payment.paymentMethodId = method.id;
    this.chooseError = null;
    store.changed();
  }

  // ------------------------------------------------------------------ focus

  override updated(changed: PropertyValues): void {
    super.updated(changed);
    const error = this.store?.errors.payment;
    if (error && error !== this.#shownError) this.#focus = 'error';
    this.#shownError = error;
    const target = this.#focus;
    if (!target || !this.store) return;
    // The list is on its way: the start focus waits for it.
    if (target === 'error' && this.store.paymentMethods === null && this.#listing) return;
    this.#focus = null;
    this.#moveFocus(target);
  }

  #moveFocus(target: Exclude<FocusTarget, null>): void {
    const root = this.renderRoot;
    const checked = () =>
      root.querySelector<HTMLInputElement>('input[name="payment-method"]:checked') ??
      root.querySelector<HTMLInputElement>('input[name="payment-method"]');
    const add = () => root.querySelector<HTMLElement>('[part~="add-card-button"]');
    const heading = () => root.querySelector<HTMLElement>('[part~="payment-heading"]');
    switch (target) {
      case 'error':
      case 'method':
      case 'choose':
        (checked() ?? add() ?? heading())?.focus();
        return;
      case 'add':
        (add() ?? heading())?.focus();
        return;
      case 'gateway':
        root.querySelector<HTMLInputElement>('input[name="gateway"]')?.focus();
        return;
      case 'form': {
        const form = this.#container?.firstElementChild as HTMLElement | null;
        form?.focus();
        if (!this.#container || !focusedWithin(this.#container))
          root.querySelector<HTMLElement>('#new-card-heading')?.focus();
        return;
      }
      default:
        heading()?.focus();
    }
  }

  // ------------------------------------------------------------------ render

  #cardName(method: PaymentMethod): string {
    const brand = method.brand ? (BRANDS[method.brand.toLowerCase()] ?? method.brand) : '';
    return brand || (method.type === 'card' || !method.type ? 'Card' : method.type);
  }

  #method(method: PaymentMethod, busy: boolean) {
    const store = this.store!;
    const name = this.#cardName(method);
    const expiry =
      method.expMonth && method.expYear
        ? `${String(method.expMonth).padStart(2, '0')}/${String(method.expYear).slice(-2)}`
        : '';
    const gateways = this.#gateways;
    const gateway = gateways.length > 1 ? gatewayOfMethod(this.#cart!, method)?.name : undefined;
    const meta = [expiry ? this.#t('payment.expires', { date: expiry }) : '', gateway ?? '']
      .filter(Boolean)
      .join(' · ');
    return html`<label part="option">
      <input
        type="radio"
        name="payment-method"
        .value=${String(method.id)}
        .checked=${store.payment.paymentMethodId === method.id}
        aria-disabled=${busy ? 'true' : 'false'}
        @change=${() => this.#choose(method)}
      />
      <span class="card-name">
        ${
          method.last4
            ? html`<span aria-hidden="true">${name} •••• ${method.last4}</span
                ><span class="visually-hidden"
                  >${this.#t('payment.cardLabel', { brand: name, last4: method.last4 })}</span
                >`
            : name
        }
      </span>
      ${method.default ? html`<span class="badge">${this.#t('payment.default')}</span>` : html`<span></span>`}
      ${meta ? html`<span class="card-meta">${meta}</span>` : nothing}
    </label>`;
  }

  #savedCards(): TemplateResult | typeof nothing {
    const store = this.store!;
    if (this.listError) {
      return html`<p part="view-error" role="alert">${this.listError}</p>
        <button class="secondary" type="button" @click=${() => this.#list()}>
          ${this.#t('payment.retry')}
        </button>`;
    }
    if (store.paymentMethods === null) {
      return html`<p class="loading" role="status">
        <span class="spinner" aria-hidden="true"></span>${this.#t('payment.loading')}
      </p>`;
    }
    const methods = this.#methods;
    if (!methods.length) return nothing;
    const busy = store.busy.has('payment');
    return html`<fieldset aria-describedby="choose-error">
      <legend>${this.#t('payment.saved')}</legend>
      ${methods.map((method) => this.#method(method, busy))}
      <p part="field-error" id="choose-error" role="alert">${this.chooseError ?? ''}</p>
    </fieldset>`;
  }

  #gatewayChoice(): TemplateResult | typeof nothing {
    const gateways = this.#gateways;
    if (gateways.length < 2) return nothing;
    const store = this.store!;
    return html`<fieldset>
      <legend>${this.#t('payment.gateway')}</legend>
      ${gateways.map(
        (gateway) =>
          html`<label part="option">
            <input
              type="radio"
              name="gateway"
              .value=${String(gateway.id)}
              .checked=${store.payment.gatewayId === gateway.id}
              @change=${() => void this.#mountGateway(gateway)}
            />
            <span>${gateway.name ?? gateway.type ?? String(gateway.id)}</span>
            <span></span>
          </label>`,
      )}
    </fieldset>`;
  }

  #newCard(): TemplateResult | typeof nothing {
    const store = this.store!;
    if (!this.#gateways.length) {
      return this.#methods.length || store.paymentMethods === null
        ? nothing
        : html`<p class="muted">${this.#t('payment.noGateways')}</p>`;
    }
    if (!this.adding) {
      return html`<button
        part="add-card-button"
        class="secondary"
        type="button"
        @click=${() => void this.#openForm()}
      >
        ${this.#t('payment.add')}
      </button>`;
    }
    const settingUp = this.settingUp;
    const saving = store.busy.has('payment-save');
    const ready = Boolean(this.#adapter) && !settingUp;
    return html`<section part="new-card" id="new-card" aria-labelledby="new-card-heading">
      <h5 id="new-card-heading" tabindex="-1">${this.#t('payment.newCard')}</h5>
      ${this.#gatewayChoice()}
      ${
        settingUp
          ? html`<p class="loading" role="status">
              <span class="spinner" aria-hidden="true"></span>${this.#t('payment.loadingForm')}
            </p>`
          : nothing
      }
      <div part="gateway-form"><slot name=${GATEWAY_SLOT}></slot></div>
      <p part="field-error" id="new-card-error" role="alert">${this.formError ?? ''}</p>
      <div class="row">
        ${
          ready
            ? html`<button
                part="save-card-button"
                class="primary"
                type="button"
                aria-busy=${saving ? 'true' : 'false'}
                aria-disabled=${saving ? 'true' : 'false'}
                aria-describedby="new-card-error"
                @click=${() => void this.#save()}
              >
                ${saving ? html`<span class="spinner" aria-hidden="true"></span>` : nothing}
                ${this.#t('payment.save')}
              </button>`
            : nothing
        }
        <button
          class="secondary"
          type="button"
          @click=${() => {
            this.#closeForm();
            this.#focus = 'add';
          }}
        >
          ${this.#t('payment.cancel')}
        </button>
      </div>
    </section>`;
  }

  #signInFirst(): TemplateResult {
    return html`<div part="view-body">
      <h4 part="payment-heading" tabindex="-1">${this.#t('payment.heading')}</h4>
      <p>${this.#t('payment.signIn')}</p>
      <button class="secondary" type="button" @click=${() => this.store?.goTo('contact')}>
        ${this.#t('payment.backToContact')}
      </button>
    </div>`;
  }

  override render(): TemplateResult | typeof nothing {
    const store = this.store;
    const cart = this.#cart;
    if (!store || !cart) return nothing;
    if (!cart.customer) return this.#signInFirst();
    const error = store.errors.payment;
    const busy = store.busy.has('payment');
    return html`<form novalidate @submit=${(event: Event) => this.#continue(event)}>
      <div part="view-body">
        <h4 part="payment-heading" tabindex="-1">${this.#t('payment.heading')}</h4>
        ${error ? html`<p part="view-error" role="alert">${error.message}</p>` : nothing}
        ${this.#savedCards()} ${this.#newCard()}
      </div>
      <div part="view-actions">
        <button
          part="submit-button"
          class="primary"
          type="submit"
          aria-busy=${busy ? 'true' : 'false'}
          aria-disabled=${busy ? 'true' : 'false'}
        >
          ${busy ? html`<span class="spinner" aria-hidden="true"></span>` : nothing}
          ${this.#t('payment.continue')}
        </button>
      </div>
    </form>`;
  }
}
