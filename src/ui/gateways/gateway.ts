/**
 * One interface for every payment gateway: the payment step mounts a gateway's form for a new
 * payment method and gets a token for `wallet.store`; the purchase asks the gateway of the payment
 * method to verify a payment intent (3-D Secure) and gets the `externalPaymentId` for
 * `paymentIntents.confirm`. Each gateway is one file under `gateways/`, loaded only when chosen;
 * it loads its provider's script only then (`load-script.ts`).
 */
import type { GatewayInfo } from '../../core/checkout.js';
import type { GatewayLoaders } from '../../controller/checkout/checkout-store.js';
import { languageOf, type GatewayAdapter } from './adapter.js';
import { loadLanguage } from '../../core/i18n/localize.js';

export * from './adapter.js';

type AdapterModule = { createAdapter(gateway?: GatewayInfo): GatewayAdapter };

/**
 * The adapter modules, by gateway type; each loads on first use. Frozen: a test that needs another
 * adapter sets the checkout store's `gatewayLoaders` (or passes its own table to `loadGateway`).
 */
export const GATEWAY_LOADERS: Readonly<Record<string, () => Promise<AdapterModule>>> = Object.freeze({
  sandbox: () => import('./sandbox.js'),
  stripe: () => import('./stripe.js'),
  braintree: () => import('./braintree.js'),
  paypal: () => import('./paypal.js'),
  authorize_net: () => import('./authorize-net.js'),
  authorizenet: () => import('./authorize-net.js'),
});

/** Whether a loader gave an adapter module (a table other than `GATEWAY_LOADERS` may give anything). */
function isAdapterModule(value: unknown): value is AdapterModule {
  return (
    typeof value === 'object' &&
    value !== null &&
    'createAdapter' in value &&
    typeof value.createAdapter === 'function'
  );
}

/**
 * The adapter for a gateway type, or for a gateway of the shop (its public keys included), or
 * `null` when the widget has none for it. `loaders` is the table to load it from: a checkout
 * passes its store's `gatewayLoaders`.
 */
export async function loadGateway(
  gateway: string | GatewayInfo | undefined,
  loaders: GatewayLoaders = GATEWAY_LOADERS,
): Promise<GatewayAdapter | null> {
  const info = typeof gateway === 'object' && gateway !== null ? gateway : undefined;
  const type = info ? info.type : gateway;
  const load = typeof type === 'string' && Object.hasOwn(loaders, type) ? loaders[type] : undefined;
  if (!load) return null;
  const module = await load();
  if (!isAdapterModule(module))
    throw new TypeError(`loadGateway: the loader of "${type}" gave no createAdapter`);
  const adapter = module.createAdapter(info);
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
