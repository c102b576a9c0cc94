import type { OperationName } from '../sdk/src/http/routes.js';
import { isEmail } from '../sdk/src/email.js';
import type { CustomerFixture } from './fixtures.js';
import { invalid, SandboxError, unauthenticated } from './errors.js';
import type { SandboxStore } from './store.js';

/** What an operation handler of the sandbox gets. */
export interface SandboxContext {
  operation: OperationName;
  request: Request;
  /** Path parameters, by the route table's `:name`. */
  params: Record<string, string>;
  /** Parsed query (bracket notation unfolded). */
  query: Record<string, unknown>;
  /** Parsed JSON body, `undefined` when empty. */
  body: unknown;
  /** Currency of prices in the answer (`x-currency`, else the shop's default). */
  currency: string;
  /** The signed-in customer, when a valid `Authorization: Bearer` token came with the request. */
  customer: CustomerFixture | undefined;
  /** The bearer token as sent (valid or not). */
  token: string | undefined;
  store: SandboxStore;
}

/** An operation's implementation: returns the JSON answer, or `undefined` for an empty 204. */
export type OperationHandler = (context: SandboxContext) => unknown;

export type OperationHandlers = Partial<Record<OperationName, OperationHandler>>;

export function requireCustomer(context: SandboxContext): CustomerFixture {
  if (!context.customer) throw unauthenticated();
  return context.customer;
}

export function bodyObject(context: SandboxContext): Record<string, unknown> {
  const { body } = context;
  if (body === undefined) return {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new SandboxError(400, 'invalid_body', 'The request body must be a JSON object');
  }
  return body as Record<string, unknown>;
}

export function requireString(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  if (typeof value !== 'string' || value.trim() === '')
    throw invalid(field, `The ${field} field is required.`);
  return value;
}

export function requireEmail(body: Record<string, unknown>, field = 'email'): string {
  const value = requireString(body, field);
  if (!isEmail(value)) throw invalid(field, `The ${field} must be a valid email address.`);
  return value.trim();
}

export function requirePositiveInt(body: Record<string, unknown>, field: string): number {
  const value = body[field];
  if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0) {
    throw invalid(field, `The ${field} field must be a positive whole number.`);
  }
  return value;
}

export function optionalBoolean(body: Record<string, unknown>, field: string): boolean | undefined {
  const value = body[field];
  if (value === undefined) return undefined;
  if (typeof value !== 'boolean') throw invalid(field, `The ${field} field must be true or false.`);
  return value;
}

/** Pages a list: `page` from 1, `perPage` default 15, at most 100. */
export function paginate<T>(items: T[], query: Record<string, unknown>): { data: T[]; pagination: object } {
  const perPage = clampInt(query.perPage, 15, 1, 100, 'perPage');
  const page = clampInt(query.page, 1, 1, Number.MAX_SAFE_INTEGER, 'page');
  const total = items.length;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const start = (page - 1) * perPage;
  const data = items.slice(start, start + perPage);
  return {
    data,
    pagination: {
      currentPage: page,
      lastPage,
      perPage,
      total,
      from: data.length ? start + 1 : null,
      to: data.length ? start + data.length : null,
    },
  };
}

function clampInt(raw: unknown, fallback: number, min: number, max: number, field: string): number {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw invalid(
      field,
      `The ${field} parameter must be a whole number from ${min}${max < 1e9 ? ` to ${max}` : ''}.`,
    );
  }
  return value;
}
