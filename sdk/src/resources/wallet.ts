import type {
  PaymentMethod,
  PaymentMethodStorePayload,
  WalletSetupPayload,
  WalletSetupResponse,
} from '../types/checkout.js';
import { assertId, assertObject, assertString } from '../validate.js';
import type { ResourceContext } from './context.js';

/** `client.wallet`: the customer's saved payment methods. */
export class WalletResource {
  readonly #context: ResourceContext;

  constructor(context: ResourceContext) {
    this.#context = context;
  }

  /** Saved payment methods usable in a currency. Needs a signed-in customer. */
  async list(currencyCode: string): Promise<PaymentMethod[]> {
    const operation = 'wallet.list';
    assertString(operation, 'currencyCode', currencyCode);
    return this.#context.http.call(operation, { query: { currencyCode } });
  }

  /** Starts adding a payment method; the token is gateway-specific. */
  async setup(payload: WalletSetupPayload): Promise<WalletSetupResponse> {
    const operation = 'wallet.setup';
    assertObject(operation, 'payload', payload);
    assertId(operation, 'payload.gatewayId', payload.gatewayId);
    return this.#context.http.call(operation, { body: payload });
  }

  /** Saves a payment method. Needs a signed-in customer. */
  async store(payload: PaymentMethodStorePayload): Promise<PaymentMethod> {
    const operation = 'wallet.store';
    assertObject(operation, 'payload', payload);
    assertId(operation, 'payload.gatewayId', payload.gatewayId);
    assertString(operation, 'payload.token', payload.token);
    return this.#context.http.call(operation, { body: payload });
  }
}
