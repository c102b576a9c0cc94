// #region svc-cart
import { loadSvcCart, type SvcCart } from '@svc/cart-widget';

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
  window.addEventListener('svc-cart:ready', update);
  window.addEventListener('svc-cart:updated', update);
  void loadSvcCart({ src: '/cart/cart-widget.js', config }).then((widget) => {
    cart.widget = widget;
    update();
  });
  return () => {
    window.removeEventListener('svc-cart:ready', update);
    window.removeEventListener('svc-cart:updated', update);
  };
}
// #endregion svc-cart
