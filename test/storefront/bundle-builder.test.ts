/**
 * `<svc-bundle-builder>`: the drawer's build-a-box view on the shop's page, against the sandbox's
 * bundle 1 ("Build Your Box": Box of 4 / Box of 8, plans 501 monthly and 511 one-time, groups
 * Single Origin Beans (at least 1) and Snacks (up to 2)). The box is filled by keyboard and by
 * clicks, added with one cart request, and the drawer follows the shop's `afterItemAdded` (the
 * sandbox shop's is `open`).
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { LitElement } from 'lit';
import { watchPageElements } from '../../src/bootstrap/index.js';
import type { SvcCart } from '../../src/controller/svc-cart.js';
import type { SvcBundleBuilder } from '../../src/storefront/svc-bundle-builder/svc-bundle-builder.js';
import { deepActiveElement, dialog, tabTo } from '../elements/element-helpers.js';
import { waitFor } from '../shared/widget-wait.js';
import { inView as inDrawerView } from '../views/bundle-helpers.js';
import { recordEvents, rendered, setupWidget, startWidget } from '../widget/helpers.js';
import { until } from '../shared/wait.js';
import { laterRequestAnswered } from '../shared/quiet.js';
import { pressSpace } from '../shared/keys.js';

/** A `<svc-bundle-builder>` with `attributes` and the shop's markup `inner`, put on the page. */
function builderOnPage(attributes: Record<string, string>, inner = ''): SvcBundleBuilder {
  const builder = document.createElement('svc-bundle-builder') as SvcBundleBuilder;
  for (const [name, value] of Object.entries(attributes)) builder.setAttribute(name, value);
  builder.innerHTML = inner;
  document.body.append(builder);
  return builder;
}

/** Text as a visitor reads it: white space collapsed, Lit's comment markers skipped. */
function textOf(node: Node | null | undefined): string {
  const walk = (current: Node): string =>
    current.nodeType === Node.COMMENT_NODE
      ? ''
      : current.nodeType === Node.TEXT_NODE
        ? (current.textContent ?? '')
        : [...current.childNodes].map(walk).join('');
  return node ? walk(node).replace(/\s+/g, ' ').trim() : '';
}

/** The view the builder shows (not one still loading), or null. */
const shownView = (builder: SvcBundleBuilder) =>
  builder.shadowRoot?.querySelector<LitElement>('svc-view-bundle:not([hidden])') ?? null;

function inView<E extends Element = HTMLElement>(builder: SvcBundleBuilder, selector: string): E[] {
  return [...(shownView(builder)?.shadowRoot?.querySelectorAll<E>(selector) ?? [])];
}

const part = (builder: SvcBundleBuilder, name: string) => inView(builder, `[part~="${name}"]`)[0] ?? null;
const submit = (builder: SvcBundleBuilder) => part(builder, 'submit-button') as HTMLButtonElement;

/** The button whose accessible name is `label` ("Add one Ethiopia Guji"). */
function button(builder: SvcBundleBuilder, label: string): HTMLButtonElement {
  const found = inView<HTMLButtonElement>(builder, 'button').find(
    (element) => (element.getAttribute('aria-label') ?? textOf(element)) === label,
  );
  if (!found) throw new Error(`no button named ${label}`);
  return found;
}

/** The radio or checkbox whose label starts with `label`. */
function choice(builder: SvcBundleBuilder, label: string): HTMLInputElement {
  const found = inView<HTMLLabelElement>(builder, 'label').find((element) =>
    textOf(element).startsWith(label),
  );
  const input = found?.querySelector('input');
  if (!input) throw new Error(`no choice labelled ${label}`);
  return input;
}

const add = (builder: SvcBundleBuilder, name: string) => button(builder, `Add one ${name}`);

/** Waits until the builder shows the view with its items. */
async function shown(builder: SvcBundleBuilder): Promise<void> {
  await until(() => part(builder, 'item'), 'the build-a-box view with its items');
  await shownView(builder)!.updateComplete;
}

/** A started widget and a builder of bundle 1 showing its box. */
async function ready(inner = ''): Promise<{ builder: SvcBundleBuilder; svcCart: SvcCart }> {
  watchPageElements();
  const builder = builderOnPage({ 'bundle-id': '1' }, inner);
  const svcCart = await startWidget();
  await shown(builder);
  return { builder, svcCart };
}

/** Clicks `target` `times` times, letting the view render after each. */
async function press(builder: SvcBundleBuilder, target: HTMLElement, times = 1): Promise<void> {
  for (let i = 0; i < times; i += 1) {
    target.click();
    await shownView(builder)!.updateComplete;
  }
}

/** Plan "Every month", then two Ethiopia Guji and two Colombia Huila: a full Box of 4. */
async function fillBoxOfFour(builder: SvcBundleBuilder): Promise<void> {
  await press(builder, choice(builder, 'Every month'));
  await press(builder, add(builder, 'Ethiopia Guji'), 2);
  await press(builder, add(builder, 'Colombia Huila'), 2);
  await until(() => textOf(part(builder, 'price')) === 'Total $40.00', 'the quote');
}

/** The box that plan 501 with two Ethiopia Guji and two Colombia Huila is sent as. */
const BOX_OF_FOUR = {
  productId: 501,
  quantity: 1,
  bundle: {
    items: [
      { productId: 401, quantity: 2 },
      { productId: 402, quantity: 2 },
    ],
    preferences: [],
  },
};

describe('<svc-bundle-builder>', () => {
  const sandbox = setupWidget();
  afterEach(() => document.querySelectorAll('svc-bundle-builder').forEach((builder) => builder.remove()));

  const addRequests = async () =>
    (await sandbox().sent()).filter(
      (request) => request.method === 'POST' && /^\/carts\/[^/]+\/items$/.test(request.path),
    );

  it('keeps the shop’s markup until the view shows the box, then shows the build-a-box view in its place', async () => {
    watchPageElements();
    const builder = builderOnPage({ 'bundle-id': '1' }, '<p>Loading your box…</p>');
    await until(() => builder.shadowRoot?.querySelector('[part="placeholder"]'), 'the builder upgraded');
    const placeholder = builder.shadowRoot!.querySelector<HTMLElement>('[part="placeholder"]')!;
    const slot = placeholder.querySelector('slot')!;
    expect(placeholder.hidden).to.equal(false);
    expect(textOf(slot.assignedNodes({ flatten: true })[0])).to.equal('Loading your box…');
    expect(shownView(builder)).to.equal(null);

    await startWidget();
    await shown(builder);
    expect(placeholder.hidden).to.equal(true);
    expect(placeholder.getBoundingClientRect().height).to.equal(0);
    const view = shownView(builder)!;
    expect(view.getRootNode()).to.equal(builder.shadowRoot);
    expect(view.getBoundingClientRect().height).to.be.greaterThan(0);
    // On a page the view takes its own height: the list does not scroll inside it as in the drawer.
    const body = part(builder, 'view-body')!;
    expect(body.scrollHeight).to.be.at.most(body.clientHeight + 1);
    expect(textOf(part(builder, 'submit-button'))).to.equal('Add the box of 4');
    expect(textOf(part(builder, 'progress'))).to.equal('Pick 4 items for your box');
    expect(await addRequests()).to.deep.equal([]);
  });

  it('reads its bundle once: the view shows the box from the builder’s answer, with no request of its own', async () => {
    await ready();
    const bundleLoads = (await sandbox().sent()).filter(
      (request) => request.method === 'GET' && request.path === '/bundles/1',
    );
    expect(bundleLoads.length).to.equal(1);
  });

  it('a keyboard-only shopper fills the box and adds it: one request, the line in the cart and in the opened drawer’s summary', async () => {
    const { builder, svcCart } = await ready();
    const events = recordEvents(svcCart);
    sandbox().clearSent();
    await tabTo((element) => element === choice(builder, 'Every month'), 'the first plan');
    await pressSpace();
    await tabTo((element) => element === add(builder, 'Ethiopia Guji'), 'Add one Ethiopia Guji');
    await sendKeys({ press: 'Enter' });
    await pressSpace();
    await tabTo((element) => element === add(builder, 'Colombia Huila'), 'Add one Colombia Huila');
    await sendKeys({ press: 'Enter' });
    await sendKeys({ press: 'Enter' });
    await shownView(builder)!.updateComplete;
    expect(textOf(part(builder, 'progress'))).to.equal('Your box is full');
    await tabTo((element) => element === submit(builder), 'the add button', 80);
    await sendKeys({ press: 'Enter' });

    await until(() => svcCart.cart!.items.some((item) => item.productId === 501), 'the box line');
    expect((await addRequests()).map((request) => request.body)).to.deep.equal([BOX_OF_FOUR]);
    const line = svcCart.cart!.items.find((item) => item.productId === 501)!;
    expect(line.bundle?.items.map(({ productId, quantity }) => ({ productId, quantity }))).to.deep.equal(
      BOX_OF_FOUR.bundle.items,
    );
    expect(events.filter((event) => event === 'CART_UPDATED')).to.have.length(1);

    // The drawer follows the shop's afterItemAdded ('open'): on the summary, with the box's line.
    await rendered();
    expect([svcCart.isOpen, svcCart.view]).to.deep.equal([true, 'summary']);
    const summary = dialog()!.querySelector('svc-cart-summary')!;
    await until(() => summary.shadowRoot?.querySelector('svc-cart-line'), 'the summary’s line');
    const lineElement = summary.shadowRoot!.querySelector('svc-cart-line')!;
    await (lineElement as LitElement).updateComplete;
    expect(textOf(lineElement.shadowRoot!.querySelector('[part~="name"]'))).to.equal('Build Your Box');
    expect(textOf(submit(builder)).startsWith('Added ✓')).to.equal(true);
    expect(deepActiveElement()?.closest('dialog')).to.not.equal(null);
  });

  it("with afterItemAdded 'close' the box lands in the cart, the drawer stays closed and the button says Added ✓ for 2 s", async () => {
    const { builder, svcCart } = await ready();
    await svcCart.setSettings({ afterItemAdded: 'close' });
    await fillBoxOfFour(builder);
    sandbox().clearSent();
    await press(builder, submit(builder));
    await until(() => textOf(submit(builder)) === 'Added ✓ · $40.00', 'Added ✓');
    expect(textOf(builder.shadowRoot!.querySelector('.visually-hidden[role="status"]'))).to.equal('Added ✓');
    expect(svcCart.cart!.items.map((item) => item.productId)).to.deep.equal([501]);
    expect((await addRequests()).map((request) => request.body)).to.deep.equal([BOX_OF_FOUR]);
    await rendered();
    expect(svcCart.isOpen).to.equal(false);
    expect(dialog()).to.equal(null);
    // The box keeps its picks; the words come back after 2 s.
    expect(textOf(part(builder, 'tray'))).to.equal('In your box Ethiopia Guji × 2 × Colombia Huila × 2 ×');
    await until(() => textOf(submit(builder)) === 'Add the box of 4 · $40.00', 'the words back');
  });

  it("with afterItemAdded 'checkout' the box lands in the cart and the checkout opens", async () => {
    sandbox().store.shop.settings.cart.afterItemAdded = 'checkout';
    const { builder, svcCart } = await ready();
    await fillBoxOfFour(builder);
    await press(builder, submit(builder));
    await until(() => svcCart.view === 'checkout', 'the checkout');
    expect(svcCart.isOpen).to.equal(true);
    expect(svcCart.cart!.items.map((item) => item.productId)).to.deep.equal([501]);
  });

  it('a double press adds the box once', async () => {
    const { builder, svcCart } = await ready();
    await svcCart.setSettings({ afterItemAdded: 'close' });
    await fillBoxOfFour(builder);
    sandbox().clearSent();
    submit(builder).click();
    submit(builder).click();
    await until(() => textOf(submit(builder)).startsWith('Added ✓'), 'Added ✓');
    await laterRequestAnswered();
    expect(await addRequests()).to.have.length(1);
    expect(svcCart.cart!.items.map((item) => [item.productId, item.quantity])).to.deep.equal([[501, 1]]);
  });

  it('a second box of the same subscription is not added: the drawer opens on its build-a-box view with that box, to ask about the one in the cart', async () => {
    const { builder, svcCart } = await ready();
    await svcCart.setSettings({ afterItemAdded: 'close' });
    await fillBoxOfFour(builder);
    await press(builder, submit(builder));
    await until(() => svcCart.cart!.items.length === 1, 'the first box');
    sandbox().clearSent();
    await press(builder, submit(builder));
    await until(() => svcCart.customization?.view === 'bundle', 'the drawer’s view');
    expect(svcCart.customization!.payload).to.deep.equal({ ...BOX_OF_FOUR, bundleId: 1 });
    // Open although afterItemAdded is 'close': nothing was added yet, the drawer has a question.
    expect(svcCart.isOpen).to.equal(true);
    // Its button asks, as the drawer's own view does, before anything is sent.
    await waitFor(() => Boolean(inDrawerView('bundle', '[part~="item"]')), 'the drawer’s box');
    inDrawerView<HTMLButtonElement>('bundle', '[part~="submit-button"]')!.click();
    await waitFor(
      () => svcCart.customization?.view === 'subscription-replacement',
      'the replacement question',
    );
    expect(await addRequests()).to.deep.equal([]);
    expect(await addRequests()).to.deep.equal([]);
    expect(svcCart.cart!.items).to.have.length(1);
  });

  it('follows setCurrency and setLanguage: the box is asked again and shown anew, with the shopper’s picks', async () => {
    const { builder, svcCart } = await ready();
    await press(builder, choice(builder, 'Every month'));
    await press(builder, add(builder, 'Ethiopia Guji'), 2);
    const inDollars = shownView(builder);
    expect(textOf(part(builder, 'option-price'))).to.contain('$');
    sandbox().clearSent();

    await svcCart.setCurrency('EUR');
    await until(
      () => shownView(builder) !== inDollars && textOf(part(builder, 'option-price')).includes('€'),
      'the box in euros',
    );
    await shownView(builder)!.updateComplete;
    expect(builder.shadowRoot!.querySelectorAll('svc-view-bundle')).to.have.length(1);
    expect(textOf(part(builder, 'tray'))).to.equal('In your box Ethiopia Guji × 2 ×');
    expect(choice(builder, 'Every month').checked).to.equal(true);

    const inEuros = shownView(builder);
    svcCart.setLanguage('de');
    await until(
      () =>
        shownView(builder) !== inEuros &&
        textOf(part(builder, 'tray')) === 'In Ihrer Box Ethiopia Guji × 2 ×',
      'the box asked again in German',
    );
    const bundleLoads = (await sandbox().sent()).filter(
      (request) => request.method === 'GET' && request.path === '/bundles/1',
    );
    const editions = bundleLoads.map(
      (request) => `${request.headers.get('x-currency')} ${request.headers.get('accept-language')}`,
    );
    expect([...new Set(editions)]).to.deep.equal(['EUR en', 'EUR de']);
  });

  it('a missing bundle, a fixed bundle and a missing bundle-id show a quiet message, logged once each; axe finds nothing', async () => {
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));
    try {
      watchPageElements();
      const builders = [
        builderOnPage({ 'bundle-id': '999' }, '<p>Loading…</p>'),
        builderOnPage({ 'bundle-id': '2' }, '<p>Loading…</p>'),
        builderOnPage({}, '<p>Loading…</p>'),
      ];
      await startWidget();
      for (const builder of builders)
        await until(() => builder.shadowRoot?.querySelector('[part="status"]'), 'the message');
      for (const builder of builders) {
        expect(textOf(builder.shadowRoot!.querySelector('[part="status"]'))).to.equal(
          'This box is not available.',
        );
        expect(builder.shadowRoot!.querySelector<HTMLElement>('[part="placeholder"]')!.hidden).to.equal(true);
        builder.requestUpdate();
        await builder.updateComplete;
      }
      expect(warnings.sort()).to.deep.equal([
        'Cart Widget: <svc-bundle-builder bundle-id="2">: Bundle 2 is a fixed bundle, not a box to build: add it with <svc-add-to-cart> in a <svc-context type="bundle">',
        'Cart Widget: <svc-bundle-builder bundle-id="999">: No bundle with id 999',
        'Cart Widget: <svc-bundle-builder>: bundle-id must name a bundle (a whole number of 1 or more)',
      ]);
      await expect(builders[0]).to.be.accessible();
    } finally {
      console.warn = warn;
    }
  });

  it('passes axe with the box shown and with a full box', async () => {
    const { builder } = await ready();
    await expect(builder).to.be.accessible();
    await fillBoxOfFour(builder);
    await expect(builder).to.be.accessible();
  });

  it('inside a <svc-context> without bundle-id it builds the box its product is bought as, and shows nothing for another product', async () => {
    watchPageElements();
    const contexts = ['500', '200'].map((id) => {
      const context = document.createElement('svc-context');
      context.setAttribute('product-id', id);
      context.innerHTML = '<svc-bundle-builder><p>Loading the box…</p></svc-bundle-builder>';
      document.body.append(context);
      return context;
    });
    const [box, mug] = contexts.map((context) => context.querySelector('svc-bundle-builder')!);
    try {
      await startWidget();
      await shown(box!);
      expect(textOf(part(box!, 'submit-button'))).to.contain('Add');
      await until(() => mug!.status === 'none', 'the mug’s builder quiet');
      expect(mug!.shadowRoot!.querySelector('svc-view-bundle')).to.equal(null);
      expect(mug!.shadowRoot!.querySelector('[part="status"]')).to.equal(null);
      expect(getComputedStyle(mug!.shadowRoot!.querySelector('[part="placeholder"]')!).display).to.equal(
        'none',
      );
    } finally {
      contexts.forEach((context) => context.remove());
    }
  });
});
