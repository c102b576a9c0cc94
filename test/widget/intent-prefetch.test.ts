/**
 * Prefetch on intent: a pointer over, or focus on, a product link fetches the code its click will
 * need (the view choice and the customization router); on the cart toggle, the checkout's. Code
 * only, never an API request. The module cache outlives a test, so the tests that expect nothing
 * to load run first. The widget acts on an intent a moment later (a timer); a test that expects
 * nothing proves it with a later intent the widget does act on, recorded instead of fetched.
 */
import { expect } from '@open-wc/testing';
import { waitFor } from '../elements/element-helpers.js';
import type { SvcCart } from '../../src/controller/svc-cart.js';
import { setupWidget, startWidget } from './helpers.js';

let host: HTMLElement;

function place(markup: string): HTMLElement {
  host.insertAdjacentHTML('beforeend', markup);
  return host.lastElementChild as HTMLElement;
}

const pointerOver = (element: Element) =>
  element.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true }));

/** The module files the page has fetched whose URL contains `part`. */
const fetched = (part: string) =>
  performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.includes(part));

/**
 * Records what `svcCart` is asked to prefetch instead of fetching it: the intents the widget acts
 * on wait the same moment, in order, so once a later one is recorded an earlier one would have been.
 */
function prefetchesOf(svcCart: SvcCart): string[] {
  const asked: string[] = [];
  svcCart.prefetch = (what) => void asked.push(what);
  return asked;
}

describe('prefetch on intent', () => {
  const sandbox = setupWidget();

  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
  });
  afterEach(() => host.remove());

  it('without interceptProductLinks, a pointer over a product link loads nothing', async () => {
    const toggle = place('<button id="intent-control" type="button">Cart</button>');
    const svcCart = await startWidget({ settings: { cartToggleEl: '#intent-control' } });
    const asked = prefetchesOf(svcCart);
    pointerOver(place('<a href="/checkout/add/201">Add the mug</a>'));
    pointerOver(toggle);
    await waitFor(() => asked.length > 0, 'the prefetch for the toggle');
    expect(asked).to.deep.equal(['checkout']);
    expect(fetched('choose-view')).to.deep.equal([]);
    expect(customElements.get('svc-cart-customization')).to.equal(undefined);
  });

  it('on a disabled widget, focus on the toggle loads nothing', async () => {
    const toggle = place('<button id="intent-toggle" type="button">Cart</button>');
    const svcCart = await startWidget({ settings: { cartToggleEl: '#intent-toggle' } });
    const asked = prefetchesOf(svcCart);
    svcCart.disable();
    toggle.focus();
    toggle.blur();
    svcCart.enable();
    toggle.focus();
    await waitFor(() => asked.length > 0, 'the prefetch once enabled again');
    expect(asked).to.deep.equal(['checkout']);
    expect(customElements.get('svc-cart-checkout')).to.equal(undefined);
  });

  it('a pointer over a product link fetches the view choice and the router, and sends no API request', async () => {
    await startWidget({ settings: { interceptProductLinks: true } });
    sandbox().clearSent();
    pointerOver(place('<a href="/checkout/add/201"><span>Add the mug</span></a>').firstElementChild!);
    await waitFor(() => Boolean(customElements.get('svc-cart-customization')), 'the router');
    await waitFor(() => fetched('choose-view').length === 1, 'the view choice');
    expect(await sandbox().sent()).to.deep.equal([]);
  });

  it('focus on the cart toggle fetches the checkout, and sends no API request', async () => {
    const toggle = place('<a id="intent-toggle-2" href="#cart">Cart</a>');
    await startWidget({ settings: { cartToggleEl: '#intent-toggle-2' } });
    sandbox().clearSent();
    toggle.focus();
    await waitFor(() => Boolean(customElements.get('svc-cart-checkout')), 'the checkout');
    expect(await sandbox().sent()).to.deep.equal([]);
  });
});
