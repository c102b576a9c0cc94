import type { HttpClient } from './http/client.js';
import { NAMESPACES, type Namespace } from './http/operations.js';
import { SvcValidationError } from './http/errors.js';
import type { AddressesResource } from './resources/addresses.js';
import { AuthResource } from './resources/auth.js';
import type { BundlesResource } from './resources/bundles.js';
import { CartModel } from './resources/cart.js';
import type { CheckoutResource } from './resources/checkout.js';
import type { ResourceContext } from './resources/context.js';
import { lazyNamespace } from './resources/lazy.js';
import type { CountriesResource } from './resources/countries.js';
import type { CustomersResource } from './resources/customers.js';
import type { FunnelsResource } from './resources/funnels.js';
import type { LeadResource } from './resources/lead.js';
import type { MetafieldResource } from './resources/metafield.js';
import type { PaymentIntentsResource } from './resources/payment-intents.js';
import type { PickupInfoResource } from './resources/pickup-info.js';
import type { ProductsResource } from './resources/products.js';
import { ShopModel } from './resources/shop.js';
import type { StockResource } from './resources/stock.js';
import type { SubscriptionsResource } from './resources/subscriptions.js';
import type { SurveysResource } from './resources/surveys.js';
import type { WalletResource } from './resources/wallet.js';
import { assertString } from './validate.js';
import { VERSION } from './version.js';

/** `client.config`: the `apiKey`, `apiUrl` and `lang` as passed to `Svc.init`. */
export interface SvcClientConfig {
  readonly apiKey: string;
  readonly apiUrl: string | undefined;
  readonly lang: string | undefined;
}

/**
 * The names of the 18 namespaces, always present after `init`, in alphabetical order: `auth`,
 * `cart` and `shop`, which are there from the start, and the namespaces that load on first use.
 */
export { NAMESPACES };

/** Checks that `value` is one of the shop's currencies or languages (when the shop lists any). */
function known<T>(
  operation: string,
  field: string,
  value: unknown,
  what: string,
  list: T[] | undefined,
  key: keyof T,
): asserts value is string {
  assertString(operation, field, value);
  const codes = list?.map((entry) => entry[key]);
  if (codes?.length && !codes.includes(value as T[keyof T])) {
    throw new SvcValidationError(
      operation,
      field,
      `Svc ${operation}: "${value}" is not a ${what} of the shop (${codes.join(', ')})`,
    );
  }
}

/** The SDK instance `Svc.init` resolves with. */
export class SvcClient {
  /** The package version. Read-only. */
  declare readonly VERSION: string;
  /** The config as passed. Read-only; it does not follow `setLanguage`. */
  declare readonly config: SvcClientConfig;

  declare readonly addresses: AddressesResource;
  declare readonly auth: AuthResource;
  declare readonly bundles: BundlesResource;
  declare readonly cart: CartModel;
  declare readonly checkout: CheckoutResource;
  declare readonly countries: CountriesResource;
  declare readonly customers: CustomersResource;
  declare readonly funnels: FunnelsResource;
  declare readonly lead: LeadResource;
  declare readonly metafield: MetafieldResource;
  declare readonly paymentIntents: PaymentIntentsResource;
  declare readonly pickupInfo: PickupInfoResource;
  declare readonly products: ProductsResource;
  declare readonly shop: ShopModel;
  declare readonly stock: StockResource;
  declare readonly subscriptions: SubscriptionsResource;
  declare readonly surveys: SurveysResource;
  declare readonly wallet: WalletResource;

  readonly #http: HttpClient;
  #currency: string | undefined;

  constructor(http: HttpClient, config: SvcClientConfig) {
    Object.defineProperty(this, 'VERSION', { value: VERSION, enumerable: true });
    Object.defineProperty(this, 'config', { value: Object.freeze({ ...config }), enumerable: true });
    this.#http = http;
    const context: ResourceContext = { http, currency: () => this.#currency, client: this };
    // `auth`, `cart` and `shop` are there from the start; the others load on first use.
    const eager: Partial<Record<Namespace, new (context: ResourceContext) => object>> = {
      auth: AuthResource,
      cart: CartModel,
      shop: ShopModel,
    };
    for (const name of NAMESPACES) {
      const Eager = eager[name];
      (this as Record<string, unknown>)[name] = Eager ? new Eager(context) : lazyNamespace(name, context);
    }
  }

  /**
   * Prices later product, bundle and survey calls in `currencyCode` (they send `x-currency`;
   * a per-call header still wins). Does not change the cart's currency.
   */
  setCurrency(currencyCode: string): void {
    known('setCurrency', 'currencyCode', currencyCode, 'currency', this.shop.currencies, 'abbreviation');
    this.#currency = currencyCode;
  }

  /** Sends `accept-language` on every later request. `client.config.lang` keeps its value. */
  setLanguage(languageCode: string): void {
    known('setLanguage', 'languageCode', languageCode, 'language', this.shop.languages, 'code');
    this.#http.setHeader('accept-language', languageCode);
  }

  /** @internal `init` adopts the cart's currency without the shop-list check. */
  adoptCurrency(currencyCode: string | undefined): void {
    if (currencyCode) this.#currency = currencyCode;
  }
}
