import type { HttpClient } from '../http/client.js';
import { SvcApiError, SvcValidationError } from '../http/errors.js';
import { assertEmail, assertObject, assertOptionalString, assertString } from '../validate.js';

const PROVIDERS = ['google', 'facebook'];

type AuthOperation =
  'auth.login' | 'auth.register' | 'auth.registered' | 'auth.otp' | 'auth.otpLogin' | 'auth.social';

const SIGNS_IN = new Set<AuthOperation>(['auth.login', 'auth.register', 'auth.otpLogin', 'auth.social']);

/**
 * The requests of `client.auth`'s sign-in methods (loaded on first use, see lazy.ts): checks the
 * payload, sends it, and for the sign-in operations requires an `accessToken` in the answer.
 * `AuthResource` then keeps the token.
 */
export async function authCall<T>(http: HttpClient, operation: AuthOperation, payload: unknown): Promise<T> {
  assertObject(operation, 'payload', payload);
  const fields = payload as Record<string, unknown>;
  if (operation !== 'auth.social') assertEmail(operation, 'payload.email', fields.email);
  if (operation === 'auth.login') assertString(operation, 'payload.password', fields.password);
  if (operation === 'auth.register') {
    assertString(operation, 'payload.firstName', fields.firstName);
    assertString(operation, 'payload.lastName', fields.lastName);
    assertOptionalString(operation, 'payload.password', fields.password);
  }
  if (operation === 'auth.otpLogin' || operation === 'auth.social')
    assertString(operation, 'payload.token', fields.token);
  if (operation === 'auth.social' && !PROVIDERS.includes(fields.provider as string)) {
    throw new SvcValidationError(
      operation,
      'payload.provider',
      `Svc ${operation}: payload.provider must be "google" or "facebook" (got ${JSON.stringify(fields.provider)})`,
    );
  }
  const response = await http.call<T>(operation, { body: payload });
  if (SIGNS_IN.has(operation)) {
    const token = (response as { accessToken?: unknown } | undefined)?.accessToken;
    if (typeof token !== 'string' || token === '') {
      throw new SvcApiError(operation, 200, {
        code: 'invalid_response',
        message: 'The sign-in answer has no accessToken',
      });
    }
  }
  return response;
}
