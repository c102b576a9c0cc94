import * as fixtures from './fixtures.js';
import type { CustomerFixture } from './fixtures.js';

export interface SandboxToken {
  customerId: number;
  expiresAt: number;
}

/** Token lifetime in the sandbox. Tests shorten it with `store.expireToken`. */
export const TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** All mutable state of one sandbox instance. `reset()` returns it to the fixtures. */
export class SandboxStore {
  customers: CustomerFixture[] = [];
  tokens = new Map<string, SandboxToken>();
  carts = new Map<string, Record<string, unknown>>();
  leads: { id: number; email: string; createdAt: string }[] = [];
  stockSubscriptions: { id: number; email: string; productId: number; quantity: number }[] = [];
  /** Emails that asked for a one-time password (the code is always `123456`). */
  otpRequests = new Set<string>();
  #nextId = 1000;

  constructor() {
    this.reset();
  }

  reset(): void {
    this.customers = structuredClone(fixtures.customers);
    this.tokens.clear();
    this.carts.clear();
    this.leads = [];
    this.stockSubscriptions = [];
    this.otpRequests.clear();
    this.#nextId = 1000;
  }

  nextId(): number {
    return this.#nextId++;
  }

  issueToken(customerId: number, now = Date.now()): string {
    const token = `sbx_${crypto.randomUUID().replaceAll('-', '')}`;
    this.tokens.set(token, { customerId, expiresAt: now + TOKEN_LIFETIME_MS });
    return token;
  }

  /** The customer a live token belongs to, or `undefined` for unknown or expired tokens. */
  customerForToken(token: string, now = Date.now()): CustomerFixture | undefined {
    const entry = this.tokens.get(token);
    if (!entry || entry.expiresAt <= now) return undefined;
    return this.customers.find((customer) => customer.id === entry.customerId);
  }

  /** Makes a token expire now (for tests of expired sessions). */
  expireToken(token: string): void {
    const entry = this.tokens.get(token);
    if (entry) entry.expiresAt = 0;
  }

  customerByEmail(email: string): CustomerFixture | undefined {
    const wanted = email.trim().toLowerCase();
    return this.customers.find((customer) => customer.email.toLowerCase() === wanted);
  }
}
