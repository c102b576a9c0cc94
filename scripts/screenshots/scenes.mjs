// The scenes of `npm run screenshots` (scripts/screenshots.mjs) beyond the drawer's own: the
// themes, the pictures of the page around the widget and the storefront elements' demo pages.
import { settled } from './in-page.mjs';

/**
 * The theme scenes: the summary scene under a page's own style sheet, as docs/theming.md shows
 * it (the same CSS as the guide's samples).
 */
export const THEMES = {
  'theme-dark': {
    colorScheme: 'dark',
    css: `
      @media (prefers-color-scheme: dark) {
        svc-cart-root {
          --svc-surface: #16191c;
          --svc-surface-muted: #23282c;
          --svc-text: #eceff1;
          --svc-text-muted: #a7b0b7;
          --svc-border: #3a4247;
          --svc-success: #7dd3a0;
          --svc-danger: #ff8a80;
          --svc-accent: #7fd1b9 !important;
          --svc-accent-contrast: #0d1f1a;
          --svc-backdrop: rgb(0 0 0 / 0.6);
        }
      }`,
  },
  'theme-brand': {
    css: `
      svc-cart-root {
        --svc-accent: #6d28d9 !important;
        --svc-accent-contrast: #ffffff;
        --svc-radius: 2px;
        --svc-font-family: Georgia, 'Times New Roman', serif !important;
        --svc-panel-width: 460px;
        --svc-surface-muted: #f3effc;
      }`,
  },
  'theme-parts': {
    css: `
      svc-cart-root::part(header) {
        background: #1d2327;
        color: #ffffff;
        border-block-end: 4px solid #e0b04b;
      }
      svc-cart-root::part(title) {
        text-transform: uppercase;
        letter-spacing: 0.08em;
      }
      svc-cart-root::part(close-button),
      svc-cart-root::part(currency-label),
      svc-cart-root::part(language-label) {
        color: #ffffff;
      }
      svc-cart-root::part(panel) {
        border-start-start-radius: 16px;
        border-end-start-radius: 16px;
      }`,
  },
};

/**
 * Pictures of the page around the widget rather than of its drawer (docs/debugging.md,
 * docs/analytics.md): each opens `path` on the demo, runs `act` with Playwright, and shoots the
 * viewport, or the box around `clip`'s elements when it names them.
 */
export const PAGE_SCENES = {
  'debug-overlay': {
    path: '/?svcDebug=1',
    async act(page) {
      await page.getByRole('link', { name: 'Add to cart: Ceramic Mug' }).click();
      await page.locator('svc-view-variant [part~="submit-button"]').waitFor({ timeout: 20_000 });
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Add the Sand mug' }).click();
      await page.waitForFunction(() => window.svcCart.cart?.items.length === 1);
      await page.keyboard.press('Escape');
      await page.locator('svc-debug-overlay').getByText('CART_CLOSE').first().waitFor();
    },
  },
  'debug-overlay-disabled': {
    path: '/help/?svcDebug=1',
    // The widget stands down there: it never starts.
    disabled: true,
    async act(page) {
      await page.locator('svc-debug-overlay').getByText('it matches the rule /help').waitFor();
    },
  },
  analytics: {
    path: '/',
    clip: ['h2:text-is("Analytics")', '#analytics-log'],
    async act(page) {
      await page.locator('#analytics-consent').check();
      await page.evaluate(async () => {
        const { svcCart } = window;
        await svcCart.addItem({ productId: 201, quantity: 2 });
        await svcCart.addItem({ productId: 211, quantity: 1 });
        svcCart.close();
        svcCart.open();
        const cart = await svcCart.updateItem(svcCart.cart.items[0].id, { quantity: 1 });
        svcCart.close();
        svcCart.open('checkout');
        return cart;
      });
      await page.locator('svc-checkout-contact input[name="email"]').waitFor({ timeout: 20_000 });
      await page.keyboard.press('Escape');
      await page.locator('#analytics-log li', { hasText: 'begin_checkout' }).waitFor();
    },
  },
};

/**
 * The storefront elements' demo pages, written only in HTML (docs/storefront-elements.md):
 * `elements-<name>-<size>` opens `path` at each of `sizes` (`height` makes the desktop taller),
 * waits until the elements have painted their data, runs `act` with Playwright, and shoots the
 * viewport, or the whole page with `fullPage`.
 */
export const ELEMENT_SCENES = {
  'elements-products': { path: '/products.html', sizes: ['desktop'], height: 880 },
  'elements-product-mug': { path: '/product.html?slug=ceramic-mug', sizes: ['desktop', 'phone'] },
  'elements-product-plans': {
    path: '/product.html?slug=house-blend-subscription',
    sizes: ['desktop'],
    height: 860,
    // The shopper picks the monthly plan: the price above follows the picker.
    async act(page) {
      await page
        .locator('svc-option-picker')
        .getByRole('radio', { name: /^Monthly/ })
        .check();
      await page.waitForFunction(
        () =>
          document.querySelector('.product-price svc-money')?.shadowRoot?.textContent?.trim() === '$20.00',
        null,
        { timeout: 20_000 },
      );
    },
  },
  // <svc-add-to-cart> hands the plan to the drawer's survey, and the gift card to its recipient's
  // form, as a product link does.
  'elements-product-survey': {
    path: '/product.html?slug=tea-club',
    sizes: ['desktop'],
    act: (page) => addInDrawer(page, 'svc-view-survey'),
  },
  'elements-product-gift': {
    path: '/product.html?slug=gift-card',
    sizes: ['desktop'],
    act: (page) => addInDrawer(page, 'svc-view-voucher'),
  },
  'elements-product-box': {
    path: '/product.html?slug=build-your-box',
    sizes: ['desktop'],
    fullPage: true,
    // A build-a-box product: the builder on the page, filled as a shopper fills it.
    async act(page) {
      const builder = page.locator('svc-bundle-builder');
      await builder.locator('[part~="view-actions"]').waitFor({ timeout: 20_000 });
      await builder.getByRole('radio', { name: /^Every month/ }).check();
      for (const name of ['Ethiopia Guji', 'Ethiopia Guji', 'Colombia Huila', 'Kenya Nyeri'])
        await builder.getByRole('button', { name: `Add one ${name}` }).click();
      await builder.getByRole('button', { name: /^Add the box of 4 · \$/ }).waitFor({ timeout: 20_000 });
    },
  },
};

/** Presses the page's "Add to cart" and waits for the drawer's `view` to open, still and whole. */
async function addInDrawer(page, view) {
  await page.locator('svc-add-to-cart').getByRole('button', { name: 'Add to cart' }).click();
  await page.locator(`${view} [part~="submit-button"]`).waitFor({ timeout: 20_000 });
  await page.waitForFunction(settled, null, { timeout: 20_000 });
}
