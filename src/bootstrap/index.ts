/**
 * The bootstrap of `cart-widget.js`: defines `window.SvcCart`, reads `window.svcConfig`, mounts the
 * widget and connects the page, then dispatches `svc-cart-initialized`. With `init: false` it only
 * dispatches `svc-cart-loaded` and waits for `SvcCart.initialize(config)`.
 */
import { SvcCart } from '../controller/svc-cart.js';
import '../elements/svc-cart-root/index.js';
import { connectPage } from './page.js';
import type { SvcCartConfig } from './config.js';
import type { SocialSignInDetail } from '../checkout/contact-actions.js';

/** The `detail` of the `svc-cart:*` window events: the widget event's `(err, data)`. */
export interface SvcCartEventDetail<Data = unknown> {
  error: Error | null;
  data: Data;
}

declare global {
  interface Window {
    SvcCart?: typeof SvcCart;
    svcConfig?: SvcCartConfig;
    svcCart?: SvcCart;
  }
  /** The widget's window events, typed for `window.addEventListener`. */
  interface WindowEventMap {
    'svc-cart-loaded': Event;
    'svc-cart-initialized': Event;
    'svc-cart:ready': CustomEvent<SvcCartEventDetail>;
    'svc-cart:updated': CustomEvent<SvcCartEventDetail>;
    'svc-cart:open': CustomEvent<SvcCartEventDetail<undefined>>;
    'svc-cart:close': CustomEvent<SvcCartEventDetail<undefined>>;
    'svc-cart:reset': CustomEvent<SvcCartEventDetail>;
    'svc-cart:email-collected': CustomEvent<SvcCartEventDetail<{ email: string }>>;
    'svc-cart:purchase-completed': CustomEvent<SvcCartEventDetail>;
    'svc-cart:sign-in': CustomEvent<SvcCartEventDetail>;
    'svc-cart:sign-out': CustomEvent<SvcCartEventDetail>;
    'svc-cart:social-sign-in': CustomEvent<SocialSignInDetail>;
  }
}

/** Puts the widget on the page for `svcCart`; returns a function that takes it off again. */
export function attach(svcCart: SvcCart): () => void {
  const root = document.createElement('svc-cart-root');
  root.controller = svcCart;
  document.body.append(root);
  const disconnect = connectPage(svcCart);
  return () => {
    disconnect();
    root.remove();
  };
}

SvcCart.attachToPage = attach;

/** Runs once when the script loads. Returns the widget on the automatic path. */
export function bootstrap(): SvcCart | undefined {
  window.SvcCart ??= SvcCart;
  window.dispatchEvent(new Event('svc-cart-loaded'));
  const config = window.svcConfig;
  if (config && typeof config === 'object' && config.init === false) return undefined;
  const svcCart = new SvcCart(config as SvcCartConfig);
  const name = svcCart.globalName;
  (window as unknown as Record<string, unknown>)[name] = svcCart;
  svcCart.attach();
  window.dispatchEvent(new Event('svc-cart-initialized'));
  svcCart
    .whenUrlRulesReady()
    .then(
      () => svcCart.start(),
      () => undefined,
    )
    .catch((error: unknown) => console.error('Cart Widget: start-up failed', error));
  return svcCart;
}
