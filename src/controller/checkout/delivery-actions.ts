/**
 * The delivery step's calls to the API: the customer's saved addresses, the
 * shop's countries and local pick-ups, the delivery methods for a country and ZIP, the customer's
 * pick-up details, and the one queued cart change that writes the shopper's choice. The step calls
 * them through `store.delivery` (`DeliveryState`, which also holds the form).
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
} from '@svc/sdk';
import { sdkOf, type Widget } from '../widget.js';
import type { AddressForm, CheckoutState, DeliveryForm } from './checkout-state.js';
import {
  preselectDelivery,
  type DeliveryOffer,
  type DeliveryPayload,
  type DeliveryStart,
} from '../../core/delivery-form.js';
import { CART_PARAMS } from '../../core/cart-model.js';

/** What the delivery step's requests read and call of the controller: nothing else. */
export type DeliveryWidget = Pick<Widget, 'changeCart' | 'customer' | 'sdk'>;

/** What the shop offers the step (`DeliveryOffer` of core/delivery-form.ts). */
export type DeliveryOptions = DeliveryOffer;

/** A new address as the cart takes it; `phone` is the address model's, sent when typed. */
export type ShippingAddressPayload = CartShippingAddressInput & { phone?: string };

/** The cart change of the step (`DeliveryPayload` of core/delivery-form.ts). */
export type DeliveryChoice = DeliveryPayload;

const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** Saved addresses, countries and pick-ups, asked for together (one round trip). */
export async function loadDeliveryOptions(svcCart: DeliveryWidget): Promise<DeliveryOptions> {
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
  svcCart: DeliveryWidget,
  country: number,
  zip: string,
): Promise<ShippingMethodDelivery[]> {
  return list<ShippingMethodDelivery>(await sdkOf(svcCart).cart.getShippingMethods({ country, zip }));
}

/** The customer's saved pick-up details that fit the pick-up `shippingMethodId`. */
export async function loadPickupDetails(
  svcCart: DeliveryWidget,
  shippingMethodId: number,
): Promise<CustomerPickupInfo[]> {
  return list<CustomerPickupInfo>(await sdkOf(svcCart).pickupInfo.list({ shippingMethodId }));
}

/** Stores who collects a pick-up (the spec's payload: first name, last name, phone). */
export function storePickupDetails(
  svcCart: DeliveryWidget,
  payload: PickupInfoStorePayload,
): Promise<CustomerPickupInfo> {
  return sdkOf(svcCart).pickupInfo.store(payload);
}

/** Writes the choice to the cart: one queued change (busy `delivery`, `CART_UPDATED`). */
export function saveDelivery(svcCart: DeliveryWidget, choice: DeliveryChoice): Promise<Cart> {
  return svcCart.changeCart('delivery', (sdk) => sdk.cart.update(choice, CART_PARAMS));
}

/**
 * Applies what the delivery rules choose once the options are there (`preselectDelivery`): the
 * first time for this checkout, the cart's current choice, else the default address, and the
 * names; every time, only what is still offered.
 */
export function applyDeliveryDefaults(store: CheckoutState, offer: DeliveryOptions): void {
  const cart = store.svcCart.cart;
  const customer = store.svcCart.customer;
  const start: DeliveryStart | null = store.delivery.firstTime('ship')
    ? {
        cartMethodId: cart?.shippingMethodId ?? null,
        cartAddressId: cart?.shippingAddressId,
        cartAddress: cart?.shippingAddress,
        firstName: store.contact.firstName || customer?.firstName || '',
        lastName: store.contact.lastName || customer?.lastName || '',
        phone: customer?.phone ?? '',
        languages: navigator.languages,
      }
    : null;
  const chosen = preselectDelivery(store.delivery, store.pickupPerson, offer, start);
  store.editDelivery(chosen.form, chosen.person);
}

/**
 * The delivery step's form (`store.delivery`) with the functions above bound to its store's
 * controller, so the step calls `store.delivery.saveDelivery(choice)` and never this module.
 */
export class DeliveryState implements DeliveryForm {
  kind: DeliveryForm['kind'] = 'ship';
  addressId: number | null = null;
  address: AddressForm = {
    firstName: '',
    lastName: '',
    addressOne: '',
    addressTwo: '',
    city: '',
    zip: '',
    province: '',
    countryId: null,
    phone: '',
  };
  shippingMethodId: number | null = null;
  pickupId: number | null = null;
  pickupInfoId: number | null = null;
  readonly #store: CheckoutState;
  /** The defaults (saved address, names, pick-up details) the step applied once, by mark. */
  readonly #defaulted = new Set<string>();

  constructor(store: CheckoutState) {
    this.#store = store;
  }

  /** Notes that the step applies the defaults marked `mark` (`ship`, `pickup:<id>`); true the first time. */
  firstTime(mark: string): boolean {
    if (this.#defaulted.has(mark)) return false;
    this.#defaulted.add(mark);
    return true;
  }

  /** Applies what the delivery rules choose once the options are there (see `applyDeliveryDefaults`). */
  applyDefaults(offer: DeliveryOptions): void {
    applyDeliveryDefaults(this.#store, offer);
  }

  /** Saved addresses, countries and pick-ups, asked for together (one round trip). */
  loadDeliveryOptions(): Promise<DeliveryOptions> {
    return loadDeliveryOptions(this.#store.svcCart);
  }

  /** The delivery methods for a country (its ID) and ZIP. */
  loadShippingMethods(country: number, zip: string): Promise<ShippingMethodDelivery[]> {
    return loadShippingMethods(this.#store.svcCart, country, zip);
  }

  /** The customer's saved pick-up details that fit the pick-up `shippingMethodId`. */
  loadPickupDetails(shippingMethodId: number): Promise<CustomerPickupInfo[]> {
    return loadPickupDetails(this.#store.svcCart, shippingMethodId);
  }

  /** Stores who collects a pick-up. */
  storePickupDetails(payload: PickupInfoStorePayload): Promise<CustomerPickupInfo> {
    return storePickupDetails(this.#store.svcCart, payload);
  }

  /** Writes the choice to the cart: one queued change (busy `delivery`, `CART_UPDATED`). */
  saveDelivery(choice: DeliveryChoice): Promise<Cart> {
    return saveDelivery(this.#store.svcCart, choice);
  }
}
