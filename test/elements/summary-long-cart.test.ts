/**
 * A long cart in the drawer: the render that opens it draws the first screenful of lines with the
 * totals and the checkout button, the other lines follow in batches (a task each), and the
 * summary's `updateComplete` waits for them. Lines stay in cart order, each once, through a change
 * made while the batches are drawing; the keyboard and the focus work across the whole list.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { SvcCart } from '../../src/controller/svc-cart.js';
import type { SvcCartSummary } from '../../src/elements/svc-cart-summary/index.js';
import type { SvcCartLine } from '../../src/elements/svc-cart-line/index.js';
import { elementsLoaded } from '../../src/ui/load-element.js';
import { addLine, newCart } from '../../sandbox/rules/cart.js';
import { setupWidget, startWidget } from '../widget/helpers.js';
import { containsDeep, deepActiveElement, dialog } from './element-helpers.js';
import { focusedPart, lines, part, parts, text, totals } from './summary-helpers.js';
import { until } from '../shared/wait.js';

/** The House Blend's plans in turn: plan lines are never merged, so each add is a line. */
const PLANS = [101, 102, 103];

describe('svc-cart-summary: a long cart', () => {
  const sandbox = setupWidget();

  /**
   * A started widget whose cart holds `count` plan lines, put in the sandbox's store through its
   * own rules and loaded with `reload`; the chunks that follow `CART_READY` are in, as on a shop's
   * page a moment after the start.
   */
  async function longCart(count: number): Promise<SvcCart> {
    const svcCart = await startWidget();
    const cart = newCart(crypto.randomUUID(), 'USD');
    for (let index = 0; index < count; index += 1)
      addLine(cart, { productId: PLANS[index % PLANS.length]!, quantity: 1 });
    sandbox().store.carts.set(cart.id, cart);
    await svcCart.reload(cart.id);
    await elementsLoaded();
    expect(svcCart.cart!.items).to.have.length(count);
    return svcCart;
  }

  /**
   * Opens the drawer and resolves right after the summary's first render and its lines' renders,
   * in the task that opened it (every step of that is a microtask), so before any later batch.
   */
  async function open(svcCart: SvcCart): Promise<SvcCartSummary> {
    svcCart.open();
    for (let turn = 0; turn < 1000; turn += 1) {
      const summary = dialog()?.querySelector('svc-cart-summary');
      if (summary?.hasUpdated) {
        await Promise.all(lines(summary).map((line) => line.updateComplete));
        return summary;
      }
      await Promise.resolve();
    }
    throw new Error('the summary did not draw in the task that opened the drawer');
  }

  const ids = (drawn: SvcCartLine[]) => drawn.map((line) => line.item?.id);

  it('draws the first screenful with the totals and the checkout button at once, then every line', async () => {
    const svcCart = await longCart(300);
    const summary = await open(svcCart);

    const first = lines(summary);
    expect(first.length, 'lines drawn in the first render').to.be.greaterThan(0).and.lessThan(300);
    // A screenful: the first render's lines reach past the bottom of the scrolling list.
    const body = part(summary, 'body')!.getBoundingClientRect();
    expect(first.at(-1)!.getBoundingClientRect().bottom).to.be.greaterThan(body.bottom);
    expect(ids(first)).to.deep.equal(svcCart.cart!.items.slice(0, first.length).map((item) => item.id));
    expect(first.map((line) => text(part(line, 'name')))).to.include('House Blend Subscription');
    expect(totals(summary).map(([label]) => label)).to.include('Due today');
    expect(text(part(summary, 'checkout-button'))).to.equal('Checkout');
    // A screen reader hears the whole list's size and each line's place, drawn or not yet.
    const items = parts(summary, 'list-item');
    expect(items.map((item) => item.getAttribute('role'))).to.deep.equal(first.map(() => 'listitem'));
    expect(items.map((item) => item.getAttribute('aria-setsize'))).to.deep.equal(first.map(() => '300'));
    expect(items.map((item) => item.getAttribute('aria-posinset'))).to.deep.equal(
      first.map((_, index) => String(index + 1)),
    );

    await summary.updateComplete;
    const all = lines(summary);
    expect(all).to.have.length(300);
    expect(ids(all)).to.deep.equal(svcCart.cart!.items.map((item) => item.id));
    // The first lines' elements stayed: the batches only added to them.
    expect(all.slice(0, first.length)).to.deep.equal(first);
    expect(all.every((line) => text(part(line, 'name')) === 'House Blend Subscription')).to.equal(true);
    expect(parts(summary, 'list-item').at(-1)!.getAttribute('aria-posinset')).to.equal('300');
  });

  /**
   * Holds the sandbox's answer to the next `method` request: the request goes out and is answered
   * at once, but the client reads the answer only on `release()`, from memory, without waiting for
   * a task; so the cart changes at a chosen moment, between two of the summary's tasks.
   */
  function heldAnswer(method: string) {
    const send = globalThis.fetch;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let answered!: () => void;
    const ready = new Promise<void>((resolve) => (answered = resolve));
    globalThis.fetch = async (input, init) => {
      if (init?.method !== method) return send(input, init);
      globalThis.fetch = send;
      const response = await send(input, init);
      const body = await response.text();
      answered();
      await released;
      const copy = new Response(body, { status: response.status, headers: response.headers });
      copy.text = () => Promise.resolve(body);
      return copy;
    };
    return { release, answered: ready, restore: () => (globalThis.fetch = send) };
  }

  /** Resolves once `check()` holds, within the microtasks of this task (no batch in between). */
  async function inThisTask(check: () => boolean, what: string): Promise<void> {
    for (let turn = 0; turn < 1000; turn += 1) {
      if (check()) return;
      await Promise.resolve();
    }
    throw new Error(`${what} did not happen in this task`);
  }

  it('a line removed while the batches draw: every other line is drawn once, in cart order', async () => {
    const svcCart = await longCart(600);
    const items = svcCart.cart!.items.map((item) => item.id);
    const removal = heldAnswer('DELETE');
    try {
      const done = svcCart.removeItem(items[5]!);
      await removal.answered;
      const summary = await open(svcCart);
      const first = lines(summary);
      expect(first.length, 'lines drawn in the first render').to.be.lessThan(600);
      // The answer lands right after the first render, before the first batch.
      removal.release();
      await inThisTask(() => svcCart.cart!.items.length === 599, 'the removal');
      await inThisTask(() => first[5]!.item!.id === items[6], 'the summary drawing the new cart');
      expect(lines(summary)).to.deep.equal(first);
      await done;

      await summary.updateComplete;
      const all = lines(summary);
      expect(all).to.have.length(599);
      expect(ids(all)).to.deep.equal(items.filter((_, index) => index !== 5));
      expect(ids(all)).to.deep.equal(svcCart.cart!.items.map((item) => item.id));
      expect(parts(summary, 'list-item').at(-1)!.getAttribute('aria-posinset')).to.equal('599');
      expect(parts(summary, 'list-item')[0]!.getAttribute('aria-setsize')).to.equal('599');
    } finally {
      removal.restore();
    }
  });

  it('Enter on a line’s remove button in a long cart moves the focus to the line now in its place', async () => {
    const svcCart = await longCart(300);
    const summary = await open(svcCart);
    await summary.updateComplete;
    const next = svcCart.cart!.items[6]!.id;
    part(lines(summary)[5]!, 'remove')!.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => svcCart.cart!.items.length === 299, 'the line goes');
    await summary.updateComplete;
    const all = lines(summary);
    expect(all).to.have.length(299);
    expect(all[5]!.item!.id).to.equal(next);
    expect(containsDeep(all[5]!, deepActiveElement()), 'the focus is in the sixth line').to.equal(true);
    expect(focusedPart(summary)).to.equal('House Blend Subscription › name');
  });

  it('Tab reaches the last line of a long cart, which scrolls into view, and goes on to the discount code', async () => {
    const svcCart = await longCart(300);
    const summary = await open(svcCart);
    await summary.updateComplete;
    const all = lines(summary);
    part(all.at(-2)!, 'remove')!.focus();
    const last = all.at(-1)!;
    for (const control of ['decrease', 'increase', 'remove']) {
      await sendKeys({ press: 'Tab' });
      expect(deepActiveElement(), control).to.equal(part(last, control));
    }
    const body = part(summary, 'body')!.getBoundingClientRect();
    const shown = part(last, 'remove')!.getBoundingClientRect();
    expect(shown.top).to.be.at.least(body.top);
    expect(shown.bottom).to.be.at.most(body.bottom);
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(part(summary, 'coupon-input'));
  });

  it('+ on a long cart changes that line and makes no line element anew', async () => {
    const svcCart = await longCart(300);
    const summary = await open(svcCart);
    await summary.updateComplete;
    const before = lines(summary);
    part(before[0]!, 'increase')!.click();
    await until(() => svcCart.cart!.items[0]!.quantity === 2, 'the quantity to become 2');
    await summary.updateComplete;
    await Promise.all(lines(summary).map((line) => line.updateComplete));
    const after = lines(summary);
    expect(after).to.have.length(300);
    expect(after.filter((line, index) => line !== before[index])).to.have.length(0);
    expect(text(part(after[0]!, 'quantity'))).to.equal('2');
    expect(ids(after)).to.deep.equal(svcCart.cart!.items.map((item) => item.id));
  });
});
