/**
 * The error view is a chunk fetched in the task after CART_READY. When its code cannot be fetched
 * (offline), the drawer still says what went wrong: the shopper's message as text. This file runs
 * on a page of its own, so no earlier test has loaded the error view.
 */
import { expect } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import { panel, setupWidget, startWidget } from '../widget/helpers.js';
import { dialog, waitFor } from './element-helpers.js';

const API = '*/storefront/v1';

describe('the error view offline', () => {
  const sandbox = setupWidget();

  it('the error view whose code cannot be fetched shows the shopper’s message as text, and passes axe', async () => {
    sandbox().worker.use(
      http.get('*/svc-cart-error/index.ts', () => HttpResponse.error()),
      http.all(`${API}/*`, () => HttpResponse.error()),
    );
    const svcCart = await startWidget();
    expect(svcCart.ready).to.equal(false);
    svcCart.open();
    await waitFor(() => Boolean(dialog()?.querySelector('svc-cart-error p')), 'the error text');
    const view = dialog()!.querySelector('svc-cart-error')!;
    expect(customElements.get('svc-cart-error')).to.equal(undefined);
    expect(view.getAttribute('part')).to.equal('error');
    const message = view.querySelector('p')!;
    expect(message.getAttribute('role')).to.equal('alert');
    expect(message.textContent).to.equal('We could not reach the shop. Check your connection and try again.');
    await expect(panel()!).to.be.accessible();
  });
});
