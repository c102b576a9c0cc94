/**
 * The delivery step's calls to the API, loaded with that step: the customer's saved addresses, the
 * shop's countries and local pick-ups, the delivery methods for a country and ZIP, the customer's
 * pick-up details, and the one queued cart change that writes the shopper's choice.
 */
import type {
  Cart,
  CartShippingAddressInput,
  Country,
  CustomerAddress,
  CustomerPickupInfo,
  PickupInfoStorePayload,
  ShippingMethodDelivery,
  ShippingMethodPickup,
  SvcClient,
} from '@svc/sdk';
import type { SvcCart } from '../svc-cart.js';
import { CART_PARAMS } from '../../core/cart-model.js';

/** What the step needs before it can show anything. */
export interface DeliveryOptions {
  /** The signed-in customer's saved addresses (none for a guest). */
  addresses: CustomerAddress[];
  /** The countries the shop delivers to. */
  countries: Country[];
  /** The shop's local pick-ups for this cart (none: no "Pick up" choice). */
  pickups: ShippingMethodPickup[];
}

/** A new address as the cart takes it; `phone` is the address model's, sent when typed. */
export type ShippingAddressPayload = CartShippingAddressInput & { phone?: string };

/** The cart change of the step: a saved address or a new one with a delivery method, or a pick-up. */
export type DeliveryChoice =
  | { shippingAddressId: number; shippingMethodId: number }
  | { shippingAddress: ShippingAddressPayload; shippingMethodId: number }
  | { shippingMethodId: number };

function sdkOf(svcCart: SvcCart): SvcClient {
  const sdk = svcCart.sdk;
  if (!sdk) throw new Error('The cart is not initialized');
  return sdk;
}

const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** Saved addresses, countries and pick-ups, asked for together (one round trip). */
export async function loadDeliveryOptions(svcCart: SvcCart): Promise<DeliveryOptions> {
  const sdk = sdkOf(svcCart);
  const signedIn = Boolean(svcCart.customer) || sdk.auth.isAuthenticated;
  const [addresses, countries, pickups] = await Promise.all([
    signedIn ? sdk.addresses.list() : Promise.resolve([]),
    sdk.countries.list(),
    sdk.cart.getLocalPickups(),
  ]);
  return {
    addresses: list<CustomerAddress>(addresses),
    countries: list<Country>(countries),
    pickups: list<ShippingMethodPickup>(pickups),
  };
}

/** The delivery methods for a country (its ID) and ZIP. */
export async function loadShippingMethods(
  svcCart: SvcCart,
  country: number,
  zip: string,
): Promise<ShippingMethodDelivery[]> {
  return list<ShippingMethodDelivery>(await sdkOf(svcCart).cart.getShippingMethods({ country, zip }));
}

/** The customer's saved pick-up details that fit the pick-up `shippingMethodId`. */
export async function loadPickupDetails(
  svcCart: SvcCart,
  shippingMethodId: number,
): Promise<CustomerPickupInfo[]> {
  return list<CustomerPickupInfo>(await sdkOf(svcCart).pickupInfo.list({ shippingMethodId }));
}

/** Stores who collects a pick-up (the spec's payload: first name, last name, phone). */
export function storePickupDetails(
  svcCart: SvcCart,
  payload: PickupInfoStorePayload,
): Promise<CustomerPickupInfo> {
  return sdkOf(svcCart).pickupInfo.store(payload);
}

/** Writes the choice to the cart: one queued change (busy `delivery`, `CART_UPDATED`). */
export function saveDelivery(svcCart: SvcCart, choice: DeliveryChoice): Promise<Cart> {
  return svcCart.changeCart('delivery', (sdk) => sdk.cart.update(choice, CART_PARAMS));
}
