/**
 * Children a framework owns: React, Vue and Svelte render the shop's markup inside `<svc-list>`,
 * `<svc-context>` and `<svc-bundle-builder>`, keep references to the nodes they created, and later
 * remove (`parent.removeChild(child)`, as React does), re-add and reorder them. None of our
 * elements removes, moves or rewrites those nodes, so nothing throws, the nodes stay where the
 * framework put them, and the elements keep rendering their data.
 */
import { expect } from '@open-wc/testing';
import { http } from 'msw';
import { watchPageElements } from '../../src/bootstrap/index.js';
import type { SvcBundleBuilder } from '../../src/storefront/svc-bundle-builder/svc-bundle-builder.js';
import type { SvcContext } from '../../src/storefront/svc-context/svc-context.js';
import type { SvcList } from '../../src/storefront/svc-list/svc-list.js';
import { setupWidget, startWidget } from '../widget/helpers.js';
import { shown } from './storefront-helpers.js';
import { until } from '../shared/wait.js';

/**
 * What a framework does with the children it renders into `parent`: it creates each one once by
 * its key and keeps the reference (a node it re-adds is the same one); `render(keys)` removes the
 * ones no longer listed with `parent.removeChild`, and puts each listed one before the framework's
 * next node (at the end for the last), as React's reconciler does. It never looks at nodes it did
 * not create.
 */
function frameworkRoot(parent: Element, create: (key: string) => Element) {
  const nodes = new Map<string, Element>();
  const node = (key: string): Element => {
    if (!nodes.has(key)) nodes.set(key, create(key));
    return nodes.get(key)!;
  };
  let order: string[] = [];
  const render = (keys: string[]): void => {
    for (const key of order) if (!keys.includes(key)) parent.removeChild(node(key));
    const own = new Set<Node>(keys.map(node));
    let next: Node | null = null;
    for (const key of [...keys].reverse()) {
      const child = node(key);
      if (!order.includes(key) || ownNext(child, own) !== next) {
        if (next) parent.insertBefore(child, next);
        else parent.appendChild(child);
      }
      next = child;
    }
    order = keys;
  };
  /** The framework's next node after `child` in `parent`, skipping nodes it did not create. */
  const ownNext = (child: Node, own: Set<Node>): Node | null => {
    for (let sibling = child.nextSibling; sibling; sibling = sibling.nextSibling)
      if (own.has(sibling)) return sibling;
    return null;
  };
  /** The framework's nodes as they are in `parent` now, in order. */
  const inPage = (): Element[] => {
    const own = new Set(order.map(node));
    return [...parent.children].filter((child) => own.has(child));
  };
  return { render, inPage, node };
}

/** An element `html` describes, for the framework to own. */
function element(html: string): Element {
  const holder = document.createElement('template');
  holder.innerHTML = html;
  return holder.content.firstElementChild!;
}

/** Errors of the page (thrown in a task or an element's update) while a test runs. */
const errors: string[] = [];
const onError = (event: ErrorEvent) => errors.push(String(event.message));
const onRejection = (event: PromiseRejectionEvent) => errors.push(String(event.reason));

describe('children a framework owns', () => {
  const sandbox = setupWidget();
  beforeEach(() => {
    errors.length = 0;
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
  });
  afterEach(() => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    document
      .querySelectorAll('svc-list, svc-context, svc-bundle-builder')
      .forEach((element) => element.remove());
  });

  describe('<svc-list>', () => {
    const CARD = '<h3><svc-data field="product.name">Name</svc-data></h3><svc-money>Price</svc-money>';

    /** A list whose template and two placeholder cards a framework rendered. */
    function frameworkList() {
      const list = document.createElement('svc-list') as SvcList;
      list.setAttribute('per-page', '2');
      document.body.append(list);
      const root = frameworkRoot(list, (key) =>
        key === 'template'
          ? element(`<template>${CARD}</template>`)
          : element(`<article class="placeholder">${key}</article>`),
      );
      root.render(['template', 'first', 'second']);
      return { list, root };
    }

    const cards = (list: SvcList) => [...list.querySelectorAll(':scope > svc-context')];
    const names = (list: SvcList) => cards(list).map((card) => shown(card.querySelector('svc-data')));
    const namesAre = (list: SvcList, expected: string[]) =>
      until(() => JSON.stringify(names(list)) === JSON.stringify(expected), expected.join(', '));
    const next = (list: SvcList) => list.shadowRoot!.querySelector<HTMLElement>('[part="next"]')!;

    it('after it rendered, removing, re-adding and reordering its placeholders throws nothing; the list still renders and pages', async () => {
      watchPageElements();
      const { list, root } = frameworkList();
      await startWidget();
      await namesAre(list, ['House Blend Subscription', 'Tea Club']);
      const [first, second] = [root.node('first'), root.node('second')];

      // React's re-render without the first placeholder: `list.removeChild(first)`.
      root.render(['template', 'second']);
      expect(first.parentNode).to.equal(null);
      root.render(['template', 'second', 'first']);
      root.render(['first', 'template', 'second']);
      expect(root.inPage()).to.deep.equal([first, root.node('template'), second]);
      await list.updateComplete;
      expect(names(list)).to.deep.equal(['House Blend Subscription', 'Tea Club']);

      next(list).click();
      await namesAre(list, ['Winter Reserve (pre-order)', 'Ceramic Mug']);
      // The new cards are copies of the moved template; the framework's nodes are as it left them.
      expect(cards(list).map((card) => card.querySelectorAll('h3').length)).to.deep.equal([1, 1]);
      expect(root.inPage()).to.deep.equal([first, root.node('template'), second]);
      expect(first.textContent).to.equal('first');
      // Not shown beside the cards: only the cards are in the list.
      expect([first.assignedSlot, second.assignedSlot]).to.deep.equal([null, null]);
      expect(first.getBoundingClientRect().height).to.equal(0);

      root.render(['template']);
      list.shadowRoot!.querySelector<HTMLElement>('[part="previous"]')!.click();
      await namesAre(list, ['House Blend Subscription', 'Tea Club']);
      expect(root.inPage()).to.deep.equal([root.node('template')]);
      expect(errors).to.deep.equal([]);
      await expect(list).to.be.accessible();
    });

    it('shows the placeholders the framework leaves while the first page loads, then the cards', async () => {
      let answer!: () => void;
      const held = new Promise<void>((resolve) => (answer = resolve));
      sandbox().worker.use(http.get('*/storefront/v1/products', () => held.then(() => undefined)));
      watchPageElements();
      const { list, root } = frameworkList();
      await startWidget();
      await until(() => list.shadowRoot?.querySelector('[aria-busy="true"]'), 'the page asked for');
      root.render(['second', 'template']);
      root.render(['second', 'template', 'third']);
      await list.updateComplete;
      const slot = list.shadowRoot!.querySelector<HTMLSlotElement>('slot:not([name])')!;
      expect(slot.assignedElements().map((node) => node.textContent || node.localName)).to.deep.equal([
        'second',
        'template',
        'third',
      ]);
      answer();
      await namesAre(list, ['House Blend Subscription', 'Tea Club']);
      expect(root.inPage()).to.deep.equal([root.node('second'), root.node('template'), root.node('third')]);
      // The framework clears its children: the list's own cards stay.
      root.render([]);
      expect([...list.children].map((child) => child.localName)).to.deep.equal([
        'svc-context',
        'svc-context',
      ]);
      expect(errors).to.deep.equal([]);
    });
  });

  describe('<svc-context>', () => {
    /** A context whose children (a template, a note) a framework rendered. */
    function frameworkContext(template: (key: string) => Element) {
      const context = document.createElement('svc-context') as SvcContext;
      context.setAttribute('product-id', '200');
      document.body.append(context);
      const root = frameworkRoot(context, (key) =>
        key === 'note' ? element('<p class="note">Ships in a week</p>') : template(key),
      );
      return { context, root };
    }
    const copies = (context: SvcContext) => [...context.querySelectorAll(':scope > article')];
    const stamped = (context: SvcContext) =>
      until(() => shown(copies(context)[0]?.querySelector('svc-data')) === 'Ceramic Mug', 'the stamp');

    it('after it stamped its template, removing, re-adding and reordering the template throws nothing; one copy stays', async () => {
      watchPageElements();
      const { context, root } = frameworkContext(() =>
        element('<template><article><svc-data>Name</svc-data></article></template>'),
      );
      root.render(['template', 'note']);
      const template = root.node('template');
      await startWidget();
      await stamped(context);
      expect(template.parentNode).to.equal(context);

      root.render(['note']);
      root.render(['note', 'template']);
      root.render(['template', 'note']);
      root.render(['note', 'template']);
      await context.updateComplete;
      expect(root.inPage()).to.deep.equal([root.node('note'), template]);
      // Stamped once: the copy is the context's own and is not made again.
      expect(copies(context)).to.have.length(1);
      expect(shown(copies(context)[0]!.querySelector('svc-data'))).to.equal('Ceramic Mug');
      root.render([]);
      expect(copies(context)).to.have.length(1);
      expect(errors).to.deep.equal([]);
      await expect(context).to.be.accessible();
    });

    it('stamps a template the framework adds after the data came', async () => {
      watchPageElements();
      const { context, root } = frameworkContext(() =>
        element(
          '<template><article><a href="/" data-svc-attr-href="/p?slug={product.slug}"><svc-data>Name</svc-data></a></article></template>',
        ),
      );
      root.render(['note']);
      await startWidget();
      await until(() => context.dataset.status === 'ready', 'the product');
      root.render(['note', 'template']);
      await stamped(context);
      expect(copies(context)[0]!.querySelector('a')!.getAttribute('href')).to.equal('/p?slug=ceramic-mug');
      expect(root.inPage()).to.deep.equal([root.node('note'), root.node('template')]);
      expect(errors).to.deep.equal([]);
    });

    it('stamps a template whose children the framework put into the element itself, as React renders <template>', async () => {
      watchPageElements();
      const { context, root } = frameworkContext(() => {
        const template = document.createElement('template');
        template.append(element('<article><svc-data>Name</svc-data></article>'));
        return template;
      });
      root.render(['template']);
      await startWidget();
      await stamped(context);
      const template = root.node('template') as HTMLTemplateElement;
      // The framework's children of the template are where it put them, and copied, not moved.
      expect(template.children).to.have.length(1);
      expect(copies(context)[0]).not.to.equal(template.firstElementChild);
      expect(errors).to.deep.equal([]);
    });
  });

  describe('<svc-bundle-builder>', () => {
    const view = (builder: SvcBundleBuilder) =>
      builder.shadowRoot?.querySelector<HTMLElement>('svc-view-bundle:not([hidden])') ?? null;
    const items = (builder: SvcBundleBuilder) =>
      view(builder)?.shadowRoot?.querySelectorAll('[part~="item"]') ?? [];

    it('after the box is shown, removing, re-adding and reordering its fallback throws nothing; the box stays', async () => {
      watchPageElements();
      const builder = document.createElement('svc-bundle-builder') as SvcBundleBuilder;
      builder.setAttribute('bundle-id', '1');
      document.body.append(builder);
      const root = frameworkRoot(builder, (key) => element(`<p>${key}</p>`));
      root.render(['Loading your box…', 'A picture']);
      await startWidget();
      await until(() => items(builder).length > 0, 'the box');
      const placeholder = builder.shadowRoot!.querySelector<HTMLElement>('[part="placeholder"]')!;

      root.render(['A picture']);
      root.render(['A picture', 'Loading your box…']);
      root.render(['Loading your box…', 'A picture']);
      root.render(['A picture', 'Loading your box…']);
      await builder.updateComplete;
      expect(root.inPage().map((node) => node.textContent)).to.deep.equal(['A picture', 'Loading your box…']);
      expect(placeholder.hidden).to.equal(true);
      expect(view(builder)).not.to.equal(null);
      expect(items(builder).length).to.be.greaterThan(0);
      // The shop's fallback is still shown by the slot only while loading, never moved into the view.
      expect(root.node('A picture').parentNode).to.equal(builder);
      expect(errors).to.deep.equal([]);
    });
  });
});
