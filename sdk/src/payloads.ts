/**
 * Client-side checks of the spec's payload rules that need no server: required fields, types,
 * `addonDuration` only `1`/`null` and only with `addon`, gift card quantity 1, survey answer shapes.
 * Each failure is a `SvcValidationError` naming the operation and the field, and nothing is sent.
 */
import { describeType, invalidArgument, mustBe } from './http/errors.js';
import { isEmail } from './email.js';
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

/**
 * What a field must hold: `text` a non-empty string, `string` any string, `id` a positive whole
 * number, `email` an email address (`isEmail`), `boolean` true or false, `survey` survey answers
 * (`checkSurveyOptions`), or an object whose fields are checked in turn (a `FieldSpec`).
 */
export type FieldKind = 'text' | 'string' | 'id' | 'email' | 'boolean' | 'survey' | FieldSpec;

/** One field's rule: its kind, and whether it may be left out (`optional`) or also be null (`nullable`). */
export interface FieldRule {
  readonly kind: FieldKind;
  readonly presence: 'required' | 'optional' | 'nullable';
}

/** The rules of an object's fields by name, checked in the order written. */
export type FieldSpec = { readonly [field: string]: FieldRule };

/** A field that must be there. */
export const required = (kind: FieldKind): FieldRule => ({ kind, presence: 'required' });
/** A field that may be left out (undefined). */
export const optional = (kind: FieldKind): FieldRule => ({ kind, presence: 'optional' });
/** A field that may be left out or be null. */
export const nullable = (kind: FieldKind): FieldRule => ({ kind, presence: 'nullable' });

/** A gift card line's recipient (cart item add payload, `giftCard`). */
const GIFT_CARD: FieldSpec = {
  customerEmail: required('email'),
  customerName: nullable('string'),
  message: nullable('string'),
};

/** The cart's gift details (cart update payload, `giftInfo`). */
const GIFT_INFO: FieldSpec = {
  startsAt: optional('string'),
  numberOfOrders: optional('id'),
  message: optional('string'),
  email: optional('email'),
};

/** A delivery address written out in a cart update payload (`shippingAddress`). */
const SHIPPING_ADDRESS: FieldSpec = {
  firstName: required('text'),
  lastName: required('text'),
  addressOne: required('text'),
  city: required('text'),
  zip: required('text'),
  addressTwo: nullable('string'),
  province: nullable('string'),
  countryId: required('id'),
};

/**
 * Checks the fields of `object` (named `prefix` in messages) against `fields`, in their order. A
 * field that may be left out is skipped when it is. Formats the server knows better (currency
 * codes, gift card codes, gift dates, sign-in providers) are the server's to check; its 422 names
 * the field.
 */
export function checkFields(operation: string, prefix: string, object: Payload, fields: FieldSpec): void {
  for (const [name, rule] of Object.entries(fields)) {
    const field = `${prefix}.${name}`;
    const value = Object.hasOwn(object, name) ? object[name] : undefined;
    const { kind, presence } = rule;
    if (presence === 'optional' && value === undefined) continue;
    if (presence === 'nullable' && (value === undefined || value === null)) continue;
    if (typeof kind === 'object') {
      assertObject(operation, field, value);
      checkFields(operation, field, value, kind);
    } else if (kind === 'id') assertId(operation, field, value);
    else if (kind === 'text') assertString(operation, field, value);
    else if (kind === 'email') {
      assertString(operation, field, value);
      if (!isEmail(value)) throw fail(operation, field, 'is not an email address');
    } else if (kind === 'survey') checkSurveyOptions(operation, field, value);
    else if (kind === 'boolean') {
      if (typeof value !== 'boolean') throw invalidArgument(operation, field, 'true or false', value);
    } else if (typeof value !== 'string') {
      const expected = presence === 'nullable' ? 'a string or null' : 'a string';
      throw invalidArgument(operation, field, expected, value);
    }
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
        if (keys === 'content') checkFields(operation, path, answer, { content: required('string') });
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
    checkFields(operation, at, item, { productId: required('id'), quantity: required('id') }),
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
  checkFields(operation, 'payload', payload, {
    productId: required('id'),
    quantity: optional('id'),
    options: optional('survey'),
    addon: optional('boolean'),
  });
  if (addonDuration !== undefined) {
    if (addonDuration !== 1 && addonDuration !== null)
      throw mustBe(operation, 'payload.addonDuration', '1 (once) or null (forever)', addonDuration);
    if (addon !== true) throw fail(operation, 'payload.addonDuration', 'is allowed only with addon: true');
  }
  checkFields(operation, 'payload', payload, { giftCard: nullable(GIFT_CARD) });
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
  checkFields(operation, 'payload', payload, { quantity: optional('id'), options: optional('survey') });
}

/** The cart update payload (spec: "Cart update payload", all fields optional). */
export function checkCartUpdate(operation: string, payload: Payload): void {
  checkFields(operation, 'payload', payload, {
    referralId: nullable('id'),
    currencyCode: optional('string'),
    couponCode: nullable('text'),
    giftCardCode: nullable('string'),
    giftInfo: nullable(GIFT_INFO),
    shippingAddress: nullable(SHIPPING_ADDRESS),
    shippingAddressId: nullable('id'),
    shippingMethodId: nullable('id'),
    paymentMethodId: nullable('id'),
  });
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
  checkFields(operation, 'payload', payload, { updateOrders: optional('boolean') });
}

/** The plan of a subscription's bundle: a plan ID, or null to keep the plan. */
function checkBundlePlan(operation: string, payload: Payload): void {
  if (!('productId' in payload))
    throw fail(operation, 'payload.productId', 'is required (a plan ID, or null to keep the plan)');
  checkFields(operation, 'payload', payload, { productId: nullable('id') });
}

/** `subscriptions.updateBundle`: the plan, an optional quantity and an optional bundle. */
export function checkSubscriptionBundle(operation: string, payload: Payload): void {
  checkBundlePlan(operation, payload);
  checkFields(operation, 'payload', payload, { quantity: optional('id') });
  if (payload.bundle !== undefined) checkBundleSelection(operation, 'payload.bundle', payload.bundle, true);
}

/** `subscriptions.updateItemBundle`: the plan and the bundle, which it needs; no quantity. */
export function checkSubscriptionItemBundle(operation: string, payload: Payload): void {
  checkBundlePlan(operation, payload);
  if (payload.quantity !== undefined)
    throw fail(operation, 'payload.quantity', 'is not taken by this operation');
  if (payload.bundle === undefined) throw fail(operation, 'payload.bundle', 'is required');
  checkBundleSelection(operation, 'payload.bundle', payload.bundle, true);
}

/** The accept payload of a funnel step: a non-empty list of offers. */
export function checkFunnelAccept(operation: string, payload: Payload): void {
  const { offers } = payload;
  if (!Array.isArray(offers) || !offers.length)
    throw fail(operation, 'payload.offers', 'is required: a non-empty array of { productId, options? }');
  each(operation, 'payload.offers', offers, (offer, at) =>
    checkFields(operation, at, offer, { productId: required('id'), options: optional('survey') }),
  );
}

/** The accept payload of a post-purchase step, which also takes the delivery and the payment. */
export function checkPostPurchaseAccept(operation: string, payload: Payload): void {
  checkFunnelAccept(operation, payload);
  checkFields(operation, 'payload', payload, {
    shippingAddressId: nullable('id'),
    shippingMethodId: nullable('id'),
    paymentIntentId: nullable('string'),
  });
}

export function checkBundleQuote(operation: string, payload: Payload): void {
  checkFields(operation, 'payload', payload, { productId: required('id'), quantity: required('id') });
  checkBundleSelection(operation, 'payload', { items: payload.items, preferences: payload.preferences });
}

/** The fields `customers.update` knows; others are sent unchecked. */
const CUSTOMER: FieldSpec = {
  marketingConsent: optional('boolean'),
  tosConsent: optional('boolean'),
  firstName: optional('string'),
  lastName: optional('string'),
  phone: nullable('string'),
  externalId: nullable('string'),
};

/** `customers.update`: the known fields, in the payload's order. */
export function checkCustomerUpdate(operation: string, payload: Payload): void {
  for (const field of Object.keys(payload))
    if (Object.hasOwn(CUSTOMER, field))
      checkFields(operation, 'payload', payload, { [field]: CUSTOMER[field]! });
}
