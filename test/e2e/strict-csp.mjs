// Shared by the strict-CSP checks: recording a page's policy violations, and the first steps every
// one of them drives (the widget starts, a line is added and drawn with its picture).

const WAIT = { timeout: 15_000 };

/** Makes every page of `context` record its policy violations in `window.__violations` (`<directive> <blocked URI>`). */
export const recordViolations = (context) =>
  context.addInitScript(() => {
    window.__violations = [];
    document.addEventListener(
      'securitypolicyviolation',
      (event) => window.__violations.push(`${event.effectiveDirective} ${event.blockedURI}`),
      true,
    );
  });

/**
 * Waits for CART_READY, adds the mug and opens the drawer; resolves once its line is drawn and its
 * picture, from the API's origin, has loaded (a policy that refused it would fail here).
 */
export async function openWithALine(page) {
  await page.waitForFunction(() => window.svcCart?.ready === true, null, WAIT);
  await page.evaluate(() => window.svcCart.addItem({ productId: 201, quantity: 1 }));
  await page.evaluate(() => window.svcCart.open());
  await page.locator('svc-cart-line').getByText('Ceramic Mug').waitFor(WAIT);
  const picture = await page.locator('svc-cart-line img[part~="image"]').elementHandle(WAIT);
  await page.waitForFunction((image) => image.complete && image.naturalWidth > 0, picture, WAIT);
}
