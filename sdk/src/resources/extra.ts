import type { CallOptions } from '../http/client.js';
import { SvcApiError } from '../http/errors.js';
import { addRoutes, coreSpecs, routeOf } from '../http/core-routes.js';
import { extraRoutes, extraSpecs } from '../http/extra-routes.js';
import type { OperationName } from '../http/routes.js';
import {
  assertId,
  checkBundleQuote,
  checkCartItemAdd,
  checkCartItemUpdate,
  checkCartUpdate,
  checkCustomerUpdate,
  checkFields,
  checkFunnelAccept,
  checkPreferencesPayload,
  checkSubscriptionBundle,
  checkSubscriptionUpdate,
  type Payload,
} from '../payloads.js';
import { assertObject, assertOptionalHeaders, assertString } from '../validate.js';
import type { ResourceContext } from './context.js';

addRoutes(extraRoutes);

/** The arguments of each operation follow its route (see extra-routes.ts). */
const SPECS: Record<string, string> = { ...coreSpecs, ...extraSpecs };

/** The arguments that are strings; the others are IDs. */
const STRINGS = /^(cartId|cartItemId|paymentIntentId|externalPaymentId|currencyCode)$/;

/** The operations of the namespaces whose answers are priced in the instance's currency (`x-currency`). */
const PRICED = /^(products|bundles|surveys)\./;

/**
 * Checks of the payload (or of required params): a field list for `checkFields`, or a function.
 * An optional payload is checked when given.
 */
const PAYLOADS: Record<string, string | ((operation: string, payload: Payload) => void)> = {
  'cart.create': checkCartUpdate,
  'cart.update': checkCartUpdate,
  'cart.addItem': checkCartItemAdd,
  'cart.updateItem': checkCartItemUpdate,
  'cart.getShippingMethods': 'country:id zip',
  'addresses.store': 'firstName lastName addressOne city zip countryId:id',
  'auth.login': 'email:email password',
  'auth.register': 'email:email firstName lastName password:string?',
  'auth.registered': 'email:email',
  'auth.otp': 'email:email',
  'auth.otpLogin': 'email:email token',
  'auth.social': 'token provider',
  'bundles.quote': checkBundleQuote,
  'customers.update': checkCustomerUpdate,
  'funnels.prePurchaseAccept': checkFunnelAccept,
  'funnels.midPurchaseAccept': checkFunnelAccept,
  'funnels.postPurchaseAccept': checkFunnelAccept,
  'lead.subscribe': 'email:email',
  'pickupInfo.store': 'firstName lastName phone',
  'stock.subscribe': 'email:email productId:id quantity:id',
  'subscriptions.update': checkSubscriptionUpdate,
  'subscriptions.updateBundle': checkSubscriptionBundle,
  'subscriptions.updatePreferences': checkPreferencesPayload,
  'subscriptions.updateItem': checkSubscriptionUpdate,
  'subscriptions.updateItemBundle': checkSubscriptionBundle,
  'subscriptions.updateItemPreferences': checkPreferencesPayload,
  'wallet.setup': 'gatewayId:id',
  'wallet.store': 'gatewayId:id token',
};

/**
 * Runs one operation of a namespace that loads on first use (see lazy.ts), of the cart or of
 * `client.auth`'s requests (whose sign-in answers must have an `accessToken`).
 */
export async function callOperation(
  context: ResourceContext,
  operation: OperationName,
  args: unknown[],
): Promise<unknown> {
  const { method, path } = routeOf(operation);
  const options: CallOptions & { path: Record<string, string | number> } = { path: {} };
  const names = [...path.matchAll(/:(\w+)/g)]
    .map((match) => match[1]!)
    .concat(SPECS[operation]!.split(' ').slice(2));
  // The payload is checked after the IDs, params and headers.
  const isPayload = (index: number) => +names[index]!.startsWith('payload');
  const order = names.map((_, index) => index).sort((a, b) => isPayload(a) - isPayload(b));
  for (const index of order) {
    const optional = names[index]!.endsWith('?');
    const name = names[index]!.replace('?', '');
    let value = args[index];
    if (name === 'headers') {
      assertOptionalHeaders(operation, value);
      options.headers = value;
    } else if (name === 'params' || name === 'payload') {
      // `params` and `payload`; `checkout.purchase` also takes a payment intent ID as its payload.
      if (typeof value === 'string' && name === 'payload' && operation === 'checkout.purchase')
        value = { paymentIntentId: value };
      // `null` counts as left out: shop code written for the API passes it for "no params".
      if (!optional || value != null) assertObject(operation, name, value);
      const check = PAYLOADS[operation];
      if (value && (name === 'payload' || !optional)) {
        if (typeof check === 'string') checkFields(operation, name, value, check);
        else check?.(operation, value);
      }
      if (name === 'params') options.query = value;
      else options.body = value ?? {};
    } else {
      if (STRINGS.test(name)) assertString(operation, name, value);
      else assertId(operation, name, value);
      if (path.includes(`:${name}`)) options.path[name] = value;
      else if (method === 'GET') options.query = { [name]: value };
      else options.body = { [name]: value };
    }
  }
  const currency = context.currency();
  // Below the per-call headers.
  if (currency && PRICED.test(operation)) options.defaultHeaders = { 'x-currency': currency };

  const result = await context.http.call<{ items?: unknown; accessToken?: unknown } | undefined>(
    operation,
    options,
  );
  // A cart change or load answered with something that is not a cart: refused, the cart held
  // stays; a sign-in answered without a token: refused, nobody is signed in.
  const refused =
    /^cart\.[^g]/.test(operation) && !Array.isArray(result?.items)
      ? 'The answer is not a cart'
      : /^auth\.(?!otp$|registered)/.test(operation) &&
          !(typeof result?.accessToken === 'string' && result.accessToken)
        ? 'The sign-in answer has no accessToken'
        : '';
  if (refused) throw new SvcApiError(operation, 200, { code: 'invalid_response', message: refused });
  // The rejections and the refresh of funnel steps resolve with nothing.
  return /Re(ject|fresh)$/.test(operation) ? undefined : result;
}
