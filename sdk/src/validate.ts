import { invalidArgument, SvcValidationError } from './http/errors.js';

/** Argument checks that run before any request, so bad input changes nothing and costs no call. */

/** A `SvcValidationError` whose message is the operation, the field, then `message`. */
export const fail = (operation: string, field: string, message: string): SvcValidationError =>
  new SvcValidationError(operation, field, `Svc ${operation}: ${field} ${message}`);

export function assertObject(
  operation: string,
  field: string,
  value: unknown,
): asserts value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalidArgument(operation, field, 'an object', value);
  }
}

export function assertString(operation: string, field: string, value: unknown): asserts value is string {
  if (typeof value !== 'string' || value.trim() === '') {
    // Missing, empty or blank: required; any other type: the wrong type.
    throw value === undefined || typeof value === 'string'
      ? fail(operation, field, 'is required')
      : invalidArgument(operation, field, 'a non-empty string', value);
  }
}

/** `null` counts as left out, as for optional params. */
export function assertOptionalHeaders(
  operation: string,
  value: unknown,
): asserts value is Record<string, string> | null | undefined {
  if (value == null) return;
  assertObject(operation, 'headers', value);
  for (const [name, item] of Object.entries(value)) {
    if (typeof item !== 'string') throw invalidArgument(operation, `headers["${name}"]`, 'a string', item);
  }
}
