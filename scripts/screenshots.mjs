#!/usr/bin/env node
// `npm run screenshots`: pictures of the widget on the demo page, desktop and phone widths, the
// summary with lines and the empty cart, written to docs/screenshots/. Headless Chromium only.
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

async function shoot(size, name, fill) {
  const context = await browser.newContext({ viewport: sizes[size], deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.waitForFunction(() => window.svcCart?.ready === true, null, { timeout: 20_000 });
  if (fill) {
    await page.evaluate(async () => {
      const { svcCart } = window;
      await svcCart.addItem({ productId: 103, quantity: 1 });
      await svcCart.addItem({ productId: 211, quantity: 2, addon: true, addonDuration: null });
      await svcCart.addItem({ productId: 201, quantity: 1 });
      await svcCart.addItem({
        productId: 301,
        quantity: 1,
        giftCard: { customerEmail: 'friend@example.com' },
      });
      await svcCart.applyCoupon('WELCOME10');
    });
  }
  await page.evaluate(() => window.svcCart.open());
  await page.waitForTimeout(600);
  const file = `docs/screenshots/${name}-${size}.png`;
  await page.screenshot({ path: file });
  console.log(`wrote ${file}`);
  await context.close();
}

try {
  for (const size of Object.keys(sizes)) {
    await shoot(size, 'summary', true);
    await shoot(size, 'empty', false);
  }
} finally {
  await browser.close();
  demo.stop();
}
