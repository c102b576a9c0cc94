import { addRoutes } from '../http/core-routes.js';
import { extraRoutes } from '../http/extra-routes.js';
import { AddressesResource } from './addresses.js';
import { BundlesResource } from './bundles.js';
import { CheckoutResource } from './checkout.js';
import type { ResourceContext } from './context.js';
import { CountriesResource } from './countries.js';
import { CustomersResource } from './customers.js';
import { FunnelsResource } from './funnels.js';
import { LeadResource } from './lead.js';
import { MetafieldResource } from './metafield.js';
import { PaymentIntentsResource } from './payment-intents.js';
import { PickupInfoResource } from './pickup-info.js';
import { ProductsResource } from './products.js';
import { StockResource } from './stock.js';
import { SubscriptionsResource } from './subscriptions.js';
import { SurveysResource } from './surveys.js';
import { WalletResource } from './wallet.js';

// The payload checks of the cart methods and the sign-in calls load with these namespaces.
export { authCall } from './auth-calls.js';
export { checkCartItemAdd, checkCartItemUpdate, checkCartUpdate } from '../payloads.js';

/** The namespaces that load on first use (see lazy.ts), by name. */
const namespaces = {
  addresses: AddressesResource,
  bundles: BundlesResource,
  checkout: CheckoutResource,
  countries: CountriesResource,
  customers: CustomersResource,
  funnels: FunnelsResource,
  lead: LeadResource,
  metafield: MetafieldResource,
  paymentIntents: PaymentIntentsResource,
  pickupInfo: PickupInfoResource,
  products: ProductsResource,
  stock: StockResource,
  subscriptions: SubscriptionsResource,
  surveys: SurveysResource,
  wallet: WalletResource,
};

addRoutes(extraRoutes);

export type ExtraNamespace = keyof typeof namespaces;

export function createNamespace(name: string, context: ResourceContext): object {
  return new namespaces[name as ExtraNamespace](context);
}
