/**
 * `Widget`: the controller as its own parts and lazily loaded modules see it (start-up, the view
 * choice, the account, the checkout's data work, the views' data). `SvcCart` implements it; the
 * parts depend on this interface, not on the class, so no module imports the class that imports it.
 */
import type {
  Bundle,
  Cart,
  CartItemAddPayload,
  Customer,
  ParentProduct,
  Product,
  Shop,
  ShopCartSettings,
  SvcClient,
} from '@svc/sdk';
import type { SvcCartSettings } from '../core/config.js';
import { NOT_INITIALIZED } from '../core/errors.js';
import type { PageQuery } from '../core/page-query.js';
import type { SvcCartEvents } from './events.js';
import type {
  ConfigureItemPayload,
  Customization,
  CustomerData,
  SvcCartState,
  ViewData,
  WidgetError,
} from './types.js';

/** What the storefront elements read, by kind and ID (`Widget.catalog`). */
export interface Catalog {
  (kind: 'product', id: number): ParentProduct | Product | undefined;
  (kind: 'bundle', id: number): Bundle | undefined;
}

/**
 * The fields the widget's parts write (the start-up, the cart pipeline, the sign-in, …), kept in
 * the widget's own state (`WidgetState`); pages and elements read them through `SvcCart`'s getters.
 */
export interface WidgetFields {
  cart: Cart | undefined;
  sdk: SvcClient | undefined;
  /**
   * A product (parent or leaf, the leaf with its parent) or a bundle the storefront elements read
   * in the current currency and language, once their data chunk runs: `configureItem` and the
   * build-a-box view then need no look-up of their own.
   */
  catalog: Catalog | undefined;
  settings: SvcCartSettings;
  cartSettings: ShopCartSettings;
  customer: Customer | null;
  customerData: CustomerData;
  analyticsConsent: boolean | undefined;
}

/**
 * What the start-up writes for the parts that send requests beside it (the storefront elements,
 * the customer portal): no getter of `SvcCart` shows it.
 */
export interface StartingFields {
  /** The SDK while the start-up's requests are under way (`Svc.init`'s `onStart`). */
  starting: SvcClient | undefined;
  /** Whether that start-up checks a stored or configured sign-in. */
  signingIn: boolean | undefined;
}

/** The controller as its parts read it: its fields read-only, its methods. */
export interface Widget extends Readonly<WidgetFields> {
  readonly shop: Partial<Shop>;
  readonly state: SvcCartState;
  readonly events: SvcCartEvents;
  readonly query: PageQuery;
  readonly isOpen: boolean;
  readonly view: string | null;
  readonly customization: Customization | null;
  readonly error: WidgetError | null;
  readonly enabled: boolean;
  readonly ready: boolean;
  readonly busy: ReadonlySet<string>;
  readonly checkoutOnly: boolean;
  readonly embeddedCheckoutAllowed: boolean;
  readonly itemCount: number;
  subscribe(listener: () => void): () => void;
  open(view?: string | boolean): void;
  close(): void;
  showCheckout(): void;
  showSummary(): void;
  changeCart(busyKey: string, change: (sdk: SvcClient) => Promise<Cart>): Promise<Cart>;
  notify(): void;
  /** A sign-in, a sign-out or a profile change: the customer shown from now on (re-renders). */
  setCustomer(customer: Customer | null): void;
  navigate(url: string): void;
  loadFont(family: string): void;
  loadView(view?: string): Promise<unknown>;
  viewData(): Promise<ViewData>;
  reportError(source: string, error: Error, retry?: () => Promise<unknown>): void;
  addItem(payload: CartItemAddPayload): Promise<Cart>;
  configureItem(payload: ConfigureItemPayload): Promise<{ finalized: boolean }>;
  /** An item landed from outside the drawer: the widget goes where `afterItemAdded` says. */
  itemAdded(): void;
  resetCart(): Promise<Cart>;
  signOut(): Promise<void>;
}

/** The widget's SDK, or the error `The cart is not initialized` before start-up gave it one. */
export function sdkOf(widget: Pick<Widget, 'sdk'>): SvcClient {
  if (!widget.sdk) throw new Error(NOT_INITIALIZED);
  return widget.sdk;
}
