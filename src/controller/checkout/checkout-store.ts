/**
 * The checkout's state: which step the shopper is on, which steps are done, everything they typed
 * (kept while the drawer closes and opens again, and through failures), the errors of each step and
 * the purchase once made. One store per widget and cart; steps read it and call its methods, and
 * it tells its subscribers (the checkout element, the steps) when anything changes.
 */
import type { Cart, CheckoutPurchaseResponse, PaymentMethod } from '@svc/sdk';
import type { Widget } from '../widget.js';
import { STEP_ORDER, type CheckoutStep } from '../../core/checkout.js';
import { TOKEN_REJECTED, watchSignIn } from '../account.js';
import { askToSignInAgain, ContactState } from './contact-actions.js';
import { DeliveryState } from './delivery-actions.js';
import { FunnelActions } from './funnels.js';
import { PaymentState } from './payment-actions.js';
import { purchaseCart, type PurchaseText, type Verification } from './purchase.js';
import { loadChoiceNames, type ChoiceNames } from './review-data.js';

import type {
  AddressForm,
  CheckoutState,
  ContactForm,
  ContactMemory,
  ContactNotice,
  DeliveryEdit,
  DeliveryForm,
  GatewayLoaders,
  PaymentForm,
  PickupPersonForm,
  PurchaseAttempt,
  StepError,
} from './checkout-state.js';

export type { CheckoutStep } from '../../core/checkout.js';
// The forms, the step error and the rest of the store's types, for the steps (one import).
export type * from './checkout-state.js';

type Listener = () => void;

/** A form as the UI sees it: its fields read-only, its actions. */
type FormView<State, Fields> = Omit<State, keyof Fields> & Readonly<Fields>;

/** The store's fields the UI reads only, whole or as a read-only kind. */
type ViewedFields =
  | 'contact'
  | 'delivery'
  | 'payment'
  | 'pickupPerson'
  | 'paymentMethods'
  | 'errors'
  | 'done'
  | 'busy'
  | 'changed';

/**
 * The checkout store as the steps and the checkout element see it: every field read-only (a write
 * does not compile), changed only through the methods named by what the shopper did
 * (`editContact`, `choosePaymentMethod`, `showStepError`, …), each of which notifies once.
 */
export type CheckoutView = Readonly<Omit<CheckoutStore, ViewedFields>> & {
  readonly contact: FormView<Omit<ContactState, keyof ContactMemory>, ContactForm & ContactNotice>;
  readonly delivery: FormView<DeliveryState, Omit<DeliveryForm, 'address'>> & {
    readonly address: Readonly<AddressForm>;
  };
  readonly payment: FormView<PaymentState, PaymentForm>;
  readonly pickupPerson: Readonly<PickupPersonForm>;
  readonly paymentMethods: readonly PaymentMethod[] | null;
  readonly errors: Readonly<Partial<Record<CheckoutStep, Readonly<StepError>>>>;
  readonly done: ReadonlySet<CheckoutStep>;
  readonly busy: ReadonlySet<string>;
};

/**
 * The checkout of one cart. The steps read its state and call its actions: `contact`, `delivery`
 * and `payment` hold each step's form and the step's requests, `funnels` the offers', and
 * `purchaseCart` makes the purchase; none of the steps calls the SDK or the action modules itself.
 */
export class CheckoutStore implements CheckoutState {
  readonly svcCart: Widget;
  /** The step shown. */
  step: CheckoutStep = 'contact';
  /** Steps finished; the shopper can go back to any of them. */
  readonly done = new Set<CheckoutStep>();
  /** The contact step's form and its sign-in actions. */
  readonly contact: ContactState = new ContactState(this);
  /** The delivery step's form and its actions (options, methods, pick-up details, the cart change). */
  readonly delivery: DeliveryState = new DeliveryState(this);
  /** The payment step's form and its actions (the saved methods, a new one, the one on the cart). */
  readonly payment: PaymentState = new PaymentState(this);
  /** The funnel offers' actions (fetch, accept, reject), by phase. */
  readonly funnels: FunnelActions = new FunnelActions(this);
  /** New pick-up details being typed in the delivery step (who collects a local pick-up). */
  pickupPerson: PickupPersonForm = { firstName: '', lastName: '', phone: '' };
  /** The customer's saved payment methods, once loaded. */
  paymentMethods: PaymentMethod[] | null = null;
  errors: Partial<Record<CheckoutStep, StepError>> = {};
  /** The purchase, once made (the receipt shows it). */
  purchase: CheckoutPurchaseResponse | null = null;
  /** The cart as it was bought (the receipt's lines and totals). */
  purchasedCart: Cart | null = null;
  /**
   * The purchase attempt whose answer never came (network error, timeout, 5xx): "Try again" sends
   * it again with the same idempotency key, so the shopper is charged at most once. `null` after an
   * answer; a new attempt (new key) when the cart or the payment method changed (`basis`).
   */
  purchaseAttempt: PurchaseAttempt | null = null;
  /**
   * The gateway type (`sandbox`, `stripe`, …) of the payment method the payment step put on the
   * cart: the purchase loads that gateway's adapter for 3-D Secure.
   */
  paymentGatewayType: string | null = null;
  /** Actions in flight, by name (`purchase`, `sign-in`, …): their buttons show progress. */
  readonly busy = new Set<string>();
  /** The cart's lines when the shopper last answered a pre-purchase offer (`funnels.ts`). */
  preAnsweredFor: string | undefined = undefined;
  /**
   * The gateways' adapter modules by type, `GATEWAY_LOADERS` unless set: a test gives its own here
   * (`gatewayLoaders = { ...GATEWAY_LOADERS, sandbox: … }`); the steps pass it to `loadGateway`.
   */
  gatewayLoaders: GatewayLoaders | undefined = undefined;

  readonly #listeners = new Set<Listener>();
  /** Removes the store's listeners of the controller's events (`dispose`). */
  readonly #unlisten: (() => void)[];

  constructor(svcCart: Widget, kept: CheckoutStores) {
    this.svcCart = svcCart;
    this.#unlisten = [
      // Leaving the receipt (× or "Continue shopping") starts a new cart: the bought one is done.
      svcCart.events.on('CART_CLOSE', () => {
        if (kept.current !== this || !this.purchase) return;
        const bought = this.purchasedCart?.id;
        kept.forget();
        svcCart.showSummary();
        if (bought && svcCart.cart?.id === bought)
          svcCart.resetCart().catch((error: unknown) => {
            // The next change replaces the bought cart anyway.
            console.warn('Cart Widget: a new cart could not be started after the purchase', error);
          });
      }),
      // A sign-out from the page after the contact step undoes it: the purchase needs a customer.
      // One the server made (it refused the token) asks the same customer to sign in again.
      svcCart.events.on('SIGN_OUT', (_error, data, meta) => {
        if (kept.current !== this || this.purchase) return;
        if (meta?.action === TOKEN_REJECTED) askToSignInAgain(this, data.customer);
        else if (this.done.has('contact')) this.reopen('contact');
      }),
    ];
    // The customer's requests of this checkout start here: a token the server refuses signs out.
    watchSignIn(svcCart);
    const data = svcCart.customerData;
    const customer = svcCart.customer;
    this.contact.email = customer?.email ?? data.email ?? '';
    this.contact.firstName = customer?.firstName ?? data.firstName ?? '';
    this.contact.lastName = customer?.lastName ?? data.lastName ?? '';
    this.contact.marketingConsent = data.marketingConsent ?? false;
    this.contact.tosConsent = data.tosConsent ?? false;
  }

  /** Whether the cart needs a delivery step (any line that is not digital). */
  get needsDelivery(): boolean {
    const cart = this.svcCart.cart as (Cart & { requiresShipping?: unknown }) | undefined;
    if (typeof cart?.requiresShipping === 'boolean') return cart.requiresShipping;
    return Boolean(
      cart?.items.some((item) => {
        const product = item.product as
          { digital?: boolean; parent?: { digital?: boolean; giftCard?: boolean } } | undefined;
        return !(product?.digital ?? product?.parent?.digital ?? false) && !product?.parent?.giftCard;
      }),
    );
  }

  /** The steps this cart goes through, in order. */
  get steps(): CheckoutStep[] {
    return STEP_ORDER.filter((step) => step !== 'delivery' || this.needsDelivery);
  }

  /** Whether a customer is signed in, or the SDK holds a customer's token (not loaded yet). */
  get signedIn(): boolean {
    return Boolean(this.svcCart.customer) || Boolean(this.svcCart.sdk?.auth.isAuthenticated);
  }

  /** Whether the widget is connected to the API (its SDK started): the steps' requests can go out. */
  get connected(): boolean {
    return Boolean(this.svcCart.sdk);
  }

  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Tells the subscribers that something changed. */
  changed(): void {
    for (const listener of [...this.#listeners]) listener();
  }

  /** Shows `step` if it is done or the first one not done yet; returns whether it moved. */
  goTo(step: CheckoutStep): boolean {
    const steps = this.steps;
    const firstOpen = steps.find((candidate) => !this.done.has(candidate)) ?? 'review';
    if (step !== firstOpen && !this.done.has(step)) return false;
    this.step = step;
    this.changed();
    return true;
  }

  /**
   * Marks `step` done and shows the next step not done yet (review at the end); emits
   * `CHECKOUT_STEP_COMPLETED` with `detail` (the delivery's `shippingTier`, the payment's
   * `paymentType`).
   */
  complete(step: CheckoutStep, detail: { shippingTier?: string; paymentType?: string } = {}): void {
    this.done.add(step);
    delete this.errors[step];
    const steps = this.steps;
    const after = steps.slice(steps.indexOf(step) + 1);
    this.step = after.find((candidate) => !this.done.has(candidate)) ?? 'review';
    this.changed();
    this.svcCart.events.emit('CHECKOUT_STEP_COMPLETED', null, { step, cart: this.svcCart.cart, ...detail });
  }

  /** Reopens `step` (and everything after it) as not done, e.g. when a sign-out undoes the contact. */
  reopen(step: CheckoutStep): void {
    const steps = this.steps;
    for (const later of steps.slice(steps.indexOf(step))) this.done.delete(later);
    this.step = step;
    this.changed();
  }

  /** Shows `error` on `step` and moves there (a declined card goes back to payment). */
  fail(step: CheckoutStep, error: StepError): void {
    this.errors[step] = error;
    if (step !== 'done') this.step = step;
    this.changed();
  }

  /** Shows `error` on `step` where the shopper is (`null`: the step's error goes). */
  showStepError(step: CheckoutStep, error: StepError | null): void {
    if (error) this.errors[step] = error;
    else delete this.errors[step];
    this.changed();
  }

  /**
   * The shopper changed `field` of `step`: its message goes from the step's error (the error goes
   * when no field is left). Returns the step's error now.
   */
  forgetFieldError(step: CheckoutStep, field: string): StepError | undefined {
    const error = this.errors[step];
    if (!error?.fields?.[field]) return error;
    const { [field]: _gone, ...fields } = error.fields;
    this.showStepError(step, Object.keys(fields).length ? { ...error, fields } : null);
    return this.errors[step];
  }

  /** The shopper typed in the contact step, or it changed screens: the form takes `fields`. */
  editContact(fields: Partial<ContactForm>): void {
    Object.assign(this.contact, fields);
    this.changed();
  }

  /**
   * The shopper chose or typed in the delivery step (or the step put in the cart's choice): the
   * form takes `fields` (the new address's fields merged), the new pick-up details `person`.
   */
  editDelivery(fields: DeliveryEdit, person: Partial<PickupPersonForm> = {}): void {
    const { address, ...choice } = fields;
    Object.assign(this.delivery, choice);
    Object.assign(this.delivery.address, address);
    Object.assign(this.pickupPerson, person);
    this.changed();
  }

  /** The shopper chose who collects the pick-up (`null`: new details). */
  choosePickup(pickupInfoId: number | null): void {
    this.editDelivery({ pickupInfoId });
  }

  /** The shopper chose a saved payment method (`null`: none yet). */
  choosePaymentMethod(paymentMethodId: number | null): void {
    this.payment.paymentMethodId = paymentMethodId;
    this.changed();
  }

  /** The shopper chose the gateway of a new payment method. */
  chooseGateway(gatewayId: number): void {
    this.payment.gatewayId = gatewayId;
    this.changed();
  }

  /** The saved methods must be listed again (a card was saved while the shopper was away). */
  forgetPaymentMethods(): void {
    this.paymentMethods = null;
    this.changed();
  }

  /** Runs `work` as the action `name`: in `busy` meanwhile; a second call while it runs is ignored. */
  async run<T>(name: string, work: () => Promise<T>): Promise<T | undefined> {
    if (this.busy.has(name)) return undefined;
    this.busy.add(name);
    this.changed();
    try {
      return await work();
    } finally {
      this.busy.delete(name);
      this.changed();
    }
  }

  /**
   * Resumes the checkout at payment after a redirect-based card setup (the page's query has
   * `setup_intent`): contact counts as done when a customer is signed in, delivery when the cart
   * already has its delivery method (or needs none). Returns whether payment is shown.
   */
  resumeAtPayment(): boolean {
    if (!this.svcCart.customer) return false;
    this.done.add('contact');
    const deliveryDone = !this.needsDelivery || this.svcCart.cart?.shippingMethodId != null;
    if (deliveryDone && this.needsDelivery) this.done.add('delivery');
    this.step = deliveryDone ? 'payment' : 'delivery';
    this.changed();
    return deliveryDone;
  }

  /**
   * Buys the cart shown in the review (see `purchaseCart` of purchase.ts): 3-D Secure through the
   * UI's `verification`, failures worded by `words`. Call it through `run('purchase', …)`.
   */
  purchaseCart(verification: Verification, words: PurchaseText): Promise<boolean> {
    return purchaseCart(this, verification, words);
  }

  /** The names of the cart's delivery and country for the review; the saved cards loaded if missing. */
  loadChoiceNames(): Promise<ChoiceNames> {
    return loadChoiceNames(this);
  }

  /** Stops following the controller's events: the store of a cart that is gone. */
  dispose(): void {
    for (const unlisten of this.#unlisten.splice(0)) unlisten();
  }
}

/**
 * The checkout stores of one widget (`LazyParts` keeps one per widget): the store of its current
 * cart, whether the page's redirect return was resumed, and the watch of the checkout coming on
 * screen. Nothing here is shared by two widgets on one page.
 */
export class CheckoutStores {
  readonly #svcCart: Widget;
  #kept: { cartId: string | undefined; store: CheckoutStore } | undefined;
  #resumed = false;
  #watching = false;

  constructor(svcCart: Widget) {
    this.#svcCart = svcCart;
  }

  /** The store kept now, if any. */
  get current(): CheckoutStore | undefined {
    return this.#kept?.store;
  }

  /**
   * The checkout store for the widget's current cart: the same one while the cart stays (what the
   * shopper typed survives closing the drawer), a fresh one for a new cart.
   */
  store(): CheckoutStore {
    const svcCart = this.#svcCart;
    this.#watchShown();
    const cartId = svcCart.cart?.id;
    const kept = this.#kept;
    // A purchased cart keeps its store: the receipt and the post-purchase offers read it.
    if (kept && (kept.cartId === cartId || kept.store.purchase)) return kept.store;
    this.forget();
    const store = new CheckoutStore(svcCart, this);
    this.#kept = { cartId, store };
    // Back from a gateway's redirect (`setup_intent`): the first checkout of the page resumes at payment.
    if (svcCart.query.setupIntent && !this.#resumed) {
      this.#resumed = true;
      store.resumeAtPayment();
    }
    return store;
  }

  /**
   * Forgets the kept store (replaced by a new cart's, or the receipt was left: the next checkout
   * starts afresh), which stops following the controller's events.
   */
  forget(): void {
    this.#kept?.store.dispose();
    this.#kept = undefined;
  }

  /**
   * `CHECKOUT_STARTED` (with the cart) each time the checkout comes on screen: the drawer opened
   * on it, or the shopper went to it from the summary or a view. Not again while it stays shown.
   */
  #watchShown(): void {
    if (this.#watching) return;
    this.#watching = true;
    const svcCart = this.#svcCart;
    let shown = false;
    const check = () => {
      const now = svcCart.isOpen && svcCart.view === 'checkout' && !svcCart.customization && !svcCart.error;
      if (now && !shown) svcCart.events.emit('CHECKOUT_STARTED', null, svcCart.cart);
      shown = now;
    };
    svcCart.subscribe(check);
    check();
  }
}
