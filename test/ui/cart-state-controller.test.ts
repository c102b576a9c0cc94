/**
 * `CartStateController` (src/ui/cart-state-controller.ts): an element inside `<svc-cart-root>` gets
 * the widget's `SvcCart` by context and re-renders on each change of its state, while it is on the
 * page; put back, it is given the controller again.
 */
import { expect } from '@open-wc/testing';
import { LitElement, html } from 'lit';
import type { SvcCart } from '../../src/controller/svc-cart.js';
import { CartStateController } from '../../src/ui/cart-state-controller.js';
import { until } from '../shared/wait.js';
import { setupWidget, startWidget } from '../widget/helpers.js';
import { settled } from './follow-host.js';

class CartHost extends LitElement {
  readonly state = new CartStateController(this);
  renders = 0;

  override render() {
    this.renders += 1;
    return html`<p>${this.state.controller?.isOpen ? 'open' : 'closed'}</p>`;
  }
}
if (!customElements.get('test-cart-host')) customElements.define('test-cart-host', CartHost);

/** A host inside the widget's root, as the drawer's elements are. */
async function mountInRoot(): Promise<{ host: CartHost; root: HTMLElement }> {
  const root = document.querySelector<HTMLElement>('svc-cart-root')!;
  const host = document.createElement('test-cart-host') as CartHost;
  root.append(host);
  await settled(host);
  return { host, root };
}

const shown = (host: CartHost) => host.shadowRoot!.querySelector('p')!.textContent;

describe('CartStateController', () => {
  setupWidget();
  let svcCart: SvcCart;
  beforeEach(async () => {
    svcCart = await startWidget();
  });

  it('gets the widget’s controller from context when its host connects', async () => {
    const { host } = await mountInRoot();
    expect(host.state.controller).to.equal(svcCart);
  });

  it('re-renders its host when the controller’s state changes', async () => {
    const { host } = await mountInRoot();
    expect(shown(host)).to.equal('closed');
    const before = host.renders;
    svcCart.open();
    await until(() => shown(host) === 'open', 'the host to show the open drawer');
    expect(host.renders).to.be.greaterThan(before);
  });

  it('no longer renders its host once the host left the page', async () => {
    const { host } = await mountInRoot();
    host.remove();
    const before = host.renders;
    svcCart.open();
    await until(() => svcCart.isOpen, 'the drawer to open');
    await settled(host);
    expect(host.renders).to.equal(before);
  });

  it('follows the controller again when its host is put back on the page', async () => {
    const { host, root } = await mountInRoot();
    host.remove();
    root.append(host);
    await settled(host);
    expect(host.state.controller).to.equal(svcCart);
    svcCart.open();
    await until(() => shown(host) === 'open', 'the put-back host to show the open drawer');
  });
});
