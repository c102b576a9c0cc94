import type {
  PaymentMethod,
  PaymentMethodStorePayload,
  WalletSetupPayload,
  WalletSetupResponse,
} from '../types/checkout.js';
import type { ResourceContext } from './context.js';

// The type of `client.wallet`. Its methods are built from the operation table in extra.ts, which
// loads on the first call (lazy.ts).
/** `client.wallet`: the customer's saved payment methods. */
export declare class WalletResource {
  // Declared only, so the type stays the class it was (the objects are built in lazy.ts).
  // eslint-disable-next-line no-unused-private-class-members
  readonly #context: ResourceContext;
  constructor(context: ResourceContext);
  /** Saved payment methods usable in a currency. Needs a signed-in customer. */
  list(currencyCode: string): Promise<PaymentMethod[]>;
  /** Starts adding a payment method; the token is gateway-specific. */
  setup(payload: WalletSetupPayload): Promise<WalletSetupResponse>;
  /** Saves a payment method. Needs a signed-in customer. */
  store(payload: PaymentMethodStorePayload): Promise<PaymentMethod>;
}
