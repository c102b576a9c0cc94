/**
 * What some other script on the page adds to `Object.prototype` does not reach the SDK's
 * requests, and an answer's `__proto__` field does not replace a model's prototype.
 */
import { expect } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import { initClient, setupSandbox } from './helpers.js';

/** Adds an enumerable key to `Object.prototype` for the length of `run`, as a careless script would. */
async function withInheritedKey(run: () => Promise<void>): Promise<void> {
  (Object.prototype as Record<string, unknown>).injected = 'from-the-prototype';
  try {
    await run();
  } finally {
    delete (Object.prototype as Record<string, unknown>).injected;
  }
}

describe('SDK: inherited and unsafe keys', () => {
  const sandbox = setupSandbox();

  it('an inherited enumerable key changes neither the query, the headers nor the body of a request', async () => {
    const client = await initClient();
    await client.products.list({ page: 1 }, { 'x-shop-note': 'a' });
    await client.cart.create();
    await client.cart.addItem({ productId: 201, quantity: 1 });
    const clean = (await sandbox().sent()).slice(-3);
    sandbox().clearSent();

    await withInheritedKey(async () => {
      await client.products.list({ page: 1 }, { 'x-shop-note': 'a' });
      await client.cart.addItem({ productId: 201, quantity: 1 });
    });
    const [list, add] = await sandbox().sent();
    expect(list!.url.search).to.equal(clean[0]!.url.search);
    expect(list!.headers.get('injected')).to.equal(null);
    expect([...list!.headers.keys()].sort()).to.deep.equal([...clean[0]!.headers.keys()].sort());
    expect(add!.body).to.deep.equal(clean[2]!.body);
    expect(add!.headers.get('injected')).to.equal(null);
  });

  it('Svc.init with an inherited key on Object.prototype starts as usual', async () => {
    await withInheritedKey(async () => {
      const client = await initClient({ loadCart: true });
      expect(client.cart.id).to.be.a('string');
    });
  });

  it('a cart answer with a "__proto__" field keeps the cart model and its methods', async () => {
    const client = await initClient();
    const cart = await client.cart.create();
    sandbox().worker.use(
      http.get(
        '*/storefront/v1/carts/:cartId',
        () =>
          new HttpResponse(
            `{"id":"${cart.id}","items":[],"__proto__":{"polluted":"yes","addItem":null},"currencyCode":"USD"}`,
            { headers: { 'content-type': 'application/json' } },
          ),
        { once: true },
      ),
    );
    await client.cart.load();
    expect(client.cart.id).to.equal(cart.id);
    expect(client.cart.currencyCode).to.equal('USD');
    expect(Reflect.get(client.cart, 'polluted')).to.equal(undefined);
    expect(client.cart.addItem).to.be.a('function');
    expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
  });
});
