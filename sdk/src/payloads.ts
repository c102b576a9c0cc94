/**
 * Client-side checks of the spec's payload rules that need no server: required fields, types,
 * `addonDuration` only `1`/`null` and only with `addon`, gift card quantity 1, survey answer shapes.
 * Each failure is a `SvcValidationError` naming the operation and the field, and nothing is sent.
 */
import { describeType, invalidArgument, mustBe } from './http/errors.js';
import { assertObject, assertString, fail } from './validate.js';

export type Payload = Record<string, unknown>;

/**
 * IDs of products, bundles, surveys, subscriptions… are positive integers. Here rather than in
 * validate.ts: only the operations that load on first use take IDs.
 */
export function assertId(operation: string, field: string, value: unknown): asserts value is number {
  if (value === undefined || value === null) throw fail(operation, field, 'is required');
  if (!Number.isInteger(value) || (value as number) <= 0) {
    throw mustBe(
      operation,
      field,
      'a positive whole number',
      typeof value === 'number' ? value : describeType(value),
    );
  }
}

const EMAIL = /^(?=[^\s@]+@[^\s@]+$).+@.+\../;

/** Checks `value` is an array (`expected` names what it must be) and returns it. */
function list(operation: string, field: string, value: unknown, expected = 'an array'): unknown[] {
  if (!Array.isArray(value)) throw invalidArgument(operation, field, expected, value);
  return value;
}

/** Checks `value` is an array of objects, then runs `check` on each with its path (`field[i]`). */
function each(
  operation: string,
  field: string,
  value: unknown,
  check: (item: Payload, at: string) => void,
  expected?: string,
): void {
  list(operation, field, value, expected).forEach((item, i) => {
    const at = `${field}[${i}]`;
    assertObject(operation, at, item);
    check(item, at);
  });
}

/** The fields of the nested objects (kind `object`), by the name of the field that holds them. */
const NESTED: Record<string, string> = {
  giftCard: 'customerEmail:email customerName:string|null message:string|null',
  giftInfo: 'startsAt:string? numberOfOrders:id? message:string? email:email?',
  shippingAddress: 'firstName lastName addressOne city zip addressTwo:string|null countryId:id',
};

/**
 * Checks the fields of `object`, in the order given: a space-separated list of `name:kind`.
 * Kinds: none (a non-empty string), `id` (a positive whole number), `email`, `string`, `boolean`,
 * `survey` (survey answers) and `object` (an object whose fields `NESTED` lists). A kind ending in
 * `?` may be left out (undefined); one ending in `|null` may also be null. Formats the server
 * knows better (currency codes, gift card codes, gift dates, sign-in providers) are the server's
 * to check; its 422 names the field.
 */
export function checkFields(operation: string, prefix: string, object: Payload, fields: string): void {
  for (const spec of fields.split(' ')) {
    const [name = '', kind = ''] = spec.split(':');
    const field = `${prefix}.${name}`;
    const value = object[name];
    const nullable = kind.endsWith('|null');
    if ((nullable || kind.endsWith('?')) && (value === undefined || (nullable && value === null))) continue;
    const base = kind.replace(/\?|\|null/, '');
    if (base === 'id') assertId(operation, field, value);
    else if (base === 'email') {
      assertString(operation, field, value);
      if (!EMAIL.test(value)) throw fail(operation, field, 'is not an email address');
    } else if (base === 'survey') checkSurveyOptions(operation, field, value);
    else if (base === 'object') {
      assertObject(operation, field, value);
      checkFields(operation, field, value, NESTED[name]!);
    } else if (base) {
      if (typeof value !== base) {
        const expected = base === 'boolean' ? 'true or false' : nullable ? 'a string or null' : 'a string';
        throw invalidArgument(operation, field, expected, value);
      }
    } else assertString(operation, field, value);
  }
}

/**
 * Survey answers: `{ content }` (text, email), `{ id }` (select, multiple, offer, plan) or
 * `{ id, quantity }` (quantity questions). One shape per answer; no mixing.
 */
export function checkSurveyOptions(operation: string, field: string, options: unknown): void {
  each(
    operation,
    field,
    options,
    (option, at) => {
      assertId(operation, `${at}.questionId`, option.questionId);
      each(operation, `${at}.answers`, option.answers, (answer, path) => {
        const keys = Object.keys(answer).sort().join();
        if (keys === 'content') checkFields(operation, path, answer, 'content:string');
        else if (keys === 'id' || keys === 'id,quantity') {
          assertId(operation, `${path}.id`, answer.id);
          const { quantity } = answer;
          if (keys !== 'id' && !(Number.isInteger(quantity) && (quantity as number) >= 0))
            throw mustBe(operation, `${path}.quantity`, 'a whole number, 0 or more', quantity);
        } else throw fail(operation, path, 'must be { content }, { id } or { id, quantity }');
      });
    },
    'an array of { questionId, answers }',
  );
}

export function checkBundleSelection(
  operation: string,
  field: string,
  bundle: unknown,
  nullable = false,
): void {
  assertObject(operation, field, bundle);
  const [items, preferences] = (['items', 'preferences'] as const).map((key) =>
    nullable && bundle[key] === null
      ? []
      : list(operation, `${field}.${key}`, bundle[key], nullable ? 'an array or null' : undefined),
  );
  each(operation, `${field}.items`, items, (item, at) =>
    checkFields(operation, at, item, 'productId:id quantity:id'),
  );
  each(operation, `${field}.preferences`, preferences, (preference, at) => {
    assertId(operation, `${at}.attributeId`, preference.attributeId);
    list(operation, `${at}.values`, preference.values).forEach((value, j) =>
      assertId(operation, `${at}.values[${j}]`, value),
    );
  });
}

/** The cart item add payload (spec: "Cart item add payload"). */
export function checkCartItemAdd(operation: string, payload: Payload): void {
  const { addon, addonDuration, quantity } = payload;
  checkFields(operation, 'payload', payload, 'productId:id quantity:id? options:survey? addon:boolean?');
  if (addonDuration !== undefined) {
    if (addonDuration !== 1 && addonDuration !== null)
      throw mustBe(operation, 'payload.addonDuration', '1 (once) or null (forever)', addonDuration);
    if (addon !== true) throw fail(operation, 'payload.addonDuration', 'is allowed only with addon: true');
  }
  checkFields(operation, 'payload', payload, 'giftCard:object|null');
  if (payload.giftCard != null) {
    if (quantity !== undefined && quantity !== 1)
      throw mustBe(operation, 'payload.quantity', '1 for a gift card', quantity);
    if (addon === true) throw fail(operation, 'payload.addon', 'cannot be true for a gift card');
  }
  if (payload.bundle !== undefined) checkBundleSelection(operation, 'payload.bundle', payload.bundle);
}

/** The cart item update payload: no `productId`, no `metadata`. */
export function checkCartItemUpdate(operation: string, payload: Payload): void {
  for (const field of ['productId', 'metadata'])
    if (payload[field] !== undefined)
      throw fail(operation, `payload.${field}`, 'cannot be changed (replace the item instead)');
  checkFields(operation, 'payload', payload, 'quantity:id? options:survey?');
}

/** The cart update payload (spec: "Cart update payload", all fields optional). */
export function checkCartUpdate(operation: string, payload: Payload): void {
  checkFields(
    operation,
    'payload',
    payload,
    'referralId:id|null currencyCode:string? couponCode:|null giftCardCode:string|null giftInfo:object|null shippingAddress:object|null shippingAddressId:id|null shippingMethodId:id|null paymentMethodId:id|null',
  );
}

/** `SubscriptionUpdatePayload`: `quantity` always; `metadata` as `{ id, values: [{ id } | { value }] }[]` or null. */
export function checkSubscriptionUpdate(operation: string, payload: Payload): void {
  if (payload.quantity === undefined)
    throw fail(operation, 'payload.quantity', 'is required (the current one when only metadata changes)');
  assertId(operation, 'payload.quantity', payload.quantity);
  if (payload.metadata != null)
    each(
      operation,
      'payload.metadata',
      payload.metadata,
      (entry, at) => {
        assertId(operation, `${at}.id`, entry.id);
        each(operation, `${at}.values`, entry.values, (value, path) => {
          const ok =
            Object.keys(value).length === 1 &&
            ((Number.isInteger(value.id) && (value.id as number) > 0) || typeof value.value === 'string');
          if (!ok) throw fail(operation, path, 'must be { id } or { value }');
        });
      },
      'an array or null',
    );
}

export function checkPreferencesPayload(operation: string, payload: Payload): void {
  if (!('preferences' in payload))
    throw fail(
      operation,
      'payload.preferences',
      'is required (an array of { questionId, answers }, or null to clear)',
    );
  if (payload.preferences !== null) checkSurveyOptions(operation, 'payload.preferences', payload.preferences);
  checkFields(operation, 'payload', payload, 'updateOrders:boolean?');
}

/** `subscriptions.updateBundle` and `updateItemBundle` (which needs the bundle and takes no quantity). */
export function checkSubscriptionBundle(operation: string, payload: Payload): void {
  if (!('productId' in payload))
    throw fail(operation, 'payload.productId', 'is required (a plan ID, or null to keep the plan)');
  checkFields(operation, 'payload', payload, 'productId:id|null');
  if (operation.endsWith('ItemBundle')) {
    if (payload.quantity !== undefined)
      throw fail(operation, 'payload.quantity', 'is not taken by this operation');
    if (payload.bundle === undefined) throw fail(operation, 'payload.bundle', 'is required');
  } else checkFields(operation, 'payload', payload, 'quantity:id?');
  if (payload.bundle !== undefined) checkBundleSelection(operation, 'payload.bundle', payload.bundle, true);
}

/** The accept payload of a funnel step; a post-purchase step also takes the delivery and payment. */
export function checkFunnelAccept(operation: string, payload: Payload): void {
  const { offers } = payload;
  if (!Array.isArray(offers) || !offers.length)
    throw fail(operation, 'payload.offers', 'is required: a non-empty array of { productId, options? }');
  each(operation, 'payload.offers', offers, (offer, at) =>
    checkFields(operation, at, offer, 'productId:id options:survey?'),
  );
  if (operation.startsWith('funnels.post'))
    checkFields(
      operation,
      'payload',
      payload,
      'shippingAddressId:id|null shippingMethodId:id|null paymentIntentId:string|null',
    );
}

export function checkBundleQuote(operation: string, payload: Payload): void {
  checkFields(operation, 'payload', payload, 'productId:id quantity:id');
  checkBundleSelection(operation, 'payload', { items: payload.items, preferences: payload.preferences });
}

/** The fields `customers.update` knows; others are sent unchecked. */
const CUSTOMER =
  'marketingConsent:boolean? tosConsent:boolean? firstName:string? lastName:string? phone:string|null externalId:string|null'.split(
    ' ',
  );

/** `customers.update`: the known fields, in the payload's order. */
export function checkCustomerUpdate(operation: string, payload: Payload): void {
  for (const field of Object.keys(payload)) {
    const spec = CUSTOMER.find((known) => known.startsWith(`${field}:`));
    if (spec) checkFields(operation, 'payload', payload, spec);
  }
}
