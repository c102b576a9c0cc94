/**
 * The summary's discount code and gift card entries are a chunk fetched in the task after
 * CART_READY. The summary draws its lines without waiting for it and adds the entries when it
 * arrives. This file runs on a page of its own, so no earlier test has loaded the entries.
 */
import { expect } from '@open-wc/testing';
import { until } from '../shared/wait.js';
import { http } from 'msw';
import { setupWidget, startWidget } from '../widget/helpers.js';
import { dialog } from './element-helpers.js';
import { lines, part, text } from './summary-helpers.js';

describe('the summary’s code entries after CART_READY', () => {
  const sandbox = setupWidget();

  it('the summary draws its lines at once and its code entries when their chunk arrives; updateComplete waits for them', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let arrived!: () => void;
    const requested = new Promise<void>((resolve) => (arrived = resolve));
    sandbox().worker.use(
      http.get(
        '*/ui/code-entry.ts',
        async () => {
          arrived();
          await released;
          return undefined;
        },
        { once: true },
      ),
    );
    const svcCart = await startWidget();
    await svcCart.addItem({ productId: 201, quantity: 1 });
    // Fetched in the task after CART_READY, before the shopper opens anything.
    await requested;
    svcCart.open();
    await until(() => dialog()?.querySelector('svc-cart-summary'), 'the summary');
    const summary = dialog()!.querySelector('svc-cart-summary')!;
    let done = false;
    const drawn = summary.updateComplete.then(() => (done = true));
    await until(() => lines(summary).length === 1 && part(lines(summary)[0]!, 'name'), 'the line');
    expect(text(part(lines(summary)[0]!, 'name'))).to.equal('Ceramic Mug');
    expect(part(summary, 'codes')).to.equal(null);
    expect(part(summary, 'checkout-button')).to.not.equal(null);
    expect(done).to.equal(false);
    release();
    await drawn;
    expect(part<HTMLInputElement>(summary, 'coupon-input')!.labels![0]!.textContent).to.equal(
      'Discount code',
    );
    expect(text(part(summary, 'gift-card-button'))).to.equal('Redeem');
    // The code entries' styles came with them.
    expect(getComputedStyle(part(summary, 'codes')!).display).to.equal('grid');
  });
});
