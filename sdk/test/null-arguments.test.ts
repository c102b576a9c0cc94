/**
 * `null` for an optional `params` or `headers` argument is the argument left out, as shop code
 * written for the real API passes it (`products.loadVariant(id, null, headers)`); `undefined`
 * keys inside params are left out of the query. What is checked is what left the client: the
 * method, URL, headers and body of the request.
 */
import { expect } from '@open-wc/testing';
import { SvcValidationError, type Paginated, type SvcClient } from '@svc/sdk';
import type { SentRequest } from '../../sandbox/testing.js';
import { argumentsOf as tableArguments, OPERATIONS as TABLE } from '../src/http/operation-table.js';
import type { OperationName } from '../src/http/operations.js';
import { initClient, rejectionOf, setupSandbox, signIn } from './helpers.js';

/** The operations of the table. */
const NAMES = Object.keys(TABLE) as OperationName[];

/**
 * An operation's arguments in call order, as resources/extra.ts reads them from the table of
 * operations, an optional one marked `?` (`params?`).
 */
function argumentsOf(operation: OperationName): string[] {
  const names = tableArguments(TABLE[operation]).map(
    (argument) => `${argument.name}${argument.optional ? '?' : ''}`,
  );
  // `client.cart` supplies its own ID; only `cart.load` takes one as an argument.
  return operation.startsWith('cart.') && operation !== 'cart.load'
    ? names.filter((name) => name !== 'cartId')
    : names;
}

/**
 * Every operation with an optional `params` or `headers`, from the route specs, plus `shop.load`,
 * whose `headers` argument is its model's own (its route lists no arguments).
 */
const OPERATIONS: [string, string[]][] = [
  ...NAMES.map((operation): [string, string[]] => [operation, argumentsOf(operation)]).filter(
    ([, names]) => names.includes('params?') || names.includes('headers?'),
  ),
  ['shop.load', ['headers?']],
];

const BUNDLE = { items: [{ productId: 401, quantity: 4 }], preferences: [{ attributeId: 1, values: [12] }] };

/** Payloads that pass the client-side checks, for the operations whose payload is required. */
const PAYLOADS: Record<string, object> = {
  'bundles.quote': { productId: 501, quantity: 1, ...BUNDLE },
  'cart.update': { couponCode: 'WELCOME10' },
  'cart.addItem': { productId: 201, quantity: 1 },
  'cart.updateItem': { quantity: 2 },
  'customers.update': { tosConsent: true },
  'funnels.prePurchaseAccept': { offers: [{ productId: 211 }] },
  'funnels.midPurchaseAccept': { offers: [{ productId: 201 }] },
  'funnels.postPurchaseAccept': { offers: [{ productId: 402 }] },
  'lead.subscribe': { email: 'lead@example.com' },
  'stock.subscribe': { email: 'wait@example.com', productId: 202, quantity: 1 },
  'subscriptions.update': { quantity: 2 },
  'subscriptions.updateBundle': { productId: null, bundle: BUNDLE },
  'subscriptions.updatePreferences': { preferences: null },
  'subscriptions.updateItem': { quantity: 3 },
  'subscriptions.updateItemBundle': { productId: null, bundle: BUNDLE },
  'subscriptions.updateItemPreferences': { preferences: null },
};

/** IDs that name something in the sandbox; any other ID argument gets 1. */
const IDS: Record<string, number> = { productId: 201, itemId: 12 };

/** What a filled optional argument sends, so a test can see it arrive beside a `null` one. */
const PARAMS = { probe: 'on' };
const HEADERS = { 'x-probe': 'on' };

interface World {
  client: SvcClient;
  cartId: string;
  /** The ID of the cart's first line. */
  lineId: string;
}

/** The arguments of `operation` with every optional params and headers filled. */
function filledArguments(operation: string, names: string[], world: World): unknown[] {
  return names.map((name) => {
    if (name === 'params?') return PARAMS;
    if (name === 'headers?') return HEADERS;
    if (name === 'params') return {};
    if (name === 'payload?') return undefined;
    if (name === 'payload') {
      const payload = PAYLOADS[operation];
      if (!payload) throw new Error(`${operation}: add a payload that passes its checks to PAYLOADS`);
      return payload;
    }
    if (name === 'cartId') return world.cartId;
    if (name === 'cartItemId') return world.lineId;
    if (name === 'currencyCode') return 'USD';
    if (name.endsWith('Id') && !/payment/i.test(name)) return IDS[name] ?? 1;
    return 'abc';
  });
}

const invoke = (client: SvcClient, operation: string, args: unknown[]): Promise<unknown> => {
  const [namespace, method] = operation.split('.') as [string, string];
  const target = (client as unknown as Record<string, Record<string, (...a: unknown[]) => Promise<unknown>>>)[
    namespace
  ]!;
  return target[method]!(...args);
};

describe('null for an optional params or headers argument', () => {
  const sandbox = setupSandbox();

  /** Runs the call and returns the one request it sent; a server refusal is fine, a client one is not. */
  async function sentBy(call: () => Promise<unknown>, where: string): Promise<SentRequest> {
    sandbox().clearSent();
    const error: unknown = await call().catch((reason: unknown) => reason);
    if (error instanceof SvcValidationError) expect.fail(`${where} was refused: ${error.message}`);
    const sent = await sandbox().sent();
    expect(sent, `${where}: requests sent`).to.have.length(1);
    return sent[0]!;
  }

  /** What left the client, in a form `deep.equal` compares. */
  const described = (request: SentRequest) => ({
    method: request.method,
    url: request.url.href,
    headers: [...request.headers].sort(),
    body: request.body,
  });

  /** A signed-in customer with a currency and a cart with two lines, attached to the customer. */
  async function makeWorld(): Promise<World> {
    const client = await initClient({ loadCart: true });
    await signIn(client);
    client.setCurrency('USD');
    await client.cart.addItem({ productId: 101, quantity: 1 });
    await client.cart.addItem({ productId: 201, quantity: 1 });
    await client.cart.attachCustomer();
    return { client, cartId: client.cart.id!, lineId: client.cart.items![0]!.id };
  }

  it('the table covers the operations of the specs that take them, and shop.load', () => {
    const names = OPERATIONS.map(([operation]) => operation);
    expect(names).to.include.members([
      'products.list',
      'products.load',
      'products.loadVariant',
      'bundles.list',
      'cart.create',
      'cart.load',
      'customers.me',
      'checkout.purchase',
      'metafield.load',
      'shop.load',
    ]);
    expect(names).to.not.include('cart.getShippingMethods');
    expect(names.length).to.be.greaterThan(35);
  });

  for (const [operation, names] of OPERATIONS) {
    it(`${operation}(${names.join(', ')}): null sends the request of the argument left out`, async () => {
      const world = await makeWorld();
      const filled = filledArguments(operation, names, world);
      for (const [index, name] of names.entries()) {
        if (name !== 'params?' && name !== 'headers?') continue;
        // The other optional arguments stay filled, so a `null` before them must not lose them.
        const withValue = (value: unknown) => filled.map((arg, i) => (i === index ? value : arg));
        const where = `${operation} with ${name.slice(0, -1)} = null`;
        const leftOut = await sentBy(() => invoke(world.client, operation, withValue(undefined)), operation);
        const nulled = await sentBy(() => invoke(world.client, operation, withValue(null)), where);
        expect(described(nulled), where).to.deep.equal(described(leftOut));
        // The filled arguments beside the `null` one arrived; the `null` one sent nothing.
        const filledBeside = (kind: string) => (names.includes(kind) && name !== kind ? 'on' : null);
        expect(nulled.url.searchParams.get('probe'), `${where}: the query`).to.equal(filledBeside('params?'));
        expect(nulled.headers.get('x-probe'), `${where}: the headers`).to.equal(filledBeside('headers?'));
        expect(nulled.url.search, `${where}: the query`).to.not.include('null');
      }
    });
  }

  it('products.loadVariant(id, null, { x-currency: EUR }) sends EUR and answers in EUR', async () => {
    const client = await initClient();
    sandbox().clearSent();
    const variant = await client.products.loadVariant(201, null, { 'x-currency': 'EUR' });
    const [request, ...more] = await sandbox().sent();
    expect(more).to.deep.equal([]);
    expect(request!.method).to.equal('GET');
    expect(request!.path).to.equal('/variants/201');
    expect(request!.url.search).to.equal('');
    expect(request!.headers.get('x-currency')).to.equal('EUR');
    // The mug in Sand is 14.00 USD; 1400 × 0.92 = 1288.
    expect(variant.price).to.equal(1288);
  });

  it('products.load(id, null, headers) sends the headers and no query', async () => {
    const client = await initClient();
    client.setCurrency('GBP');
    sandbox().clearSent();
    const headers = { 'x-currency': 'EUR' };
    const product = await client.products.load(100, null, headers);
    const [request, ...more] = await sandbox().sent();
    expect(more).to.deep.equal([]);
    expect(request!.path).to.equal('/products/100');
    expect(request!.url.search).to.equal('');
    // The per-call header still wins over the instance's currency.
    expect(request!.headers.get('x-currency')).to.equal('EUR');
    // 1800 × 0.92 = 1656, 2000 × 0.92 = 1840, 5400 × 0.92 = 4968.
    expect(product.plans!.map((plan) => plan.price)).to.deep.equal([1656, 1840, 4968]);
  });

  it('keys of params whose value is undefined are left out of the query', async () => {
    const client = await initClient();
    sandbox().clearSent();
    const answer = await client.products
      .list({ page: 1, tags: undefined, slugs: undefined, type: undefined })
      .catch((error: unknown) => error);
    const [request, ...more] = await sandbox().sent();
    expect(more).to.deep.equal([]);
    expect(request!.path).to.equal('/products');
    expect(request!.url.search).to.equal('?page=1');
    expect((answer as Paginated<unknown>).pagination.currentPage).to.equal(1);
  });

  // The check of optional objects is shared, so an optional payload follows the same rule.
  it('an optional payload of null is sent as the payload left out (cart.create, checkout.purchase)', async () => {
    const world = await makeWorld();
    const calls: [string, (payload: null | undefined) => Promise<unknown>][] = [
      ['cart.create', (payload) => world.client.cart.create(payload as undefined)],
      ['checkout.purchase', (payload) => world.client.checkout.purchase(world.cartId, payload as undefined)],
    ];
    for (const [operation, call] of calls) {
      const leftOut = await sentBy(() => call(undefined), operation);
      const nulled = await sentBy(() => call(null), `${operation} with payload = null`);
      expect(described(nulled), operation).to.deep.equal(described(leftOut));
      expect(nulled.body, operation).to.deep.equal({});
    }
  });

  it('a required params is still required: null is refused by name and nothing is sent', async () => {
    const world = await makeWorld();
    const required = NAMES.filter((operation) => argumentsOf(operation).includes('params'));
    expect(required).to.include.members(['bundles.list', 'subscriptions.list', 'cart.getShippingMethods']);
    for (const operation of required) {
      sandbox().clearSent();
      const names = argumentsOf(operation);
      const args = filledArguments(operation, names, world).map((arg, i) =>
        names[i] === 'params' ? null : arg,
      );
      const error = (await rejectionOf(invoke(world.client, operation, args))) as SvcValidationError;
      expect(error, operation).to.be.instanceOf(SvcValidationError);
      expect(error.field, operation).to.equal('params');
      expect(error.message, operation).to.equal(`Svc ${operation}: params must be an object (got null)`);
      expect(await sandbox().sent(), `${operation}: requests sent`).to.deep.equal([]);
    }
  });
});
