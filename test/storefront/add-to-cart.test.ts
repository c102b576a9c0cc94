/**
 * `<svc-quantity>` and `<svc-add-to-cart>` inside a `<svc-context>`: each kind of product lands in
 * the cart through `configureItem`, busy and done states, sold out, one request per press, and the
 * keyboard.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { watchPageElements } from '../../src/bootstrap/index.js';
import type { SvcContext } from '../../src/storefront/svc-context/svc-context.js';
import { setupWidget, startWidget } from '../widget/helpers.js';
import { contextOnPage } from './storefront-helpers.js';
import { until } from '../shared/wait.js';

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
  await until(() => context.state?.status === 'ready' && button(context), 'the context ready');
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
    await until(() => words(context) === 'Added ✓', 'Added ✓');
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
    await until(() => words(context) === 'Added ✓', 'Added ✓');
    const sent = (await sandbox().sent()).map((request) => `${request.method} ${request.path}`);
    expect(sent).to.deep.equal([`POST /carts/${svcCart.cart!.id}/items`]);
  });

  it('after setCurrency the product read again in the new currency serves the press: the cart request alone', async () => {
    const { context, svcCart } = await ready({ 'product-id': '200' });
    const other = svcCart.shop.currencies!.find((currency) => !currency.default)!.abbreviation;
    await svcCart.setCurrency(other);
    await until(() => context.state.currency === other, 'the context in the new currency');
    sandbox().clearSent();
    button(context).click();
    await until(() => words(context) === 'Added ✓', 'Added ✓');
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
    await until(() => svcCart.customization?.view === 'out-of-stock', 'the out-of-stock view');
    expect(svcCart.customization?.payload).to.deep.include({ productId: 202, quantity: 1 });
    expect(await addRequests()).to.deep.equal([]);
  });

  it('speaks German after setLanguage: the button and the stepper', async () => {
    const { context, svcCart } = await ready({ 'product-id': '200' });
    svcCart.setLanguage('de');
    await until(() => words(context) === 'In den Warenkorb', 'the German button');
    const stepper = context.querySelector('svc-quantity')!.shadowRoot!;
    await until(
      () => stepper.querySelector('[part="increase"]')!.getAttribute('aria-label') === 'Eins mehr',
      'the German stepper',
    );
    expect(stepper.querySelector('[role="group"]')!.getAttribute('aria-label')).to.equal('Menge');
    context.state.choose(202);
    await until(() => words(context) === 'Ausverkauft – benachrichtigen lassen', 'German sold out');
  });

  it('a bundle opens the build-a-box view', async () => {
    const { context, svcCart } = await ready(
      { type: 'bundle', 'bundle-id': '1' },
      '<svc-add-to-cart>Build my box</svc-add-to-cart>',
    );
    expect(words(context)).to.equal('Build my box');
    button(context).click();
    await until(() => svcCart.customization?.view === 'bundle', 'the bundle view');
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
    await until(() => svcCart.cart!.items.some((item) => item.productId === 201), 'the line added');
  });
});
