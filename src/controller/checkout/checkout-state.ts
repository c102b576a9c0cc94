/**
 * What the checkout's actions (contact, delivery, payment, funnels, purchase, the review's data)
 * read and change of the checkout store, apart from the store itself: the forms, the step errors,
 * and `CheckoutState`, the store as the actions see it. The store implements it and binds the
 * actions to itself; the actions import this module, never the store's, so neither imports the
 * other.
 */
import type { Cart, CheckoutPurchaseResponse, Customer, PaymentMethod } from '@svc/sdk';
import type { CheckoutStep } from '../../core/checkout.js';
import type { AddressFields, DeliveryFields, PersonFields } from '../../core/delivery-form.js';
import type { Widget } from '../widget.js';

/** How the contact step identifies the shopper. */
export type ContactMode = 'email' | 'sign-in' | 'otp' | 'register';

/** What the shopper typed in the contact step (`store.contact`). */
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

/** What the contact step tells the shopper beside the form (`store.contact`). */
export interface ContactNotice {
  /**
   * The email of the customer whose sign-in the server ended (it refused their token) while this
   * checkout was open: the sign-in form for that email says so. `null` once anyone signs in.
   */
  lostSignIn: string | null;
}

/** A new delivery address as typed. */
export type AddressForm = AddressFields;

/** The delivery step's choice as typed (`store.delivery`). */
export type DeliveryForm = DeliveryFields;

/** The payment step's choice (`store.payment`). */
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

/** One purchase attempt: its `idempotency-key`, what it was for, and the verified payment intent. */
export interface PurchaseAttempt {
  key: string;
  /** What the purchase depends on (cart lines, totals, delivery, payment method), as one string. */
  basis: string;
  /** The payment intent verified by 3-D Secure, sent with this attempt. */
  paymentIntentId?: string;
}

/** The delivery step's form for new pick-up details (`pickupInfo.store`). */
export type PickupPersonForm = PersonFields;

/** A change of the delivery form: any of its choices, and fields of the new address. */
export type DeliveryEdit = Partial<Omit<DeliveryForm, 'address'>> & { address?: Partial<AddressForm> };

/**
 * The gateways' adapter modules by type, each loaded on first use (the UI's `GATEWAY_LOADERS`);
 * the UI's `loadGateway` checks what a loader gives before using it.
 */
export type GatewayLoaders = Readonly<Record<string, () => Promise<unknown>>>;

/** What the contact actions remember of one checkout, beside the form. */
export interface ContactMemory {
  /** Emails already reported with `EMAIL_COLLECTED`, lower-cased. */
  readonly collected: Set<string>;
  /** The customer whose consents the form holds (see `adoptCustomer`). */
  adopted: Customer | undefined;
}

/** The checkout store as its actions see it (`CheckoutStore` implements it). */
export interface CheckoutState {
  readonly svcCart: Widget;
  step: CheckoutStep;
  readonly done: Set<CheckoutStep>;
  readonly contact: ContactForm & ContactMemory & ContactNotice;
  readonly delivery: DeliveryForm & { firstTime(mark: string): boolean };
  readonly payment: PaymentForm;
  /** New pick-up details being typed in the delivery step. */
  readonly pickupPerson: PickupPersonForm;
  paymentMethods: PaymentMethod[] | null;
  errors: Partial<Record<CheckoutStep, StepError>>;
  purchase: CheckoutPurchaseResponse | null;
  purchasedCart: Cart | null;
  purchaseAttempt: PurchaseAttempt | null;
  paymentGatewayType: string | null;
  /** The cart's lines when the shopper last answered a pre-purchase offer. */
  preAnsweredFor: string | undefined;
  /** The steps this cart goes through, in order. */
  readonly steps: CheckoutStep[];
  /** Tells the store's subscribers that something changed. */
  changed(): void;
  /** The delivery form takes `fields`, the new pick-up details `person` (one notification). */
  editDelivery(fields: DeliveryEdit, person?: Partial<PickupPersonForm>): void;
  /** Runs `work` as the action `name` (in `busy` meanwhile; ignored while it runs). */
  run<T>(name: string, work: () => Promise<T>): Promise<T | undefined>;
  /** Marks `step` done and shows the next one (`CHECKOUT_STEP_COMPLETED`). */
  complete(step: CheckoutStep, detail?: { shippingTier?: string; paymentType?: string }): void;
  /** Reopens `step` and everything after it. */
  reopen(step: CheckoutStep): void;
  /** Shows `error` on `step` and moves there. */
  fail(step: CheckoutStep, error: StepError): void;
}
