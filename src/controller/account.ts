/**
 * Signing in with a token and storing the page's `customerExternalId`: loaded by
 * `authenticate()` and by a start-up with a signed-in customer and an external ID, not at start.
 */
import type { SvcClient } from '@svc/sdk';
import type { SvcCart } from './svc-cart.js';

const AUTH_FAILED =
  'Cart Widget:authenticate Authentication failed. The provided token is invalid or expired.';

/** `authenticate`: checks the token, loads the customer, emits `SIGN_IN`, stores the external ID. */
export async function signIn(
  svcCart: SvcCart,
  sdk: SvcClient,
  accessToken: string | undefined,
  changed: () => void,
): Promise<void> {
  const ok = await sdk.auth.checkAuthenticated(accessToken || undefined);
  if (!ok) {
    svcCart.customer = null;
    changed();
    throw new Error(AUTH_FAILED);
  }
  svcCart.customer = await sdk.customers.me();
  changed();
  svcCart.events.emit('SIGN_IN', null, { customer: svcCart.customer });
  await storeExternalId(svcCart, sdk, changed);
}

/** Puts `customerData.externalId` on the signed-in customer unless it is there already. */
export async function storeExternalId(svcCart: SvcCart, sdk: SvcClient, changed: () => void): Promise<void> {
  const externalId = svcCart.customerData.externalId;
  if (!externalId || !sdk.auth.isAuthenticated || svcCart.customer?.externalId === externalId) return;
  try {
    svcCart.customer = await sdk.customers.update({ externalId });
    changed();
  } catch (error) {
    console.warn('Cart Widget: customerExternalId could not be stored on the customer', error);
  }
}
