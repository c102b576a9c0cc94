// The widget's types in TSX (not part of the app's bundle; `npm run typecheck` compiles it): the
// globals, the controller, its events, the DOM events, the storefront elements in JSX with their
// attributes and properties, and the mistakes the types catch.
import type {} from '@svc/cart-widget/react';
import type { SvcCart } from '@svc/cart-widget';
import { useEffect, useState } from 'react';

export function ProductCard({ productId }: { productId: number }) {
  return (
    <svc-context product-id={productId}>
      <h3>
        <svc-data field="product.name">…</svc-data>
      </h3>
      <svc-money></svc-money>
      <svc-quantity></svc-quantity>
      <svc-add-to-cart></svc-add-to-cart>
    </svc-context>
  );
}

export function useLines(): number {
  const [lines, setLines] = useState(0);
  useEffect(() => {
    const svcCart = window.svcCart;
    if (!svcCart) return;
    const stop = svcCart.events.on(svcCart.events.type.CART_UPDATED, (error, cart) => {
      if (!error) setLines(cart.items.length);
    });
    const onUpdated = (event: WindowEventMap['svc-cart:updated']) => {
      if (event.detail.error) console.error(event.detail.error.message);
      else setLines(event.detail.data.items.length);
    };
    window.addEventListener('svc-cart:updated', onUpdated);
    return () => {
      stop();
      window.removeEventListener('svc-cart:updated', onUpdated);
    };
  }, []);
  return lines;
}

export function Mistakes({ svcCart }: { svcCart: SvcCart }) {
  const context = document.querySelector('svc-context');
  if (context) context.productId = 200;
  return (
    <>
      {/* @ts-expect-error: product-id is a number */}
      <svc-context product-id={{ id: 200 }}></svc-context>
      <button
        type="button"
        onClick={() => {
          // @ts-expect-error: quantity is a number
          void svcCart.configureItem({ productId: 231, quantity: '1' });
          // @ts-expect-error: SvcCart has no method `opne`
          svcCart.opne();
        }}
      >
        Open
      </button>
    </>
  );
}
