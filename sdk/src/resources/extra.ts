import type { CallOptions } from '../http/client.js';
import { SvcApiError } from '../http/errors.js';
import { argumentsOf, OPERATIONS, STRING_ARGUMENTS } from '../http/operation-table.js';
import { addOperations, operationSpec, type Namespace, type OperationName } from '../http/operations.js';
import {
  assertId,
  checkBundleQuote,
  checkCartItemAdd,
  checkCartItemUpdate,
  checkCartUpdate,
  checkCustomerUpdate,
  checkFields,
  checkFunnelAccept,
  checkPostPurchaseAccept,
  checkPreferencesPayload,
  checkSubscriptionBundle,
  checkSubscriptionItemBundle,
  checkSubscriptionUpdate,
  required,
  optional,
  type FieldSpec,
  type Payload,
} from '../payloads.js';
import { assertObject, assertOptionalHeaders, assertString, fail } from '../validate.js';
import type { ResourceContext } from './context.js';

addOperations(OPERATIONS);

/** The namespaces whose answers are priced in the instance's currency (they send `x-currency`). */
const PRICED_NAMESPACES: ReadonlySet<Namespace> = new Set(['products', 'bundles', 'surveys']);

/** A check of an operation's payload (or of its required params, named `argument` in messages). */
type PayloadCheck = (operation: string, payload: Payload, argument: string) => void;

/** A check of the fields of `spec` alone. */
const fields =
  (spec: FieldSpec): PayloadCheck =>
  (operation, payload, argument) =>
    checkFields(operation, argument, payload, spec);

/** The checks of the payloads (and of `cart.getShippingMethods`' required params) by operation; an optional payload is checked when given. */
const PAYLOAD_CHECKS: { readonly [Op in OperationName]?: PayloadCheck } = {
  'cart.create': checkCartUpdate,
  'cart.update': checkCartUpdate,
  'cart.addItem': checkCartItemAdd,
  'cart.updateItem': checkCartItemUpdate,
  'cart.getShippingMethods': fields({ country: required('id'), zip: required('text') }),
  'addresses.store': fields({
    firstName: required('text'),
    lastName: required('text'),
    addressOne: required('text'),
    city: required('text'),
    zip: required('text'),
    countryId: required('id'),
  }),
  'auth.login': fields({ email: required('email'), password: required('text') }),
  'auth.register': fields({
    email: required('email'),
    firstName: required('text'),
    lastName: required('text'),
    password: optional('string'),
  }),
  'auth.registered': fields({ email: required('email') }),
  'auth.otp': fields({ email: required('email') }),
  'auth.otpLogin': fields({ email: required('email'), token: required('text') }),
  'auth.social': fields({ token: required('text'), provider: required('text') }),
  'bundles.quote': checkBundleQuote,
  'customers.update': checkCustomerUpdate,
  'funnels.prePurchaseAccept': checkFunnelAccept,
  'funnels.midPurchaseAccept': checkFunnelAccept,
  'funnels.postPurchaseAccept': checkPostPurchaseAccept,
  'lead.subscribe': fields({ email: required('email') }),
  'pickupInfo.store': fields({
    firstName: required('text'),
    lastName: required('text'),
    phone: required('text'),
  }),
  'stock.subscribe': fields({
    email: required('email'),
    productId: required('id'),
    quantity: required('id'),
  }),
  'subscriptions.update': checkSubscriptionUpdate,
  'subscriptions.updateBundle': checkSubscriptionBundle,
  'subscriptions.updatePreferences': checkPreferencesPayload,
  'subscriptions.updateItem': checkSubscriptionUpdate,
  'subscriptions.updateItemBundle': checkSubscriptionItemBundle,
  'subscriptions.updateItemPreferences': checkPreferencesPayload,
  'wallet.setup': fields({ gatewayId: required('id') }),
  'wallet.store': fields({ gatewayId: required('id'), token: required('text') }),
};

/** The longest ID an operation puts in its address (a cart ID is 36 characters). */
const MAX_PATH_ID_LENGTH = 1024;

/**
 * Runs one operation of a namespace that loads on first use (see lazy.ts), of the cart or of
 * `client.auth`'s requests: checks its arguments as its entry in the table of operations says
 * (http/operation-table.ts), sends it, and checks the answer is what the entry says it must be.
 */
export async function callOperation(
  context: ResourceContext,
  operation: OperationName,
  values: unknown[],
): Promise<unknown> {
  const spec = operationSpec(operation);
  const { method, path } = spec;
  const options: CallOptions & { path: Record<string, string | number> } = { path: {} };
  const args = argumentsOf(spec).map((argument, position) => ({ ...argument, position }));
  // The payload is checked after the IDs, params and headers.
  const inCheckOrder = [
    ...args.filter((argument) => argument.name !== 'payload'),
    ...args.filter((argument) => argument.name === 'payload'),
  ];
  for (const { name, optional, position } of inCheckOrder) {
    let value = values[position];
    if (name === 'headers') {
      assertOptionalHeaders(operation, value);
      options.headers = value;
    } else if (name === 'params' || name === 'payload') {
      // `checkout.purchase` also takes a payment intent ID as its payload.
      if (typeof value === 'string' && name === 'payload' && operation === 'checkout.purchase')
        value = { paymentIntentId: value };
      // `null` counts as left out: shop code written for the API passes it for "no params".
      if (!optional || value != null) assertObject(operation, name, value);
      const check = PAYLOAD_CHECKS[operation];
      if (value && (name === 'payload' || !optional)) check?.(operation, value, name);
      if (name === 'params') options.query = value;
      else options.body = value ?? {};
    } else {
      if (STRING_ARGUMENTS.has(name)) assertString(operation, name, value);
      else assertId(operation, name, value);
      if (path.includes(`:${name}`)) {
        // An ID too long for an address is refused before any request, alike in every engine
        // (Firefox's URL takes no address over 1 MB; servers read 8 KB at most).
        if (typeof value === 'string' && value.length > MAX_PATH_ID_LENGTH)
          throw fail(operation, name, `is longer than ${MAX_PATH_ID_LENGTH} characters`);
        options.path[name] = value;
      } else if (method === 'GET') options.query = { [name]: value };
      else options.body = { [name]: value };
    }
  }
  const currency = context.currency();
  const [namespace] = operation.split('.') as [Namespace];
  // Below the per-call headers.
  if (currency && PRICED_NAMESPACES.has(namespace)) options.defaultHeaders = { 'x-currency': currency };

  const result = await sendWatchingToken<{ items?: unknown; accessToken?: unknown } | undefined>(
    context,
    operation,
    options,
  );
  // A cart change or load answered with something that is not a cart: refused, the cart held
  // stays; a sign-in answered without a token: refused, nobody is signed in.
  if (spec.answer === 'cart' && !Array.isArray(result?.items))
    throw refusal(operation, 'The answer is not a cart');
  if (spec.answer === 'sign-in' && !(typeof result?.accessToken === 'string' && result.accessToken))
    throw refusal(operation, 'The sign-in answer has no accessToken');
  // The rejections and the refresh of funnel steps resolve with nothing.
  return spec.answer === 'nothing' ? undefined : result;
}

/**
 * Sends the request of `operation`. When it needs a signed-in customer, went out with the
 * instance's own token (no per-call `authorization`) and is refused with 401, while that token is
 * still the one held, `client.auth.onTokenRejected` hears of it before the caller gets the error.
 * A 401 `invalid_api_key` is about the shop's key, not the customer's token.
 */
async function sendWatchingToken<T>(
  context: ResourceContext,
  operation: OperationName,
  options: CallOptions,
): Promise<T> {
  const auth = context.client.auth;
  const ownToken = Object.keys(options.headers ?? {}).some((name) => name.toLowerCase() === 'authorization');
  const watched = operationSpec(operation).auth === true && auth.isAuthenticated && !ownToken;
  const token = auth.getAccessToken();
  try {
    return await context.http.call<T>(operation, options);
  } catch (error) {
    const refused = error instanceof SvcApiError && error.status === 401 && error.code !== 'invalid_api_key';
    // A sign-in or sign-out since the request left makes its answer old news.
    if (watched && refused && auth.isAuthenticated && auth.getAccessToken() === token) {
      try {
        auth.onTokenRejected?.(error);
      } catch (thrown) {
        console.error(`Svc ${operation}: the onTokenRejected handler threw`, thrown);
      }
    }
    throw error;
  }
}

/** The error of an answer that is not what the operation must answer with. */
const refusal = (operation: string, message: string): SvcApiError =>
  new SvcApiError(operation, 200, { code: 'invalid_response', message });
