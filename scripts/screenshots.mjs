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
import { checkoutScene, elementsPainted, scene, settled } from './screenshots/in-page.mjs';
import { ELEMENT_SCENES, PAGE_SCENES, THEMES } from './screenshots/scenes.mjs';
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
  // Every checkout step at both sizes: most shoppers are on a phone.
  ...CHECKOUT_STEPS.flatMap((step) => [
    ['desktop', `checkout-${step}`],
    ['phone', `checkout-${step}`],
  ]),
  ['phone', 'checkout-payment-card'],
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
