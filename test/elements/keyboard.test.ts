/**
 * A keyboard-only walk through the widget: open it with the page's toggle element, change a
 * quantity, apply a coupon and close it, using real key presses only.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { setupWidget, startWidget } from '../widget/helpers.js';
import { containsDeep, deepActiveElement, dialog, settled, tabTo, waitFor } from './element-helpers.js';

describe('keyboard only', () => {
  const sandbox = setupWidget();

  it('opens with the toggle element, changes a quantity, applies a coupon and closes', async () => {
    const toggle = document.createElement('button');
    toggle.className = 'cart-toggle';
    toggle.textContent = 'Cart';
    document.body.prepend(toggle);
    try {
      const svcCart = await startWidget({ settings: { cartToggleEl: '.cart-toggle' } });
      await svcCart.addItem({ productId: 201, quantity: 1 });
      sandbox().clearSent();

      // Open: focus the page's toggle and press Enter.
      toggle.focus();
      await sendKeys({ press: 'Enter' });
      await waitFor(() => svcCart.isOpen && dialog() !== null, 'the drawer to open');
      await settled();
      expect(containsDeep(dialog()!, deepActiveElement()), 'focus is in the drawer').to.equal(true);

      // Quantity: Tab to the increase button and press Enter.
      await tabTo((element) => element.getAttribute('part') === 'increase', 'the increase button', 40);
      await sendKeys({ press: 'Enter' });
      await waitFor(() => svcCart.cart!.items[0]!.quantity === 2, 'the quantity to become 2');
      const update = (await sandbox().sent()).find((request) => request.method === 'PATCH');
      expect(update!.body).to.deep.equal({ quantity: 2 });

      // Coupon: Tab to the field, type, press Enter.
      await tabTo(
        (element) => element.getAttribute('part') === 'coupon-input',
        'the discount code field',
        40,
      );
      await sendKeys({ type: 'WELCOME10' });
      await sendKeys({ press: 'Enter' });
      await waitFor(() => svcCart.cart!.coupon?.code === 'WELCOME10', 'the coupon to apply');

      // Close: Escape, and focus returns to the toggle.
      await sendKeys({ press: 'Escape' });
      await waitFor(() => !svcCart.isOpen, 'the drawer to close');
      await settled();
      expect(dialog()).to.equal(null);
      expect(document.activeElement).to.equal(toggle);
    } finally {
      toggle.remove();
    }
  });
});
