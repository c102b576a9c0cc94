/**
 * Client-side checks of the spec's payload rules that need no server: required fields, types,
 * `addonDuration` only `1`/`null` and only with `addon`, gift card quantity 1, survey answer shapes.
 * Each failure is a `SvcValidationError` naming the operation and the field, and nothing is sent.
 */
import { describeType, invalidArgument, SvcValidationError } from './http/errors.js';
import { assertEmail, assertId, assertObject, assertString } from './validate.js';

export type Payload = Record<string, unknown>;

const fail = (operation: string, field: string, message: string) =>
  new SvcValidationError(operation, field, `Svc ${operation}: ${field} ${message}`);

const isPositiveInt = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

/**
 * Checks the fields of `object`, in the order given: a space-separated list of `name:kind`.
 * Kinds: none (a non-empty string), `id` (a positive whole number), `email`, `int` (a positive
 * whole number, with the value in the message), `string`, `boolean`. A kind ending in `?` may be
 * left out (undefined); one ending in `|null` may also be null.
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
    else if (base === 'email') assertEmail(operation, field, value);
    else if (base === 'int') {
      if (!isPositiveInt(value))
        throw fail(
          operation,
          field,
          `must be a positive whole number (got ${describeType(value)} ${String(value)})`,
        );
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
  if (!Array.isArray(options))
    throw invalidArgument(operation, field, 'an array of { questionId, answers }', options);
  options.forEach((option, index) => {
    const at = `${field}[${index}]`;
    assertObject(operation, at, option);
    assertId(operation, `${at}.questionId`, option.questionId);
    if (!Array.isArray(option.answers))
      throw invalidArgument(operation, `${at}.answers`, 'an array', option.answers);
    option.answers.forEach((answer: unknown, i: number) => {
      const path = `${at}.answers[${i}]`;
      assertObject(operation, path, answer);
      const keys = Object.keys(answer).sort().join(',');
      if (keys === 'content') {
        if (typeof answer.content !== 'string')
          throw invalidArgument(operation, `${path}.content`, 'a string', answer.content);
      } else if (keys === 'id') {
        assertId(operation, `${path}.id`, answer.id);
      } else if (keys === 'id,quantity') {
        assertId(operation, `${path}.id`, answer.id);
        if (
          typeof answer.quantity !== 'number' ||
          !Number.isInteger(answer.quantity) ||
          answer.quantity < 0
        ) {
          throw fail(
            operation,
            `${path}.quantity`,
            `must be a whole number of 0 or more (got ${String(answer.quantity)})`,
          );
        }
      } else {
        throw fail(
          operation,
          path,
          'must be { content } for text and email questions, { id } for select, multiple, offer and plan questions, or { id, quantity } for quantity questions',
        );
      }
    });
  });
}

export function checkBundleSelection(
  operation: string,
  field: string,
  bundle: unknown,
  nullable = false,
): void {
  assertObject(operation, field, bundle);
  for (const key of ['items', 'preferences'] as const) {
    const list = bundle[key];
    if (nullable && list === null) continue;
    if (!Array.isArray(list)) {
      throw invalidArgument(operation, `${field}.${key}`, nullable ? 'an array or null' : 'an array', list);
    }
  }
  (Array.isArray(bundle.items) ? bundle.items : []).forEach((item: unknown, i: number) => {
    assertObject(operation, `${field}.items[${i}]`, item);
    checkFields(operation, `${field}.items[${i}]`, item, 'productId:id quantity:id');
  });
  (Array.isArray(bundle.preferences) ? bundle.preferences : []).forEach((preference: unknown, i: number) => {
    const at = `${field}.preferences[${i}]`;
    assertObject(operation, at, preference);
    assertId(operation, `${at}.attributeId`, preference.attributeId);
    if (!Array.isArray(preference.values))
      throw invalidArgument(operation, `${at}.values`, 'an array of value IDs', preference.values);
    preference.values.forEach((value: unknown, j: number) =>
      assertId(operation, `${at}.values[${j}]`, value),
    );
  });
}

/** The cart item add payload (spec: "Cart item add payload"). */
export function checkCartItemAdd(operation: string, payload: Payload): void {
  checkFields(operation, 'payload', payload, 'productId:id quantity:int?');
  if (payload.options !== undefined) checkSurveyOptions(operation, 'payload.options', payload.options);
  checkFields(operation, 'payload', payload, 'addon:boolean?');
  if (payload.addonDuration !== undefined) {
    if (payload.addonDuration !== 1 && payload.addonDuration !== null) {
      throw fail(
        operation,
        'payload.addonDuration',
        `must be 1 (once) or null (forever) (got ${String(payload.addonDuration)})`,
      );
    }
    if (payload.addon !== true)
      throw fail(operation, 'payload.addonDuration', 'is allowed only with addon: true');
  }
  if (payload.giftCard !== undefined && payload.giftCard !== null) {
    assertObject(operation, 'payload.giftCard', payload.giftCard);
    checkFields(
      operation,
      'payload.giftCard',
      payload.giftCard,
      'customerEmail:email customerName:string|null message:string|null',
    );
    if (payload.quantity !== undefined && payload.quantity !== 1) {
      throw fail(
        operation,
        'payload.quantity',
        `must be 1 for a gift card (got ${String(payload.quantity)})`,
      );
    }
    if (payload.addon === true) throw fail(operation, 'payload.addon', 'cannot be true for a gift card');
  }
  if (payload.bundle !== undefined) checkBundleSelection(operation, 'payload.bundle', payload.bundle);
}

/** The cart item update payload: no `productId`, no `metadata`. */
export function checkCartItemUpdate(operation: string, payload: Payload): void {
  for (const field of ['productId', 'metadata'] as const) {
    if (payload[field] !== undefined) {
      throw fail(operation, `payload.${field}`, 'cannot be changed; remove the item and add the new one');
    }
  }
  checkFields(operation, 'payload', payload, 'quantity:int?');
  if (payload.options !== undefined) checkSurveyOptions(operation, 'payload.options', payload.options);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The cart update payload (spec: "Cart update payload", all fields optional). */
export function checkCartUpdate(operation: string, payload: Payload): void {
  checkFields(operation, 'payload', payload, 'referralId:id|null');
  if (
    payload.currencyCode !== undefined &&
    (typeof payload.currencyCode !== 'string' || !/^[A-Z]{3}$/.test(payload.currencyCode))
  ) {
    throw fail(
      operation,
      'payload.currencyCode',
      `must be an ISO 4217 code such as "EUR" (got ${JSON.stringify(payload.currencyCode)})`,
    );
  }
  if (payload.couponCode !== undefined && payload.couponCode !== null)
    assertString(operation, 'payload.couponCode', payload.couponCode);
  if (payload.giftCardCode !== undefined && payload.giftCardCode !== null) {
    if (typeof payload.giftCardCode !== 'string' || !UUID.test(payload.giftCardCode)) {
      throw fail(operation, 'payload.giftCardCode', 'must be a gift card code (a UUID) or null');
    }
  }
  const { giftInfo, shippingAddress } = payload;
  if (giftInfo !== undefined && giftInfo !== null) {
    assertObject(operation, 'payload.giftInfo', giftInfo);
    const { startsAt } = giftInfo;
    if (startsAt !== undefined && (typeof startsAt !== 'string' || !DATE.test(startsAt))) {
      throw fail(operation, 'payload.giftInfo.startsAt', 'must be a calendar date such as "2026-12-24"');
    }
    checkFields(operation, 'payload.giftInfo', giftInfo, 'numberOfOrders:int? message:string? email:email?');
  }
  if (shippingAddress !== undefined && shippingAddress !== null) {
    assertObject(operation, 'payload.shippingAddress', shippingAddress);
    checkFields(
      operation,
      'payload.shippingAddress',
      shippingAddress,
      'firstName lastName addressOne city zip addressTwo:string|null countryId:id',
    );
  }
  checkFields(
    operation,
    'payload',
    payload,
    'shippingAddressId:id|null shippingMethodId:id|null paymentMethodId:id|null',
  );
}

/** `SubscriptionUpdatePayload`: `quantity` always; `metadata` as `{ id, values: [{ id } | { value }] }[]` or null. */
export function checkSubscriptionUpdate(operation: string, payload: Payload): void {
  if (payload.quantity === undefined) {
    throw fail(
      operation,
      'payload.quantity',
      'is required (send the current quantity when only metadata changes)',
    );
  }
  assertId(operation, 'payload.quantity', payload.quantity);
  if (payload.metadata === undefined || payload.metadata === null) return;
  if (!Array.isArray(payload.metadata))
    throw invalidArgument(operation, 'payload.metadata', 'an array or null', payload.metadata);
  payload.metadata.forEach((entry: unknown, i: number) => {
    const at = `payload.metadata[${i}]`;
    assertObject(operation, at, entry);
    assertId(operation, `${at}.id`, entry.id);
    if (!Array.isArray(entry.values))
      throw invalidArgument(operation, `${at}.values`, 'an array', entry.values);
    entry.values.forEach((value: unknown, j: number) => {
      assertObject(operation, `${at}.values[${j}]`, value);
      const ok =
        Object.keys(value).length === 1 &&
        (('id' in value && isPositiveInt(value.id)) || ('value' in value && typeof value.value === 'string'));
      if (!ok)
        throw fail(
          operation,
          `${at}.values[${j}]`,
          'must be { id } for a preset value or { value } for free text',
        );
    });
  });
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
  } else checkFields(operation, 'payload', payload, 'quantity:int?');
  if (payload.bundle !== undefined) checkBundleSelection(operation, 'payload.bundle', payload.bundle, true);
}

/** The accept payload of a funnel step; a post-purchase step also takes the delivery and payment. */
export function checkFunnelAccept(operation: string, payload: Payload): void {
  if (!Array.isArray(payload.offers) || payload.offers.length === 0) {
    throw fail(operation, 'payload.offers', 'is required: a non-empty array of { productId, options? }');
  }
  payload.offers.forEach((offer: unknown, i: number) => {
    assertObject(operation, `payload.offers[${i}]`, offer);
    assertId(operation, `payload.offers[${i}].productId`, offer.productId);
    if (offer.options !== undefined)
      checkSurveyOptions(operation, `payload.offers[${i}].options`, offer.options);
  });
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

/** `customers.update`: the known fields, in the payload's order. */
export function checkCustomerUpdate(operation: string, payload: Payload): void {
  for (const [field, value] of Object.entries(payload)) {
    const boolean = field.endsWith('Consent');
    const ok = boolean
      ? typeof value === 'boolean'
      : typeof value === 'string' || (value === null && (field === 'phone' || field === 'externalId'));
    if (
      value !== undefined &&
      !ok &&
      /^(marketingConsent|tosConsent|firstName|lastName|phone|externalId)$/.test(field)
    )
      throw invalidArgument(operation, `payload.${field}`, boolean ? 'true or false' : 'a string', value);
  }
}
