// #region cart-button
'use client';

import type {} from '@svc/cart-widget';
import { useSyncExternalStore } from 'react';

/** The widget's window events after which its count may differ. */
const CART_EVENTS = ['svc-cart:ready', 'svc-cart:updated', 'svc-cart:reset'] as const;

/** Calls `onChange` whenever the widget's cart changes; returns the function that stops it. */
function subscribe(onChange: () => void): () => void {
  for (const name of CART_EVENTS) window.addEventListener(name, onChange);
  return () => {
    for (const name of CART_EVENTS) window.removeEventListener(name, onChange);
  };
}

/** The count in the browser; 0 on the server, where there is no `window`. */
const itemCount = () => window.svcCart?.itemCount ?? 0;
const serverCount = () => 0;

export function CartButton() {
  const count = useSyncExternalStore(subscribe, itemCount, serverCount);
  return (
    <button type="button" onClick={() => window.svcCart?.open()}>
      Cart ({count})
    </button>
  );
}
// #endregion cart-button
