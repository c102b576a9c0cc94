/**
 * Signing in with a token, storing the page's `customerExternalId`, and the sign-in the server
 * ends (a refused token): loaded by `authenticate()`, the checkout, the customer portal and a
 * start-up with a signed-in customer and an external ID, not at start.
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

/** The action of the `SIGN_OUT` the widget emits itself when the server refused the customer's token. */
export const TOKEN_REJECTED = 'tokenRejected';

/** The widgets that hear of each SDK instance's refused token (two widgets may share one client). */
const watching = new WeakMap<SvcClient['auth'], Set<AccountWidget>>();

/**
 * From now on, a request for the signed-in customer that the server refuses for its token
 * (`auth.onTokenRejected`: revoked, or expired) signs the customer out on this page as `signOut()`
 * does (header dropped, cookie emptied) and emits `SIGN_OUT` with `{ customer }` and the action
 * `tokenRejected`; an open checkout then asks them to sign in again (docs/decisions.md "A refused
 * token"). Called where the widget's requests for the customer start (the checkout's store, the
 * customer portal's requests); a widget is added once per SDK instance.
 */
export function watchSignIn(widget: AccountWidget): void {
  const auth = widget.sdk?.auth;
  if (!auth) return;
  const known = watching.get(auth);
  if (known) {
    known.add(widget);
    return;
  }
  const widgets = new Set([widget]);
  watching.set(auth, widgets);
  // A handler the page set on its own client (`sdkClient`) still hears of it.
  const before = auth.onTokenRejected;
  auth.onTokenRejected = (error) => {
    before?.(error);
    for (const each of widgets) signOutRefused(each);
  };
}

/** `signOut()`'s work for a token the server refused, with the action `tokenRejected`. */
function signOutRefused(widget: AccountWidget): void {
  const customer = widget.customer;
  widget.sdk?.auth.logout();
  widget.setCustomer(null);
  widget.events.emit('SIGN_OUT', null, { customer }, TOKEN_REJECTED);
}
