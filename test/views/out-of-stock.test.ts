/**
 * The out-of-stock view: a sold-out leaf (variant 202 "Slate", stockCount 0) offers "email me
 * when it is back" (`stock.subscribe`), confirms, and leads back to the cart without adding.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { http, HttpResponse } from 'msw';
import '../../src/views/svc-view-out-of-stock/index.js';
import type { ConfigureItemPayload, SvcCart } from '../../src/controller/svc-cart.js';
import { deepActiveElement, dialog } from '../elements/element-helpers.js';
import { text, router, viewTest } from './view-helpers.js';
import { waitFor } from '../shared/widget-wait.js';
import { panel, setupWidget, startWidget } from '../widget/helpers.js';

const { errorOf, fill, input, open, part, view } = viewTest('out-of-stock');

const configure = (svcCart: SvcCart, payload: ConfigureItemPayload) => open(svcCart, payload, 'form');

describe('svc-view-out-of-stock', () => {
  const sandbox = setupWidget();

  const subscriptions = async () =>
    (await sandbox().sent()).filter((r) => r.method === 'POST' && r.path === '/stock-subscriptions');
  const adds = async () =>
    (await sandbox().sent()).filter((r) => r.method === 'POST' && /^\/carts\/[^/]+\/items$/.test(r.path));

  it('says the Slate mug is sold out, subscribes with the guest’s email, confirms and goes back with { finalized: false }', async () => {
    const svcCart = await startWidget();
    svcCart.setCustomerData({ email: 'guest@example.com' });
    const mounted = await configure(svcCart, { productId: 202 });
    expect(text(part('item'))).to.equal('Ceramic Mug – Slate $14.00 Sold out');
    expect(input('email').value).to.equal('guest@example.com');
    expect(input('quantity').value).to.equal('1');
    expect(text(part('submit-button'))).to.equal('Notify me');
    const status = part('confirmation')!;
    expect(status.getAttribute('role')).to.equal('status');
    expect(text(status)).to.equal('');

    part<HTMLButtonElement>('submit-button')!.click();
    await waitFor(() => text(status) !== '', 'the confirmation');
    // The same live region, filled: screen readers announce it.
    expect(part('confirmation')).to.equal(status);
    expect(text(status)).to.equal(
      'Thank you. We will email guest@example.com as soon as Ceramic Mug – Slate is back in stock.',
    );
    expect((await subscriptions()).map((r) => r.body)).to.deep.equal([
      { email: 'guest@example.com', productId: 202, quantity: 1 },
    ]);
    expect(
      sandbox().store.stockSubscriptions.map(({ email, productId, quantity }) => [
        email,
        productId,
        quantity,
      ]),
    ).to.deep.equal([['guest@example.com', 202, 1]]);
    expect(view().querySelector('#email')).to.equal(null);
    expect(mounted.state()).to.equal('pending');

    expect(text(part('submit-button'))).to.equal('Back to cart');
    part<HTMLButtonElement>('submit-button')!.click();
    expect(await mounted.settled).to.deep.equal({ finalized: false });
    expect(svcCart.customization).to.equal(null);
    expect(await adds()).to.deep.equal([]);
    expect(svcCart.cart!.items).to.deep.equal([]);
    await waitFor(() => panel()?.dataset.view === 'summary', 'the summary');
  });

  it('prefills the signed-in customer’s email and sends the quantity the item asked for', async () => {
    const svcCart = await startWidget();
    await svcCart.authenticate(sandbox().store.issueToken(1));
    const mounted = await configure(svcCart, { productId: 202, quantity: 3 });
    expect(input('email').value).to.equal('shopper@example.com');
    expect(input('quantity').value).to.equal('3');
    fill('quantity', '2');
    part<HTMLButtonElement>('submit-button')!.click();
    await waitFor(() => text(part('confirmation')) !== '', 'the confirmation');
    expect((await subscriptions()).map((r) => r.body)).to.deep.equal([
      { email: 'shopper@example.com', productId: 202, quantity: 2 },
    ]);
    svcCart.dismissCustomization();
    expect(await mounted.settled).to.deep.equal({ finalized: false });
  });

  it('shows the router’s header: "Out of stock" and the product', async () => {
    const svcCart = await startWidget();
    await configure(svcCart, { productId: 202 });
    expect(panel()!.dataset.customization).to.equal('out-of-stock');
    expect(text(router()!.querySelector('[part="view-title"]'))).to.equal('Out of stock');
    expect(text(router()!.querySelector('[part="view-product"]'))).to.equal('Ceramic Mug');
  });

  describe('validation', () => {
    it('requires an email: the message next to the field, focus on it, nothing sent', async () => {
      const svcCart = await startWidget();
      const mounted = await configure(svcCart, { productId: 202 });
      sandbox().clearSent();
      expect(input('email').value).to.equal('');
      part<HTMLButtonElement>('submit-button')!.click();
      await waitFor(() => errorOf('email') !== '', 'the email message');
      expect(errorOf('email')).to.equal('Enter your email address.');
      expect(input('email').getAttribute('aria-invalid')).to.equal('true');
      expect(input('email').getAttribute('aria-describedby')).to.equal('email-error');
      expect(deepActiveElement()).to.equal(input('email'));
      expect(await sandbox().sent()).to.deep.equal([]);
      expect(mounted.state()).to.equal('pending');
    });

    it('refuses an address that is not one, and a quantity below 1', async () => {
      const svcCart = await startWidget();
      await configure(svcCart, { productId: 202 });
      sandbox().clearSent();
      fill('email', 'guest@');
      fill('quantity', '0');
      part<HTMLButtonElement>('submit-button')!.click();
      await waitFor(() => errorOf('quantity') !== '', 'the quantity message');
      expect(errorOf('email')).to.equal('Enter a valid email address, such as name@example.com.');
      expect(errorOf('quantity')).to.equal('Enter a whole number of at least 1.');
      expect(await sandbox().sent()).to.deep.equal([]);
    });

    it('the email field autofills the shopper’s email; the quantity is a number', async () => {
      const svcCart = await startWidget();
      await configure(svcCart, { productId: 202 });
      expect([input('email').type, input('email').autocomplete, input('email').required]).to.deep.equal([
        'email',
        'email',
        true,
      ]);
      expect([input('quantity').type, input('quantity').min, input('quantity').inputMode]).to.deep.equal([
        'number',
        '1',
        'numeric',
      ]);
    });
  });

  it('shows the server’s refusal of the email next to the field; nothing is confirmed', async () => {
    const svcCart = await startWidget();
    await configure(svcCart, { productId: 202 });
    sandbox().worker.use(
      http.post(
        '*/storefront/v1/stock-subscriptions',
        () =>
          HttpResponse.json(
            {
              code: 'validation_failed',
              message: 'This address does not accept our emails.',
              errors: { email: ['This address does not accept our emails.'] },
            },
            { status: 422 },
          ),
        { once: true },
      ),
    );
    fill('email', 'bounce@example.com');
    part<HTMLButtonElement>('submit-button')!.click();
    await waitFor(() => errorOf('email') !== '', 'the server’s message');
    expect(errorOf('email')).to.equal('This address does not accept our emails.');
    expect(part('view-error')).to.equal(null);
    expect(text(part('confirmation'))).to.equal('');
    expect(text(part('submit-button'))).to.equal('Notify me');
    expect(sandbox().store.stockSubscriptions).to.deep.equal([]);
  });

  it('a failure that concerns no field shows above the button', async () => {
    const svcCart = await startWidget();
    await configure(svcCart, { productId: 202 });
    sandbox().setFaults({ fail: ['stock.subscribe'] });
    fill('email', 'guest@example.com');
    part<HTMLButtonElement>('submit-button')!.click();
    await waitFor(() => part('view-error') !== null, 'the view error');
    expect(part('view-error')!.getAttribute('role')).to.equal('alert');
    expect(text(part('view-error'))).to.equal('We could not complete that. Please try again.');
    expect(text(part('confirmation'))).to.equal('');
  });

  describe('cancel', () => {
    it('the back button resolves { finalized: false } and sends nothing', async () => {
      const svcCart = await startWidget();
      const mounted = await configure(svcCart, { productId: 202 });
      sandbox().clearSent();
      router()!.querySelector<HTMLButtonElement>('[part="view-back-button"]')!.click();
      expect(await mounted.settled).to.deep.equal({ finalized: false });
      expect(await sandbox().sent()).to.deep.equal([]);
    });

    it('close() resolves { finalized: false }', async () => {
      const svcCart = await startWidget();
      const mounted = await configure(svcCart, { productId: 202 });
      svcCart.close();
      expect(await mounted.settled).to.deep.equal({ finalized: false });
      expect(await subscriptions()).to.deep.equal([]);
    });
  });

  it('the drawer passes axe with the form, its errors and the confirmation', async () => {
    const svcCart = await startWidget();
    await configure(svcCart, { productId: 202 });
    await expect(dialog()!).to.be.accessible();
    part<HTMLButtonElement>('submit-button')!.click();
    await waitFor(() => errorOf('email') !== '', 'the email message');
    await expect(dialog()!).to.be.accessible();
    fill('email', 'guest@example.com');
    part<HTMLButtonElement>('submit-button')!.click();
    await waitFor(() => text(part('confirmation')) !== '', 'the confirmation');
    await expect(dialog()!).to.be.accessible();
  });

  it('keyboard only: type the email, Enter to subscribe, Enter again to go back', async () => {
    const svcCart = await startWidget();
    const mounted = await configure(svcCart, { productId: 202 });
    for (let presses = 0; presses < 20 && deepActiveElement()?.id !== 'email'; presses++)
      await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()?.id).to.equal('email');
    await sendKeys({ type: 'guest@example.com' });
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()?.id).to.equal('quantity');
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()?.getAttribute('part')).to.equal('submit-button');
    await sendKeys({ press: 'Enter' });
    await waitFor(() => text(part('confirmation')) !== '', 'the confirmation');
    expect((await subscriptions()).map((r) => r.body)).to.deep.equal([
      { email: 'guest@example.com', productId: 202, quantity: 2 },
    ]);
    // Focus stays on the action, which now leads back to the cart.
    expect(deepActiveElement()).to.equal(part('submit-button'));
    await sendKeys({ press: 'Enter' });
    expect(await mounted.settled).to.deep.equal({ finalized: false });
  });
});
