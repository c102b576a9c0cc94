// #region components
import type { SvcCart } from '@svc/cart-widget';
import { useState } from 'react';
import { useItemCount, useSvcCart } from './use-svc-cart.ts';

export function CartButton({ svcCart }: { svcCart: SvcCart | null }) {
  const count = useItemCount(svcCart);
  return (
    <button type="button" disabled={!svcCart} onClick={() => svcCart?.open()}>
      Cart ({count})
    </button>
  );
}

export function AddToCart({ svcCart, productId }: { svcCart: SvcCart | null; productId: number }) {
  const [busy, setBusy] = useState(false);
  const add = async (widget: SvcCart) => {
    setBusy(true);
    try {
      // Opens the widget's view when the product needs a choice; resolves once it is in the cart.
      await widget.configureItem({ productId, quantity: 1 });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" disabled={!svcCart || busy} onClick={() => svcCart && void add(svcCart)}>
      Add to cart
    </button>
  );
}

export function App() {
  const svcCart = useSvcCart();
  return (
    <>
      <header>
        <h1>Shop</h1>
        <CartButton svcCart={svcCart} />
      </header>
      <main>
        <h2>Brewing Guide (eBook)</h2>
        <AddToCart svcCart={svcCart} productId={231} />
      </main>
    </>
  );
}
// #endregion components
