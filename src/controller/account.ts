/**
 * Signing in with a token and storing the page's `customerExternalId`: loaded by
 * `authenticate()` and by a start-up with a signed-in customer and an external ID, not at start.
 */
import type { SvcClient } from '@svc/sdk';
import { NOT_INITIALIZED, typeError } from '../core/errors.js';
import type { Widget } from './widget.js';

/** What the sign-in's code reads and calls of the controller: nothing else. */
export type AccountWidget = Pick<Widget, 'customer' | 'customerData' | 'events' | 'sdk' | 'setCustomer'>;

const AUTH_FAILED =
  'Cart Widget:authenticate Authentication failed. The provided token is invalid or expired.';

/** `authenticate(accessToken?)`: checks the argument, starts the widget if needed, signs in. */
export async function authenticate(
  widget: AccountWidget,
  pipeline: { startWhenAllowed(): Promise<void> },
  accessToken: string | undefined,
): Promise<void> {
  if (accessToken !== undefined && typeof accessToken !== 'string')
    throw typeError('authenticate', 'accessToken', 'a string', accessToken);
  await pipeline.startWhenAllowed();
  const sdk = widget.sdk;
  if (!sdk) throw new Error(NOT_INITIALIZED);
  await signIn(widget, sdk, accessToken);
}

/** `authenticate`: checks the token, loads the customer, emits `SIGN_IN`, stores the external ID. */
export async function signIn(
  widget: AccountWidget,
  sdk: SvcClient,
  accessToken: string | undefined,
): Promise<void> {
  const ok = await sdk.auth.checkAuthenticated(accessToken || undefined);
  if (!ok) {
    widget.setCustomer(null);
    throw new Error(AUTH_FAILED);
  }
  await adoptSignIn(widget, sdk);
}

/**
 * What follows every sign-in outside the checkout (a token, the customer portal): the customer
 * loaded and shown, `SIGN_IN` with `{ customer }`, the page's `customerExternalId` stored.
 */
export async function adoptSignIn(widget: AccountWidget, sdk: SvcClient): Promise<void> {
  const customer = await sdk.customers.me();
  widget.setCustomer(customer);
  widget.events.emit('SIGN_IN', null, { customer });
  await storeExternalId(widget, sdk);
}

/** Puts `customerData.externalId` on the signed-in customer unless it is there already. */
export async function storeExternalId(widget: AccountWidget, sdk: SvcClient): Promise<void> {
  const externalId = widget.customerData.externalId;
  if (!externalId || !sdk.auth.isAuthenticated || widget.customer?.externalId === externalId) return;
  try {
    widget.setCustomer(await sdk.customers.update({ externalId }));
  } catch (error) {
    console.warn('Cart Widget: customerExternalId could not be stored on the customer', error);
  }
}
