import type { HttpClient } from './http/client.js';
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
    this.addresses = lazyNamespace<AddressesResource>('addresses', context);
    this.auth = new AuthResource(context);
    this.bundles = lazyNamespace<BundlesResource>('bundles', context);
    this.cart = new CartModel(context);
    this.checkout = lazyNamespace<CheckoutResource>('checkout', context);
    this.countries = lazyNamespace<CountriesResource>('countries', context);
    this.customers = lazyNamespace<CustomersResource>('customers', context);
    this.funnels = lazyNamespace<FunnelsResource>('funnels', context);
    this.lead = lazyNamespace<LeadResource>('lead', context);
    this.metafield = lazyNamespace<MetafieldResource>('metafield', context);
    this.paymentIntents = lazyNamespace<PaymentIntentsResource>('paymentIntents', context);
    this.pickupInfo = lazyNamespace<PickupInfoResource>('pickupInfo', context);
    this.products = lazyNamespace<ProductsResource>('products', context);
    this.shop = new ShopModel(context);
    this.stock = lazyNamespace<StockResource>('stock', context);
    this.subscriptions = lazyNamespace<SubscriptionsResource>('subscriptions', context);
    this.surveys = lazyNamespace<SurveysResource>('surveys', context);
    this.wallet = lazyNamespace<WalletResource>('wallet', context);
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
