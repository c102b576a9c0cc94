/**
 * The two `configureItem` payloads the real service's widget takes for bundles
 * (../shared/domain-model.md, "Exact shapes"): a box built on the shop's own page,
 * `{ productId, quantity?, options?, bundle: { items, preferences } }`, and a bundle with a plan
 * preselected, `{ bundleId, productId?, quantity?, options? }`. Against the sandbox's bundle 1
 * ("Build Your Box": Box of 4 / Box of 8, bundle plans 1 → plan 501 and 2 → variant 511) and
 * fixed bundle 2 ("Starter Kit", variant 521).
 */
import '../../src/views/svc-view-bundle/index.js';
import '../../src/views/svc-view-bundle-plan/index.js';
import { expect } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import type { SentRequest } from '../../sandbox/testing.js';
import type { ConfigureItemPayload, SvcCart } from '../../src/controller/svc-cart.js';
import { rejectionOf } from '../../sdk/test/helpers.js';
import { dialog } from '../elements/element-helpers.js';
import {
  button,
  choice,
  inView,
  openView,
  partText,
  press,
  viewElement,
  waitForText,
  kitWithPlans,
} from '../views/bundle-helpers.js';
import { panel, recordEvents, rendered, setupWidget, startWidget } from './helpers.js';

const VIEW = 'bundle';
const ITEM = '[part~="item"]';

const add = (name: string) => button(VIEW, `Add one ${name}`);
const submit = () => inView<HTMLButtonElement>(VIEW, '[part~="submit-button"]')!;
const text = (part: string) => partText(VIEW, part);

/** Two Ethiopia Guji and two Colombia Huila, Medium roast: a full Box of 4. */
const FULL_BOX = {
  items: [
    { productId: 401, quantity: 2 },
    { productId: 402, quantity: 2 },
  ],
  preferences: [{ attributeId: 1, values: [12] }],
};

/** One Ethiopia Guji and one Colombia Huila, Medium and Dark: two short of a Box of 4. */
const SHORT_BOX = {
  items: [
    { productId: 401, quantity: 1 },
    { productId: 402, quantity: 1 },
  ],
  preferences: [{ attributeId: 1, values: [12, 13] }],
};

const EXACTLY_ONE = 'Cart Widget:configureItem payload needs exactly one of productId, bundleId or surveyId';

describe('configureItem with a bundle payload of the real service', () => {
  const sandbox = setupWidget();

  const sent = async (): Promise<string[]> =>
    (await sandbox().sent()).map((request) => `${request.method} ${request.path}`);
  const cartRequests = async (): Promise<SentRequest[]> =>
    (await sandbox().sent()).filter((request) => request.path.startsWith('/carts'));
  const adds = async (): Promise<unknown[]> =>
    (await cartRequests())
      .filter((request) => request.method === 'POST' && request.path.endsWith('/items'))
      .map((request) => request.body);

  /** A started widget with an empty request log. */
  async function ready(): Promise<SvcCart> {
    const svcCart = await startWidget();
    sandbox().clearSent();
    return svcCart;
  }

  describe('a box built on the shop’s page: { productId, quantity, bundle }', () => {
    it('a valid box is one cart request with that body, then CART_UPDATED, { finalized: true } and the summary', async () => {
      const svcCart = await ready();
      const events = recordEvents(svcCart);
      const payload = { productId: 501, quantity: 1, bundle: FULL_BOX };

      expect(await svcCart.configureItem(payload)).to.deep.equal({ finalized: true });

      const cartId = svcCart.cart!.id;
      expect(await sent()).to.deep.equal([`POST /carts/${cartId}/items`]);
      expect(await adds()).to.deep.equal([{ productId: 501, quantity: 1, bundle: FULL_BOX }]);
      expect(events).to.deep.equal(['CART_UPDATED', 'CART_OPEN']);
      const line = svcCart.cart!.items[0]!;
      expect([
        line.productId,
        line.quantity,
        line.bundle?.items?.map((item) => item.productId),
      ]).to.deep.equal([501, 1, [401, 402]]);
      expect(svcCart.customization).to.equal(null);
      await rendered();
      expect(panel()!.dataset.view).to.equal('summary');
      expect(payload).to.deep.equal({ productId: 501, quantity: 1, bundle: FULL_BOX });
    });

    it('a box without a quantity is sent as one box', async () => {
      const svcCart = await ready();
      expect(await svcCart.configureItem({ productId: 511, bundle: FULL_BOX })).to.deep.equal({
        finalized: true,
      });
      expect(await adds()).to.deep.equal([{ productId: 511, quantity: 1, bundle: FULL_BOX }]);
    });

    it("with the shop's afterItemAdded 'close' it is added without opening the widget", async () => {
      sandbox().store.shop.settings.cart.afterItemAdded = 'close';
      const svcCart = await ready();
      const events = recordEvents(svcCart);
      expect(await svcCart.configureItem({ productId: 501, quantity: 1, bundle: FULL_BOX })).to.deep.equal({
        finalized: true,
      });
      expect(await adds()).to.have.length(1);
      expect(events).to.deep.equal(['CART_UPDATED']);
      expect(svcCart.isOpen).to.equal(false);
    });

    it('a box the server refuses opens the bundle view with the page’s selection and the server’s reason; the promise waits', async () => {
      const svcCart = await ready();
      const events = recordEvents(svcCart);
      const payload = { productId: 501, quantity: 2, bundle: SHORT_BOX };
      const mounted = await openView(svcCart, payload, VIEW, '#items-error');

      // The add went first, with the page's body, before any look-up; it was not applied.
      const requests = await sandbox().sent();
      expect(`${requests[0]!.method} ${requests[0]!.path}`).to.equal(`POST /carts/${svcCart.cart!.id}/items`);
      expect(await adds()).to.deep.equal([payload]);
      expect(svcCart.cart!.items).to.deep.equal([]);
      expect(events).to.deep.equal(['CART_OPEN']);

      // The view, not the error view, with everything the page picked.
      expect(svcCart.error).to.equal(null);
      expect(panel()!.dataset.view).to.equal(VIEW);
      expect(dialog()!.querySelector('svc-cart-error')).to.equal(null);
      expect(text('tray')).to.equal('In your box Ethiopia Guji × 1 × Colombia Huila × 1 ×');
      expect(choice(VIEW, '2 boxes').checked).to.equal(true);
      expect(['Light', 'Medium', 'Dark'].map((name) => choice(VIEW, name).checked)).to.deep.equal([
        false,
        true,
        true,
      ]);
      // The server's verdict (its validation[]: itemMinQuantity, delta 2), as an alert.
      const reason = inView(VIEW, '#items-error')!;
      expect(reason.textContent).to.equal('Add 2 more items');
      expect(reason.getAttribute('role')).to.equal('alert');
      expect(submit().getAttribute('aria-describedby')).to.equal('progress items-error');
      expect(mounted.state()).to.equal('pending');
      await expect(dialog()!).to.be.accessible();

      // Put right, the box goes in with the page's plan, box count and preferences.
      await press(VIEW, add('Ethiopia Guji'));
      expect(inView(VIEW, '#items-error')).to.equal(null);
      await press(VIEW, add('Colombia Huila'));
      await waitForText(VIEW, 'progress', 'Your box is full');
      await press(VIEW, submit());

      expect(await mounted.settled).to.deep.equal({ finalized: true });
      expect(await adds()).to.deep.equal([
        payload,
        {
          productId: 501,
          quantity: 2,
          bundle: {
            items: [
              { productId: 401, quantity: 2 },
              { productId: 402, quantity: 2 },
            ],
            preferences: [{ attributeId: 1, values: [12, 13] }],
          },
        },
      ]);
      expect(events).to.deep.equal(['CART_OPEN', 'CART_UPDATED']);
      expect(svcCart.cart!.items.map((item) => [item.productId, item.quantity])).to.deep.equal([[501, 2]]);
    });

    it('shows an item the server caps in this box size by name (itemMaxQuantity of one item)', async () => {
      const svcCart = await ready();
      await openView(
        svcCart,
        {
          productId: 501,
          quantity: 1,
          bundle: {
            items: [
              { productId: 403, quantity: 3 },
              { productId: 401, quantity: 1 },
            ],
            preferences: [],
          },
        },
        VIEW,
        '#items-error',
      );
      expect(inView(VIEW, '#items-error')!.textContent).to.equal(
        'Remove 1 Sumatra Mandheling (at most 2 per box)',
      );
      expect(text('tray')).to.equal('In your box Sumatra Mandheling × 3 × Ethiopia Guji × 1 ×');
    });

    it('closing the view of a refused box resolves { finalized: false } and adds nothing', async () => {
      const svcCart = await ready();
      const mounted = await openView(
        svcCart,
        { productId: 501, quantity: 1, bundle: SHORT_BOX },
        VIEW,
        '#items-error',
      );
      svcCart.close();
      expect(await mounted.settled).to.deep.equal({ finalized: false });
      expect(await adds()).to.have.length(1);
      expect(svcCart.cart!.items).to.deep.equal([]);
    });

    it('a failure that is not a refusal (500) shows the error view and rejects; nothing else is sent', async () => {
      sandbox().worker.use(
        http.post('*/storefront/v1/carts/:cartId/items', () =>
          HttpResponse.json({ code: 'server_error', message: 'down' }, { status: 500 }),
        ),
      );
      const svcCart = await ready();
      const error = await rejectionOf(
        svcCart.configureItem({ productId: 501, quantity: 1, bundle: FULL_BOX }),
      );
      expect((error as { status?: number }).status).to.equal(500);
      expect(await sent()).to.deep.equal([`POST /carts/${svcCart.cart!.id}/items`]);
      expect(svcCart.customization).to.equal(null);
      await rendered();
      expect(panel()!.dataset.view).to.equal('error');
    });
  });

  describe('a bundle with a plan preselected: { bundleId, productId }', () => {
    it('a configurable bundle opens the bundle view with that plan and box count chosen; nothing is added', async () => {
      const svcCart = await ready();
      const mounted = await openView(svcCart, { bundleId: 1, productId: 511, quantity: 2 }, VIEW, ITEM);
      expect(svcCart.customization?.view).to.equal(VIEW);
      expect(choice(VIEW, 'One-time purchase').checked).to.equal(true);
      expect(choice(VIEW, 'Every month').checked).to.equal(false);
      expect(choice(VIEW, '2 boxes').checked).to.equal(true);
      expect(await cartRequests()).to.deep.equal([]);
      expect(mounted.state()).to.equal('pending');
      await expect(dialog()!).to.be.accessible();
    });

    it('a fixed bundle is added at once with the plan given, not its first one', async () => {
      kitWithPlans(sandbox().worker, 101, 231);
      const svcCart = await ready();
      const events = recordEvents(svcCart);
      expect(await svcCart.configureItem({ bundleId: 2, productId: 231 })).to.deep.equal({ finalized: true });
      expect(await svcCart.configureItem({ bundleId: 2, productId: 101, quantity: 2 })).to.deep.equal({
        finalized: true,
      });
      expect(await adds()).to.deep.equal([
        { productId: 231, quantity: 1 },
        { productId: 101, quantity: 2 },
      ]);
      expect(events).to.deep.equal(['CART_UPDATED', 'CART_OPEN', 'CART_UPDATED']);
      expect(svcCart.customization).to.equal(null);
    });

    const notAPlan: [string, ConfigureItemPayload, string][] = [
      [
        'of a configurable bundle',
        { bundleId: 1, productId: 521 },
        'Cart Widget:configureItem payload.productId must be a plan or variant of bundle 1: 501 or 511 (got 521)',
      ],
      [
        'of a fixed bundle',
        { bundleId: 2, productId: 501, quantity: 1 },
        'Cart Widget:configureItem payload.productId must be a plan or variant of bundle 2: 521 (got 501)',
      ],
    ];
    for (const [name, payload, message] of notAPlan) {
      it(`a productId that is not a plan ${name} rejects naming productId; nothing changes`, async () => {
        const svcCart = await startWidget();
        await svcCart.addItem({ productId: 231, quantity: 1 });
        svcCart.close();
        const cart = JSON.stringify(svcCart.cart);
        sandbox().clearSent();
        const events = recordEvents(svcCart);

        const error = await rejectionOf(svcCart.configureItem(payload));

        expect(error).to.be.instanceOf(TypeError);
        expect(error.message).to.equal(message);
        expect(await sent()).to.deep.equal([`GET /bundles/${payload.bundleId}`]);
        expect(JSON.stringify(svcCart.cart)).to.equal(cart);
        expect(events).to.deep.equal([]);
        expect(svcCart.customization).to.equal(null);
        expect(svcCart.error).to.equal(null);
        expect(svcCart.isOpen).to.equal(false);
        expect(svcCart.busy.size).to.equal(0);
      });
    }

    it('a productId that is not a positive whole number is refused before anything is sent', async () => {
      const svcCart = await ready();
      const error = await rejectionOf(svcCart.configureItem({ bundleId: 1, productId: 0 }));
      expect(error).to.be.instanceOf(TypeError);
      expect(error.message).to.equal(
        'Cart Widget:configureItem payload.productId must be a positive whole number (got number)',
      );
      expect(await sent()).to.deep.equal([]);
    });
  });

  describe('every other combination of IDs keeps the spec’s exactly-one rule', () => {
    const payloads: ConfigureItemPayload[] = [
      {},
      { productId: 111, surveyId: 1 },
      { bundleId: 1, surveyId: 1 },
      { productId: 501, bundleId: 1, surveyId: 1 },
      { quantity: 1, bundle: FULL_BOX },
    ];
    for (const payload of payloads) {
      it(`${JSON.stringify(payload)} → the same TypeError, nothing sent`, async () => {
        const svcCart = await ready();
        const error = await rejectionOf(svcCart.configureItem(payload));
        expect(error).to.be.instanceOf(TypeError);
        expect(error.message).to.equal(EXACTLY_ONE);
        expect(await sent()).to.deep.equal([]);
        expect(svcCart.customization).to.equal(null);
        expect(viewElement(VIEW)).to.equal(null);
        await rendered();
        expect(svcCart.isOpen).to.equal(false);
      });
    }
  });
});
