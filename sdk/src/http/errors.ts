/** The classes of the SDK's errors, by name. */
type ErrorKind = 'SvcError' | 'SvcApiError' | 'SvcNetworkError' | 'SvcTimeoutError' | 'SvcValidationError';

/**
 * The brand of the SDK's errors: the classes an error is an instance of, by name. `Symbol.for`
 * answers the same symbol in every copy of the SDK on a page or in a process (the cart widget
 * bundles its own copy; a page passes its own as `sdkClient`), so the `isSvc…` guards recognise
 * the errors of any copy, where `instanceof` knows only its own copy's classes.
 */
const KINDS = Symbol.for('svc.sdk.errorKinds');

/** An error that may carry the brand. */
interface Branded {
  [KINDS]?: ErrorKind[];
}

/** Adds `kind` to the brand of `error`: each class's constructor adds its own, after its parent's. */
function brand(error: SvcError & Branded, kind: ErrorKind): void {
  // Not enumerable: a copy of the error's fields (`{ ...error }`) is not an error of the SDK.
  Object.defineProperty(error, KINDS, { value: [...(error[KINDS] ?? []), kind], configurable: true });
}

/** Whether `value` is an error of any copy of the SDK whose class is (or extends) `kind`. */
const isKind = (value: unknown, kind: ErrorKind): boolean =>
  (value as Branded | null | undefined)?.[KINDS]?.includes(kind) === true;

/**
 * One error hierarchy for everything the SDK rejects with:
 * `SvcError` → `SvcApiError` (the server answered non-2xx), `SvcNetworkError`
 * (no answer; `SvcTimeoutError` when the answer took too long) and
 * `SvcValidationError` (bad input caught before any request left the client).
 */
export class SvcError extends Error {
  /** The SDK operation that failed, such as `auth.login` or `Svc.init`. */
  readonly operation: string;

  constructor(message: string, operation: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SvcError';
    this.operation = operation;
    brand(this, 'SvcError');
  }
}

/** Field errors as the API sends them: field name → messages. */
export type SvcFieldErrors = Record<string, string[]>;

/** The error body the Storefront API answers with (see docs/decisions.md). */
export interface SvcErrorBody {
  code?: string;
  message?: string;
  errors?: SvcFieldErrors;
  paymentIntentId?: string;
  [key: string]: unknown;
}

/** `value` when it is a string, else `''`. */
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export class SvcApiError extends SvcError {
  /** HTTP status of the answer. */
  readonly status: number;
  /** Machine-readable code from the body (`payment_requires_action`, …), else `http_<status>`. */
  readonly code: string;
  /** The parsed body, or the raw text when it was not JSON. */
  readonly body: SvcErrorBody | string | undefined;
  /** The server's own message, suitable for showing to a shopper. */
  readonly serverMessage: string;
  /** Field errors of a validation answer, empty when none. */
  readonly fieldErrors: SvcFieldErrors;
  /** Present when a purchase needs 3-D Secure (`code === 'payment_requires_action'`). */
  readonly paymentIntentId?: string;

  constructor(operation: string, status: number, body: SvcErrorBody | string | undefined) {
    const parsed = typeof body === 'object' && body !== null ? body : {};
    const code = text(parsed.code) || `http_${status}`;
    const serverMessage =
      text(parsed.message) || text(body).slice(0, 200) || `The server answered HTTP ${status}`;
    super(`Svc ${operation}: ${serverMessage} (HTTP ${status}, ${code})`, operation);
    this.name = 'SvcApiError';
    brand(this, 'SvcApiError');
    this.status = status;
    this.code = code;
    this.body = body;
    this.serverMessage = serverMessage;
    this.fieldErrors = parsed.errors && typeof parsed.errors === 'object' ? parsed.errors : {};
    if (typeof parsed.paymentIntentId === 'string') this.paymentIntentId = parsed.paymentIntentId;
  }
}

export class SvcNetworkError extends SvcError {
  /** The URL that could not be reached. */
  readonly url: string;

  constructor(message: string, operation: string, url: string, options?: { cause?: unknown }) {
    super(message, operation, options);
    this.name = 'SvcNetworkError';
    brand(this, 'SvcNetworkError');
    this.url = url;
  }
}

export class SvcTimeoutError extends SvcNetworkError {
  /** The limit that was exceeded, in milliseconds. */
  readonly timeout: number;

  constructor(operation: string, url: string, timeout: number) {
    super(`Svc ${operation}: no answer from ${url} within ${timeout} ms`, operation, url);
    this.name = 'SvcTimeoutError';
    brand(this, 'SvcTimeoutError');
    this.timeout = timeout;
  }
}

export class SvcValidationError extends SvcError {
  /** The argument or payload field that is wrong, such as `config.apiKey`. */
  readonly field: string;

  constructor(operation: string, field: string, message: string) {
    super(message, operation);
    this.name = 'SvcValidationError';
    brand(this, 'SvcValidationError');
    this.field = field;
  }
}

/** Whether `error` is an error of the SDK, of this copy or of any other. */
export const isSvcError = (error: unknown): error is SvcError => isKind(error, 'SvcError');
/** Whether `error` is an answer of the server that is not 2xx, from any copy of the SDK. */
export const isSvcApiError = (error: unknown): error is SvcApiError => isKind(error, 'SvcApiError');
/** Whether `error` is a request that got no answer (timeouts among them), from any copy of the SDK. */
export const isSvcNetworkError = (error: unknown): error is SvcNetworkError =>
  isKind(error, 'SvcNetworkError');
/** Whether `error` is a request whose answer took too long, from any copy of the SDK. */
export const isSvcTimeoutError = (error: unknown): error is SvcTimeoutError =>
  isKind(error, 'SvcTimeoutError');
/** Whether `error` is bad input refused before any request left, from any copy of the SDK. */
export const isSvcValidationError = (error: unknown): error is SvcValidationError =>
  isKind(error, 'SvcValidationError');

/** Describes a value's type for error messages: `number`, `null`, `array`, … */
export function describeType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/** A `SvcValidationError` for a field that is not what it must be: `… must be <expected> (got <got>)`. */
export const mustBe = (
  operation: string,
  field: string,
  expected: string,
  got: unknown,
): SvcValidationError =>
  new SvcValidationError(
    operation,
    field,
    `Svc ${operation}: ${field} must be ${expected} (got ${String(got)})`,
  );

/** A `SvcValidationError` for an argument with the wrong type. */
export const invalidArgument = (
  operation: string,
  field: string,
  expected: string,
  value: unknown,
): SvcValidationError => mustBe(operation, field, expected, describeType(value));
