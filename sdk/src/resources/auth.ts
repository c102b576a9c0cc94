import { ACCESS_TOKEN_COOKIE, readCookie, removeCookie, writeCookie } from '../http/cookies.js';
import type { SvcApiError } from '../http/errors.js';
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
import type { ResourceContext } from './context.js';
import { loadExtraNamespaces } from './lazy.js';

/** The `Authorization` value for a customer access token (docs/decisions.md). */
export const bearer = (token: string): string => `Bearer ${token}`;

type AuthOperation =
  'auth.login' | 'auth.register' | 'auth.registered' | 'auth.otp' | 'auth.otpLogin' | 'auth.social';

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
  /**
   * Beyond the spec: called when a request that needs a signed-in customer (spec: "Authentication",
   * rule 1) answers 401 while this instance is signed in with the token it sent: the server no
   * longer takes that token (revoked, or expired before its cookie did). It gets the request's
   * `SvcApiError`, before the request's caller does. The SDK itself changes nothing: the handler
   * decides, typically with `logout()`. Not called for `checkAuthenticated`, whose answer says the
   * same, nor for a request sent with a per-call `authorization` header. One handler per instance;
   * a handler set over another's should call that one too.
   */
  declare onTokenRejected: ((error: SvcApiError) => void) | undefined;

  readonly #context: ResourceContext;

  constructor(context: ResourceContext) {
    this.#context = context;
  }

  /**
   * Checks a token with one `customers.me()` call. A passed token beats the stored one; an accepted
   * token is written to the cookie (the stored one again, for a fresh lifetime). Never rejects: no
   * token or a rejected one clears the header and cookie, logs the reason and resolves `false`.
   */
  async checkAuthenticated(token?: string): Promise<boolean> {
    const candidate = (typeof token === 'string' && token) || this.getAccessToken();
    if (token !== undefined && typeof token !== 'string') {
      console.error(`Svc auth.checkAuthenticated: the token must be a string (got ${typeof token})`);
    }
    if (!candidate) {
      this.#signOutLocally(false);
      console.error('Svc auth.checkAuthenticated: there is no access token to check');
      return false;
    }
    const result = await this.verify(candidate);
    return this.applyCheck(candidate, result);
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
      // Every failure of `http.call` is an `Error` (an `SvcError`).
      return error as Error;
    }
  }

  /**
   * The effect half of `checkAuthenticated`. An accepted token is written to the cookie even when
   * it came from there: some browsers cap a cookie written by a script at 7 days, so each check
   * starts its lifetime again (docs/decisions.md).
   * @internal
   */
  applyCheck(token: string, result: Customer | Error): boolean {
    if (result instanceof Error) {
      this.#signOutLocally(false);
      console.error(`Svc auth.checkAuthenticated: the access token was not accepted (${result.message})`);
      return false;
    }
    this.#signIn(token);
    this.customer = result;
    return true;
  }

  /** Signs in with email and password. */
  login(payload: AuthResourceLoginPayload): Promise<AuthResourceLoginResponse> {
    return this.#tokenCall('auth.login', payload);
  }

  /** Creates an account and signs in; without `password` one is generated and emailed. */
  register(payload: AuthResourceRegisterPayload): Promise<AuthResourceLoginResponse> {
    return this.#tokenCall('auth.register', payload);
  }

  /** Whether an account exists for the email. */
  registered(payload: AuthResourceRegisteredPayload): Promise<AuthResourceRegisteredResponse> {
    return this.#call('auth.registered', payload);
  }

  /** Emails a one-time password. Resolves with nothing. */
  async otp(payload: AuthResourceOtpPayload): Promise<void> {
    await this.#call('auth.otp', payload);
  }

  /** Signs in with the emailed one-time password. */
  otpLogin(payload: AuthResourceOtpLoginPayload): Promise<AuthResourceLoginResponse> {
    return this.#tokenCall('auth.otpLogin', payload);
  }

  /** Signs in with a Google or Facebook ID token; the provider must be on for the shop. */
  social(payload: AuthResourceSocialPayload): Promise<AuthResourceLoginResponse> {
    return this.#tokenCall('auth.social', payload);
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

  /** The request of an auth call: checked and sent as its route says (resources/extra.ts). */
  async #call<T>(operation: AuthOperation, payload: object): Promise<T> {
    return (await (await loadExtraNamespaces()).callOperation(this.#context, operation, [payload])) as T;
  }

  /** The sign-in calls, then the token is kept. */
  async #tokenCall(operation: AuthOperation, payload: object): Promise<AuthResourceLoginResponse> {
    const response = await this.#call<AuthResourceLoginResponse>(operation, payload);
    this.#signIn(response.accessToken);
    this.customer = response.customer ?? null;
    return response;
  }

  #signIn(token: string): void {
    this.#context.http.setHeader('authorization', bearer(token));
    writeCookie(ACCESS_TOKEN_COOKIE, token);
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
