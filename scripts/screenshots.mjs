#!/usr/bin/env node
// `npm run screenshots`: pictures of the widget on the demo page, desktop and phone widths: the
// summary with lines, the empty cart, every customization view and each step of the embedded
// checkout, the summary restyled by a page (docs/theming.md: `theme-*`), the debug overlay and the
// demo's analytics log (docs/debugging.md, docs/analytics.md), and the demo's account page with
// `<svc-customer-portal>` signed in (`portal-*`), and the storefront elements' demo pages
// (docs/storefront-elements.md: `elements-*`), written to docs/screenshots/.
// The summary and the payment step in Spanish, Japanese and Arabic are `lang-<code>-*`.
// `node scripts/screenshots.mjs theme` renders only the pictures whose name contains `theme`
// (`node scripts/screenshots.mjs portal`: only the portal's; `elements`: only the storefront
// elements'). Headless Chromium only.
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumPath, CHROMIUM_ARGS } from './chromium.mjs';
import { freePort, startServer } from './servers.mjs';

const port = await freePort();
const demo = await startServer('scripts/demo.mjs', port, 'Sandbox API:');

mkdirSync('docs/screenshots', { recursive: true });
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  headless: true,
  args: CHROMIUM_ARGS,
});
const sizes = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

/** Runs in the page: puts the widget in the state of scene `name`. */
async function scene(name) {
  const { svcCart } = window;
  const configure = (payload) => void svcCart.configureItem(payload);
  switch (name) {
    case 'summary':
      await svcCart.addItem({ productId: 103, quantity: 1 });
      await svcCart.addItem({ productId: 211, quantity: 2, addon: true, addonDuration: null });
      await svcCart.addItem({ productId: 201, quantity: 1 });
      await svcCart.addItem({
        productId: 301,
        quantity: 1,
        giftCard: { customerEmail: 'friend@example.com' },
      });
      await svcCart.applyCoupon('WELCOME10');
      return svcCart.open();
    case 'empty':
      return svcCart.open();
    case 'view-pricing':
      return configure({ productId: 100 });
    case 'view-variant':
      await svcCart.addItem({ productId: 101 });
      return configure({ productId: 200 });
    case 'view-survey':
      return configure({ productId: 111 });
    case 'view-survey-flow':
      return configure({ surveyId: 1 });
    case 'view-bundle':
      return configure({ bundleId: 1 });
    case 'view-bundle-plan':
      return configure({ productId: 520 });
    case 'view-voucher':
      return configure({ productId: 300 });
    case 'view-out-of-stock':
      return configure({ productId: 202 });
    case 'view-subscription-replacement':
      await svcCart.addItem({ productId: 101 });
      return configure({ productId: 101 });
    case 'view-error':
      return svcCart.configureItem({ productId: 999 }).catch(() => undefined);
    case 'view-gift':
      await svcCart.addItem({ productId: 101 });
      svcCart.configureGift(null, true);
      return svcCart.open(false);
  }
}

/**
 * Runs in the page: opens the embedded checkout on two mugs and clicks through it as a shopper
 * would, up to the step of scene `name` (`checkout-<step>`). The contact scene is a guest's email
 * form; the later ones sign in as the sandbox's shopper@example.com first (saved address, cards).
 */
async function checkoutScene(name) {
  const { svcCart } = window;
  const target = name.replace('checkout-', '');
  /** The first element matching `selector` in the page, through every shadow root. */
  const deep = (selector, root = document) => {
    for (const element of root.querySelectorAll('*')) {
      if (element.matches(selector)) return element;
      const found = element.shadowRoot && deep(selector, element.shadowRoot);
      if (found) return found;
    }
    return null;
  };
  const until = async (find, what) => {
    const end = Date.now() + 20_000;
    while (Date.now() < end) {
      try {
        const found = find();
        if (found) return found;
      } catch {
        // not there yet
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`checkout scene ${name}: timed out waiting for ${what}`);
  };
  const step = (tag) => until(() => deep(tag)?.shadowRoot?.firstElementChild && deep(tag).shadowRoot, tag);

  if (target !== 'contact') {
    await svcCart.sdk.auth.login({ email: 'shopper@example.com', password: 'demo1234' });
    await svcCart.authenticate();
  }
  await svcCart.addItem({ productId: 201, quantity: 2 });
  svcCart.open('checkout');
  const contact = await step('svc-checkout-contact');
  if (target === 'contact') return;

  // Signed in, the step is its Continue button alone (in any language).
  await until(
    () => !contact.querySelector('input[name="email"]') && contact.querySelector('[part~="submit-button"]'),
    'the signed-in contact step',
  );
  contact.querySelector('[part~="submit-button"]').click();
  const delivery = await step('svc-checkout-delivery');
  const standard = await until(
    () =>
      [...delivery.querySelectorAll('input[name="method"]')].find((input) =>
        input.closest('label').textContent.includes('Standard'),
      ),
    'the delivery methods',
  );
  standard.click();
  if (target === 'delivery') return standard.scrollIntoView({ block: 'center' });

  delivery.querySelector('[part~="submit-button"]').click();
  const payment = await step('svc-checkout-payment');
  await until(() => payment.querySelectorAll('input[name="payment-method"]').length > 0, 'the saved cards');
  if (target === 'payment') return;

  payment.querySelector('[part~="submit-button"]').click();
  const review = await step('svc-checkout-review');
  const pay = await until(() => review.querySelector('[part~="submit-button"]'), 'the pay button');
  if (target === 'review') return;

  pay.click();
  await step('svc-checkout-receipt');
}

/** Runs in the page: resolves once nothing in the drawer shows a loading state any more. */
function settled() {
  const deep = (root, found = []) => {
    for (const element of root.querySelectorAll('*')) {
      found.push(element);
      if (element.shadowRoot) deep(element.shadowRoot, found);
    }
    return found;
  };
  const root = document.querySelector('svc-cart-root')?.shadowRoot;
  return Boolean(
    root &&
    deep(root).some((element) => element.matches('dialog[open]')) &&
    !deep(root).some((element) => element.matches('.spinner, [part~="loading"], [aria-busy="true"]')),
  );
}

/**
 * The theme scenes: the summary scene under a page's own style sheet, as docs/theming.md shows
 * it (the same CSS as the guide's samples).
 */
const THEMES = {
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

async function shoot(size, name) {
  const theme = THEMES[name];
  // `lang-<code>-<scene>`: the scene in that language (the demo page's `lang` query parameter).
  const [, lang, sceneName] = name.match(/^lang-(\w+)-(.+)$/) ?? [undefined, undefined, name];
  const context = await browser.newContext({
    viewport: sizes[size],
    deviceScaleFactor: 1,
    colorScheme: theme?.colorScheme ?? 'light',
  });
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:${port}/${lang ? `?lang=${lang}` : ''}`);
  await page.waitForFunction(() => window.svcCart?.ready === true, null, { timeout: 20_000 });
  if (theme) await page.addStyleTag({ content: theme.css });
  await page.evaluate(
    sceneName.startsWith('checkout-') ? checkoutScene : scene,
    theme ? 'summary' : sceneName,
  );
  await page.waitForFunction(settled, null, { timeout: 20_000 });
  // The drawer's slide-in.
  await page.waitForTimeout(400);
  const file = `docs/screenshots/${name}-${size}.png`;
  await page.screenshot({ path: file });
  console.log(`wrote ${file}`);
  await context.close();
}

/**
 * Pictures of the page around the widget rather than of its drawer (docs/debugging.md,
 * docs/analytics.md): each opens `path` on the demo, runs `act` with Playwright, and shoots the
 * viewport, or the box around `clip`'s elements when it names them.
 */
const PAGE_SCENES = {
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

async function shootPage(name) {
  const { path, act, clip, disabled } = PAGE_SCENES[name];
  const context = await browser.newContext({ viewport: sizes.desktop, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:${port}${path}`);
  await page.waitForFunction((ready) => window.svcCart && (!ready || window.svcCart.ready), !disabled, {
    timeout: 20_000,
  });
  await act(page);
  await page.waitForTimeout(400);
  const file = `docs/screenshots/${name}-desktop.png`;
  if (clip) {
    await page.locator(clip[0]).scrollIntoViewIfNeeded();
    const [first, last] = await Promise.all(clip.map((selector) => page.locator(selector).boundingBox()));
    const x = Math.min(first.x, last.x) - 16;
    const y = first.y - 16;
    await page.screenshot({
      path: file,
      clip: { x, y, width: Math.max(first.width, last.width) + 32, height: last.y + last.height - y + 16 },
    });
  } else await page.screenshot({ path: file });
  console.log(`wrote ${file}`);
  await context.close();
}

/**
 * The storefront elements' demo pages, written only in HTML (docs/storefront-elements.md):
 * `elements-<name>-<size>` opens `path` at each of `sizes` (`height` makes the desktop taller),
 * waits until the elements have painted their data, runs `act` with Playwright, and shoots the
 * viewport, or the whole page with `fullPage`.
 */
const ELEMENT_SCENES = {
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

/**
 * Runs in the page: true once every `<svc-money>` shows its price (in its shadow root), every
 * `<svc-media>` its picture, and the pictures in view have loaded.
 */
function elementsPainted() {
  const moneys = [...document.querySelectorAll('svc-money')];
  const media = [...document.querySelectorAll('svc-media')];
  const pictures = media.map((element) => element.shadowRoot?.querySelector('img'));
  const inView = (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
  };
  return (
    moneys.length > 0 &&
    moneys.every((money) => money.shadowRoot?.textContent?.trim()) &&
    pictures.every(Boolean) &&
    pictures.filter(inView).every((image) => image.complete && image.naturalWidth > 0)
  );
}

async function shootElements(name, size) {
  const { path, height, act, fullPage } = ELEMENT_SCENES[name];
  const viewport = size === 'desktop' && height ? { ...sizes.desktop, height } : sizes[size];
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`http://127.0.0.1:${port}${path}`);
  await page.waitForFunction(() => window.svcCart?.ready === true, null, { timeout: 20_000 });
  await page.waitForFunction(elementsPainted, null, { timeout: 20_000 });
  await act?.(page);
  await page.evaluate(() => document.fonts.ready);
  // The last frame of the pictures and the picker.
  await page.waitForTimeout(400);
  if (errors.length) throw new Error(`${name}-${size}: page errors: ${errors.join('; ')}`);
  const file = `docs/screenshots/${name}-${size}.png`;
  await page.screenshot({ path: file, fullPage: Boolean(fullPage) });
  console.log(`wrote ${file}`);
  await context.close();
}

/** The portal's pictures: the demo's account page, taller on the desktop so a card shows whole. */
const PORTAL_SIZES = { desktop: { width: 1280, height: 900 }, phone: sizes.phone };

/**
 * The demo's account page with the sandbox's shopper signed in, on the Subscriptions tab: the
 * shopper logs in through the API in the browser context and the token goes into the cookie
 * `svc_access_token`, as a stored sign-in; the picture waits for the subscription cards.
 */
async function shootPortal(size) {
  const context = await browser.newContext({ viewport: PORTAL_SIZES[size], deviceScaleFactor: 1 });
  const base = `http://127.0.0.1:${port}`;
  const login = await context.request.post(`${base}/storefront/v1/auth/login`, {
    headers: { 'x-api-key': 'demo-api-key', accept: 'application/json' },
    data: { email: 'shopper@example.com', password: 'demo1234' },
  });
  if (!login.ok()) throw new Error(`auth/login answered ${login.status()}`);
  const { accessToken } = await login.json();
  await context.addCookies([{ name: 'svc_access_token', value: accessToken, url: `${base}/` }]);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${base}/account.html`);
  const portal = page.locator('svc-customer-portal');
  await portal.getByRole('tab', { name: 'Subscriptions', selected: true }).waitFor({ timeout: 20_000 });
  await portal.locator('svc-portal-subscription [part~="title"]').first().waitFor({ timeout: 20_000 });
  await page.locator('#shop-name', { hasText: 'Sandbox Coffee Co.' }).waitFor({ timeout: 20_000 });
  // The portal at the top of the picture: on the desktop from its header (who is signed in), on
  // the phone from its tabs, so the first card shows below them.
  const top = size === 'desktop' ? portal : portal.getByRole('tablist');
  await top.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 16));
  // Fonts, pictures and the cards' last frame.
  await page.waitForTimeout(400);
  if (errors.length) throw new Error(`portal-${size}: page errors: ${errors.join('; ')}`);
  const file = `docs/screenshots/portal-${size}.png`;
  await page.screenshot({ path: file });
  console.log(`wrote ${file}`);
  await context.close();
}

const VIEWS = [
  'pricing',
  'variant',
  'survey',
  'survey-flow',
  'bundle',
  'bundle-plan',
  'voucher',
  'out-of-stock',
  'subscription-replacement',
  'gift',
  'error',
];

const CHECKOUT_STEPS = ['contact', 'delivery', 'payment', 'review', 'receipt'];

const pictures = [
  ...Object.keys(sizes).flatMap((size) => [
    [size, 'summary'],
    [size, 'empty'],
  ]),
  ...VIEWS.map((view) => ['desktop', `view-${view}`]),
  ...['pricing', 'bundle', 'survey-flow'].map((view) => ['phone', `view-${view}`]),
  ...CHECKOUT_STEPS.map((step) => ['desktop', `checkout-${step}`]),
  ['phone', 'checkout-payment'],
  // The summary and the payment step in Spanish, Japanese and Arabic (right to left).
  ...['es', 'ja', 'ar'].flatMap((lang) => [
    ['desktop', `lang-${lang}-summary`],
    ['desktop', `lang-${lang}-checkout-payment`],
  ]),
  ...Object.keys(THEMES).map((name) => ['desktop', name]),
];
const only = process.argv[2];

try {
  for (const [size, name] of pictures) {
    if (!only || `${name}-${size}`.includes(only)) await shoot(size, name);
  }
  for (const name of Object.keys(PAGE_SCENES)) {
    if (!only || `${name}-desktop`.includes(only)) await shootPage(name);
  }
  for (const size of Object.keys(PORTAL_SIZES)) {
    if (!only || `portal-${size}`.includes(only)) await shootPortal(size);
  }
  for (const [name, scene] of Object.entries(ELEMENT_SCENES)) {
    for (const size of scene.sizes)
      if (!only || `${name}-${size}`.includes(only)) await shootElements(name, size);
  }
} finally {
  await browser.close();
  demo.stop();
}
