import type { PaymentMethod } from '@svc/sdk';
import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import type { CheckoutView, StepError } from '../../controller/checkout/checkout-store.js';
import type { SvcCart } from '../../controller/svc-cart.js';
import { cartCurrency, gatewayOfMethod, type GatewayInfo } from '../../core/checkout.js';
import type { PageQuery } from '../../core/page-query.js';
import { isGatewayError } from '../../ui/gateways/gateway.js';
import { skeleton, skeletonStyles } from '../../ui/skeleton.js';
import { CheckoutStepElement } from '../step-kit.js';
import { focusedWithin, GATEWAY_SLOT, GatewayForm } from './gateway-form.js';
import type { PaymentMessageKey } from './messages.js';
import { gatewayChoice, savedCard } from './payment-parts.js';
import { paymentStyles } from './svc-checkout-payment.styles.js';

/** Page queries whose card-setup return was handled (it applies once per page load). */
const handledReturns = new WeakSet<PageQuery>();

/** Where focus goes after the next render. */
type FocusTarget = 'start' | 'error' | 'method' | 'add' | 'form' | 'gateway' | 'choose' | null;

/**
 * @summary The checkout's payment step. A signed-in customer's saved cards (`wallet.list` in the
 * cart's currency) are listed as cards (brand, last four digits, expiry), the one on the cart or
 * the default chosen. "Add a new card" opens the new card's form (and makes it the choice): the
 * gateway (a choice when the shop has several), its setup token (`wallet.setup`), and the
 * gateway's own fields mounted by its adapter. "Continue", the step's one primary action, puts the
 * chosen method on the cart and moves on; with the new card's form open it first tokenizes the
 * card and stores it (`wallet.store`), and an incomplete or wrong card is shown by its field,
 * which takes the focus. Enter in the card's fields does the same. A failure of the purchase on
 * this step (a declined card, a failed 3-D Secure check) shows at the top until the shopper
 * chooses another method. After a redirect-based card setup (`setup_intent`, `payment_method_id`,
 * `redirect_status` in the page's query) the returned card is chosen, or the failure shown.
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
 * @csspart loading - The saved cards' skeleton while they load.
 * @csspart cancel-card-button - "Cancel" of the new card's form, back to the saved cards.
 * @csspart view-actions - The action bar.
 * @csspart submit-button - "Continue" (uses the new card when its form is open).
 */
export class SvcCheckoutPayment extends CheckoutStepElement<PaymentMessageKey> {
  static override styles = [...CheckoutStepElement.styles, skeletonStyles, paymentStyles];
  static override properties = {
    ...CheckoutStepElement.properties,
    adding: { state: true },
    listError: { state: true },
    chooseError: { state: true },
  };

  /** The new card's form is open. */
  declare adding: boolean;
  /** The saved cards could not be listed. */
  declare listError: string | null;
  /** "Continue" was pressed with nothing chosen (goes when something is). */
  declare chooseError: string | null;

  /** The new card's gateway fields (closed when the step leaves the page: card data is never kept). */
  readonly #form = new GatewayForm(this);
  #listing: Promise<void> | undefined;
  #listedCurrency: string | undefined;
  /** The setup return waiting for the list, to choose its card. */
  #returning: NonNullable<PageQuery['setupIntent']> | undefined;
  #focus: FocusTarget = null;
  #shownError: StepError | undefined;

  constructor() {
    super();
    this.adding = false;
    this.listError = null;
    this.chooseError = null;
  }

  get #cart(): SvcCart | undefined {
    return this.state.controller;
  }

  get #gateways(): GatewayInfo[] {
    return this.store?.payment.gateways ?? [];
  }

  get #methods(): readonly PaymentMethod[] {
    return this.store?.paymentMethods ?? [];
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#focus = 'start';
  }

  override disconnectedCallback(): void {
    // The gateway's form closes with it (`GatewayForm`).
    super.disconnectedCallback();
    this.adding = false;
  }

  override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    const store = this.store;
    const cart = this.#cart;
    if (!store?.connected || !cart?.customer) return;
    this.#takeSetupReturn(cart);
    const currency = cartCurrency(cart.cart, cart.state.currencyCode);
    const stale = this.#listedCurrency !== undefined && this.#listedCurrency !== currency;
    if ((store.paymentMethods === null || stale) && !this.#listing && !this.listError) this.#list();
    else if (store.paymentMethods && this.#listedCurrency === undefined && !this.#listing) {
      // Listed before the step showed (the express path, the review): chosen from as if listed here.
      this.#listedCurrency = currency;
      this.#afterList(store.paymentMethods);
    }
  }

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

  // ------------------------------------------------------------------ data

  /** The page came back from a redirect-based card setup: once, its card is chosen or its failure shown. */
  #takeSetupReturn(cart: SvcCart): void {
    const setup = cart.query.setupIntent;
    if (!setup || handledReturns.has(cart.query)) return;
    handledReturns.add(cart.query);
    if (setup.redirectStatus !== 'succeeded') {
      this.store!.fail('payment', { message: this.t('payment.returnFailed') });
      return;
    }
    // The card was saved while the shopper was away: list again.
    this.#returning = setup;
    this.store!.forgetPaymentMethods();
  }

  #list(): void {
    const store = this.store!;
    const cart = this.#cart!;
    const currency = cartCurrency(cart.cart, cart.state.currencyCode);
    this.listError = null;
    this.#listing = (async () => {
      try {
        const methods = await store.run('payment-methods', () => store.payment.loadPaymentMethods());
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

  #afterList(methods: readonly PaymentMethod[]): void {
    const store = this.store!;
    const returning = this.#returning;
    this.#returning = undefined;
    if (returning) {
      const wanted = returning.paymentMethodId;
      const found = methods.find(
        (method) => wanted !== undefined && (String(method.id) === wanted || method.externalId === wanted),
      );
      if (found) {
        this.#focus = 'method';
        store.choosePaymentMethod(found.id);
      } else store.fail('payment', { message: this.t('payment.returnMissing') });
    } else store.choosePaymentMethod(store.payment.preferredMethodId(methods));
    // Nothing saved yet: the new card's form is the only way on.
    if (!methods.length && this.#gateways.length && !this.adding) void this.#openForm(false);
  }

  // ------------------------------------------------------------------ the new card

  async #openForm(focus = true): Promise<void> {
    const store = this.store!;
    this.adding = true;
    this.#form.error = null;
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
    store.chooseGateway(gateway.id);
    const shown = await this.#form.mount(
      gateway,
      () => store.payment.setupPaymentMethod(gateway.id),
      {
        language: this.l10n.lang,
        holderName: this.#holderName(),
        testMode: this.#cart!.query.testMode,
        returnUrl: store.payment.setupReturnUrl,
        onSubmit: () => void this.#continue(),
      },
      (error) => this.#message(error),
      store.gatewayLoaders,
    );
    if (shown && focus) {
      this.#focus = 'form';
      this.requestUpdate();
    }
  }

  /** The signed-in customer's name, which the card's "Name on card" starts with. */
  #holderName(): string {
    const customer = this.#cart?.customer;
    return [customer?.firstName, customer?.lastName].filter(Boolean).join(' ');
  }

  #closeForm(): void {
    this.#form.close();
    this.adding = false;
  }

  /**
   * The new card of the open form: tokenized by its gateway and stored (`wallet.store`), listed,
   * chosen and the form closed. Resolves its id, or `null` when the card is incomplete or wrong
   * (its field shows why and has the focus) or was refused (shown under the form).
   */
  async #useNewCard(store: CheckoutView, gatewayId: number): Promise<number | null> {
    const adapter = this.#form.adapter;
    if (!adapter) return null;
    this.#form.error = null;
    try {
      const { token } = await adapter.tokenize();
      const method = await store.payment.storePaymentMethod(gatewayId, token);
      this.#closeForm();
      return method.id;
    } catch (error) {
      // The adapter's own form shows it by the field at fault, which has the focus.
      if (isGatewayError(error) && error.inline) return null;
      this.#focus = 'form';
      this.#form.error = this.#message(error);
      return null;
    }
  }

  /** A failure in the shopper's words: the gateway's or card form's own, or the catalog's. */
  #message(error: unknown): string {
    if (isGatewayError(error) && error.localized) return error.message;
    return this.stepError(error).message;
  }

  // ------------------------------------------------------------------ continue

  /**
   * "Continue" (or Enter in the card's fields): the new card when its form is open, else the
   * chosen saved card, put on the cart; then the next step.
   */
  async #continue(event?: Event): Promise<void> {
    event?.preventDefault();
    const store = this.store;
    if (!store || store.busy.has('payment')) return;
    if (this.adding) {
      await this.#continueWithNewCard(store);
      return;
    }
    const paymentMethodId = store.payment.paymentMethodId;
    if (paymentMethodId === null || !this.#methods.some((method) => method.id === paymentMethodId)) {
      this.chooseError = this.t('payment.chooseMethod');
      this.#focus = 'choose';
      return;
    }
    await store.run('payment', () => this.#putOnCart(store, paymentMethodId));
  }

  /** "Continue" with the new card's form open: its card stored, then put on the cart. */
  async #continueWithNewCard(store: CheckoutView): Promise<void> {
    const gatewayId = store.payment.gatewayId;
    // Several gateways and none chosen yet: the choice comes first.
    if (gatewayId === null || (!this.#form.adapter && !this.#form.settingUp && !this.#form.error)) {
      this.chooseError = this.t('payment.chooseMethod');
      this.#focus = 'gateway';
      return;
    }
    // The form failed to load: its message, under it, says why and how to go on.
    if (!this.#form.ready) {
      if (this.#form.error) this.#focus = 'form';
      this.requestUpdate();
      return;
    }
    await store.run('payment', async () => {
      const paymentMethodId = await this.#useNewCard(store, gatewayId);
      if (paymentMethodId !== null) await this.#putOnCart(store, paymentMethodId);
    });
  }

  /** Puts the method on the cart and moves on; a failure shows at the top of the step. */
  async #putOnCart(store: CheckoutView, paymentMethodId: number): Promise<void> {
    try {
      await store.payment.putPaymentMethodOnCart(paymentMethodId);
      this.chooseError = null;
      store.complete('payment', { paymentType: store.paymentGatewayType ?? undefined });
    } catch (error) {
      store.fail('payment', this.stepError(error));
    }
  }

  /**
   * The shopper chose a saved card: the new card's form closes (the choice is one or the other),
   * and the messages whose cause this fixes go (nothing chosen, a card that failed).
   */
  #choose(method: PaymentMethod): void {
    const store = this.store!;
    this.chooseError = null;
    if (this.adding) this.#closeForm();
    if (store.errors.payment && method.id !== store.payment.paymentMethodId)
      store.showStepError('payment', null);
    store.choosePaymentMethod(method.id);
  }

  // ------------------------------------------------------------------ focus

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
        const container = this.#form.container;
        (container?.firstElementChild as HTMLElement | null)?.focus();
        if (!container || !focusedWithin(container))
          root.querySelector<HTMLElement>('#new-card-heading')?.focus();
        return;
      }
      default:
        heading()?.focus();
    }
  }

  // ------------------------------------------------------------------ render

  #savedCards(): TemplateResult | typeof nothing {
    const store = this.store!;
    if (this.listError) {
      return html`<p part="view-error" role="alert">${this.listError}</p>
        <button class="secondary" type="button" @click=${() => this.#list()}>
          ${this.t('payment.retry')}
        </button>`;
    }
    if (store.paymentMethods === null) {
      // In the shape of the list: a card or two and "Add a new card".
      return skeleton(this.t('payment.loading'), ['line', 'card', 'button']);
    }
    const methods = this.#methods;
    if (!methods.length) return nothing;
    const busy = store.busy.has('payment');
    const gateways = this.#gateways;
    return html`<fieldset aria-describedby="choose-error">
      <legend>${this.t('payment.saved')}</legend>
      ${methods.map((method) =>
        savedCard(
          method,
          {
            // The open form is the choice: no saved card shows chosen beside it.
            checked: !this.adding && store.payment.paymentMethodId === method.id,
            busy,
            gateway: gateways.length > 1 ? gatewayOfMethod(gateways, method)?.name : undefined,
            onChoose: () => this.#choose(method),
          },
          (key, params) => this.t(key, params),
        ),
      )}
    </fieldset>`;
  }

  #newCard(): TemplateResult | typeof nothing {
    const store = this.store!;
    if (!this.#gateways.length) {
      return this.#methods.length || store.paymentMethods === null
        ? nothing
        : html`<p class="muted">${this.t('payment.noGateways')}</p>`;
    }
    if (!this.adding) {
      return html`<button
        part="add-card-button"
        class="secondary"
        type="button"
        @click=${() => void this.#openForm()}
      >
        ${this.t('payment.add')}
      </button>`;
    }
    const settingUp = this.#form.settingUp;
    return html`<section part="new-card" id="new-card" aria-labelledby="new-card-heading">
      <h5 id="new-card-heading" tabindex="-1">${this.t('payment.newCard')}</h5>
      ${gatewayChoice(
        this.#gateways,
        store.payment.gatewayId,
        (gateway) => {
          this.chooseError = null;
          void this.#mountGateway(gateway);
        },
        (key, params) => this.t(key, params),
      )}
      ${
        // In the shape of the card form (its legend, number, expiry and code, name), so that what
        // is below it does not move when the form arrives.
        settingUp ? skeleton(this.t('payment.loadingForm'), ['title', 'field', 'field', 'field']) : nothing
      }
      <div part="gateway-form"><slot name=${GATEWAY_SLOT}></slot></div>
      <p part="field-error" id="new-card-error" role="alert">${this.#form.error ?? ''}</p>
      ${
        // Back to the saved cards; without any, the form is the only way on.
        this.#methods.length
          ? html`<div class="row">
              <button
                part="cancel-card-button"
                class="secondary"
                type="button"
                @click=${() => {
                  this.#closeForm();
                  this.#focus = 'add';
                }}
              >
                ${this.t('payment.cancel')}
              </button>
            </div>`
          : nothing
      }
    </section>`;
  }

  #signInFirst(): TemplateResult {
    return html`<div part="view-body">
      <h4 part="payment-heading" tabindex="-1">${this.t('payment.heading')}</h4>
      <p>${this.t('payment.signIn')}</p>
      <button class="secondary" type="button" @click=${() => this.store?.goTo('contact')}>
        ${this.t('payment.backToContact')}
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
        <h4 part="payment-heading" tabindex="-1">${this.t('payment.heading')}</h4>
        ${error ? html`<p part="view-error" role="alert">${error.message}</p>` : nothing}
        ${this.#savedCards()} ${this.#newCard()}
        <p part="field-error" id="choose-error" role="alert">${this.chooseError ?? ''}</p>
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
          ${this.t('payment.continue')}
        </button>
      </div>
    </form>`;
  }
}
