/**
 * The error view (`<svc-cart-error>`): the shopper's words for a failed addItem, configureItem or
 * start-up, a retry where it makes sense, and the way back to the cart.
 */
import { expect } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import { captureConsoleError } from '../../sdk/test/helpers.js';
import type { SvcCart } from '../../src/controller/svc-cart.js';
import { nextEvent, panel, setupWidget, startWidget } from '../widget/helpers.js';
import { nextConsoleError } from '../shared/wait.js';
import { dialog, errorView, settled, waitFor } from './element-helpers.js';

const text = (selector: string) =>
  errorView().querySelector(selector)?.textContent?.replace(/\s+/g, ' ').trim() ?? null;

const button = (name: string) => errorView().querySelector<HTMLButtonElement>(`[part="${name}"]`);

describe('svc-cart-error', () => {
  const sandbox = setupWidget();

  /** Answers every add-to-cart request with `status` and `body`. */
  const failAdding = (status: number, body: unknown) =>
    sandbox().worker.use(
      http.post('*/storefront/v1/carts/:cartId/items', () => HttpResponse.json(body as object, { status })),
    );

  it('an addItem failure opens the drawer on the error view', async () => {
    const svcCart = await startWidget();
    await svcCart.addItem({ productId: 202, quantity: 1 }).catch(() => undefined);
    await settled();
    expect(svcCart.isOpen).to.equal(true);
    expect(panel()!.dataset.view).to.equal('error');
    expect(dialog()!.querySelector('svc-cart-error')!.getAttribute('part')).to.equal('error');
  });

  it('words a known API code from the catalog: out_of_stock', async () => {
    const svcCart = await startWidget();
    await svcCart.addItem({ productId: 202, quantity: 1 }).catch(() => undefined);
    await settled();
    const alert = errorView().querySelector('[role="alert"]')!;
    expect(alert.querySelector('[part="title"]')!.textContent).to.equal('Something went wrong');
    expect(alert.querySelector('[part="message"]')!.textContent).to.equal(
      'Sorry, this item is out of stock.',
    );
  });

  it("shows the server's own message for a code the catalog does not know", async () => {
    const svcCart = await startWidget();
    await svcCart.addItem({ productId: 100 }).catch(() => undefined);
    await settled();
    expect(text('[part="message"]')).to.equal(
      'Product 100 is a parent product; add one of its plans (101, 102, 103).',
    );
  });

  it('renders server text as text, never as HTML', async () => {
    const message = '<img src="x" onerror="window.__svcXss = 1"><b>Bold</b> & more';
    failAdding(422, { code: 'weird_rule', message });
    const svcCart = await startWidget();
    await svcCart.addItem({ productId: 201, quantity: 1 }).catch(() => undefined);
    await settled();
    const shown = errorView().querySelector('[part="message"]')!;
    expect(shown.textContent).to.equal(message);
    expect(shown.children.length).to.equal(0);
    expect(errorView().querySelector('img, b')).to.equal(null);
    expect((window as { __svcXss?: number }).__svcXss).to.equal(undefined);
  });

  it('a server error (5xx) gets the generic message, not the server text', async () => {
    failAdding(500, { code: 'internal', message: 'NullPointerException at CartService.java:42' });
    const svcCart = await startWidget();
    await svcCart.addItem({ productId: 201, quantity: 1 }).catch(() => undefined);
    await settled();
    expect(text('[part="message"]')).to.equal('We could not complete that. Please try again.');
  });

  it('an answer without a message of its own gets the generic message', async () => {
    sandbox().worker.use(
      http.post(
        '*/storefront/v1/carts/:cartId/items',
        () => new HttpResponse('<html>Bad gateway</html>', { status: 400 }),
      ),
    );
    const svcCart = await startWidget();
    await svcCart.addItem({ productId: 201, quantity: 1 }).catch(() => undefined);
    await settled();
    expect(text('[part="message"]')).to.equal('We could not complete that. Please try again.');
  });

  it('a network failure says the shop could not be reached', async () => {
    sandbox().worker.use(http.post('*/storefront/v1/carts/:cartId/items', () => HttpResponse.error()));
    const svcCart = await startWidget();
    await svcCart.addItem({ productId: 201, quantity: 1 }).catch(() => undefined);
    await settled();
    expect(text('[part="message"]')).to.equal(
      'We could not reach the shop. Check your connection and try again.',
    );
  });

  it('"Try again" runs the failed addItem again; on success the error view goes away', async () => {
    sandbox().setFaults({ fail: ['cart.addItem'] });
    const svcCart = await startWidget();
    await svcCart.addItem({ productId: 201, quantity: 2 }).catch(() => undefined);
    await settled();
    const retry = button('retry-button')!;
    expect(retry.textContent!.trim()).to.equal('Try again');
    sandbox().setFaults({ fail: [] });
    sandbox().clearSent();
    const updated = nextEvent(svcCart, 'CART_UPDATED');
    retry.click();
    await updated;
    await settled();
    const sent = await sandbox().sent();
    expect(sent.map((r) => [r.method, r.path.replace(svcCart.cart!.id, ':id'), r.body])).to.deep.equal([
      ['POST', '/carts/:id/items', { productId: 201, quantity: 2 }],
    ]);
    expect(svcCart.itemCount).to.equal(2);
    expect(svcCart.error).to.equal(null);
    expect(panel()!.dataset.view).to.not.equal('error');
    expect(dialog()!.querySelector('svc-cart-error')).to.equal(null);
  });

  it('"Try again" that fails again shows the error view again', async () => {
    sandbox().setFaults({ fail: ['cart.addItem'] });
    const svcCart = await startWidget();
    await svcCart.addItem({ productId: 201, quantity: 1 }).catch(() => undefined);
    await settled();
    const shown: string[] = [];
    svcCart.subscribe(() => shown.push(svcCart.error ? 'error' : 'no error'));
    button('retry-button')!.click();
    await waitFor(() => shown.includes('no error') && svcCart.error !== null, 'the error view again');
    expect(panel()!.dataset.view).to.equal('error');
    expect(svcCart.error!.source).to.equal('addItem');
    expect(button('retry-button')).to.not.equal(null);
  });

  it('"Back to cart" returns to the summary and clears the error; the drawer stays open', async () => {
    const svcCart = await startWidget();
    await svcCart.addItem({ productId: 202, quantity: 1 }).catch(() => undefined);
    await settled();
    const back = button('back-button')!;
    expect(back.textContent!.trim()).to.equal('Back to cart');
    back.click();
    await settled();
    expect(svcCart.error).to.equal(null);
    expect(svcCart.isOpen).to.equal(true);
    expect(panel()!.dataset.view).to.equal('summary');
    expect(panel()!.dataset.summary).to.equal('summary');
  });

  it('a configureItem failure offers "Try again"', async () => {
    sandbox().setFaults({ fail: ['products.load'] });
    const svcCart = await startWidget();
    await svcCart.configureItem({ productId: 100 }).catch(() => undefined);
    await settled();
    expect(svcCart.error!.source).to.equal('configureItem');
    expect(panel()!.dataset.view).to.equal('error');
    expect(button('retry-button')).to.not.equal(null);
    sandbox().setFaults({ fail: [] });
    button('retry-button')!.click();
    await waitFor(() => panel()?.dataset.view === 'pricing', 'the pricing view after the retry');
  });

  it('a start-up failure offers Try again and no way back to a cart that does not exist', async () => {
    sandbox().setFaults({ fail: ['shop.load'] });
    let svcCart!: SvcCart;
    const logged = await captureConsoleError(async () => {
      const reported = nextConsoleError();
      svcCart = await startWidget({}, { ready: false });
      const ready = await nextEvent(svcCart, 'CART_READY');
      expect(ready.error).to.be.an('error');
      await reported;
    });
    expect(logged[0]).to.contain('Cart Widget: start-up failed');
    svcCart.open();
    await settled();
    expect(panel()!.dataset.view).to.equal('error');
    expect(text('[part="message"]')).to.equal('We could not complete that. Please try again.');
    expect(button('retry-button') !== null, 'a Try again button').to.equal(true);
    expect(button('back-button') === null, 'no Back to cart button').to.equal(true);
  });

  it('speaks the shopper’s language: German after setLanguage("de")', async () => {
    const svcCart = await startWidget();
    svcCart.setLanguage('de');
    await svcCart.addItem({ productId: 202, quantity: 1 }).catch(() => undefined);
    await waitFor(() => text('[part="title"]') === 'Etwas ist schiefgelaufen', 'the German title');
    expect(text('[part="message"]')).to.equal('Dieser Artikel ist leider ausverkauft.');
    expect(text('[part="back-button"]')).to.equal('Zurück zum Warenkorb');
  });

  it('the open drawer with the error view passes axe', async () => {
    sandbox().setFaults({ fail: ['cart.addItem'] });
    const svcCart = await startWidget();
    await svcCart.addItem({ productId: 201, quantity: 1 }).catch(() => undefined);
    await settled();
    expect(button('retry-button')).to.not.equal(null);
    await expect(dialog()!).to.be.accessible();
  });
});
