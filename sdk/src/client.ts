import type { HttpClient } from './http/client.js';
import { SvcValidationError } from './http/errors.js';
import { AddressesResource } from './resources/addresses.js';
import { AuthResource } from './resources/auth.js';
import { BundlesResource } from './resources/bundles.js';
import { CartModel } from './resources/cart.js';
import { CheckoutResource } from './resources/checkout.js';
import type { ResourceContext } from './resources/context.js';
import { CountriesResource } from './resources/countries.js';
import { CustomersResource } from './resources/customers.js';
import { FunnelsResource } from './resources/funnels.js';
import { LeadResource } from './resources/lead.js';
import { MetafieldResource } from './resources/metafield.js';
import { PaymentIntentsResource } from './resources/payment-intents.js';
import { PickupInfoResource } from './resources/pickup-info.js';
import { ProductsResource } from './resources/products.js';
import { ShopModel } from './resources/shop.js';
import { StockResource } from './resources/stock.js';
import { SubscriptionsResource } from './resources/subscriptions.js';
import { SurveysResource } from './resources/surveys.js';
import { WalletResource } from './resources/wallet.js';
import { assertString } from './validate.js';
import { VERSION } from './version.js';

/** `client.config`: the `apiKey`, `apiUrl` and `lang` as passed to `Svc.init`. */
export interface SvcClientConfig {
  readonly apiKey: string;
  readonly apiUrl: string | undefined;
  readonly lang: string | undefined;
}

/** The names of the 18 namespaces, always present after `init`. */
export const NAMESPACES = [
  'addresses',
  'auth',
  'bundles',
  'cart',
  'checkout',
  'countries',
  'customers',
  'funnels',
  'lead',
  'metafield',
  'paymentIntents',
  'pickupInfo',
  'products',
  'shop',
  'stock',
  'subscriptions',
  'surveys',
  'wallet',
] as const;

/** The SDK instance `Svc.init` resolves with. */
export class SvcClient {
  /** The package version. Read-only. */
  declare readonly VERSION: string;
  /** The config as passed. Read-only; it does not follow `setLanguage`. */
  declare readonly config: SvcClientConfig;

  readonly addresses: AddressesResource;
  readonly auth: AuthResource;
  readonly bundles: BundlesResource;
  readonly cart: CartModel;
  readonly checkout: CheckoutResource;
  readonly countries: CountriesResource;
  readonly customers: CustomersResource;
  readonly funnels: FunnelsResource;
  readonly lead: LeadResource;
  readonly metafield: MetafieldResource;
  readonly paymentIntents: PaymentIntentsResource;
  readonly pickupInfo: PickupInfoResource;
  readonly products: ProductsResource;
  readonly shop: ShopModel;
  readonly stock: StockResource;
  readonly subscriptions: SubscriptionsResource;
  readonly surveys: SurveysResource;
  readonly wallet: WalletResource;

  readonly #http: HttpClient;
  #currency: string | undefined;

  constructor(http: HttpClient, config: SvcClientConfig) {
    Object.defineProperty(this, 'VERSION', { value: VERSION, enumerable: true });
    Object.defineProperty(this, 'config', { value: Object.freeze({ ...config }), enumerable: true });
    this.#http = http;
    const context: ResourceContext = { http, currency: () => this.#currency, shop: () => this.shop };
    this.addresses = new AddressesResource(context);
    this.auth = new AuthResource(context);
    this.bundles = new BundlesResource(context);
    this.cart = new CartModel(context);
    this.checkout = new CheckoutResource(context);
    this.countries = new CountriesResource(context);
    this.customers = new CustomersResource(context);
    this.funnels = new FunnelsResource(context);
    this.lead = new LeadResource(context);
    this.metafield = new MetafieldResource(context);
    this.paymentIntents = new PaymentIntentsResource(context);
    this.pickupInfo = new PickupInfoResource(context);
    this.products = new ProductsResource(context);
    this.shop = new ShopModel(context);
    this.stock = new StockResource(context);
    this.subscriptions = new SubscriptionsResource(context);
    this.surveys = new SurveysResource(context);
    this.wallet = new WalletResource(context);
  }

  /**
   * Prices later product, bundle and survey calls in `currencyCode` (they send `x-currency`;
   * a per-call header still wins). Does not change the cart's currency.
   */
  setCurrency(currencyCode: string): void {
    const operation = 'setCurrency';
    assertString(operation, 'currencyCode', currencyCode);
    const known = this.shop.currencies?.map((currency) => currency.abbreviation);
    if (known?.length && !known.includes(currencyCode)) {
      throw new SvcValidationError(
        operation,
        'currencyCode',
        `Svc ${operation}: "${currencyCode}" is not a currency of the shop (${known.join(', ')})`,
      );
    }
    this.#currency = currencyCode;
  }

  /** Sends `accept-language` on every later request. `client.config.lang` keeps its value. */
  setLanguage(languageCode: string): void {
    const operation = 'setLanguage';
    assertString(operation, 'languageCode', languageCode);
    const known = this.shop.languages?.map((language) => language.code);
    if (known?.length && !known.includes(languageCode)) {
      throw new SvcValidationError(
        operation,
        'languageCode',
        `Svc ${operation}: "${languageCode}" is not a language of the shop (${known.join(', ')})`,
      );
    }
    this.#http.setHeader('accept-language', languageCode);
  }

  /** @internal `init` adopts the cart's currency without the shop-list check. */
  adoptCurrency(currencyCode: string | undefined): void {
    if (currencyCode) this.#currency = currencyCode;
  }
}
