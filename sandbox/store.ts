import * as fixtures from './fixtures.js';
import type { CustomerFixture } from './fixtures.js';

export interface SandboxToken {
  customerId: number;
  expiresAt: number;
}

export interface BundleSelection {
  items: { productId: number; quantity: number }[];
  preferences: { attributeId: number; values: number[] }[];
}

export interface SurveyOption {
  questionId: number;
  answers: { id?: number; content?: string; quantity?: number }[];
}

/** A cart line as the sandbox keeps it; prices are computed when the cart is shown. */
export interface LineRecord {
  id: string;
  productId: number;
  quantity: number;
  addon: boolean;
  addonDuration: 1 | null;
  giftCard: { customerEmail: string; customerName: string | null; message: string | null } | null;
  options: SurveyOption[];
  bundle: BundleSelection | null;
  /** Percentage off from an accepted funnel offer. */
  offerPercentOff: number;
}

export interface AddressRecord {
  id?: number;
  firstName: string;
  lastName: string;
  addressOne: string;
  addressTwo: string | null;
  city: string;
  zip: string;
  countryId: number;
  [key: string]: unknown;
}

export interface CartRecord {
  id: string;
  status: 'open' | 'purchased';
  currencyCode: string;
  lines: LineRecord[];
  couponCode: string | null;
  giftCardCode: string | null;
  giftInfo: { startsAt?: string; numberOfOrders?: number; message?: string; email?: string } | null;
  referralId: number | null;
  customerId: number | null;
  shippingAddress: AddressRecord | null;
  shippingAddressId: number | null;
  shippingMethodId: number | null;
  paymentMethodId: number | null;
  /** Funnel steps accepted or rejected, per phase. */
  funnelDone: { pre: number[]; mid: number[]; post: number[] };
  /** The answer of the purchase, kept so a repeated purchase never charges twice. */
  purchase: Record<string, unknown> | null;
  createdAt: string;
}

export interface PaymentIntentRecord {
  id: string;
  cartId: string;
  token: string;
  amount: number;
  currencyCode: string;
  status: 'requires_action' | 'succeeded' | 'used';
}

/** One money movement of the sandbox gateway, for tests that count charges. */
export interface ChargeRecord {
  cartId: string;
  amount: number;
  currencyCode: string;
  paymentMethodId: number;
  kind: 'purchase' | 'post_purchase';
}

/** Fault injection, off by default. */
export interface SandboxFaults {
  /** Added delay of every answer, in milliseconds. */
  latency: number;
  /** Share of requests (0…1) answered with 503 `sandbox_fault`. */
  errorRate: number;
  /** Operations that always fail with 503 `sandbox_fault`, applying nothing. */
  fail: string[];
  /** Operations that are applied, then answered 503 with no body: the answer is lost. */
  failAfter: string[];
}

export type FixtureRows<T extends readonly unknown[]> = T[number];

/** A saved address; guests' addresses have no owner. */
export interface AddressRow {
  id: number;
  customerId: number | null;
  firstName: string;
  lastName: string;
  company: string | null;
  addressOne: string;
  addressTwo: string | null;
  city: string;
  zip: string;
  province: string | null;
  phone: string | null;
  countryId: number;
  default: boolean;
}

/** Token lifetime in the sandbox. Tests make a token expire with `store.expireToken`, or revoke it with `store.revokeToken`. */
export const TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

const clone = <T>(value: T): T => structuredClone(value);

/** All mutable state of one sandbox instance. `reset()` returns it to the fixtures. */
export class SandboxStore {
  shop = clone(fixtures.shop);
  customers: CustomerFixture[] = [];
  tokens = new Map<string, SandboxToken>();
  carts = new Map<string, CartRecord>();
  leads: { id: number; email: string; createdAt: string }[] = [];
  stockSubscriptions: { id: number; email: string; productId: number; quantity: number }[] = [];
  /** Emails that asked for a one-time password (the code is always `123456`). */
  otpRequests = new Set<string>();
  addresses: AddressRow[] = [];
  paymentMethods: FixtureRows<typeof fixtures.paymentMethods>[] = [];
  pickupInfo: FixtureRows<typeof fixtures.pickupInfo>[] = [];
  subscriptions: Record<string, unknown>[] = [];
  orders: Record<string, unknown>[] = [];
  invoices: Record<string, unknown>[] = [];
  paymentIntents = new Map<string, PaymentIntentRecord>();
  /** Setup tokens handed out by `wallet.setup`. */
  setupTokens = new Set<string>();
  charges: ChargeRecord[] = [];
  faults: SandboxFaults = { latency: 0, errorRate: 0, fail: [], failAfter: [] };
  #nextId = 1000;

  constructor() {
    this.reset();
  }

  reset(): void {
    this.shop = clone(fixtures.shop);
    this.customers = clone(fixtures.customers);
    this.tokens.clear();
    this.carts.clear();
    this.leads = [];
    this.stockSubscriptions = [];
    this.otpRequests.clear();
    this.addresses = clone(fixtures.addresses);
    this.paymentMethods = clone(fixtures.paymentMethods);
    this.pickupInfo = clone(fixtures.pickupInfo);
    this.subscriptions = clone(fixtures.subscriptions).map((subscription) => ({
      currencyCode: 'USD',
      metadata: [],
      createdAt: '2026-03-01T10:00:00Z',
      nextBillingAt:
        subscription.status === 'active' || subscription.status === 'trial' ? '2026-12-01' : null,
      nextShippingAt:
        subscription.status === 'active' || subscription.status === 'trial' ? '2026-12-02' : null,
      ...subscription,
    }));
    this.orders = [];
    this.invoices = [];
    this.paymentIntents.clear();
    this.setupTokens.clear();
    this.charges = [];
    this.faults = { latency: 0, errorRate: 0, fail: [], failAfter: [] };
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

  /**
   * Revokes a token on the server (for tests of a session ended elsewhere, such as a password
   * change): it is forgotten, so it answers as an unknown token does, 401 `unauthenticated`.
   */
  revokeToken(token: string): void {
    this.tokens.delete(token);
  }

  customerByEmail(email: string): CustomerFixture | undefined {
    const wanted = email.trim().toLowerCase();
    return this.customers.find((customer) => customer.email.toLowerCase() === wanted);
  }
}
