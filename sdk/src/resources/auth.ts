import { ACCESS_TOKEN_COOKIE, readCookie, removeCookie, writeCookie } from '../http/cookies.js';
import { SvcApiError, SvcValidationError } from '../http/errors.js';
import type {
  AuthResourceLoginPayload,
  AuthResourceLoginResponse,
  AuthResourceOtpLoginPayload,
  AuthResourceOtpPayload,
  AuthResourceRegisteredPayload,
  AuthResourceRegisteredResponse,
  AuthResourceRegisterPayload,
  AuthResourceSocialPayload,
} from '../types/auth.js';
import type { Customer } from '../types/customer.js';
import { assertEmail, assertObject, assertOptionalString, assertString } from '../validate.js';
import type { ResourceContext } from './context.js';

/** The `Authorization` value for a customer access token (docs/decisions.md). */
export const bearer = (token: string): string => `Bearer ${token}`;

const PROVIDERS = ['google', 'facebook'] as const;

/**
 * `client.auth`: customer sign-in. On success the token goes to the cookie
 * `svc_access_token` (365 days, `path=/`) and to the shared `Authorization` header.
 */
export class AuthResource {
  /** Whether a customer is signed in on this instance. Not reactive. */
  isAuthenticated = false;
  /**
   * The signed-in customer as the last token check or sign-in answered it (beyond the spec), so
   * callers need no extra `customers.me()`; `null` when signed out. Not reactive.
   */
  customer: Customer | null = null;

  readonly #context: ResourceContext;

  constructor(context: ResourceContext) {
    this.#context = context;
  }

  /**
   * Checks a token with one `customers.me()` call. A passed token beats the stored one and is
   * written to the cookie when accepted. Never rejects: no token or a rejected one clears the
   * header and cookie, logs the reason and resolves `false`.
   */
  async checkAuthenticated(token?: string): Promise<boolean> {
    const passed = typeof token === 'string' && token !== '';
    const candidate = passed ? token : this.getAccessToken();
    if (token !== undefined && typeof token !== 'string') {
      console.error(`Svc auth.checkAuthenticated: the token must be a string (got ${typeof token})`);
    }
    if (!candidate) {
      this.#signOutLocally(false);
      console.error('Svc auth.checkAuthenticated: there is no access token to check');
      return false;
    }
    const result = await this.verify(candidate);
    return this.applyCheck(candidate, result, passed);
  }

  /**
   * The request half of `checkAuthenticated`, with no side effects: resolves the customer, or the
   * error that rejected the token. `Svc.init` runs it beside the shop and cart requests.
   * @internal
   */
  async verify(token: string): Promise<Customer | Error> {
    try {
      return await this.#context.http.call<Customer>('customers.me', {
        headers: { authorization: bearer(token) },
      });
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error));
    }
  }

  /**
   * The effect half of `checkAuthenticated`.
   * @internal
   */
  applyCheck(token: string, result: Customer | Error, writeToCookie: boolean): boolean {
    if (result instanceof Error) {
      this.#signOutLocally(false);
      console.error(`Svc auth.checkAuthenticated: the access token was not accepted (${result.message})`);
      return false;
    }
    this.#signIn(token, writeToCookie);
    this.customer = result;
    return true;
  }

  /** Signs in with email and password. */
  async login(payload: AuthResourceLoginPayload): Promise<AuthResourceLoginResponse> {
    const operation = 'auth.login';
    assertObject(operation, 'payload', payload);
    assertEmail(operation, 'payload.email', payload.email);
    assertString(operation, 'payload.password', payload.password);
    return this.#tokenCall(operation, payload);
  }

  /** Creates an account and signs in; without `password` one is generated and emailed. */
  async register(payload: AuthResourceRegisterPayload): Promise<AuthResourceLoginResponse> {
    const operation = 'auth.register';
    assertObject(operation, 'payload', payload);
    assertEmail(operation, 'payload.email', payload.email);
    assertString(operation, 'payload.firstName', payload.firstName);
    assertString(operation, 'payload.lastName', payload.lastName);
    assertOptionalString(operation, 'payload.password', payload.password);
    return this.#tokenCall(operation, payload);
  }

  /** Whether an account exists for the email. */
  async registered(payload: AuthResourceRegisteredPayload): Promise<AuthResourceRegisteredResponse> {
    const operation = 'auth.registered';
    assertObject(operation, 'payload', payload);
    assertEmail(operation, 'payload.email', payload.email);
    return this.#context.http.call<AuthResourceRegisteredResponse>(operation, { body: payload });
  }

  /** Emails a one-time password. Resolves with nothing. */
  async otp(payload: AuthResourceOtpPayload): Promise<void> {
    const operation = 'auth.otp';
    assertObject(operation, 'payload', payload);
    assertEmail(operation, 'payload.email', payload.email);
    await this.#context.http.call<undefined>(operation, { body: payload });
  }

  /** Signs in with the emailed one-time password. */
  async otpLogin(payload: AuthResourceOtpLoginPayload): Promise<AuthResourceLoginResponse> {
    const operation = 'auth.otpLogin';
    assertObject(operation, 'payload', payload);
    assertEmail(operation, 'payload.email', payload.email);
    assertString(operation, 'payload.token', payload.token);
    return this.#tokenCall(operation, payload);
  }

  /** Signs in with a Google or Facebook ID token; the provider must be on for the shop. */
  async social(payload: AuthResourceSocialPayload): Promise<AuthResourceLoginResponse> {
    const operation = 'auth.social';
    assertObject(operation, 'payload', payload);
    assertString(operation, 'payload.token', payload.token);
    if (!PROVIDERS.includes(payload.provider)) {
      throw new SvcValidationError(
        operation,
        'payload.provider',
        `Svc ${operation}: payload.provider must be "google" or "facebook" (got ${JSON.stringify(payload.provider)})`,
      );
    }
    return this.#tokenCall(operation, payload);
  }

  /**
   * Signs out on this page only: no request is sent and the token stays valid on the server
   * until it expires. Not a promise.
   */
  logout(): void {
    this.#signOutLocally(true);
  }

  /** The stored token: `null` without a cookie, `''` after `logout()`. */
  getAccessToken(): string | null {
    return readCookie(ACCESS_TOKEN_COOKIE);
  }

  async #tokenCall(
    operation: 'auth.login' | 'auth.register' | 'auth.otpLogin' | 'auth.social',
    payload: object,
  ): Promise<AuthResourceLoginResponse> {
    const response = await this.#context.http.call<AuthResourceLoginResponse>(operation, { body: payload });
    if (!response || typeof response.accessToken !== 'string' || response.accessToken === '') {
      throw new SvcApiError(operation, 200, {
        code: 'invalid_response',
        message: 'The sign-in answer has no accessToken',
      });
    }
    this.#signIn(response.accessToken, true);
    this.customer = response.customer ?? null;
    return response;
  }

  #signIn(token: string, writeToCookie: boolean): void {
    this.#context.http.setHeader('authorization', bearer(token));
    if (writeToCookie) writeCookie(ACCESS_TOKEN_COOKIE, token);
    this.isAuthenticated = true;
  }

  /** `logout` empties the cookie; a failed check removes it. */
  #signOutLocally(keepEmptyCookie: boolean): void {
    this.isAuthenticated = false;
    this.customer = null;
    this.#context.http.setHeader('authorization', null);
    if (keepEmptyCookie) writeCookie(ACCESS_TOKEN_COOKIE, '');
    else removeCookie(ACCESS_TOKEN_COOKIE);
  }
}
