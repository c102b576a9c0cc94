/**
 * Hostile content in what the shopper types and in the checkout: typed codes and the refusals
 * that echo them, the checkout steps and the receipt, a refused purchase. See xss.test.ts.
 */
import { expect } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import { dialog, settled, waitFor } from '../elements/element-helpers.js';
import { openCheckout, stepRoot, stepShown, until } from '../checkout/checkout-helpers.js';
import { startWidget } from './helpers.js';
import { deepText, PAYLOADS, setupHostile } from './xss-helpers.js';

describe('hostile content: nothing runs, everything reads literally', () => {
  const { sandbox, hostileShop, walkToReview, nothingRan, shown, fitsTheDrawer } = setupHostile();

  it("a typed coupon and gift card code, and the server's refusal that echoes them", async function () {
    this.timeout(30_000);
    hostileShop();
    const code = PAYLOADS[0]!;
    sandbox().worker.use(
      http.patch('*/storefront/v1/carts/:cartId', async ({ request }) => {
        const body = (await request.clone().json()) as Record<string, unknown>;
        if (typeof body.couponCode === 'string')
          return HttpResponse.json(
            { code: 'coupon_rule', message: `Coupon ${body.couponCode} ${PAYLOADS[4]}` },
            { status: 422 },
          );
        if (typeof body.giftCardCode === 'string')
          return HttpResponse.json(
            { code: 'gift_rule', message: `Gift card ${body.giftCardCode} ${PAYLOADS[2]}` },
            { status: 422 },
          );
        return undefined;
      }),
    );
    const svcCart = await startWidget();
    await svcCart.addItem({ productId: 201, quantity: 1 });
    await svcCart.open();
    await settled();
    const summary = dialog()!.querySelector('svc-cart-summary')!.shadowRoot!;
    for (const [kind, words] of [
      ['coupon', `Coupon ${code} ${PAYLOADS[4]}`],
      ['gift-card', `Gift card ${code} ${PAYLOADS[2]}`],
    ] as const) {
      const input = summary.querySelector<HTMLInputElement>(`[part="${kind}-input"]`)!;
      input.value = code;
      input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
      summary.querySelector<HTMLButtonElement>(`[part="${kind}-button"]`)!.click();
      await waitFor(
        () => summary.querySelector(`[part="${kind}-error"]`) !== null,
        `the ${kind} error`,
        15_000,
      );
      expect(summary.querySelector(`[part="${kind}-error"]`)!.textContent).to.equal(words);
    }
    await nothingRan();
  });

  it('the checkout steps: the customer, addresses, delivery methods, pick-up, offers, the receipt', async function () {
    this.timeout(60_000);
    const seeded = hostileShop();
    const svcCart = await startWidget({ accessToken: sandbox().store.issueToken(1) });
    await svcCart.addItem({ productId: 201, quantity: 1 });
    const store = await openCheckout(svcCart);
    await walkToReview(store, seeded, true);
    // The review loads the delivery method's name after it is drawn.
    await until(
      () => deepText().includes(seeded.get('shippingMethods#1.name')!.replace(/\s+/g, ' ')),
      'the delivery method on the review',
    );
    shown(seeded, ['products#200.name', 'addresses#1.addressOne', 'shippingMethods#1.name']);
    await fitsTheDrawer();
    await nothingRan();

    stepRoot('review').querySelector<HTMLButtonElement>('[part~="submit-button"]')!.click();
    await until(() => store.step === 'done', 'the receipt');
    await stepShown('done');
    await until(
      () => deepText().includes(seeded.get('funnelSteps.post#4.title')!),
      'the post-purchase offer',
    );
    shown(seeded, ['products#200.name', 'funnelSteps.post#4.title']);
    await nothingRan();
  });

  it('a refused purchase: the server message shows as text on the review', async function () {
    this.timeout(60_000);
    const message = PAYLOADS.slice(0, 11).join(' ');
    sandbox().worker.use(
      http.post('*/storefront/v1/carts/:cartId/purchase', () =>
        HttpResponse.json({ code: 'hostile_refusal', message }, { status: 422 }),
      ),
    );
    const seeded = hostileShop();
    const svcCart = await startWidget({ accessToken: sandbox().store.issueToken(1) });
    await svcCart.addItem({ productId: 201, quantity: 1 });
    await walkToReview(await openCheckout(svcCart), seeded);
    stepRoot('review').querySelector<HTMLButtonElement>('[part~="submit-button"]')!.click();
    await waitFor(() => deepText().includes(message.replace(/\s+/g, ' ')), 'the refusal', 15_000);
    await nothingRan();
  });
});
