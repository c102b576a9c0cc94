/**
 * Seeded fuzzing of `svcCart`: thousands of random calls with random arguments, while the server
 * sometimes answers with malformed JSON, missing fields, wrong types, 500s, empty bodies or no
 * answer at all. Whatever happens to each call (its own rejection is expected), the widget must
 * throw nothing uncaught, leave nothing busy once the queue drained, and its drawer must still
 * close and reopen on the summary. A failure names the seed and the last calls; to replay one,
 * put its seed first in `SEEDS`.
 */
import { expect } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import type { SvcCart } from '../../src/controller/svc-cart.js';
import { seededRandom } from '../../sandbox/faults.js';
import { panel, rendered, setupWidget, startWidget } from './helpers.js';
import { until } from '../shared/wait.js';

const SEEDS = [20261125, 7, 424242];
/** Calls per seed. */
const CALLS = 600;

type Random = () => number;
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

/** Values of every kind, the good and the bad. */
function anyValue(random: Random, svcCart: SvcCart): unknown {
  const lineId = svcCart.cart?.items?.[0]?.id;
  return pick(random, [
    undefined,
    null,
    0,
    -1,
    1,
    2,
    1.5,
    NaN,
    Infinity,
    '',
    ' ',
    'x',
    'WELCOME10',
    'USD',
    'EUR',
    'de',
    '7f3c2a9e-1b4d-4c8a-9e2f-5a6b7c8d9e0f',
    '00000000-0000-4000-8000-000000000000',
    'x'.repeat(5000),
    '"><img src=x onerror=window.__fuzzScript=1>',
    {},
    [],
    true,
    false,
    lineId,
    lineId,
    201,
    231,
    999999,
  ]);
}

/** A payload of random fields, each with a random value. */
function anyPayload(random: Random, svcCart: SvcCart): unknown {
  if (random() < 0.15) return anyValue(random, svcCart);
  const fields = [
    'productId',
    'quantity',
    'couponCode',
    'giftCardCode',
    'currencyCode',
    'options',
    'addon',
    'email',
  ];
  const payload: Record<string, unknown> = {};
  for (const field of fields) if (random() < 0.35) payload[field] = anyValue(random, svcCart);
  if (random() < 0.5) payload.productId = pick(random, [201, 231, 221, 999999, -1, NaN]);
  if (random() < 0.5) payload.quantity = pick(random, [1, 2, 0, -3, 1.5, Infinity]);
  return payload;
}

/** One random call of a public method; returns what it returned (a promise or a value). */
function randomCall(random: Random, svcCart: SvcCart): [string, () => unknown] {
  const value = () => anyValue(random, svcCart);
  const payload = () => anyPayload(random, svcCart);
  const calls: [string, () => unknown][] = [
    ['addItem', () => svcCart.addItem(payload() as never)],
    ['addItem', () => svcCart.addItem({ productId: pick(random, [201, 231, 221]), quantity: 1 })],
    ['updateItem', () => svcCart.updateItem(value() as never, payload() as never)],
    [
      'updateItem',
      () =>
        svcCart.updateItem(svcCart.cart?.items?.[0]?.id as never, {
          quantity: pick(random, [1, 2, 3, 0, -1]),
        }),
    ],
    ['removeItem', () => svcCart.removeItem(value() as never)],
    ['removeItem', () => svcCart.removeItem(svcCart.cart?.items?.[0]?.id as never)],
    ['updateCart', () => svcCart.updateCart(payload() as never)],
    ['applyCoupon', () => svcCart.applyCoupon(value() as never)],
    ['removeCoupon', () => svcCart.removeCoupon()],
    ['applyGiftCard', () => svcCart.applyGiftCard(value() as never)],
    ['removeGiftCard', () => svcCart.removeGiftCard()],
    ['setPendingCoupon', () => svcCart.setPendingCoupon(value() as never)],
    ['setCurrency', () => svcCart.setCurrency(pick(random, ['USD', 'EUR', 'GBP', 'XYZ', '', 5]) as never)],
    ['setLanguage', () => svcCart.setLanguage(pick(random, ['en', 'de', 'fr', 'zz', '', null]) as never)],
    ['resetCart', () => svcCart.resetCart()],
    ['reload', () => svcCart.reload(random() < 0.7 ? undefined : (value() as never))],
    ['open', () => svcCart.open(pick(random, [undefined, 'summary', true, false, 'other', 5]) as never)],
    ['close', () => svcCart.close()],
    ['toggle', () => svcCart.toggle()],
    [
      'setSettings',
      () =>
        svcCart.setSettings(
          pick(random, [
            {},
            { buttonStyle: 2 },
            { accentColor: '#123456' },
            null,
            { buttonStyle: 'x' },
          ]) as never,
        ),
    ],
    [
      'setCustomerData',
      () =>
        svcCart.setCustomerData(pick(random, [{ email: 'a@example.com' }, {}, null, { email: 5 }]) as never),
    ],
    ['signOut', () => svcCart.signOut()],
    ['loadShop', () => svcCart.loadShop()],
    ['configureGift', () => svcCart.configureGift(null, pick(random, [true, false, 'x']) as never)],
    [
      'configureItem',
      () =>
        svcCart.configureItem(
          pick(random, [{ productId: 231 }, { productId: 999999 }, {}, { productId: NaN }]) as never,
        ),
    ],
    ['authenticate', () => svcCart.authenticate(pick(random, ['garbage', undefined, 5]) as never)],
  ];
  return pick(random, calls);
}

/** A server answer that is wrong in a random way, or `undefined` to let the sandbox answer. */
function anyAnswer(random: Random): Response | undefined {
  const roll = random();
  if (roll < 0.6) return undefined;
  const json = (body: string, status = 200) =>
    new HttpResponse(body, { status, headers: { 'content-type': 'application/json' } });
  return pick(random, [
    () => json('{"id": "broken'),
    () => json(''),
    () => json('{}'),
    () => json('null'),
    () => json('5'),
    () => json('[]'),
    () => json('{"id": 5, "items": "none", "totals": null, "currencyCode": 7, "total": "free"}'),
    () => json('{"items": [{"id": null, "quantity": "two", "product": 5}], "total": null}'),
    () => json('{"code": "boom", "message": "<b>internal</b> error"}', 500),
    () => json('', 500),
    () => json('not json at all', 502),
    () => HttpResponse.error(),
  ])();
}

describe('fuzz: random calls and random server answers', () => {
  const sandbox = setupWidget();

  /** Every widget element's shadow root below `svc-cart-root`. */
  function busyElements(): string[] {
    const found: string[] = [];
    const visit = (root: Document | ShadowRoot | Element) => {
      for (const element of root.querySelectorAll('*')) {
        if (element.getAttribute('aria-busy') === 'true')
          found.push(element.getAttribute('part') ?? element.localName);
        if (element.shadowRoot) visit(element.shadowRoot);
      }
    };
    const root = document.querySelector('svc-cart-root');
    if (root?.shadowRoot) visit(root.shadowRoot);
    return found;
  }

  for (const seed of SEEDS) {
    it(`seed ${seed}: ${CALLS} calls; nothing uncaught, nothing left busy, the drawer still works`, async function () {
      this.timeout(60_000);
      const random = seededRandom(seed);
      const svcCart = await startWidget();
      await svcCart.addItem({ productId: 231, quantity: 1 });
      const uncaught: string[] = [];
      const onError = (event: ErrorEvent) => uncaught.push(String(event.error ?? event.message));
      const onRejection = (event: PromiseRejectionEvent) => uncaught.push(String(event.reason));
      window.addEventListener('error', onError);
      window.addEventListener('unhandledrejection', onRejection);
      const errorLog = console.error;
      const warnLog = console.warn;
      // The widget reports refused answers on the console; thousands of lines help nobody here.
      console.error = () => undefined;
      console.warn = () => undefined;
      sandbox().worker.use(http.all('*/storefront/v1/*', () => anyAnswer(random)));
      const log: string[] = [];
      const fail = (message: string) =>
        new Error(`fuzz seed ${seed}: ${message}\nlast calls:\n${log.slice(-15).join('\n')}`);
      try {
        let inFlight: Promise<unknown>[] = [];
        for (let step = 0; step < CALLS; step += 1) {
          const [name, call] = randomCall(random, svcCart);
          log.push(`${step} ${name}`);
          try {
            const result = call();
            // A call's own rejection is the caller's to handle: the test handles it.
            if (result instanceof Promise) inFlight.push(result.catch(() => undefined));
          } catch {
            // A refused argument: thrown at once, as documented.
          }
          if (inFlight.length >= 1 + Math.floor(random() * 6)) {
            await Promise.all(inFlight);
            inFlight = [];
          }
          if (uncaught.length) throw fail(`uncaught: ${uncaught.join(' | ')}`);
        }
        await Promise.all(inFlight);
        // Pending customization views settle when the drawer closes.
        svcCart.close();
        sandbox().worker.resetHandlers();
        await rendered();
        try {
          await until(() => svcCart.busy.size === 0, 'nothing busy');
        } catch {
          throw fail(`still busy: ${[...svcCart.busy].join(', ')}`);
        }
        await rendered();
        if (uncaught.length) throw fail(`uncaught: ${uncaught.join(' | ')}`);
        // The drawer closes and opens again on the summary, with nothing shown as busy.
        svcCart.open();
        await rendered();
        const dialog = panel();
        if (dialog?.dataset.view !== 'summary')
          throw fail(`reopened on ${dialog?.dataset.view ?? 'nothing'}`);
        const summary = dialog.querySelector('svc-cart-summary');
        const summaryParts = [...(summary?.shadowRoot?.querySelectorAll('[part]') ?? [])].map((el) =>
          el.getAttribute('part'),
        );
        if (!summaryParts.includes('empty') && !summaryParts.includes('checkout-button'))
          throw fail(`the summary shows neither lines nor the empty cart: ${summaryParts.join(', ')}`);
        const busy = busyElements();
        if (busy.length) throw fail(`aria-busy on ${busy.join(', ')}`);
        svcCart.close();
        await rendered();
        if (panel() !== null) throw fail('the drawer did not close');
        if ((window as { __fuzzScript?: number }).__fuzzScript)
          throw fail('server or argument text ran as markup');
        expect(uncaught).to.deep.equal([]);
      } finally {
        console.error = errorLog;
        console.warn = warnLog;
        window.removeEventListener('error', onError);
        window.removeEventListener('unhandledrejection', onRejection);
      }
    });
  }
});
