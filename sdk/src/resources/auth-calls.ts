import type { HttpClient } from '../http/client.js';
import { SvcApiError } from '../http/errors.js';
import { checkFields } from '../payloads.js';
import { assertObject } from '../validate.js';

type AuthOperation =
  'auth.login' | 'auth.register' | 'auth.registered' | 'auth.otp' | 'auth.otpLogin' | 'auth.social';

/** The payload fields each call checks (see `checkFields`). */
const FIELDS: Record<AuthOperation, string> = {
  'auth.login': 'email:email password',
  'auth.register': 'email:email firstName lastName password:string?',
  'auth.registered': 'email:email',
  'auth.otp': 'email:email',
  'auth.otpLogin': 'email:email token',
  'auth.social': 'token provider',
};

/**
 * The requests of `client.auth`'s sign-in methods (loaded on first use, see lazy.ts): checks the
 * payload, sends it, and for the sign-in operations (all but `registered` and `otp`) requires an
 * `accessToken` in the answer. `AuthResource` then keeps the token.
 */
export async function authCall<T>(http: HttpClient, operation: AuthOperation, payload: unknown): Promise<T> {
  assertObject(operation, 'payload', payload);
  checkFields(operation, 'payload', payload, FIELDS[operation]);
  const response = await http.call<T>(operation, { body: payload });
  if (operation !== 'auth.registered' && operation !== 'auth.otp') {
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
