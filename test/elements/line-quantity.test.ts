/**
 * A cart line (`<svc-cart-line>`): its quantity stepper (the requests it sends, busy and
 * disabled states, errors) and its Remove button. Rendering, subscription details and notes are in
 * line.test.ts.
 */
import { expect } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import { setupWidget } from '../widget/helpers.js';
import {
  cartWith,
  focusedPart,
  hold,
  lineNamed,
  lines,
  mountSummary,
  part,
  presence,
  settled,
  text,
} from './summary-helpers.js';
import { until } from '../shared/wait.js';
import { settlePolicy } from '../../src/controller/lost-answers.js';

/** The requests that changed a line: `METHOD /items/<line id>` with the body. */
async function lineRequests(sent: () => Promise<{ method: string; path: string; body: unknown }[]>) {
  return (await sent())
    .filter((request) => request.path.includes('/items/'))
    .map((request) => ({
      call: `${request.method} ${request.path.replace(/^\/carts\/[^/]+/, '')}`,
      body: request.body,
    }));
}

describe('svc-cart-line', () => {
  const sandbox = setupWidget();

  describe('quantity stepper', () => {
    it('names the product in the accessible names of −, + and remove', async () => {
      const svcCart = await cartWith({ productId: 201, quantity: 2 });
      const line = lines(await mountSummary(svcCart))[0]!;
      expect(part(line, 'decrease')!.getAttribute('aria-label')).to.equal(
        'Decrease the quantity of Ceramic Mug',
      );
      expect(part(line, 'increase')!.getAttribute('aria-label')).to.equal(
        'Increase the quantity of Ceramic Mug',
      );
      expect(part(line, 'remove')!.getAttribute('aria-label')).to.equal('Remove Ceramic Mug');
      expect(part(line, 'stepper')!.getAttribute('aria-label')).to.equal('Quantity of Ceramic Mug');
    });

    it('+ sends updateItem with quantity + 1 and shows the new quantity', async () => {
      const svcCart = await cartWith({ productId: 201, quantity: 2 });
      const summary = await mountSummary(svcCart);
      const line = lines(summary)[0]!;
      const id = svcCart.cart!.items[0]!.id;
      sandbox().clearSent();
      part(line, 'increase')!.click();
      await until(() => text(part(line, 'quantity')) === '3', 'the quantity 3');
      expect(await lineRequests(sandbox().sent)).to.deep.equal([
        { call: `PATCH /items/${id}`, body: { quantity: 3 } },
      ]);
      expect(text(part(line, 'price'))).to.equal('$42.00 $14.00 each');
    });

    it('− sends updateItem with quantity − 1', async () => {
      const svcCart = await cartWith({ productId: 201, quantity: 2 });
      const line = lines(await mountSummary(svcCart))[0]!;
      const id = svcCart.cart!.items[0]!.id;
      sandbox().clearSent();
      part(line, 'decrease')!.click();
      await until(() => text(part(line, 'quantity')) === '1', 'the quantity 1');
      expect(await lineRequests(sandbox().sent)).to.deep.equal([
        { call: `PATCH /items/${id}`, body: { quantity: 1 } },
      ]);
    });

    it('− is disabled at quantity 1 and sends nothing', async () => {
      const svcCart = await cartWith({ productId: 201, quantity: 1 });
      const line = lines(await mountSummary(svcCart))[0]!;
      const decrease = part(line, 'decrease')!;
      expect(decrease.getAttribute('aria-disabled')).to.equal('true');
      expect(part(line, 'increase')!.getAttribute('aria-disabled')).to.equal('false');
      const id = svcCart.cart!.items[0]!.id;
      sandbox().clearSent();
      decrease.click();
      // A later + goes through the same queue: once it has shown, a request for − would have left.
      part(line, 'increase')!.click();
      await until(() => text(part(line, 'quantity')) === '2', 'the quantity 2');
      expect(await lineRequests(sandbox().sent)).to.deep.equal([
        { call: `PATCH /items/${id}`, body: { quantity: 2 } },
      ]);
    });

    it('+ is disabled when the quantity reaches the stock', async () => {
      // 201 has 25 in stock.
      const svcCart = await cartWith({ productId: 201, quantity: 25 });
      const line = lines(await mountSummary(svcCart))[0]!;
      expect(part(line, 'increase')!.getAttribute('aria-disabled')).to.equal('true');
    });

    it('is disabled for a gift card line', async () => {
      const svcCart = await cartWith({
        productId: 301,
        quantity: 1,
        giftCard: { customerEmail: 'name@example.com' },
      });
      const line = lines(await mountSummary(svcCart))[0]!;
      expect(part<HTMLButtonElement>(line, 'decrease')!.disabled).to.equal(true);
      expect(part<HTMLButtonElement>(line, 'increase')!.disabled).to.equal(true);
      expect(text(part(line, 'quantity'))).to.equal('1');
      // The gift card can still be removed.
      expect(part<HTMLButtonElement>(line, 'remove')!.disabled).to.equal(false);
    });

    it('is disabled for a subscription line when the shop does not allow changing subscription quantities', async () => {
      sandbox().store.shop.settings.subscriptionQuantitySelector = false;
      const svcCart = await cartWith({ productId: 101 }, { productId: 201, quantity: 1 });
      const summary = await mountSummary(svcCart);
      const plan = lineNamed(summary, 'House Blend Subscription');
      expect(part<HTMLButtonElement>(plan, 'increase')!.disabled).to.equal(true);
      expect(part<HTMLButtonElement>(lineNamed(summary, 'Ceramic Mug'), 'increase')!.disabled).to.equal(
        false,
      );
    });

    it('shows the busy state on that line’s stepper only, keeping the server’s quantity until the answer', async () => {
      const svcCart = await cartWith({ productId: 201, quantity: 2 }, { productId: 231, quantity: 1 });
      const summary = await mountSummary(svcCart);
      const mug = lineNamed(summary, 'Ceramic Mug');
      const ebook = lineNamed(summary, 'Brewing Guide (eBook)');
      const held = hold(sandbox(), 'patch', '/carts/:cartId/items/:itemId');
      part(mug, 'increase')!.click();
      await held.arrived;
      await settled(summary);
      expect(part(mug, 'stepper')!.getAttribute('aria-busy')).to.equal('true');
      expect(presence(mug.shadowRoot!.querySelector('[part~="stepper"] .spinner'))).to.equal('present');
      expect(text(mug.shadowRoot!.querySelector('[role="status"]'))).to.equal('Updating…');
      expect(part(mug, 'increase')!.getAttribute('aria-disabled')).to.equal('true');
      expect(text(part(mug, 'quantity'))).to.equal('2');
      // The rest stays usable.
      expect(part(mug, 'remove')!.getAttribute('aria-disabled')).to.equal('false');
      expect(part(ebook, 'stepper')!.getAttribute('aria-busy')).to.equal('false');
      expect(part(ebook, 'increase')!.getAttribute('aria-disabled')).to.equal('false');
      expect(part(summary, 'coupon-button')!.getAttribute('aria-disabled')).to.equal('false');
      held.release();
      await until(
        () => part(mug, 'stepper')!.getAttribute('aria-busy') === 'false',
        'the stepper no longer busy',
      );
      expect(text(part(mug, 'quantity'))).to.equal('3');
      expect(presence(mug.shadowRoot!.querySelector('[part~="stepper"] .spinner'))).to.equal('absent');
    });

    it('a press while the line is busy sends nothing more', async () => {
      const svcCart = await cartWith({ productId: 201, quantity: 2 });
      const summary = await mountSummary(svcCart);
      const line = lines(summary)[0]!;
      const held = hold(sandbox(), 'patch', '/carts/:cartId/items/:itemId');
      sandbox().clearSent();
      part(line, 'increase')!.click();
      await held.arrived;
      await settled(summary);
      part(line, 'increase')!.click();
      held.release();
      await until(
        () => part(line, 'stepper')!.getAttribute('aria-busy') === 'false',
        'the stepper no longer busy',
      );
      expect((await lineRequests(sandbox().sent)).map((r) => r.body)).to.deep.equal([{ quantity: 3 }]);
      expect(text(part(line, 'quantity'))).to.equal('3');
    });

    it('keeps the keyboard focus on + while the change is in flight', async () => {
      const svcCart = await cartWith({ productId: 201, quantity: 2 });
      const summary = await mountSummary(svcCart);
      const line = lines(summary)[0]!;
      const held = hold(sandbox(), 'patch', '/carts/:cartId/items/:itemId');
      part(line, 'increase')!.focus();
      part(line, 'increase')!.click();
      await held.arrived;
      await settled(summary);
      expect(focusedPart(summary)).to.equal('Ceramic Mug › increase');
      held.release();
      await until(() => text(part(line, 'quantity')) === '3', 'the quantity 3');
      expect(focusedPart(summary)).to.equal('Ceramic Mug › increase');
    });

    it('an updateItem failure shows the catalog message next to the line and keeps the server’s quantity', async () => {
      const svcCart = await cartWith({ productId: 201, quantity: 2 }, { productId: 231, quantity: 1 });
      const summary = await mountSummary(svcCart);
      const mug = lineNamed(summary, 'Ceramic Mug');
      sandbox().worker.use(
        http.patch(
          '*/storefront/v1/carts/:cartId/items/:itemId',
          () => HttpResponse.json({ code: 'insufficient_stock', message: 'Only 2 left.' }, { status: 422 }),
          { once: true },
        ),
      );
      part(mug, 'increase')!.click();
      await until(() => part(mug, 'error'), 'the error part');
      const error = part(mug, 'error')!;
      expect(error.getAttribute('role')).to.equal('alert');
      expect(text(error)).to.equal('There are not enough of this item in stock.');
      expect(part(mug, 'increase')!.getAttribute('aria-describedby')).to.equal(error.id);
      expect(text(part(mug, 'quantity'))).to.equal('2');
      expect(presence(part(lineNamed(summary, 'Brewing Guide (eBook)'), 'error'))).to.equal('absent');
    });

    it('shows the server’s message, as text, for a code the catalog does not know', async () => {
      const svcCart = await cartWith({ productId: 201, quantity: 2 });
      const line = lines(await mountSummary(svcCart))[0]!;
      sandbox().worker.use(
        http.patch(
          '*/storefront/v1/carts/:cartId/items/:itemId',
          () =>
            HttpResponse.json({ code: 'limit_reached', message: '<b>Max</b> 2 per order.' }, { status: 422 }),
          { once: true },
        ),
      );
      part(line, 'increase')!.click();
      await until(() => part(line, 'error'), 'the error part');
      expect(text(part(line, 'error'))).to.equal('<b>Max</b> 2 per order.');
      expect(part(line, 'error')!.children.length).to.equal(0);
    });

    it('the next change clears the line’s error', async () => {
      // The failed change may still apply (no answer came): the next + sends it only once its time
      // is up, here 100 ms (lost-answers-late.test.ts has the rest).
      const bound = settlePolicy.bound;
      settlePolicy.bound = 100;
      try {
        const svcCart = await cartWith({ productId: 201, quantity: 2 });
        const line = lines(await mountSummary(svcCart))[0]!;
        sandbox().worker.use(
          http.patch('*/storefront/v1/carts/:cartId/items/:itemId', () => HttpResponse.error(), {
            once: true,
          }),
        );
        part(line, 'increase')!.click();
        await until(() => part(line, 'error'), 'the error part');
        expect(text(part(line, 'error'))).to.equal(
          'We could not reach the shop. Check your connection and try again.',
        );
        part(line, 'increase')!.click();
        await until(() => text(part(line, 'quantity')) === '3', 'the quantity 3');
        expect(presence(part(line, 'error'))).to.equal('absent');
      } finally {
        settlePolicy.bound = bound;
      }
    });
  });

  describe('remove', () => {
    it('sends removeItem for the line and the line disappears', async () => {
      const svcCart = await cartWith({ productId: 201, quantity: 1 }, { productId: 231, quantity: 1 });
      const summary = await mountSummary(svcCart);
      const id = svcCart.cart!.items[0]!.id;
      sandbox().clearSent();
      part(lineNamed(summary, 'Ceramic Mug'), 'remove')!.click();
      await until(() => lines(summary).length === 1, '1 line');
      expect(await lineRequests(sandbox().sent)).to.deep.equal([
        { call: `DELETE /items/${id}`, body: undefined },
      ]);
      expect(text(part(lines(summary)[0]!, 'name'))).to.equal('Brewing Guide (eBook)');
    });

    it('shows the busy state on the remove button only', async () => {
      const svcCart = await cartWith({ productId: 201, quantity: 2 });
      const summary = await mountSummary(svcCart);
      const line = lines(summary)[0]!;
      const held = hold(sandbox(), 'delete', '/carts/:cartId/items/:itemId');
      part(line, 'remove')!.click();
      await held.arrived;
      await settled(summary);
      const remove = part(line, 'remove')!;
      expect(remove.getAttribute('aria-busy')).to.equal('true');
      expect(remove.getAttribute('aria-disabled')).to.equal('true');
      expect(presence(remove.querySelector('.spinner'))).to.equal('present');
      expect(text(line.shadowRoot!.querySelector('[role="status"]'))).to.equal('Removing…');
      expect(part(line, 'stepper')!.getAttribute('aria-busy')).to.equal('false');
      held.release();
      await until(() => lines(summary).length === 0, '0 lines');
    });

    it('moves the focus to the line that took the removed line’s place', async () => {
      const svcCart = await cartWith({ productId: 201, quantity: 1 }, { productId: 231, quantity: 1 });
      const summary = await mountSummary(svcCart);
      const remove = part(lineNamed(summary, 'Ceramic Mug'), 'remove')!;
      remove.focus();
      remove.click();
      await until(() => lines(summary).length === 1, '1 line');
      await settled(summary);
      expect(focusedPart(summary)).to.equal('Brewing Guide (eBook) › name');
    });

    it('a removeItem failure shows the message next to that line', async () => {
      const svcCart = await cartWith({ productId: 201, quantity: 1 });
      const line = lines(await mountSummary(svcCart))[0]!;
      sandbox().worker.use(
        http.delete(
          '*/storefront/v1/carts/:cartId/items/:itemId',
          () =>
            HttpResponse.json({ code: 'not_found', message: 'Cart item x was not found' }, { status: 404 }),
          { once: true },
        ),
      );
      part(line, 'remove')!.click();
      await until(() => part(line, 'error'), 'the error part');
      expect(text(part(line, 'error'))).to.equal('Cart item x was not found');
      expect(part(line, 'remove')!.getAttribute('aria-describedby')).to.equal('error');
    });
  });
});
