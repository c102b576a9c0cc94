/**
 * The checkout's state: which step the shopper is on, which steps are done, everything they typed
 * (kept while the drawer closes and opens again, and through failures), the errors of each step and
 * the purchase once made. One store per widget and cart; steps read it and call its methods, and
 * it tells its subscribers (the checkout element, the steps) when anything changes.
 */
import type { Cart, CheckoutPurchaseResponse, PaymentMethod } from '@svc/sdk';
import type { SvcCart } from '../svc-cart.js';

/** The steps in their order; `done` is the receipt after a purchase. */
export type CheckoutStep = 'contact' | 'delivery' | 'payment' | 'review' | 'done';
export const STEP_ORDER: readonly CheckoutStep[] = ['contact', 'delivery', 'payment', 'review'];

/** How the contact step identifies the shopper. */
export type ContactMode = 'email' | 'sign-in' | 'otp' | 'register';

export interface ContactForm {
  mode: ContactMode;
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  /** The one-time code typed by the shopper. */
  code: string;
  marketingConsent: boolean;
  tosConsent: boolean;
}

export interface AddressForm {
  firstName: string;
  lastName: string;
  addressOne: string;
  addressTwo: string;
  city: string;
  zip: string;
  countryId: number | null;
  phone: string;
}

export interface DeliveryForm {
  /** Shipping to an address, or picking up at one of the shop's local pick-ups. */
  kind: 'ship' | 'pickup';
  /** A saved address of the customer; `null` with a new address. */
  addressId: number | null;
  address: AddressForm;
  shippingMethodId: number | null;
  /** The chosen local pick-up (a shipping method of type pickup). */
  pickupId: number | null;
  /** The customer's pick-up details (`pickupInfo`) chosen or stored for it. */
  pickupInfoId: number | null;
}

export interface PaymentForm {
  /** A saved payment method of the customer (`wallet.list`), or the one just stored. */
  paymentMethodId: number | null;
  /** The gateway of a new payment method being entered. */
  gatewayId: number | null;
}

/** A failure shown on the step that must change: the shopper's words and the fields at fault. */
export interface StepError {
  message: string;
  /** The server's errors by payload field (`shippingAddress.zip`, …), when it named fields. */
  fields?: Record<string, string[]>;
}

type Listener = () => void;

export class CheckoutStore {
  readonly svcCart: SvcCart;
  /** The step shown. */
  step: CheckoutStep = 'contact';
  /** Steps finished; the shopper can go back to any of them. */
  readonly done = new Set<CheckoutStep>();
  contact: ContactForm = {
    mode: 'email',
    email: '',
    firstName: '',
    lastName: '',
    password: '',
    code: '',
    marketingConsent: false,
    tosConsent: false,
  };
  delivery: DeliveryForm = {
    kind: 'ship',
    addressId: null,
    address: {
      firstName: '',
      lastName: '',
      addressOne: '',
      addressTwo: '',
      city: '',
      zip: '',
      countryId: null,
      phone: '',
    },
    shippingMethodId: null,
    pickupId: null,
    pickupInfoId: null,
  };
  payment: PaymentForm = { paymentMethodId: null, gatewayId: null };
  /** The customer's saved payment methods, once loaded. */
  paymentMethods: PaymentMethod[] | null = null;
  errors: Partial<Record<CheckoutStep, StepError>> = {};
  /** The purchase, once made (the receipt shows it). */
  purchase: CheckoutPurchaseResponse | null = null;
  /** The cart as it was bought (the receipt's lines and totals). */
  purchasedCart: Cart | null = null;
  /** Actions in flight, by name (`purchase`, `sign-in`, …): their buttons show progress. */
  readonly busy = new Set<string>();

  readonly #listeners = new Set<Listener>();

  constructor(svcCart: SvcCart) {
    this.svcCart = svcCart;
    // A sign-out from the page after the contact step undoes it: the purchase needs a customer.
    // Leaving the receipt (× or "Continue shopping") starts a new cart: the bought one is done.
    svcCart.events.on('CART_CLOSE', () => {
      if (stores.get(svcCart)?.store !== this || !this.purchase) return;
      const bought = this.purchasedCart?.id;
      stores.delete(svcCart);
      svcCart.showSummary();
      if (bought && svcCart.cart?.id === bought)
        svcCart.resetCart().catch((error: unknown) => {
          // The next change replaces the bought cart anyway.
          console.warn('Cart Widget: a new cart could not be started after the purchase', error);
        });
    });
    svcCart.events.on('SIGN_OUT', () => {
      if (stores.get(svcCart)?.store === this && this.done.has('contact') && !this.purchase)
        this.reopen('contact');
    });
    const data = svcCart.customerData;
    const customer = svcCart.customer;
    this.contact.email = customer?.email ?? data.email ?? '';
    this.contact.firstName = customer?.firstName ?? data.firstName ?? '';
    this.contact.lastName = customer?.lastName ?? data.lastName ?? '';
    this.contact.marketingConsent = data.marketingConsent ?? false;
    this.contact.tosConsent = data.tosConsent ?? false;
  }

  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Tells the subscribers that something changed. */
  changed(): void {
    for (const listener of [...this.#listeners]) listener();
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

  /** New pick-up details being typed in the delivery step (who collects a local pick-up). */
  pickupPerson: PickupPersonForm = { firstName: '', lastName: '', phone: '' };

  /**
   * The purchase attempt whose answer never came (network error, timeout, 5xx): "Try again" sends
   * it again with the same idempotency key, so the shopper is charged at most once. `null` after an
   * answer; a new attempt (new key) when the cart or the payment method changed (`basis`).
   */
  purchaseAttempt: PurchaseAttempt | null = null;

  /**
   * The gateway type (`sandbox`, `stripe`, …) of the payment method the payment step put on the
   * cart: the purchase loads that gateway's adapter (`loadGateway`) for 3-D Secure.
   */
  paymentGatewayType: string | null = null;

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
}

/** One purchase attempt: its `idempotency-key`, what it was for, and the verified payment intent. */
export interface PurchaseAttempt {
  key: string;
  /** What the purchase depends on (cart lines, totals, delivery, payment method), as one string. */
  basis: string;
  /** The payment intent verified by 3-D Secure, sent with this attempt. */
  paymentIntentId?: string;
}

/** The delivery step's form for new pick-up details (`pickupInfo.store`). */
export interface PickupPersonForm {
  firstName: string;
  lastName: string;
  phone: string;
}

const stores = new WeakMap<SvcCart, { cartId: string | undefined; store: CheckoutStore }>();
const resumed = new WeakSet<SvcCart>();
const watched = new WeakSet<SvcCart>();

/**
 * `CHECKOUT_STARTED` (with the cart) each time the checkout comes on screen: the drawer opened on
 * it, or the shopper went to it from the summary or a view. Not again while it stays shown.
 */
function watchCheckoutShown(svcCart: SvcCart): void {
  if (watched.has(svcCart)) return;
  watched.add(svcCart);
  let shown = false;
  const check = () => {
    const now = svcCart.isOpen && svcCart.view === 'checkout' && !svcCart.customization && !svcCart.error;
    if (now && !shown) svcCart.events.emit('CHECKOUT_STARTED', null, svcCart.cart);
    shown = now;
  };
  svcCart.subscribe(check);
  check();
}

/**
 * The checkout store of `svcCart` for its current cart: the same one while the cart stays (what
 * the shopper typed survives closing the drawer), a fresh one for a new cart.
 */
export function checkoutStore(svcCart: SvcCart): CheckoutStore {
  watchCheckoutShown(svcCart);
  const cartId = svcCart.cart?.id;
  const kept = stores.get(svcCart);
  // A purchased cart keeps its store: the receipt and the post-purchase offers read it.
  if (kept && (kept.cartId === cartId || kept.store.purchase)) return kept.store;
  const store = new CheckoutStore(svcCart);
  stores.set(svcCart, { cartId, store });
  // Back from a gateway's redirect (`setup_intent`): the first checkout of the page resumes at payment.
  if (svcCart.query.setupIntent && !resumed.has(svcCart)) {
    resumed.add(svcCart);
    store.resumeAtPayment();
  }
  return store;
}

/** Forgets the store (after the receipt is left, the next checkout starts afresh). */
export function dropCheckoutStore(svcCart: SvcCart): void {
  stores.delete(svcCart);
}
