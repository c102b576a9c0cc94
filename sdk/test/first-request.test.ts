/**
 * The first request of a namespace that loads on first use does not wait for that code: `Svc.init`
 * fetches it beside its start-up requests (beyond the spec; `preloadNamespaces: false` turns that
 * off, see preload.test.ts). Its own file: a page fetches a module once.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { extraFetches, initClient, setupSandbox } from './helpers.js';

describe('Svc.init and the namespaces that load on first use', () => {
  const sandbox = setupSandbox();

  it('init fetches their code with no call and no API request of its own; the first call fetches nothing more', async () => {
    expect(extraFetches(), 'nothing fetched before').to.have.length(0);
    const client = await initClient();
    await waitUntil(() => extraFetches().length === 1, 'init did not fetch the namespaces’ code');
    const sent = await sandbox().sent();
    expect(sent.map((request) => `${request.method} ${request.path}`)).to.deep.equal(['GET /shop']);

    const { data } = await client.products.list({ page: 1, perPage: 2 });
    expect(data).to.have.length(2);
    expect(extraFetches(), 'fetched once').to.have.length(1);
  });
});
