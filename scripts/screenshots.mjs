#!/usr/bin/env node
// `npm run screenshots`: pictures of the widget on the demo page, desktop and phone widths: the
// summary with lines, the empty cart, every customization view and each step of the embedded
// checkout, and the summary restyled by a page (docs/theming.md: `theme-*`), written to
// docs/screenshots/. `node scripts/screenshots.mjs theme` renders only the pictures whose name
// contains `theme`. Headless Chromium only.
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
  const button = (root, label) =>
    [...root.querySelectorAll('button')].find(
      (candidate) => candidate.textContent.replace(/\s+/g, ' ').trim() === label,
    );
  const click = async (root, label) => (await until(() => button(root, label), label)).click();

  if (target !== 'contact') {
    await svcCart.sdk.auth.login({ email: 'shopper@example.com', password: 'demo1234' });
    await svcCart.authenticate();
  }
  await svcCart.addItem({ productId: 201, quantity: 2 });
  svcCart.open('checkout');
  const contact = await step('svc-checkout-contact');
  if (target === 'contact') return;

  await until(() => button(contact, 'Continue'), 'the signed-in contact step');
  await click(contact, 'Continue');
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

  await click(payment, 'Continue');
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
  const context = await browser.newContext({
    viewport: sizes[size],
    deviceScaleFactor: 1,
    colorScheme: theme?.colorScheme ?? 'light',
  });
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.waitForFunction(() => window.svcCart?.ready === true, null, { timeout: 20_000 });
  if (theme) await page.addStyleTag({ content: theme.css });
  await page.evaluate(name.startsWith('checkout-') ? checkoutScene : scene, theme ? 'summary' : name);
  await page.waitForFunction(settled, null, { timeout: 20_000 });
  // The drawer's slide-in.
  await page.waitForTimeout(400);
  const file = `docs/screenshots/${name}-${size}.png`;
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
  ...Object.keys(THEMES).map((name) => ['desktop', name]),
];
const only = process.argv[2];

try {
  for (const [size, name] of pictures) {
    if (!only || `${name}-${size}`.includes(only)) await shoot(size, name);
  }
} finally {
  await browser.close();
  demo.stop();
}
