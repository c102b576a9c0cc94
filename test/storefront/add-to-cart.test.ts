/**
 * `<svc-quantity>` and `<svc-add-to-cart>` inside a `<svc-context>`: each kind of product lands in
 * the cart through `configureItem`, busy and done states, sold out, one request per press, and the
 * keyboard.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { watchPageElements } from '../../src/bootstrap/index.js';
import type { SvcContext } from '../../src/storefront/svc-context/svc-context.js';
import { setupWidget, startWidget } from '../widget/helpers.js';
import { contextOnPage } from './storefront-helpers.js';

const button = (context: SvcContext) =>
  context.querySelector('svc-add-to-cart')!.shadowRoot!.querySelector<HTMLButtonElement>('[part="button"]')!;
const words = (context: SvcContext) =>
  [...button(context).childNodes]
    .map((node) =>
      node instanceof HTMLSlotElement
        ? node
            .assignedNodes({ flatten: true })
            .map((n) => n.textContent)
            .join('') || node.textContent
        : node.nodeType === Node.COMMENT_NODE
          ? ''
          : node.textContent,
    )
    .join('')
    .replace(/\s+/g, ' ')
    .trim();

async function ready(
  attributes: Record<string, string>,
  inner = '<svc-quantity></svc-quantity><svc-add-to-cart></svc-add-to-cart>',
) {
  watchPageElements();
  const context = contextOnPage(inner, attributes);
  const svcCart = await startWidget();
  await waitUntil(() => context.state?.status === 'ready' && button(context), 'the context ready', {
    timeout: 5000,
  });
  await context.querySelector('svc-add-to-cart')!.updateComplete;
  return { context, svcCart };
}

describe('<svc-add-to-cart> and <svc-quantity>', () => {
  const sandbox = setupWidget();
  afterEach(() => document.querySelectorAll('svc-context').forEach((context) => context.remove()));

  const addRequests = async () =>
    (await sandbox().sent()).filter(
      (request) => request.method === 'POST' && /\/carts\/[^/]+\/items$/.test(request.path),
    );

  it('adds the first variant in stock in the chosen quantity: Adding…, then Added ✓, one request for a double click', async () => {
    const { context, svcCart } = await ready({ 'product-id': '200' });
    expect(words(context)).to.equal('Add to cart');
    const quantity = context.querySelector('svc-quantity')!.shadowRoot!;
    quantity.querySelector<HTMLButtonElement>('[part="increase"]')!.click();
    await context.updateComplete;
    expect(context.state.quantity).to.equal(2);
    sandbox().clearSent();
    button(context).click();
    button(context).click();
    await context.querySelector('svc-add-to-cart')!.updateComplete;
    expect(words(context)).to.equal('Adding…');
    await waitUntil(() => words(context) === 'Added ✓', 'Added ✓', { timeout: 5000 });
    const line = svcCart.cart!.items.find((item) => item.productId === 201);
    expect(line?.quantity).to.equal(2);
    const sent = await addRequests();
    expect(sent.map((request) => request.body)).to.deep.equal([{ productId: 201, quantity: 2 }]);
    expect(svcCart.isOpen, 'the drawer follows afterItemAdded').to.equal(true);
  });

  it('a press sends the cart request alone: the product the context read decides the view, with no look-up of its own', async () => {
    const { context, svcCart } = await ready({ 'product-id': '200' });
    sandbox().clearSent();
    button(context).click();
    await waitUntil(() => words(context) === 'Added ✓', 'Added ✓', { timeout: 5000 });
    const sent = (await sandbox().sent()).map((request) => `${request.method} ${request.path}`);
    expect(sent).to.deep.equal([`POST /carts/${svcCart.cart!.id}/items`]);
  });

  it('after setCurrency the product read again in the new currency serves the press: the cart request alone', async () => {
    const { context, svcCart } = await ready({ 'product-id': '200' });
    const other = svcCart.shop.currencies!.find((currency) => !currency.default)!.abbreviation;
    await svcCart.setCurrency(other);
    await waitUntil(() => context.state.currency === other, 'the context in the new currency', {
      timeout: 5000,
    });
    sandbox().clearSent();
    button(context).click();
    await waitUntil(() => words(context) === 'Added ✓', 'Added ✓', { timeout: 5000 });
    const sent = (await sandbox().sent()).map((request) => `${request.method} ${request.path}`);
    expect(sent).to.deep.equal([`POST /carts/${svcCart.cart!.id}/items`]);
    expect(svcCart.cart!.currencyCode).to.equal(other);
  });

  it('a sold-out variant says so and offers to notify: the drawer’s out-of-stock view, nothing added', async () => {
    const { context, svcCart } = await ready({ 'product-id': '200' });
    context.state.choose(202);
    await context.updateComplete;
    await context.querySelector('svc-add-to-cart')!.updateComplete;
    expect(words(context)).to.equal('Sold out — notify me');
    expect(button(context).getAttribute('aria-disabled')).to.equal('false');
    sandbox().clearSent();
    button(context).click();
    await waitUntil(() => svcCart.customization?.view === 'out-of-stock', 'the out-of-stock view', {
      timeout: 5000,
    });
    expect(svcCart.customization?.payload).to.deep.include({ productId: 202, quantity: 1 });
    expect(await addRequests()).to.deep.equal([]);
  });

  it('speaks German after setLanguage: the button and the stepper', async () => {
    const { context, svcCart } = await ready({ 'product-id': '200' });
    svcCart.setLanguage('de');
    await waitUntil(() => words(context) === 'In den Warenkorb', 'the German button', { timeout: 5000 });
    const stepper = context.querySelector('svc-quantity')!.shadowRoot!;
    await waitUntil(
      () => stepper.querySelector('[part="increase"]')!.getAttribute('aria-label') === 'Eins mehr',
      'the German stepper',
      { timeout: 5000 },
    );
    expect(stepper.querySelector('[role="group"]')!.getAttribute('aria-label')).to.equal('Menge');
    context.state.choose(202);
    await waitUntil(() => words(context) === 'Ausverkauft – benachrichtigen lassen', 'German sold out', {
      timeout: 5000,
    });
  });

  it('a bundle opens the build-a-box view', async () => {
    const { context, svcCart } = await ready(
      { type: 'bundle', 'bundle-id': '1' },
      '<svc-add-to-cart>Build my box</svc-add-to-cart>',
    );
    expect(words(context)).to.equal('Build my box');
    button(context).click();
    await waitUntil(() => svcCart.customization?.view === 'bundle', 'the bundle view', { timeout: 5000 });
  });

  it('works by keyboard: Tab to +, Enter raises the quantity, Tab to the button, Enter adds; axe finds nothing', async () => {
    const { context, svcCart } = await ready({ 'product-id': '200' });
    await expect(context).to.be.accessible();
    const quantity = context.querySelector('svc-quantity')!.shadowRoot!;
    quantity.querySelector<HTMLInputElement>('[part="input"]')!.focus();
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Enter' });
    await context.updateComplete;
    expect(context.state.quantity).to.equal(2);
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => svcCart.cart!.items.some((item) => item.productId === 201), 'the line added', {
      timeout: 5000,
    });
  });
});
