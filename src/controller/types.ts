/** The controller's public data types: customizations, the widget error, the checkout prefill. */
import type {
  Bundle,
  BundleGroup,
  BundleItem,
  BundlePreferenceInput,
  BundleQuote,
  BundleQuotePayload,
  CartItemAddPayload,
  Paginated,
  ParentProduct,
  Product,
  StockSubscriptionPayload,
  StockSubscriptionResponse,
  Survey,
} from '@svc/sdk';
import type { CustomizationView } from '../core/views.js';

export type { CustomizationView };

/**
 * The `configureItem` payload: exactly one of `productId`, `bundleId`, `surveyId`, plus add-payload
 * fields; or `{ bundleId, productId }`, a bundle with one of its plans chosen.
 */
export type ConfigureItemPayload = Partial<CartItemAddPayload> & {
  productId?: number;
  bundleId?: number;
  surveyId?: number;
};

export interface Customization {
  view: CustomizationView;
  payload: ConfigureItemPayload;
  /** What the view needs, loaded before it mounts. */
  product?: ParentProduct | Product;
  bundle?: Bundle;
  /** The server's refusal of the item as the page handed it over, for the view to show. */
  refusal?: Error;
  /**
   * Edit mode (the customer portal): the view starts from the payload and its button, labelled
   * `label`, saves the finished payload through `submit` instead of adding it to the cart.
   */
  edit?: { submit(payload: CartItemAddPayload): Promise<unknown>; label: string };
}

export interface WidgetError {
  /** The method that failed: `addItem`, `configureItem`, `start`, … */
  source: string;
  error: Error;
  /** Present when trying again makes sense. */
  retry?: () => Promise<unknown>;
}

/** Prefill of the checkout for a guest (`setCustomerData` and the page's query). */
export interface CustomerData {
  email?: string;
  firstName?: string;
  lastName?: string;
  marketingConsent?: boolean;
  tosConsent?: boolean;
  externalId?: string;
}

export interface SvcCartState {
  languageCode: string;
  currencyCode: string;
}

/** What a page of a bundle's items is asked with. */
export interface BundleItemsQuery {
  page: number;
  filter?: BundlePreferenceInput | null;
  query?: string;
  productIds?: number[];
}

/** The views' data operations of one widget (`svcCart.viewData()`). */
export interface ViewData {
  /** The bundle with its plans and their products. */
  loadBundle(bundleId: number): Promise<Bundle>;
  /** One page of a bundle's groups, with their products and items. */
  loadBundleGroups(bundleId: number, page: number): Promise<Paginated<BundleGroup>>;
  /** One page of a bundle's items, filtered by a preference, a search or product IDs. */
  loadBundleItems(bundleId: number, query: BundleItemsQuery): Promise<Paginated<BundleItem>>;
  /** The server's price of a box as it stands. */
  quoteBundle(bundleId: number, payload: BundleQuotePayload): Promise<BundleQuote>;
  /** A survey with its answers' products, in the widget's currency; asked once per currency. */
  loadSurvey(surveyId: number): Promise<Survey>;
  /** The calendar dates (`YYYY-MM-DD`) a gift subscription may start on. */
  loadGiftingDates(): Promise<string[]>;
  /** "Email me when it is back" for a sold-out leaf. */
  subscribeToStock(payload: StockSubscriptionPayload): Promise<StockSubscriptionResponse>;
}

/** The add of an item without its routing keys (`bundleId`, `surveyId`), as the cart API takes it. */
export function addPayload(payload: ConfigureItemPayload): CartItemAddPayload {
  const { bundleId: _bundleId, surveyId: _surveyId, ...item } = payload;
  return item as CartItemAddPayload;
}
