/**
 * Braintree (`type: 'braintree'`): braintree-web's client and Hosted Fields (each card field is
 * Braintree's own frame, so the card data never touches the page), loaded from
 * js.braintreegateway.com when the gateway is first used; the same scripts serve the sandbox and
 * production (the client token of `wallet.setup` picks the environment). `wallet.store` takes
 * the payment method nonce of `hostedFields.tokenize()`. A payment that needs 3-D Secure runs
 * `threeDSecure.verifyCard` on the nonce the payment intent carries (`intent.token`) and yields
 * the verified nonce.
 *
 * Authorization: the client token of `wallet.setup` for a new card; for a verification, the
 * intent's `clientToken` or the gateway's `tokenizationKey`.
 */
import type { PaymentIntentResponse } from '@svc/sdk';
import { msg } from '../../core/i18n/localize.js';
import {
  announceOverlay,
  gatewayError,
  type GatewayAdapter,
  type GatewayInfo,
  type MountOptions,
} from './adapter.js';
import { loadScript } from './load-script.js';

export const BRAINTREE_VERSION = '3.123.2';
const base = `https://js.braintreegateway.com/web/${BRAINTREE_VERSION}/js`;
export const BRAINTREE_SCRIPTS = {
  client: `${base}/client.min.js`,
  hostedFields: `${base}/hosted-fields.min.js`,
  threeDSecure: `${base}/three-d-secure.min.js`,
} as const;

/** The part of braintree-web the adapter uses. */
type BraintreeClient = object;
interface HostedFieldsPayload {
  nonce: string;
  details?: { bin?: string; lastFour?: string; cardType?: string };
}
interface HostedFields {
  tokenize(): Promise<HostedFieldsPayload>;
  focus?(field: string): void;
  teardown(): Promise<void>;
}
interface ThreeDSecurePayload {
  nonce: string;
  liabilityShifted?: boolean;
  liabilityShiftPossible?: boolean;
  threeDSecureInfo?: { liabilityShifted?: boolean; liabilityShiftPossible?: boolean };
}
interface ThreeDSecure {
  verifyCard(options: {
    nonce: string;
    bin?: string;
    amount: string;
    onLookupComplete: (data: unknown, next: () => void) => void;
  }): Promise<ThreeDSecurePayload>;
  teardown?(): Promise<void>;
}
interface BraintreeNamespace {
  client?: { create(options: { authorization: string }): Promise<BraintreeClient> };
  hostedFields?: {
    create(options: { client: BraintreeClient; fields: Record<string, unknown> }): Promise<HostedFields>;
  };
  threeDSecure?: {
    create(options: { client: BraintreeClient; version: 2 }): Promise<ThreeDSecure>;
  };
}

const braintreeGlobal = () => (window as { braintree?: BraintreeNamespace }).braintree;

/** Loads the braintree-web components named, each once. */
async function components(...names: (keyof typeof BRAINTREE_SCRIPTS)[]): Promise<BraintreeNamespace> {
  await Promise.all(
    names.map((name) => loadScript(BRAINTREE_SCRIPTS[name], () => Boolean(braintreeGlobal()?.[name]))),
  );
  const namespace = braintreeGlobal();
  if (!namespace || names.some((name) => !namespace[name])) throw gatewayError('gateway_unavailable');
  return namespace;
}

/** Minor units as the decimal string Braintree wants (`1999` USD → `19.99`). */
function majorAmount(minor: unknown, currency: unknown): string {
  const code = typeof currency === 'string' && currency ? currency : 'USD';
  let digits = 2;
  try {
    digits =
      new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
        .maximumFractionDigits ?? 2;
  } catch {
    // an unknown currency code: two decimals
  }
  return typeof minor === 'number' ? (minor / 10 ** digits).toFixed(digits) : '0';
}

let fieldCount = 0;

const FIELDS = [
  { key: 'number', label: 'gateway.cardNumber', placeholder: '4111 1111 1111 1111' },
  { key: 'expirationDate', label: 'gateway.expiry', placeholder: 'MM/YY' },
  { key: 'cvv', label: 'gateway.cvc', placeholder: '123' },
] as const;

export class BraintreeAdapter implements GatewayAdapter {
  readonly type = 'braintree';
  readonly #gateway: GatewayInfo | undefined;
  #fields: HostedFields | undefined;
  #container: HTMLElement | undefined;
  #authorization: string | undefined;

  constructor(gateway?: GatewayInfo) {
    this.#gateway = gateway;
  }

  async mount(container: HTMLElement, options: MountOptions): Promise<void> {
    this.unmount();
    this.#authorization = options.setupToken;
    const braintree = await components('client', 'hostedFields');
    const client = await braintree.client!.create({ authorization: options.setupToken });
    const wrapper = document.createElement('div');
    wrapper.className = 'svc-braintree-fields';
    wrapper.lang = options.language;
    const fields: Record<string, unknown> = {};
    for (const field of FIELDS) {
      fieldCount += 1;
      const id = `svc-braintree-${field.key}-${fieldCount}`;
      const label = document.createElement('label');
      label.htmlFor = id;
      label.textContent = msg(options.language, field.label);
      const frame = document.createElement('div');
      frame.id = id;
      frame.className = 'svc-braintree-field';
      wrapper.append(label, frame);
      fields[field.key] = {
        container: frame,
        placeholder: field.placeholder,
        internalLabel: msg(options.language, field.label),
      };
    }
    container.append(wrapper);
    this.#container = wrapper;
    this.#fields = await braintree.hostedFields!.create({ client, fields });
  }

  async tokenize(): Promise<{ token: string; bin?: string; last4?: string }> {
    const fields = this.#fields;
    if (!fields) throw gatewayError('card_invalid');
    try {
      const payload = await fields.tokenize();
      return { token: payload.nonce, bin: payload.details?.bin, last4: payload.details?.lastFour };
    } catch (error) {
      const invalid = (error as { details?: { invalidFieldKeys?: string[] } }).details?.invalidFieldKeys;
      if (invalid?.[0]) fields.focus?.(invalid[0]);
      throw gatewayError('card_invalid', { cause: error });
    }
  }

  async verify(intent: PaymentIntentResponse, host: HTMLElement): Promise<string> {
    const authorization = [intent.clientToken, this.#authorization, this.#gateway?.tokenizationKey].find(
      (value): value is string => typeof value === 'string' && value.length > 0,
    );
    if (!authorization) {
      console.error('Cart Widget: Braintree needs a client token (intent.clientToken) or a tokenizationKey');
      throw gatewayError('gateway_not_supported');
    }
    const braintree = await components('client', 'threeDSecure');
    const client = await braintree.client!.create({ authorization });
    const threeDSecure = await braintree.threeDSecure!.create({ client, version: 2 });
    announceOverlay(host, true);
    let payload: ThreeDSecurePayload;
    try {
      payload = await threeDSecure.verifyCard({
        nonce: intent.token,
        ...(typeof intent.bin === 'string' ? { bin: intent.bin } : {}),
        amount: majorAmount(intent.amount, intent.currencyCode),
        onLookupComplete: (_data, next) => next(),
      });
    } catch (error) {
      throw gatewayError('verification_failed', { cause: error });
    } finally {
      announceOverlay(host, false);
      void threeDSecure.teardown?.().catch(() => undefined);
    }
    const info = payload.threeDSecureInfo ?? payload;
    // The bank could have shifted liability but did not: the shopper failed the challenge.
    if (info.liabilityShiftPossible && !info.liabilityShifted) throw gatewayError('verification_failed');
    return payload.nonce;
  }

  unmount(): void {
    void this.#fields?.teardown().catch(() => undefined);
    this.#fields = undefined;
    this.#container?.remove();
    this.#container = undefined;
  }
}

export function createAdapter(gateway?: GatewayInfo): GatewayAdapter {
  return new BraintreeAdapter(gateway);
}
