/**
 * What the review step asks of the API to name the shopper's choices: the delivery method's or the
 * local pick-up's name, the country's name and code, and the saved payment methods (the card's
 * brand and digits) when the store has none yet. The step loads them through the store
 * (`store.loadChoiceNames()`) whenever the cart's delivery changes.
 */
import type { CheckoutState } from './checkout-state.js';

/** Names the review shows for the shopper's choices; each is missing when it could not be found. */
export interface ChoiceNames {
  shippingMethod?: string;
  pickup?: string;
  country?: string;
  countryCode?: string;
}

/**
 * The names of the cart's delivery method (or pick-up) and country; the saved payment methods go
 * into `store.paymentMethods` when they were not loaded yet. Names are a courtesy: a request that
 * fails leaves its name out, and the promise never rejects.
 */
export async function loadChoiceNames(store: CheckoutState): Promise<ChoiceNames> {
  const svcCart = store.svcCart;
  const sdk = svcCart.sdk;
  const cart = svcCart.cart;
  const names: ChoiceNames = {};
  if (!sdk || !cart) return names;
  const address = cart.shippingAddress;
  const methodId = cart.shippingMethodId;
  const loads: Promise<unknown>[] = [];
  if (methodId && store.delivery.kind === 'pickup') {
    loads.push(
      sdk.cart.getLocalPickups().then((pickups) => {
        names.pickup = pickups.find((pickup) => pickup.id === methodId)?.name;
      }),
    );
  } else if (methodId && address?.countryId && address.zip) {
    loads.push(
      sdk.cart.getShippingMethods({ country: address.countryId, zip: address.zip }).then((methods) => {
        names.shippingMethod = methods.find((method) => method.id === methodId)?.name;
      }),
    );
  }
  if (address?.countryId)
    loads.push(
      sdk.countries.list().then((countries) => {
        const country = countries.find((candidate) => candidate.id === address.countryId);
        names.country = country?.name;
        names.countryCode = country?.code;
      }),
    );
  if (!store.paymentMethods && cart.paymentMethodId)
    loads.push(
      sdk.wallet.list(cart.currencyCode ?? svcCart.state.currencyCode).then((methods) => {
        store.paymentMethods ??= methods;
      }),
    );
  await Promise.allSettled(loads);
  return names;
}
