/**
 * What `<svc-customer-portal>` asks of the controller (`svcCart.portal()`): signing in, the
 * signed-in customer's subscriptions and the changes the API allows on them, addresses, saved
 * cards and consents. The UI imports these types only; every call goes through the SDK here.
 */
import type {
  AddressStorePayload,
  BundleItemInput,
  BundlePreferenceInput,
  Country,
  Customer,
  CustomerAddress,
  Pagination,
  PaymentMethod,
  Subscription,
  SubscriptionStatus,
  SubscriptionSurveyOption,
} from '@svc/sdk';
import type { GatewayInfo } from '../../core/checkout.js';
import type { Customization } from '../types.js';

export type { GatewayInfo };

/** How many subscriptions one page of the portal's list holds. */
export const SUBSCRIPTIONS_PER_PAGE = 5;

/** How long a prefetched first page may be shown instead of asking again (ms from its request). */
export const PREFETCH_FRESH_MS = 10_000;

export interface SubscriptionQuery {
  /** From 1. */
  page: number;
  /** Empty: every status. */
  statuses: readonly SubscriptionStatus[];
}

export interface SubscriptionPage {
  data: Subscription[];
  pagination: Pagination;
}

export interface Registration {
  email: string;
  firstName: string;
  lastName: string;
  /** Omitted: the service generates one and emails it. */
  password?: string;
}

/** A new box: what the build-a-box view hands over in edit mode. */
export interface BoxChange {
  /** The plan (`bundle.plans[].plan.id`). */
  productId: number;
  /** The number of boxes; sent only when it changed. */
  quantity?: number;
  bundle: { items: BundleItemInput[]; preferences: BundlePreferenceInput[] };
}

export type SocialProvider = 'google' | 'facebook';

export interface PortalData {
  // ---- signing in (each success loads the customer, sets `svcCart.customer`, emits SIGN_IN)
  /** Whether `email` has an account (`auth.registered`). */
  isRegistered(email: string): Promise<boolean>;
  signInWithPassword(email: string, password: string): Promise<void>;
  /** Emails a one-time code (`auth.otp`). */
  sendCode(email: string): Promise<void>;
  signInWithCode(email: string, code: string): Promise<void>;
  register(registration: Registration): Promise<void>;
  /** Asks the page for the provider's ID token (`svc-cart:social-sign-in`), then `auth.social`. */
  signInWithSocial(provider: SocialProvider): Promise<void>;
  /** The providers the shop has on (`shop.apps`). */
  readonly socialProviders: SocialProvider[];
  /** `svcCart.signOut()`: cookie cleared, `SIGN_OUT`. */
  signOut(): Promise<void>;

  // ---- subscriptions (every change emits SUBSCRIPTION_UPDATED with `{ subscription }`)
  /** Whether the shop lets subscribers change quantities (`shop.settings.subscriptionQuantitySelector`). */
  readonly quantityChangeAllowed: boolean;
  /** One page, with each subscription's product (and its parent) and its items' products. */
  listSubscriptions(query: SubscriptionQuery): Promise<SubscriptionPage>;
  /**
   * Asks for the first page of every status as soon as a customer is signed in (at once when one
   * is, else at the start-up's or the next sign-in's answer), instead of after the portal has
   * drawn itself. The next `listSubscriptions({ page: 1, statuses: [] })` takes that answer if it
   * comes within `PREFETCH_FRESH_MS` of the request; later ones ask the server again.
   */
  prefetchSubscriptions(): void;
  /** One subscription; another customer's answers 404 (`SvcApiError` with `status` 404). */
  loadSubscription(id: number): Promise<Subscription>;
  /** `subscriptions.update` with the new quantity; resolves with the server's subscription. */
  changeQuantity(subscription: Subscription, quantity: number): Promise<Subscription>;
  /** `subscriptions.updateItem` for an add-on line; resolves with the whole subscription, that line replaced. */
  changeAddon(subscription: Subscription, itemId: number, quantity: number): Promise<Subscription>;
  /**
   * The customization that mounts the build-a-box view on the subscription's current box (its plan,
   * box count, items and preferences), in edit mode: the view's button saves through `submit`.
   * Its `edit.label` is empty: the portal sets the button's words before mounting the view.
   * `null` when the subscription is not a box.
   */
  boxCustomization(
    subscription: Subscription,
    submit: (change: BoxChange) => Promise<unknown>,
  ): Promise<Customization | null>;
  /** `subscriptions.updateBundle` (the whole item list is replaced). */
  changeBox(subscription: Subscription, change: BoxChange): Promise<Subscription>;
  /**
   * The customization that mounts the survey view on the subscription's current answers, in edit
   * mode (`edit.label` empty, as above); `null` when its plan has no survey.
   */
  answersCustomization(
    subscription: Subscription,
    submit: (answers: SubscriptionSurveyOption[]) => Promise<unknown>,
  ): Promise<Customization | null>;
  /** `subscriptions.updatePreferences` (the whole answer set is replaced), with `updateOrders`. */
  changeAnswers(
    subscription: Subscription,
    answers: SubscriptionSurveyOption[],
    updateOrders: boolean,
  ): Promise<Subscription>;

  // ---- addresses
  listAddresses(): Promise<CustomerAddress[]>;
  listCountries(): Promise<Country[]>;
  storeAddress(payload: AddressStorePayload): Promise<CustomerAddress>;

  // ---- saved cards
  /** The shop's gateways (`shop.gateways`). */
  readonly gateways: GatewayInfo[];
  /** Saved methods usable in the shop's default currency (`wallet.list`). */
  listCards(): Promise<PaymentMethod[]>;
  /** `wallet.setup`: the gateway's setup token for its client-side step. */
  setupCard(gatewayId: number): Promise<string>;
  /** `wallet.store` with the gateway's token. */
  storeCard(gatewayId: number, token: string): Promise<PaymentMethod>;

  // ---- profile
  /** `customers.update` with the consents; `svcCart.customer` follows. */
  updateConsents(changes: { marketingConsent?: boolean; tosConsent?: boolean }): Promise<Customer>;
}
