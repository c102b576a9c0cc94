/**
 * What the checkout's contact step asks of the API, apart from the element that draws it: the
 * account check, the four ways to sign in (password, one-time code, registration, Google or
 * Facebook), what follows every sign-in (the customer loaded, `SIGN_IN`, the page's external ID,
 * the cart attached), the consents, and signing out. Each function changes the checkout store and
 * the controller; the element calls them through `store.contact` (`ContactState`, which also
 * holds the form), runs them through `store.run` and shows their failures.
 */
import type { Customer, CustomerUpdatePayload, SocialProvider } from '@svc/sdk';
import { storeExternalId } from '../account.js';
import { sdkOf } from '../widget.js';
import type {
  CheckoutState,
  ContactForm,
  ContactMemory,
  ContactMode,
  ContactNotice,
} from './checkout-state.js';
import { CART_PARAMS } from '../../core/cart-model.js';
import { requestSocialToken } from '../social-sign-in.js';
import { runExpress } from './express.js';

export { SOCIAL_APPS, SOCIAL_SIGN_IN_EVENT, type SocialSignInDetail } from '../../core/checkout.js';
export { requestSocialToken, SocialSignInError } from '../social-sign-in.js';

/**
 * Emits `EMAIL_COLLECTED` with `{ email }` unless this checkout reported that email already.
 * Returns whether it emitted.
 */
export function collectEmail(store: CheckoutState, email: string | null | undefined): boolean {
  const value = email?.trim();
  if (!value) return false;
  const seen = store.contact.collected;
  const key = value.toLowerCase();
  if (seen.has(key)) return false;
  seen.add(key);
  store.svcCart.events.emit('EMAIL_COLLECTED', null, { email: value });
  return true;
}

/** Whether an account exists for `email`. */
export async function isRegistered(store: CheckoutState, email: string): Promise<boolean> {
  const answer = await sdkOf(store.svcCart).auth.registered({ email });
  return answer.registered === true;
}

/** Signs in with email and password, then finishes the step. */
export async function signInWithPassword(
  store: CheckoutState,
  email: string,
  password: string,
): Promise<void> {
  await sdkOf(store.svcCart).auth.login({ email, password });
  await finishSignIn(store, false);
}

/** Emails a one-time code. */
export async function sendCode(store: CheckoutState, email: string): Promise<void> {
  await sdkOf(store.svcCart).auth.otp({ email });
}

/** Signs in with the emailed one-time code, then finishes the step. */
export async function signInWithCode(store: CheckoutState, email: string, token: string): Promise<void> {
  await sdkOf(store.svcCart).auth.otpLogin({ email, token });
  await finishSignIn(store, false);
}

/** What a registration sends: the email, the names and the password typed (maybe empty). */
export interface Registration {
  email: string;
  firstName: string;
  lastName: string;
  /** Empty: the service generates one and emails it (spec: Authentication 4). */
  password: string;
}

/**
 * Creates the account (which signs the customer in), then finishes the step. The register payload
 * has no consent fields, so the consents ticked in the form go on the new profile right after
 * (`customers.update`), as part of finishing.
 */
export async function register(store: CheckoutState, registration: Registration): Promise<void> {
  const { email, firstName, lastName, password } = registration;
  await sdkOf(store.svcCart).auth.register({ email, firstName, lastName, ...(password ? { password } : {}) });
  await finishSignIn(store, true);
}

/** Signs in with Google or Facebook: the page supplies the ID token, the API checks it. */
export async function signInWithSocial(store: CheckoutState, provider: SocialProvider): Promise<void> {
  const token = await requestSocialToken(provider);
  await sdkOf(store.svcCart).auth.social({ token, provider });
  await finishSignIn(store, false);
}

/**
 * Takes `customer` into the contact form: email and names where the form has none, and, unless
 * `keepConsents` (the shopper just ticked them to register), the profile's consents. Once per
 * customer: later calls for the same customer keep what the shopper changed.
 */
export function adoptCustomer(store: CheckoutState, customer: Customer, keepConsents = false): void {
  const contact = store.contact;
  contact.lostSignIn = null;
  const adopted = contact.adopted;
  if (adopted && adopted.id === customer.id && adopted.email === customer.email) return;
  contact.adopted = customer;
  contact.email = customer.email ?? contact.email;
  contact.firstName ||= customer.firstName ?? '';
  contact.lastName ||= customer.lastName ?? '';
  contact.password = '';
  contact.code = '';
  if (!keepConsents) {
    contact.marketingConsent = customer.marketingConsent === true;
    contact.tosConsent = customer.tosConsent === true;
  }
}

/**
 * After a sign-in or registration: the customer is loaded and shown, `SIGN_IN` emitted (with
 * `{ customer }`, as `authenticate` does), the email reported, the consents and the page's
 * `customerExternalId` stored, the cart attached, and the step done.
 */
async function finishSignIn(store: CheckoutState, registered: boolean): Promise<void> {
  const svcCart = store.svcCart;
  const sdk = sdkOf(store.svcCart);
  const customer = await sdk.customers.me();
  adoptCustomer(store, customer, registered);
  svcCart.setCustomer(customer);
  svcCart.events.emit('SIGN_IN', null, { customer });
  collectEmail(store, customer.email);
  await continueSignedIn(store);
}

/** The consent changes between the form and the signed-in customer's profile. */
export function consentChanges(store: CheckoutState): CustomerUpdatePayload {
  const customer = store.svcCart.customer;
  const changes: CustomerUpdatePayload = {};
  if (!customer) return changes;
  if (store.contact.marketingConsent !== (customer.marketingConsent === true))
    changes.marketingConsent = store.contact.marketingConsent;
  // Terms once accepted stay accepted: the form only offers them to a profile without them.
  if (store.contact.tosConsent && customer.tosConsent !== true) changes.tosConsent = true;
  return changes;
}

/**
 * "Continue" of a signed-in customer (and the end of every sign-in): changed consents saved,
 * the external ID stored, the cart attached unless it already belongs to the customer, the step
 * done, and then the express path (`runExpress`): the steps the customer's saved address and card
 * can do are done for them, in `busy` as `express` (the checkout shows the review's shape).
 */
export async function continueSignedIn(store: CheckoutState): Promise<void> {
  const svcCart = store.svcCart;
  const sdk = sdkOf(store.svcCart);
  const changes = consentChanges(store);
  if (Object.keys(changes).length > 0) {
    const updated = await sdk.customers.update(changes);
    store.contact.adopted = updated;
    svcCart.setCustomer(updated);
  }
  await storeExternalId(svcCart, sdk);
  const customer = svcCart.customer;
  if (customer && (customer.id === undefined || svcCart.cart?.customerId !== customer.id)) {
    await svcCart.changeCart('attachCustomer', (client) => client.cart.attachCustomer(CART_PARAMS));
  }
  await store.run('express', async () => {
    store.complete('contact');
    await runExpress(store);
  });
}

/**
 * "Not you? Sign out": the widget signs out (`SIGN_OUT`, cookie cleared, the cart stays), and the
 * guest form opens again with the page's prefill instead of the customer's details.
 */
export async function signOut(store: CheckoutState): Promise<void> {
  const svcCart = store.svcCart;
  await svcCart.signOut();
  const data = svcCart.customerData;
  Object.assign(store.contact, {
    mode: 'email',
    email: data.email ?? '',
    firstName: data.firstName ?? '',
    lastName: data.lastName ?? '',
    password: '',
    code: '',
    marketingConsent: data.marketingConsent ?? false,
    tosConsent: data.tosConsent ?? false,
    adopted: undefined,
    lostSignIn: null,
  });
  delete store.errors.contact;
  store.reopen('contact');
}

/**
 * The server refused the signed-in customer's token (revoked, or expired) and the widget signed
 * out: the contact step shows the sign-in form with the email it knew and says why
 * (`lostSignIn`). Everything typed in the checkout stays (the consents too, which the same
 * customer's next sign-in keeps); the steps after contact are to be done again, for whoever signs
 * in, and the express path does again what it can.
 */
export function askToSignInAgain(store: CheckoutState, customer: Customer | null): void {
  const contact = store.contact;
  const email = customer?.email || contact.email;
  contact.mode = email ? 'sign-in' : 'email';
  contact.email = email;
  contact.password = '';
  contact.code = '';
  contact.lostSignIn = email || null;
  delete store.errors.contact;
  store.reopen('contact');
}

/**
 * The contact step's form (`store.contact`) with the functions above bound to its store, so the
 * step calls `store.contact.signOut()` and never this module.
 */
export class ContactState implements ContactForm, ContactMemory, ContactNotice {
  mode: ContactMode = 'email';
  email = '';
  firstName = '';
  lastName = '';
  password = '';
  code = '';
  marketingConsent = false;
  tosConsent = false;
  readonly collected = new Set<string>();
  adopted: Customer | undefined = undefined;
  lostSignIn: string | null = null;
  readonly #store: CheckoutState;

  constructor(store: CheckoutState) {
    this.#store = store;
  }

  /** Emits `EMAIL_COLLECTED` unless this checkout reported `email` already (see `collectEmail`). */
  collectEmail(email: string | null | undefined): boolean {
    return collectEmail(this.#store, email);
  }

  /** Whether an account exists for `email`. */
  isRegistered(email: string): Promise<boolean> {
    return isRegistered(this.#store, email);
  }

  /** Signs in with email and password, then finishes the step. */
  signInWithPassword(email: string, password: string): Promise<void> {
    return signInWithPassword(this.#store, email, password);
  }

  /** Emails a one-time code. */
  sendCode(email: string): Promise<void> {
    return sendCode(this.#store, email);
  }

  /** Signs in with the emailed one-time code, then finishes the step. */
  signInWithCode(email: string, token: string): Promise<void> {
    return signInWithCode(this.#store, email, token);
  }

  /** Creates the account, then finishes the step (see `register`). */
  register(registration: Registration): Promise<void> {
    return register(this.#store, registration);
  }

  /** Signs in with Google or Facebook (see `SOCIAL_SIGN_IN_EVENT`). */
  signInWithSocial(provider: SocialProvider): Promise<void> {
    return signInWithSocial(this.#store, provider);
  }

  /** Takes `customer` into the form, once per customer (see `adoptCustomer`). */
  adoptCustomer(customer: Customer, keepConsents = false): void {
    adoptCustomer(this.#store, customer, keepConsents);
  }

  /** "Continue" of a signed-in customer (see `continueSignedIn`). */
  continueSignedIn(): Promise<void> {
    return continueSignedIn(this.#store);
  }

  /** "Not you? Sign out" (see `signOut`). */
  signOut(): Promise<void> {
    return signOut(this.#store);
  }
}
