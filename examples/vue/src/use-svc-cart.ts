// #region use-svc-cart
import { loadSvcCart, type SvcCart } from '@svc/cart-widget';
import { onMounted, onUnmounted, ref, shallowRef, type Ref, type ShallowRef } from 'vue';

/** The widget's window events after which its count may differ. */
const CART_EVENTS = ['svc-cart:ready', 'svc-cart:updated', 'svc-cart:reset'] as const;

const config = {
  apiKey: import.meta.env.VITE_SVC_API_KEY ?? 'demo-api-key',
  apiUrl: import.meta.env.VITE_SVC_API_URL ?? 'http://127.0.0.1:5176/storefront/v1/',
};

/** The page's cart widget: `null` until its script has loaded and the cart is there. */
export function useSvcCart(): ShallowRef<SvcCart | null> {
  const svcCart = shallowRef<SvcCart | null>(null);
  onMounted(async () => {
    svcCart.value = await loadSvcCart({ src: '/cart/cart-widget.js', config });
  });
  return svcCart;
}

/** The number of items in the cart, kept current by the widget's DOM events. */
export function useItemCount(): Ref<number> {
  const count = ref(0);
  const update = () => {
    count.value = window.svcCart?.itemCount ?? 0;
  };
  onMounted(() => {
    update();
    for (const name of CART_EVENTS) window.addEventListener(name, update);
  });
  onUnmounted(() => {
    for (const name of CART_EVENTS) window.removeEventListener(name, update);
  });
  return count;
}
// #endregion use-svc-cart
