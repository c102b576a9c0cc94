/**
 * The storefront elements, defined together: a page that has one has the others at hand (they are
 * written inside each other), and the whole set is one small chunk. `<svc-bundle-builder>`, which
 * brings the build-a-box view, is a chunk of its own (svc-bundle-builder/index.ts).
 */
import { SvcAddToCart } from './svc-add-to-cart/svc-add-to-cart.js';
import { SvcContext } from './svc-context/svc-context.js';
import { SvcData } from './svc-data/svc-data.js';
import { SvcList } from './svc-list/svc-list.js';
import { SvcMedia } from './svc-media/svc-media.js';
import { SvcMoney } from './svc-money/svc-money.js';
import { SvcOptionPicker } from './svc-option-picker/svc-option-picker.js';
import { SvcQuantity } from './svc-quantity/svc-quantity.js';

export { SvcAddToCart, SvcContext, SvcData, SvcList, SvcMedia, SvcMoney, SvcOptionPicker, SvcQuantity };

// The context first, so the elements inside find their provider when they upgrade. Each call is
// written out, so the elements' manifest (docs/widget-reference.md) finds the tag.
if (!customElements.get('svc-context')) customElements.define('svc-context', SvcContext);
if (!customElements.get('svc-list')) customElements.define('svc-list', SvcList);
if (!customElements.get('svc-data')) customElements.define('svc-data', SvcData);
if (!customElements.get('svc-money')) customElements.define('svc-money', SvcMoney);
if (!customElements.get('svc-media')) customElements.define('svc-media', SvcMedia);
if (!customElements.get('svc-quantity')) customElements.define('svc-quantity', SvcQuantity);
if (!customElements.get('svc-option-picker')) customElements.define('svc-option-picker', SvcOptionPicker);
if (!customElements.get('svc-add-to-cart')) customElements.define('svc-add-to-cart', SvcAddToCart);

declare global {
  interface HTMLElementTagNameMap {
    'svc-context': SvcContext;
    'svc-list': SvcList;
    'svc-data': SvcData;
    'svc-money': SvcMoney;
    'svc-media': SvcMedia;
    'svc-quantity': SvcQuantity;
    'svc-option-picker': SvcOptionPicker;
    'svc-add-to-cart': SvcAddToCart;
  }
  /** The storefront elements' own events, typed for `addEventListener`. */
  interface HTMLElementEventMap {
    /** `<svc-list>`: the shopper went to another page (`detail.page`, from 1). */
    'svc-page-change': CustomEvent<{ page: number }>;
  }
}
