/**
 * The widget's errors for a caller's mistake: one wording for a refused argument, naming the
 * method and the field, and the one message of every call that needs a started widget.
 */

/** A method that needs the cart was called before the widget started (or on one that never will). */
export const NOT_INITIALIZED = 'The cart is not initialized';

/** `Cart Widget:<method> <field> must be <expected> (got <what>)`, as a `TypeError`. */
export function typeError(method: string, field: string, expected: string, value: unknown): TypeError {
  const what = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
  return new TypeError(`Cart Widget:${method} ${field} must be ${expected} (got ${what})`);
}

/** A plain object, else `Cart Widget:<method> payload must be an object`. */
export function assertPayload(method: string, payload: unknown): asserts payload is Record<string, unknown> {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload))
    throw typeError(method, 'payload', 'an object', payload);
}

/** A string with something besides spaces in it. */
export function assertNonEmptyString(method: string, field: string, value: unknown): asserts value is string {
  if (typeof value !== 'string' || value.trim() === '')
    throw typeError(method, field, 'a non-empty string', value);
}

/** A positive whole number: the shape of every product, bundle and survey ID. */
export const isPositiveId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;
