// #region cart-button
'use client';

import type {} from '@svc/cart-widget';
import { useSyncExternalStore } from 'react';

/** Calls `onChange` whenever the widget's cart changes; returns the function that stops it. */
function subscribe(onChange: () => void): () => void {
  window.addEventListener('svc-cart:ready', onChange);
  window.addEventListener('svc-cart:updated', onChange);
  return () => {
    window.removeEventListener('svc-cart:ready', onChange);
    window.removeEventListener('svc-cart:updated', onChange);
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
