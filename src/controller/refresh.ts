/**
 * Reading the cart again when the shopper comes back to the page: another tab, the account page or
 * the shop's own code may have changed it meanwhile. Loaded on the page's first `visibilitychange`
 * (the page being hidden), so it costs nothing before that.
 */
import type { Cart } from '@svc/sdk';
import { CART_PARAMS } from '../core/cart-model.js';
import type { Widget } from './widget.js';

/** What the refresh reads and calls of the controller: nothing else. */
export type RefreshWidget = Pick<Widget, 'busy' | 'cart' | 'changeCart' | 'ready' | 'sdk'>;

/** How long the page must have been hidden before its cart is read again, in milliseconds. */
export const refreshPolicy = { staleAfter: 5000 };

/**
 * The refresh of one widget: on hide, notes the time; on show after `staleAfter`, loads the cart
 * and, when it differs from the one shown and no change of the widget's own answered meanwhile,
 * puts it in through the update queue (`CART_UPDATED`). Nothing happens while a change is in
 * flight: its answer is newer. The bootstrap keeps one per widget.
 */
export class CartRefresh {
  readonly #svcCart: RefreshWidget;
  /** When the page was last hidden (`Date.now()`), until it is shown again. */
  #hiddenSince: number | undefined;

  constructor(svcCart: RefreshWidget) {
    this.#svcCart = svcCart;
  }

  /**
   * The page's `visibilitychange`: the page's `visibility` then and the time it happened
   * (`Date.now()`), both read when the event came, since this code may arrive later.
   */
  async onVisibilityChange(visibility: DocumentVisibilityState, at: number): Promise<void> {
    if (visibility === 'hidden') {
      this.#hiddenSince = at;
      return;
    }
    const svcCart = this.#svcCart;
    const since = this.#hiddenSince;
    this.#hiddenSince = undefined;
    const shown = svcCart.cart;
    const sdk = svcCart.sdk;
    if (since === undefined || at - since < refreshPolicy.staleAfter) return;
    if (!shown || !sdk || !svcCart.ready || svcCart.busy.size > 0) return;
    const loaded: Cart = await sdk.cart.load(shown.id, CART_PARAMS);
    if (svcCart.cart !== shown || JSON.stringify(loaded) === JSON.stringify(shown)) return;
    await svcCart.changeCart('refresh', async () => {
      // Checked again in the queue: a change that answered first is newer than this read.
      if (svcCart.cart !== shown) throw new Error('The cart changed while it was read again');
      return loaded;
    });
  }
}
