import { expect } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import { SvcApiError, SvcNetworkError, SvcTimeoutError } from '@svc/sdk';
import { initClient, rejectionOf, setupSandbox } from './helpers.js';

describe('retries of safe requests', () => {
  const sandbox = setupSandbox();
  const countries = () =>
    sandbox()
      .sent()
      .then((sent) => sent.filter((r) => r.path === '/countries').length);

  it('sends a GET again after a network failure, and resolves', async () => {
    const client = await initClient();
    sandbox().worker.use(http.get('*/storefront/v1/countries', () => HttpResponse.error(), { once: true }));
    const list = await client.countries.list();
    expect(list.map((c) => c.code)).to.include('US');
    expect(await countries()).to.equal(2);
  });

  it('sends a GET again after 502, 503 and 504 answers, up to two retries', async () => {
    const client = await initClient();
    for (const status of [503, 504]) {
      sandbox().worker.use(
        http.get('*/storefront/v1/countries', () => new HttpResponse(null, { status }), { once: true }),
      );
    }
    await client.countries.list();
    expect(await countries()).to.equal(3);
  });

  it('gives up after two retries with the last error', async () => {
    const client = await initClient();
    sandbox().worker.use(
      http.get('*/storefront/v1/countries', () =>
        HttpResponse.json({ code: 'down', message: 'Down' }, { status: 502 }),
      ),
    );
    const error = (await rejectionOf(client.countries.list())) as SvcApiError;
    expect(error.status).to.equal(502);
    expect(await countries()).to.equal(3);
  });

  it('does not retry other error answers', async () => {
    const client = await initClient();
    sandbox().worker.use(
      http.get('*/storefront/v1/countries', () =>
        HttpResponse.json({ code: 'boom', message: 'Boom' }, { status: 500 }),
      ),
    );
    await rejectionOf(client.countries.list());
    expect(await countries()).to.equal(1);
  });

  it('never retries a mutation, even on a network failure', async () => {
    const client = await initClient({ loadCart: true });
    sandbox().clearSent();
    sandbox().worker.use(http.post('*/storefront/v1/carts/:cartId/items', () => HttpResponse.error()));
    const error = await rejectionOf(client.cart.addItem({ productId: 201, quantity: 1 }));
    expect(error).to.be.instanceOf(SvcNetworkError);
    expect((await sandbox().sent()).filter((r) => r.method === 'POST')).to.have.length(1);
  });

  it('does not retry a GET that timed out', async () => {
    // Long enough for start-up on a busy machine; the countries answer comes much later.
    const client = await initClient({ timeout: 1000 });
    // The answer is held until the client has given up on it.
    let giveUp!: () => void;
    const gaveUp = new Promise<void>((resolve) => {
      giveUp = resolve;
    });
    sandbox().worker.use(
      http.get('*/storefront/v1/countries', async () => {
        await gaveUp;
        return HttpResponse.json([]);
      }),
    );
    const error = await rejectionOf(client.countries.list());
    giveUp();
    expect(error).to.be.instanceOf(SvcTimeoutError);
    expect(await countries()).to.equal(1);
  });

  it('retries: 0 turns retries off', async () => {
    const client = await initClient({ retries: 0 });
    sandbox().worker.use(http.get('*/storefront/v1/countries', () => HttpResponse.error(), { once: true }));
    expect(await rejectionOf(client.countries.list())).to.be.instanceOf(SvcNetworkError);
    expect(await countries()).to.equal(1);
  });
});
