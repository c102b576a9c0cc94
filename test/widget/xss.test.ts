/**
 * Hostile content: a catalog of script-injection payloads put into everything the widget shows
 * that it did not write (product, plan and variant names, options, survey questions and answers,
 * bundles, delivery methods, pick-up points, addresses, the customer's name, offers, server error
 * messages, the shopper's own typed codes). Every view that shows them is drawn; nothing may run
 * (each payload sets `window.__xss`; no dialog, no policy violation, no injected element), and
 * the text is shown literally. Descriptions (HTML by the domain model) are not rendered at all.
 * The typed codes, the checkout steps and a refused purchase are in xss-checkout.test.ts.
 */
import { expect } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import type { SvcCart } from '../../src/controller/svc-cart.js';
import { dialog, settled, waitFor } from '../elements/element-helpers.js';
import { startWidget } from './helpers.js';
import { deepElements, PAYLOADS, setupHostile } from './xss-helpers.js';

describe('hostile content: nothing runs, everything reads literally', () => {
  const { sandbox, hostileShop, nothingRan, shown, fitsTheDrawer, viewShown } = setupHostile();

  it('the summary and its lines: product, plan and variant names', async function () {
    this.timeout(30_000);
    const seeded = hostileShop();
    const svcCart = await startWidget();
    await svcCart.addItem({ productId: 201, quantity: 1 });
    await svcCart.addItem({ productId: 101, quantity: 1 });
    await svcCart.addItem({ productId: 411, quantity: 1 });
    await svcCart.open();
    await settled();
    await nothingRan();
    shown(seeded, [
      'products#200.name',
      'products#200.leaves#201.name',
      'products#100.name',
      'products#410.name',
    ]);
    await fitsTheDrawer();
    await nothingRan();
  });

  const views: [string, string, (svcCart: SvcCart) => Promise<unknown>, string[]][] = [
    [
      'pricing',
      'pricing',
      (svcCart) => svcCart.configureItem({ productId: 100 }),
      ['products#100.name', 'products#100.leaves#102.pricingName'],
    ],
    ['variant', 'variant', (svcCart) => svcCart.configureItem({ productId: 200 }), ['products#200.name']],
    [
      'survey',
      'survey',
      (svcCart) => svcCart.configureItem({ productId: 111 }),
      [
        'surveys#1.questions#3.title',
        'surveys#1.questions#3.answers#31.content',
        'surveys#1.questions#4.answers#43.content',
        'surveys#1.questions#6.answers#61.content',
      ],
    ],
    [
      'survey-flow',
      'survey-flow',
      (svcCart) => svcCart.configureItem({ surveyId: 1 }),
      ['surveys#1.questions#1.title'],
    ],
    [
      'bundle',
      'bundle',
      (svcCart) => svcCart.configureItem({ bundleId: 1 }),
      ['bundles#1.name', 'bundles#1.rulesets#1.name', 'products#400.leaves#401.name'],
    ],
    [
      'bundle-plan',
      'bundle-plan',
      (svcCart) => svcCart.configureItem({ productId: 520 }),
      ['products#520.name', 'products#200.leaves#201.name'],
    ],
    ['voucher', 'voucher', (svcCart) => svcCart.configureItem({ productId: 301 }), ['products#300.name']],
    [
      'out-of-stock',
      'out-of-stock',
      (svcCart) => svcCart.configureItem({ productId: 202 }),
      ['products#200.name'],
    ],
  ];
  for (const [name, view, open, keys] of views) {
    it(`the ${name} view`, async function () {
      this.timeout(30_000);
      const seeded = hostileShop();
      const svcCart = await startWidget();
      await viewShown(svcCart, () => open(svcCart), view);
      shown(seeded, keys);
      await fitsTheDrawer();
      await nothingRan();
    });
  }

  it('the subscription replacement view: the plan in the cart and the new plan', async function () {
    this.timeout(30_000);
    const seeded = hostileShop();
    const svcCart = await startWidget();
    await svcCart.addItem({ productId: 101, quantity: 1 });
    await viewShown(svcCart, () => svcCart.configureItem({ productId: 102 }), 'subscription-replacement');
    shown(seeded, [
      'products#100.name',
      'products#100.leaves#101.name',
      'products#100.leaves#102.pricingName',
    ]);
    await nothingRan();
  });

  it('the gift view keeps a typed message as the field value', async function () {
    this.timeout(30_000);
    hostileShop();
    const svcCart = await startWidget();
    await svcCart.addItem({ productId: 101, quantity: 1 });
    const message = PAYLOADS.slice(0, 6).join(' ');
    await svcCart.updateCart({ giftInfo: { message } });
    // The gift view mounts without opening the widget: the page opens it.
    await viewShown(
      svcCart,
      async () => {
        svcCart.configureGift(null, true);
        await svcCart.open();
      },
      'gift',
    );
    const fields = deepElements().filter(
      (element) => element.localName === 'textarea',
    ) as HTMLTextAreaElement[];
    expect(fields.map((field) => field.value)).to.include(message);
    await nothingRan();
  });

  it('the error view: a server message made of every payload', async function () {
    this.timeout(30_000);
    hostileShop();
    const message = PAYLOADS.slice(0, 11).join(' ');
    sandbox().worker.use(
      http.post('*/storefront/v1/carts/:cartId/items', () =>
        HttpResponse.json({ code: 'hostile_rule', message }, { status: 422 }),
      ),
    );
    const svcCart = await startWidget();
    await svcCart.addItem({ productId: 201, quantity: 1 }).catch(() => undefined);
    await waitFor(() => dialog()?.dataset.view === 'error', 'the error view', 15_000);
    const error = dialog()!.querySelector('svc-cart-error')!.shadowRoot!;
    expect(error.querySelector('[part="message"]')!.textContent).to.equal(message);
    await fitsTheDrawer();
    await nothingRan();
  });
});
