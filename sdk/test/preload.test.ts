/**
 * `preloadNamespaces` (beyond the spec): the code of the namespaces that load on first use, fetched
 * ahead of their first call, for a page whose `Svc.init` does not fetch it (`preloadNamespaces:
 * false`). What `init` fetches by itself is in first-request.test.ts (a page loads a module once).
 */
import { expect } from '@open-wc/testing';
import { preloadNamespaces } from '@svc/sdk';
import { extraFetches, initClient, setupSandbox } from './helpers.js';

describe('preloadNamespaces', () => {
  const sandbox = setupSandbox();

  it('fetches the lazy namespaces’ code once and sends nothing; the next call uses that code', async () => {
    expect(extraFetches(), 'nothing fetched before').to.have.length(0);
    const client = await initClient({ preloadNamespaces: false });
    sandbox().clearSent();

    await preloadNamespaces();
    expect(extraFetches()).to.have.length(1);
    expect(await sandbox().sent(), 'no API request').to.have.length(0);

    await preloadNamespaces();
    const countries = await client.countries.list();
    expect(countries.length).to.be.greaterThan(0);
    expect(extraFetches(), 'fetched once').to.have.length(1);
  });
});
