/**
 * Two widgets on one page (the page's and one of a portal's own, started from its key) each keep
 * their own checkout: a contact typed in one does not show in the other, and a test's gateway
 * table for one store is not the other's.
 */
import { expect } from '@open-wc/testing';
import { SvcCart } from '../../src/controller/svc-cart.js';
import { GATEWAY_LOADERS } from '../../src/ui/gateways/gateway.js';
import { apiUrl, setupWidget, startWidget } from '../widget/helpers.js';
import { field, openCheckout, stepRoot, type } from './checkout-helpers.js';

/** A widget of its own, as the portal starts one from `api-key`: no drawer, no globals. */
async function ownWidget(): Promise<SvcCart> {
  const widget = new SvcCart({ apiKey: 'demo-api-key', apiUrl: apiUrl() });
  await widget.whenUrlRulesReady();
  await widget.start();
  return widget;
}

describe('checkout of two widgets on one page', () => {
  setupWidget();
  const own: SvcCart[] = [];
  afterEach(() => {
    for (const widget of own.splice(0)) widget.destroy();
  });

  it('each widget has its own store: a contact typed in one does not show in the other', async () => {
    const page = await startWidget();
    await page.addItem({ productId: 201, quantity: 1 });
    const pageStore = await openCheckout(page);
    type(field(stepRoot('contact'), 'email'), 'first@example.com');
    expect(pageStore.contact.email).to.equal('first@example.com');

    const second = await ownWidget();
    own.push(second);
    await second.addItem({ productId: 201, quantity: 1 });
    const secondStore = await second.loadCheckout();
    expect(secondStore).to.not.equal(pageStore);
    expect(secondStore.svcCart).to.equal(second);
    expect(secondStore.contact.email).to.equal('');

    secondStore.editContact({ email: 'second@example.com' });
    expect(pageStore.contact.email).to.equal('first@example.com');
    expect(field(stepRoot('contact'), 'email').value).to.equal('first@example.com');
    expect(await page.loadCheckout()).to.equal(pageStore);
    expect((await second.loadCheckout()).contact.email).to.equal('second@example.com');
  });

  it('the gateway table is frozen; a store’s own table is that store’s only', async () => {
    expect(Object.isFrozen(GATEWAY_LOADERS)).to.equal(true);
    expect(() => {
      (GATEWAY_LOADERS as Record<string, unknown>).sandbox = undefined;
    }).to.throw(TypeError);
    const page = await startWidget();
    await page.addItem({ productId: 201, quantity: 1 });
    const pageStore = await page.loadCheckout();
    const second = await ownWidget();
    own.push(second);
    await second.addItem({ productId: 201, quantity: 1 });
    const secondStore = await second.loadCheckout();
    secondStore.gatewayLoaders = { ...GATEWAY_LOADERS, sandbox: () => Promise.resolve({}) };
    expect(pageStore.gatewayLoaders).to.equal(undefined);
  });
});
