// #region use-svc-cart
import { loadSvcCart, type SvcCart } from '@svc/cart-widget';
import { useEffect, useState } from 'react';

const config = {
  apiKey: import.meta.env.VITE_SVC_API_KEY ?? 'demo-api-key',
  apiUrl: import.meta.env.VITE_SVC_API_URL ?? 'http://127.0.0.1:5176/storefront/v1/',
};

/** The page's cart widget: `null` until its script has loaded and the cart is there. */
export function useSvcCart(): SvcCart | null {
  const [svcCart, setSvcCart] = useState<SvcCart | null>(null);
  useEffect(() => {
    let current = true;
    // Adds the script once, however often this runs (React's strict mode runs effects twice).
    void loadSvcCart({ src: '/cart/cart-widget.js', config }).then((loaded) => {
      if (current) setSvcCart(loaded);
    });
    return () => {
      current = false;
    };
  }, []);
  return svcCart;
}

/** The number of items in the cart, kept current by the widget's events. */
export function useItemCount(svcCart: SvcCart | null): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!svcCart) return;
    const update = () => setCount(svcCart.itemCount);
    update();
    const stopUpdated = svcCart.events.on(svcCart.events.type.CART_UPDATED, update);
    const stopReset = svcCart.events.on(svcCart.events.type.CART_RESET, update);
    return () => {
      stopUpdated();
      stopReset();
    };
  }, [svcCart]);
  return count;
}
// #endregion use-svc-cart
