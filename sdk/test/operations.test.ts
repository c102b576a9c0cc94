/**
 * Every operation of the route table, called once through the SDK against the sandbox: the method,
 * path, query and body that left the client, the headers it carried, and the shape that came back.
 */
import { expect } from '@open-wc/testing';
import type { OperationName } from '@svc/sdk';
import { routes } from '@svc/sdk/routes';
import type { SentRequest } from '../../sandbox/testing.js';
import { initClient, setupSandbox, signIn } from './helpers.js';
import { cases, type Case, type World } from './operation-cases.js';

async function makeWorld(): Promise<World> {
  const client = await initClient({ loadCart: true, lang: 'de' });
  const token = await signIn(client);
  client.setCurrency('USD');
  await client.cart.addItem({ productId: 101, quantity: 1 });
  await client.cart.addItem({ productId: 201, quantity: 1 });
  await client.cart.attachCustomer();
  return { client, cartId: client.cart.id!, token, lineId: client.cart.items![0]!.id };
}

const CURRENCY_NAMESPACES = ['products', 'bundles', 'surveys'];

describe('every operation, once, against the sandbox', () => {
  const sandbox = setupSandbox();

  it('has a case for every route of the table', () => {
    expect(Object.keys(cases).sort()).to.deep.equal(Object.keys(routes).sort());
  });

  for (const [operation, testCase] of Object.entries(cases) as [OperationName, Case][]) {
    const route = routes[operation];
    it(`${operation} sends ${route.method} ${route.path} and resolves its documented shape`, async () => {
      const world = await makeWorld();
      await testCase.before?.(world);
      sandbox().clearSent();
      const result = await testCase.call(world);
      const sent = await sandbox().sent();
      expect(sent, 'one request per call').to.have.length(1);
      const request: SentRequest = sent[0]!;
      expect(request.method).to.equal(route.method);
      expect(request.path).to.equal(testCase.path(world));
      const query: Record<string, string | string[]> = {};
      for (const key of new Set(request.url.searchParams.keys())) {
        const values = request.url.searchParams.getAll(key);
        query[key] = key.endsWith('[]') ? values : values[0]!;
      }
      expect(query).to.deep.equal(testCase.query ?? {});
      if ('body' in testCase && testCase.body !== undefined)
        expect(request.body).to.deep.equal(testCase.body);
      expect(request.headers.get('x-api-key')).to.equal('demo-api-key');
      expect(request.headers.get('accept-language')).to.equal('de');
      const namespace = operation.split('.')[0]!;
      expect(request.headers.get('x-currency')).to.equal(
        CURRENCY_NAMESPACES.includes(namespace) ? 'USD' : null,
      );
      if (testCase.auth) expect(request.headers.get('authorization')).to.equal(`Bearer ${world.token}`);
      testCase.shape(result, world);
    });
  }
});
