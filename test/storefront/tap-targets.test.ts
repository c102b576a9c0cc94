/**
 * Every control of the storefront elements is at least 44×44 CSS px on a phone (390×844): the
 * option picker's option buttons and plan cards, `<svc-quantity>`'s − / + and field,
 * `<svc-add-to-cart>`, `<svc-list>`'s paging and `<svc-bundle-builder>`'s box.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '../shared/viewport.js';
import { watchPageElements } from '../../src/bootstrap/index.js';
import type { SvcContext } from '../../src/storefront/svc-context/svc-context.js';
import { smallTapTargets } from '../shared/tap-targets.js';
import { until } from '../shared/wait.js';
import { setupWidget, startWidget } from '../widget/helpers.js';
import { contextOnPage } from './storefront-helpers.js';

const PRODUCT = `<svc-option-picker></svc-option-picker>
  <p><svc-data field="leaf.name"></svc-data> <svc-money></svc-money></p>
  <svc-quantity></svc-quantity>
  <svc-add-to-cart></svc-add-to-cart>`;

/**
 * The element `tag` a shop put on the page, `inner` its markup, in a section of its own: the
 * section is what the check walks, so the element's own shadow root is walked too.
 */
function onPage(tag: string, attributes: Record<string, string>, inner = ''): HTMLElement {
  const section = document.createElement('section');
  section.className = 'tap-targets';
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.innerHTML = inner;
  section.append(element);
  document.body.append(section);
  return element;
}

/** A context's elements drawn from its data. */
async function contextReady(context: SvcContext): Promise<void> {
  await until(
    () =>
      context.state?.status === 'ready' &&
      context.querySelector('svc-option-picker')?.shadowRoot?.querySelector('input') &&
      context.querySelector('svc-add-to-cart')?.shadowRoot?.querySelector('[part="button"]') &&
      context.querySelector('svc-quantity')?.shadowRoot?.querySelector('[part="increase"]'),
    'the context’s elements drawn',
  );
  for (const element of context.querySelectorAll<HTMLElement & { updateComplete: Promise<unknown> }>(
    'svc-option-picker, svc-quantity, svc-add-to-cart',
  ))
    await element.updateComplete;
}

describe('the storefront elements’ tap targets on a phone', () => {
  setupWidget();
  before(() => setViewport({ width: 390, height: 844 }));
  afterEach(() =>
    document.querySelectorAll('svc-context, .tap-targets').forEach((element) => element.remove()),
  );

  const PRODUCTS = [
    { what: 'a product with options: the option buttons', productId: '200' },
    { what: 'a subscription: the plan cards', productId: '100' },
  ];
  for (const { what, productId } of PRODUCTS)
    it(`${what}, the quantity and Add to cart`, async () => {
      watchPageElements();
      const context = contextOnPage(PRODUCT, { 'product-id': productId });
      await startWidget();
      await contextReady(context);
      expect(smallTapTargets(context)).to.deep.equal([]);
    });

  it('a list: its cards’ links and Previous and Next', async () => {
    watchPageElements();
    const list = onPage(
      'svc-list',
      { 'per-page': '2' },
      '<template><h3><svc-data field="product.name">Name</svc-data></h3><svc-money>Price</svc-money><svc-add-to-cart></svc-add-to-cart></template>',
    );
    await startWidget();
    await until(
      () =>
        list.shadowRoot?.querySelector('[part="next"]') &&
        list.querySelectorAll('svc-add-to-cart').length === 2 &&
        [...list.querySelectorAll('svc-add-to-cart')].every((add) => add.shadowRoot?.querySelector('button')),
      'the list’s cards and paging',
    );
    expect(list.shadowRoot!.querySelectorAll('[part="paging"] button')).to.have.length(2);
    expect(smallTapTargets(list.parentElement!)).to.deep.equal([]);
  });

  it('a box builder: its sizes, plans, items’ steppers and Add to cart', async () => {
    watchPageElements();
    const builder = onPage('svc-bundle-builder', { 'bundle-id': '1' });
    await startWidget();
    const view = () => builder.shadowRoot?.querySelector('svc-view-bundle')?.shadowRoot;
    await until(() => view()?.querySelector('[part~="item"]'), 'the box with its items');
    expect(smallTapTargets(builder.parentElement!)).to.deep.equal([]);
  });
});
