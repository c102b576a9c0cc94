/**
 * The update queue: cart changes run one after another in call order, whatever mix of
 * `updateCart`, `addItem` and `removeItem` is fired without awaiting, and a failure rejects only
 * its own caller.
 */
import { expect } from '@open-wc/testing';
import type { Cart } from '@svc/sdk';
import { UpdateQueue } from '../../src/controller/update-queue.js';
import { seededRandom } from '../../sandbox/faults.js';
import { sandboxRequest, type SentRequest } from '../../sandbox/testing.js';
import { rejectionOf } from '../../sdk/test/helpers.js';
import { microtasksDrained } from '../shared/wait.js';
import { setPageUrl, setupWidget, startWidget } from './helpers.js';

/** One cart-changing request as the server saw it. */
function describeRequest(request: SentRequest, cartId: string): string {
  const path = request.path.replace(`/carts/${cartId}`, '/carts/:id');
  if (request.method === 'POST' && path === '/carts/:id/items') {
    const body = request.body as { productId: number; quantity?: number };
    return `add ${body.productId}x${body.quantity}`;
  }
  if (request.method === 'DELETE') return `remove ${path.slice('/carts/:id/items/'.length)}`;
  if (request.method === 'PATCH' && path === '/carts/:id') return `update ${JSON.stringify(request.body)}`;
  return `${request.method} ${path}`;
}

/** The cart-changing requests sent since the last `clearSent`, described. */
async function cartChanges(sent: () => Promise<SentRequest[]>, cartId: string): Promise<string[]> {
  return (await sent())
    .filter((request) => request.method !== 'GET' && request.path.startsWith(`/carts/${cartId}`))
    .map((request) => describeRequest(request, cartId));
}

/** A line as the tests compare it: product and quantity, sorted. */
const lines = (cart: Pick<Cart, 'items'>) =>
  cart.items.map((item) => `${item.productId}x${item.quantity}`).sort();

describe('widget update queue', () => {
  const sandbox = setupWidget();

  it('200 interleaved updateCart / addItem / removeItem calls reach the server in call order and end in the sequential result', async function () {
    this.timeout(60_000);
    const svcCart = await startWidget();
    const cartId = svcCart.cart!.id;

    // Set-up, awaited: 30 subscription lines (plan 101 never merges) to remove later, and a
    // one-time line so the cart is never empty (WELCOME10 needs content).
    for (let i = 0; i < 30; i++) await svcCart.addItem({ productId: 101 });
    await svcCart.addItem({ productId: 231, quantity: 1 });
    const removable = svcCart.cart!.items.filter((item) => item.productId === 101).map((item) => item.id);
    expect(removable).to.have.length(30);
    sandbox().clearSent();

    // The model the server must end in: quantities of the merging one-time lines, the
    // subscription lines left, the coupon and the referral.
    const expected = { 231: 1, 201: 0, 211: 0 } as Record<number, number>;
    const remaining = new Set(removable);
    let coupon: string | null = null;
    let referralId: number | null = null;

    const random = seededRandom(7);
    const calls: string[] = [];
    const promises: Promise<Cart>[] = [];
    const settled: number[] = [];
    const updates: Cart[] = [];
    svcCart.events.on('CART_UPDATED', (_error, cart) => updates.push(cart as Cart));

    let toRemove = 0;
    for (let i = 0; i < 200; i++) {
      const roll = random();
      let promise: Promise<Cart>;
      if (roll < 0.15 && toRemove < removable.length) {
        const id = removable[toRemove++]!;
        remaining.delete(id);
        calls.push(`remove ${id}`);
        promise = svcCart.removeItem(id);
      } else if (roll < 0.35) {
        coupon = coupon ? null : 'WELCOME10';
        calls.push(`update ${JSON.stringify({ couponCode: coupon })}`);
        promise = svcCart.updateCart({ couponCode: coupon });
      } else if (roll < 0.45) {
        referralId = referralId === 2 ? 1 : 2;
        calls.push(`update ${JSON.stringify({ referralId })}`);
        promise = svcCart.updateCart({ referralId });
      } else if (roll < 0.55 && expected[201]! < 25) {
        expected[201]! += 1;
        calls.push('add 201x1');
        promise = svcCart.addItem({ productId: 201, quantity: 1 });
      } else if (roll < 0.75) {
        const quantity = 1 + Math.floor(random() * 3);
        expected[211]! += quantity;
        calls.push(`add 211x${quantity}`);
        promise = svcCart.addItem({ productId: 211, quantity });
      } else {
        expected[231]! += 1;
        calls.push('add 231x1');
        promise = svcCart.addItem({ productId: 231, quantity: 1 });
      }
      const index = i;
      promise.then(() => settled.push(index));
      promises.push(promise);
    }
    // Every kind of call is in the mix, and every pre-made line was removed somewhere in it.
    for (const kind of [
      'remove',
      'update {"couponCode"',
      'update {"referralId"',
      'add 201',
      'add 211',
      'add 231',
    ])
      expect(calls.some((call) => call.startsWith(kind))).to.equal(true, kind);

    const results = await Promise.all(promises);

    // The server saw exactly these requests, in call order.
    expect(await cartChanges(() => sandbox().sent(), cartId)).to.deep.equal(calls);
    // Each caller got its answer in call order, and CART_UPDATED came once per call.
    expect(settled).to.deep.equal([...Array(200).keys()]);
    expect(updates).to.have.length(200);
    expect(updates).to.deep.equal(results);

    // The final cart is the sequential result, on the server and in the widget.
    const wanted = [
      ...[...remaining].map(() => '101x1'),
      ...Object.entries(expected)
        .filter(([, quantity]) => quantity > 0)
        .map(([productId, quantity]) => `${productId}x${quantity}`),
    ].sort();
    const server = (await sandboxRequest('GET', `/carts/${cartId}`)).body as unknown as Cart;
    expect(lines(server)).to.deep.equal(wanted);
    expect(lines(svcCart.cart!)).to.deep.equal(wanted);
    expect(svcCart.cart).to.equal(results[199]);
    expect(
      server.items
        .filter((item) => item.productId === 101)
        .map((item) => item.id)
        .sort(),
    ).to.deep.equal([...remaining].sort());
    expect(server.coupon?.code ?? null).to.equal(coupon);
    expect(server.referralId).to.equal(referralId);
    expect(svcCart.cart!.coupon?.code ?? null).to.equal(coupon);
    expect(svcCart.cart!.referralId).to.equal(referralId);
    expect(svcCart.cart!.total).to.equal(server.total);
  });

  it('a failing call in the middle rejects only its caller; the later calls still run in order', async () => {
    const svcCart = await startWidget();
    const cartId = svcCart.cart!.id;
    sandbox().clearSent();
    const missingLine = '00000000-0000-4000-8000-000000000000';
    const outcome: string[] = [];
    const track = <T>(name: string, promise: Promise<T>) =>
      promise.then(
        (value) => {
          outcome.push(`${name} ok`);
          return value;
        },
        (error: Error) => {
          outcome.push(`${name} failed`);
          throw error;
        },
      );

    const first = track('1', svcCart.addItem({ productId: 231, quantity: 1 }));
    const second = track('2', svcCart.updateCart({ couponCode: 'NOPE' }));
    const third = track('3', svcCart.addItem({ productId: 211, quantity: 2 }));
    const fourth = track('4', svcCart.removeItem(missingLine));
    const fifth = track('5', svcCart.updateCart({ couponCode: 'WELCOME10' }));

    await first;
    const secondError = await rejectionOf(second);
    await third;
    const fourthError = await rejectionOf(fourth);
    const last = await fifth;

    expect(secondError.message).to.contain('This code is not valid.');
    expect(fourthError.message).to.contain(`Cart item ${missingLine} was not found`);
    expect(outcome).to.deep.equal(['1 ok', '2 failed', '3 ok', '4 failed', '5 ok']);
    expect(await cartChanges(() => sandbox().sent(), cartId)).to.deep.equal([
      'add 231x1',
      'update {"couponCode":"NOPE"}',
      'add 211x2',
      `remove ${missingLine}`,
      'update {"couponCode":"WELCOME10"}',
    ]);
    expect(lines(last)).to.deep.equal(['211x2', '231x1']);
    expect(last.coupon!.code).to.equal('WELCOME10');
    expect(svcCart.cart).to.equal(last);
  });

  it('a server fault in the middle rejects only that call', async () => {
    const svcCart = await startWidget();
    const first = svcCart.addItem({ productId: 231, quantity: 1 });
    await first;
    sandbox().setFaults({ fail: ['cart.update'] });
    const failing = svcCart.updateCart({ referralId: 2 });
    const after = svcCart.addItem({ productId: 231, quantity: 1 });
    const error = await rejectionOf(failing);
    sandbox().setFaults({ fail: [] });
    expect(error.message).to.contain('sandbox_fault');
    expect(lines(await after)).to.deep.equal(['231x2']);
  });

  it('calls made before CART_READY wait for start-up and run in call order', async () => {
    const svcCart = await startWidget({}, { ready: false });
    expect(svcCart.ready).to.equal(false);
    const first = svcCart.addItem({ productId: 231, quantity: 1 });
    const second = svcCart.updateCart({ couponCode: 'WELCOME10' });
    const third = svcCart.addItem({ productId: 211, quantity: 1 });
    const results = await Promise.all([first, second, third]);
    expect(svcCart.ready).to.equal(true);
    expect(lines(results[2])).to.deep.equal(['211x1', '231x1']);
    expect(results[2].coupon!.code).to.equal('WELCOME10');
    expect(await cartChanges(() => sandbox().sent(), svcCart.cart!.id)).to.deep.equal([
      'add 231x1',
      'update {"couponCode":"WELCOME10"}',
      'add 211x1',
    ]);
  });

  it('updateCart on a widget disabled by disableUrls rejects with The cart is not initialized and sends nothing', async () => {
    setPageUrl('/no-cart-here/page');
    const svcCart = await startWidget({ disableUrls: ['/no-cart-here'] }, { ready: false });
    await svcCart.whenUrlRulesReady();
    expect(svcCart.enabled).to.equal(false);
    const error = await rejectionOf(svcCart.updateCart({ couponCode: 'WELCOME10' }));
    expect(error.message).to.equal('The cart is not initialized');
    expect(svcCart.cart).to.equal(undefined);
    expect(await sandbox().sent()).to.deep.equal([]);
  });

  it('the same call right after start, before the URL rules are known, also rejects on a disabled widget', async () => {
    setPageUrl('/no-cart-here/page');
    const svcCart = await startWidget({ disableUrls: ['/no-cart-here'] }, { ready: false });
    const error = await rejectionOf(svcCart.addItem({ productId: 231, quantity: 1 }));
    expect(error.message).to.equal('The cart is not initialized');
    expect(await sandbox().sent()).to.deep.equal([]);
  });

  describe('UpdateQueue', () => {
    const defer = () => {
      let resolve!: () => void;
      let reject!: (error: Error) => void;
      const promise = new Promise<void>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      return { promise, resolve, reject };
    };

    it('starts a task only after the previous one settled', async () => {
      const queue = new UpdateQueue();
      const gate = defer();
      const started: string[] = [];
      const a = queue.run(async () => {
        started.push('a');
        await gate.promise;
      });
      const b = queue.run(async () => {
        started.push('b');
      });
      await microtasksDrained();
      expect(started).to.deep.equal(['a']);
      gate.resolve();
      await Promise.all([a, b]);
      expect(started).to.deep.equal(['a', 'b']);
    });

    it('runs the next task after a failure; only the failing caller rejects', async () => {
      const queue = new UpdateQueue();
      const failing = queue.run(() => Promise.reject(new Error('boom')));
      const next = queue.run(() => Promise.resolve('next'));
      expect((await rejectionOf(failing)).message).to.equal('boom');
      expect(await next).to.equal('next');
    });

    it('a task that throws synchronously rejects its caller and the queue goes on', async () => {
      const queue = new UpdateQueue();
      const failing = queue.run((() => {
        throw new Error('sync');
      }) as unknown as () => Promise<void>);
      const next = queue.run(() => Promise.resolve('next'));
      expect((await rejectionOf(failing)).message).to.equal('sync');
      expect(await next).to.equal('next');
    });
  });
});
