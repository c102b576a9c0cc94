// #region svc-cart
import { loadSvcCart, type SvcCart } from '@svc/cart-widget';

/** The widget's window events after which its count may differ. */
const CART_EVENTS = ['svc-cart:ready', 'svc-cart:updated', 'svc-cart:reset'] as const;

const config = {
  apiKey: import.meta.env.VITE_SVC_API_KEY ?? 'demo-api-key',
  apiUrl: import.meta.env.VITE_SVC_API_URL ?? 'http://127.0.0.1:5176/storefront/v1/',
};

/** The page's cart widget and its item count, as reactive state: `widget` is `null` until it started. */
export const cart = $state<{ widget: SvcCart | null; count: number }>({ widget: null, count: 0 });

/** Loads the widget (the script is added once) and follows its count; returns the function that stops it. */
export function connectCart(): () => void {
  const update = () => {
    cart.count = cart.widget?.itemCount ?? 0;
  };
  for (const name of CART_EVENTS) window.addEventListener(name, update);
  void loadSvcCart({ src: '/cart/cart-widget.js', config }).then((widget) => {
    cart.widget = widget;
    update();
  });
  return () => {
    for (const name of CART_EVENTS) window.removeEventListener(name, update);
  };
}
// #endregion svc-cart
