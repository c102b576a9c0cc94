/**
 * The minimal elements: `<svc-cart-root>` provides the `SvcCart` controller through @lit/context
 * to `<svc-cart-panel>` and `<svc-cart-button>`, which follow its state; styles stay in shadow DOM.
 */
import { ContextEvent } from '@lit/context';
import { expect } from '@open-wc/testing';
import { svcCartContext } from '../../src/controller/context.js';
import type { SvcCart } from '../../src/controller/svc-cart.js';
import { SvcCartButton } from '../../src/elements/svc-cart-button/index.js';
import { SvcCartPanel } from '../../src/elements/svc-cart-panel/index.js';
import { SvcCartRoot } from '../../src/elements/svc-cart-root/index.js';
import { panel, rendered, setupWidget, startWidget } from './helpers.js';

function root(): SvcCartRoot {
  return document.querySelector('svc-cart-root')!;
}

function inner<K extends 'svc-cart-panel' | 'svc-cart-button'>(tag: K): HTMLElementTagNameMap[K] {
  return root().shadowRoot!.querySelector(tag)!;
}

/** The context value an element inside the root's shadow DOM receives. */
function requestContext(from: Element): SvcCart | undefined {
  let value: SvcCart | undefined;
  from.dispatchEvent(new ContextEvent(svcCartContext, from, (provided) => (value = provided)));
  return value;
}

/** A snapshot of the document's computed styles of `body`. */
function bodyStyles(): Record<string, string> {
  const style = getComputedStyle(document.body);
  const snapshot: Record<string, string> = {};
  for (const name of Array.from(style)) snapshot[name] = style.getPropertyValue(name);
  return snapshot;
}

describe('widget elements', () => {
  setupWidget();

  it('svc-cart-root answers a context request from inside its shadow DOM with the controller', async () => {
    const svcCart = await startWidget();
    expect(requestContext(inner('svc-cart-panel'))).to.equal(svcCart);
    expect(requestContext(inner('svc-cart-button'))).to.equal(svcCart);
  });

  it('svc-cart-root draws one panel and one button in its shadow DOM', async () => {
    await startWidget();
    await rendered();
    expect(root().controller).to.equal(window.svcCart);
    const tags = [...root().shadowRoot!.children].map((child) => child.localName);
    expect(tags).to.deep.equal(['svc-cart-panel', 'svc-cart-button']);
  });

  it('a controller set later on a root reaches the panel (context subscription)', async () => {
    const svcCart = await startWidget();
    const other = document.createElement('svc-cart-root');
    document.body.append(other);
    try {
      await other.updateComplete;
      const otherPanel = other.shadowRoot!.querySelector('svc-cart-panel')!;
      await otherPanel.updateComplete;
      expect(otherPanel.shadowRoot!.querySelector('[part="panel"]')).to.equal(null);
      other.controller = svcCart;
      svcCart.open();
      await otherPanel.updateComplete;
      expect(otherPanel.shadowRoot!.querySelector('[part="panel"]')).to.not.equal(null);
    } finally {
      other.remove();
    }
  });

  it('the panel renders nothing while closed', async () => {
    await startWidget();
    await rendered();
    const shadow = inner('svc-cart-panel').shadowRoot!;
    expect(shadow.querySelector('*')).to.equal(null);
    expect(shadow.textContent!.trim()).to.equal('');
  });

  it('the panel re-renders when the controller opens, with no other trigger', async () => {
    const svcCart = await startWidget();
    await rendered();
    svcCart.open();
    await rendered();
    const section = panel()!;
    expect(section.dataset.view).to.equal('summary');
    expect(section.dataset.summary).to.equal('summary');
    expect(section.dataset.customization).to.equal('');
  });

  it("the panel shows open('checkout') as data-view checkout", async () => {
    const svcCart = await startWidget();
    svcCart.open('checkout');
    await rendered();
    expect(panel()!.dataset.view).to.equal('checkout');
    expect(panel()!.dataset.summary).to.equal('checkout');
  });

  it('the panel shows open(false) with the summary hidden', async () => {
    const svcCart = await startWidget();
    svcCart.open(false);
    await rendered();
    expect(panel()!.dataset.summary).to.equal('hidden');
  });

  it('the panel shows the mounted customization view in data-view and data-customization', async () => {
    const svcCart = await startWidget();
    void svcCart.configureItem({ productId: 100 });
    await new Promise<void>((resolve) => {
      const stop = svcCart.subscribe(() => {
        if (svcCart.customization) {
          stop();
          resolve();
        }
      });
    });
    await rendered();
    const section = panel()!;
    expect(section.dataset.view).to.equal('pricing');
    expect(section.dataset.customization).to.equal('pricing');
    expect(section.dataset.summary).to.equal('hidden');
  });

  it('the panel shows the widget error: data-view error and the message as an alert', async () => {
    const svcCart = await startWidget();
    const error = await svcCart.addItem({ productId: 202, quantity: 1 }).then(
      () => null,
      (reason: Error) => reason,
    );
    expect(error).to.be.an('error');
    await rendered();
    const section = panel()!;
    expect(section.dataset.view).to.equal('error');
    // The error view is its own element; it words the API's out_of_stock code for the shopper.
    const view = section.querySelector('svc-cart-error')!;
    await view.updateComplete;
    const alert = view.shadowRoot!.querySelector('[role="alert"]')!;
    expect((error as Error & { code?: string }).code).to.equal('out_of_stock');
    expect(alert.querySelector('[part="message"]')!.textContent).to.equal(
      'Sorry, this item is out of stock.',
    );
  });

  it("the panel's close button closes the widget", async () => {
    const svcCart = await startWidget();
    svcCart.open();
    await rendered();
    panel()!.querySelector('button')!.click();
    expect(svcCart.isOpen).to.equal(false);
    await rendered();
    expect(panel()).to.equal(null);
  });

  it('the button count re-renders after addItem with no other trigger', async () => {
    const svcCart = await startWidget({ settings: { cartButton: true } });
    await rendered();
    const count = () => inner('svc-cart-button').shadowRoot!.querySelector('[part="count"]')!.textContent;
    expect(count()).to.equal('0');
    await svcCart.addItem({ productId: 201, quantity: 3 });
    await inner('svc-cart-button').updateComplete;
    expect(count()).to.equal('3');
  });

  it('the panel and button draw nothing outside a root (no controller provided)', async () => {
    const loose = document.createElement('div');
    loose.innerHTML = '<svc-cart-panel></svc-cart-panel><svc-cart-button></svc-cart-button>';
    document.body.append(loose);
    try {
      const [looseButton, loosePanel] = [
        loose.querySelector('svc-cart-button')!,
        loose.querySelector('svc-cart-panel')!,
      ];
      await Promise.all([looseButton.updateComplete, loosePanel.updateComplete]);
      expect(loosePanel.shadowRoot!.querySelector('*')).to.equal(null);
      expect(looseButton.shadowRoot!.querySelector('*')).to.equal(null);
    } finally {
      loose.remove();
    }
  });

  it('the elements are defined once, as the exported classes', () => {
    expect(customElements.get('svc-cart-root')).to.equal(SvcCartRoot);
    expect(customElements.get('svc-cart-panel')).to.equal(SvcCartPanel);
    expect(customElements.get('svc-cart-button')).to.equal(SvcCartButton);
  });

  it('evaluating the element modules a second time does not throw and keeps the first definitions', async () => {
    // A query string makes the browser evaluate the modules (and their classes) anew.
    const again = `?again=${Date.now()}`;
    for (const name of ['svc-cart-root', 'svc-cart-panel', 'svc-cart-button']) {
      const module = (await import(`/src/elements/${name}/index.ts${again}`)) as Record<string, unknown>;
      // index.ts ran again (its define guard with it); the element class module is shared.
      expect(Object.values(module)[0], name).to.equal(customElements.get(name));
    }
    expect(customElements.get('svc-cart-root')).to.equal(SvcCartRoot);
    expect(customElements.get('svc-cart-panel')).to.equal(SvcCartPanel);
    expect(customElements.get('svc-cart-button')).to.equal(SvcCartButton);
  });

  it('all styles live in shadow DOM: no style added to the document, body styles unchanged', async () => {
    const before = {
      sheets: document.styleSheets.length,
      adopted: document.adoptedStyleSheets.length,
      styles: document.querySelectorAll('style, link[rel="stylesheet"]').length,
      body: bodyStyles(),
    };
    const svcCart = await startWidget({ settings: { cartButton: true } });
    svcCart.open();
    await rendered();
    expect(panel()).to.not.equal(null);
    expect(document.styleSheets.length).to.equal(before.sheets);
    expect(document.adoptedStyleSheets.length).to.equal(before.adopted);
    expect(document.querySelectorAll('style, link[rel="stylesheet"]').length).to.equal(before.styles);
    expect(bodyStyles()).to.deep.equal(before.body);
    for (const element of [inner('svc-cart-panel'), inner('svc-cart-button')])
      expect(element.shadowRoot!.adoptedStyleSheets.length).to.be.above(0);
  });

  it('the open summary panel passes axe', async () => {
    const svcCart = await startWidget();
    svcCart.open();
    await rendered();
    await expect(panel()!).to.be.accessible();
  });

  it('the open panel with an error passes axe', async () => {
    const svcCart = await startWidget();
    await svcCart.addItem({ productId: 202, quantity: 1 }).catch(() => undefined);
    await rendered();
    expect(panel()!.dataset.view).to.equal('error');
    await expect(panel()!).to.be.accessible();
  });

  it('the cart button passes axe', async () => {
    await startWidget({ settings: { cartButton: true } });
    await rendered();
    await expect(inner('svc-cart-button').shadowRoot!.querySelector('button')!).to.be.accessible();
  });
});
