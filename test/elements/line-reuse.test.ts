/**
 * The summary draws its lines by position, so removing a line re-uses the `<svc-cart-line>`
 * elements below it: each must then show its new line only (name, price, quantity), a failed
 * change must stay with the line it belongs to, and the keyboard focus must land on the line
 * that took the removed line's place.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { http, HttpResponse } from 'msw';
import type { SvcCart } from '../../src/controller/svc-cart.js';
import type { SvcCartSummary } from '../../src/elements/svc-cart-summary/index.js';
import { apiUrl } from '../../sandbox/testing.js';
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

const MUG = 'Ceramic Mug';
const GUIDE = 'Brewing Guide (eBook)';
const FILTERS = 'Paper Filters';

/** What a line element shows: name, variant, image, price, quantity, remove label, error (or '-'). */
function shown(line: Element) {
  const image = line.shadowRoot!.querySelector('img');
  return {
    name: text(part(line, 'name')),
    image: image ? `${image.getAttribute('src')} (${image.alt})` : 'none',
    variant: text(part(line, 'variant')),
    price: text(part(line, 'price')),
    quantity: text(part(line, 'quantity')),
    remove: part(line, 'remove')!.getAttribute('aria-label'),
    error: part(line, 'error') ? text(part(line, 'error')) : '-',
  };
}

describe('svc-cart-summary: lines re-used by position', () => {
  const sandbox = setupWidget();

  /** A cart of three lines, mug (2), guide (1) and filters (3), with its summary mounted. */
  async function threeLines(): Promise<{ svcCart: SvcCart; summary: SvcCartSummary }> {
    const svcCart = await cartWith(
      { productId: 201, quantity: 2 },
      { productId: 231, quantity: 1 },
      { productId: 211, quantity: 3 },
    );
    const summary = await mountSummary(svcCart);
    expect(lines(summary).map((line) => text(part(line, 'name')))).to.deep.equal([MUG, GUIDE, FILTERS]);
    return { svcCart, summary };
  }

  /** Makes the next quantity change of line `id` fail as the API does when stock runs out. */
  function failQuantityOf(id: string): void {
    sandbox().worker.use(
      http.patch(
        `*/storefront/v1/carts/:cartId/items/${id}`,
        () =>
          HttpResponse.json(
            { code: 'insufficient_stock', message: 'Only 3 left.', errors: { quantity: ['Only 3 left.'] } },
            { status: 422 },
          ),
        { once: true },
      ),
    );
  }

  it('removing the first line re-uses the elements; each shows its own name, price and quantity', async () => {
    const { svcCart, summary } = await threeLines();
    const before = lines(summary);
    const filters = {
      name: FILTERS,
      image: `${apiUrl()}images/paper-filters.svg (${FILTERS})`,
      variant: '100 filters',
      // Three or more cost 5.00 each (volume pricing).
      price: '$15.00 $5.00 each',
      quantity: '3',
      remove: `Remove ${FILTERS}`,
      error: '-',
    };
    expect(shown(before[2]!)).to.deep.equal(filters);
    expect(shown(before[0]!)).to.deep.equal({
      name: MUG,
      image: `${apiUrl()}images/ceramic-mug.svg (${MUG})`,
      variant: 'Sand',
      price: '$28.00 $14.00 each',
      quantity: '2',
      remove: `Remove ${MUG}`,
      error: '-',
    });
    part(before[0]!, 'remove')!.click();
    await until(() => lines(summary).length === 2, 'the mug line goes');
    await settled(summary);
    const after = lines(summary);
    // The elements that showed the mug and the guide now show the guide and the filters.
    expect(after[0]).to.equal(before[0]);
    expect(after[1]).to.equal(before[1]);
    expect(shown(after[0]!)).to.deep.equal({
      name: GUIDE,
      image: `${apiUrl()}images/brewing-guide.svg (${GUIDE})`,
      variant: 'PDF',
      price: '$9.00',
      quantity: '1',
      remove: `Remove ${GUIDE}`,
      error: '-',
    });
    expect(presence(part(after[0]!, 'unit-price'))).to.equal('absent');
    expect(part(after[0]!, 'decrease')!.getAttribute('aria-label')).to.equal(
      `Decrease the quantity of ${GUIDE}`,
    );
    expect(shown(after[1]!)).to.deep.equal(filters);
    expect(svcCart.cart!.items.map((item) => item.quantity)).to.deep.equal([1, 3]);
  });

  it('a failed quantity change stays on its line when a line above it is removed', async () => {
    const { svcCart, summary } = await threeLines();
    const [mugId, , filtersId] = svcCart.cart!.items.map((item) => item.id);
    failQuantityOf(filtersId!);
    const filters = lineNamed(summary, FILTERS);
    part(filters, 'increase')!.click();
    await until(() => part(filters, 'error'), 'the filters line shows its error');
    expect(text(part(filters, 'error'))).to.equal('There are not enough of this item in stock.');
    expect(lines(summary).map((line) => shown(line).error)).to.deep.equal([
      '-',
      '-',
      'There are not enough of this item in stock.',
    ]);

    await svcCart.removeItem(mugId!);
    await settled(summary);
    expect(lines(summary).map((line) => [shown(line).name, shown(line).error])).to.deep.equal([
      [GUIDE, '-'],
      [FILTERS, 'There are not enough of this item in stock.'],
    ]);
    const moved = lineNamed(summary, FILTERS);
    const error = part(moved, 'error')!;
    expect(error.getAttribute('role')).to.equal('alert');
    expect(part(moved, 'increase')!.getAttribute('aria-describedby')).to.equal(error.id);
    expect(part(moved, 'remove')!.getAttribute('aria-describedby')).to.equal(error.id);
    // The server's quantity, not the one asked for.
    expect(shown(moved).quantity).to.equal('3');
    const guide = lineNamed(summary, GUIDE);
    expect(part(guide, 'increase')!.hasAttribute('aria-describedby')).to.equal(false);
    expect(part(guide, 'remove')!.hasAttribute('aria-describedby')).to.equal(false);
  });

  it('removing the first line with the keyboard moves the focus to the name of the line now first', async () => {
    const { svcCart, summary } = await threeLines();
    const remove = part(lineNamed(summary, MUG), 'remove')!;
    remove.focus();
    expect(focusedPart(summary)).to.equal(`${MUG} › remove`);
    await sendKeys({ press: 'Enter' });
    await until(() => lines(summary).length === 2, 'the mug line goes');
    await settled(summary);
    expect(svcCart.cart!.items).to.have.length(2);
    expect(focusedPart(summary)).to.equal(`${GUIDE} › name`);
  });

  it('an error stays on its line after that line moved up, and the keyboard removal moves focus past it', async () => {
    const { svcCart, summary } = await threeLines();
    const filtersId = svcCart.cart!.items[2]!.id;
    failQuantityOf(filtersId);
    part(lineNamed(summary, FILTERS), 'increase')!.click();
    await until(() => part(lineNamed(summary, FILTERS), 'error'), 'the filters line shows its error');
    const remove = part(lineNamed(summary, MUG), 'remove')!;
    remove.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => lines(summary).length === 2, 'the mug line goes');
    await settled(summary);
    expect(focusedPart(summary)).to.equal(`${GUIDE} › name`);
    expect(lines(summary).map((line) => [shown(line).name, shown(line).error])).to.deep.equal([
      [GUIDE, '-'],
      [FILTERS, 'There are not enough of this item in stock.'],
    ]);
  });

  it('the focus on a line below a removed line stays with that line, not with the element', async () => {
    const { summary } = await threeLines();
    const held = hold(sandbox(), 'delete', '/carts/:cartId/items/:itemId');
    part(lineNamed(summary, MUG), 'remove')!.focus();
    await sendKeys({ press: 'Enter' });
    await held.arrived;
    // While the mug is being removed, the shopper moves on to the guide's + (past its −).
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    expect(focusedPart(summary)).to.equal(`${GUIDE} › increase`);
    held.release();
    await until(() => lines(summary).length === 2, 'the mug line goes');
    await settled(summary);
    expect(focusedPart(summary)).to.equal(`${GUIDE} › increase`);
  });

  it('a line error ends with its line: gone when the line is removed, and with a new summary', async () => {
    const { svcCart, summary } = await threeLines();
    const filtersId = svcCart.cart!.items[2]!.id;
    failQuantityOf(filtersId);
    part(lineNamed(summary, FILTERS), 'increase')!.click();
    await until(() => part(lineNamed(summary, FILTERS), 'error'), 'the filters line shows its error');
    // A summary mounted again (the drawer closed and opened) starts without old errors.
    const again = await mountSummary(svcCart);
    expect(lines(again).map((line) => shown(line).error)).to.deep.equal(['-', '-', '-']);
    again.remove();
    // The removed line's error is not handed to the element that shows the next line.
    await svcCart.removeItem(filtersId);
    await settled(summary);
    expect(lines(summary).map((line) => [shown(line).name, shown(line).error])).to.deep.equal([
      [MUG, '-'],
      [GUIDE, '-'],
    ]);
  });
});
