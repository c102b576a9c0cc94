/**
 * One interface for every payment gateway: the payment step mounts a gateway's form for a new
 * payment method and gets a token for `wallet.store`; the purchase asks the gateway of the payment
 * method to verify a payment intent (3-D Secure) and gets the `externalPaymentId` for
 * `paymentIntents.confirm`. Each gateway is one file under `gateways/`, loaded only when chosen;
 * it loads its provider's script only then (`load-script.ts`).
 */
import type { GatewayInfo } from '../../core/checkout.js';
import { languageOf, type GatewayAdapter } from './adapter.js';
import { loadLanguage } from '../../core/i18n/localize.js';

export * from './adapter.js';

type AdapterModule = { createAdapter(gateway?: GatewayInfo): GatewayAdapter };

/** The adapter modules, by gateway type; each loads on first use. */
export const GATEWAY_LOADERS: Record<string, () => Promise<AdapterModule>> = {
  sandbox: () => import('./sandbox.js'),
  stripe: () => import('./stripe.js'),
  braintree: () => import('./braintree.js'),
  paypal: () => import('./paypal.js'),
  authorize_net: () => import('./authorize-net.js'),
  authorizenet: () => import('./authorize-net.js'),
};

/**
 * The adapter for a gateway type, or for a gateway of the shop (its public keys included), or
 * `null` when the widget has none for it.
 */
export async function loadGateway(gateway: string | GatewayInfo | undefined): Promise<GatewayAdapter | null> {
  const info = typeof gateway === 'object' && gateway !== null ? gateway : undefined;
  const type = info ? info.type : gateway;
  const load = typeof type === 'string' ? GATEWAY_LOADERS[type] : undefined;
  if (!load) return null;
  const adapter = (await load()).createAdapter(info);
  // Its form and its 3-D Secure dialog speak the language they are shown in, whose messages are
  // fetched first if the widget's language is another one.
  const { mount, verify } = adapter;
  return Object.assign(adapter, {
    mount: async (container: HTMLElement, options: Parameters<typeof mount>[1]) => {
      await loadLanguage(options.language);
      return mount.call(adapter, container, options);
    },
    verify: async (intent: Parameters<typeof verify>[0], host: HTMLElement) => {
      await loadLanguage(languageOf(host));
      return verify.call(adapter, intent, host);
    },
  });
}
