/**
 * The storefront elements, defined together: a page that has one has the others at hand (they are
 * written inside each other), and the whole set is one small chunk.
 */
import { SvcAddToCart } from './svc-add-to-cart/svc-add-to-cart.js';
import { SvcContext } from './svc-context/svc-context.js';
import { SvcData } from './svc-data/svc-data.js';
import { SvcMedia } from './svc-media/svc-media.js';
import { SvcMoney } from './svc-money/svc-money.js';
import { SvcQuantity } from './svc-quantity/svc-quantity.js';

export { SvcAddToCart, SvcContext, SvcData, SvcMedia, SvcMoney, SvcQuantity };

const ELEMENTS: [string, CustomElementConstructor][] = [
  // The context first, so the elements inside find their provider when they upgrade.
  ['svc-context', SvcContext],
  ['svc-data', SvcData],
  ['svc-money', SvcMoney],
  ['svc-media', SvcMedia],
  ['svc-quantity', SvcQuantity],
  ['svc-add-to-cart', SvcAddToCart],
];
for (const [tag, element] of ELEMENTS) if (!customElements.get(tag)) customElements.define(tag, element);

declare global {
  interface HTMLElementTagNameMap {
    'svc-context': SvcContext;
    'svc-data': SvcData;
    'svc-money': SvcMoney;
    'svc-media': SvcMedia;
    'svc-quantity': SvcQuantity;
    'svc-add-to-cart': SvcAddToCart;
  }
}
