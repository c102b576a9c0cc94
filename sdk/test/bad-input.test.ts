/**
 * Bad input for every public method of the SDK: wrong types, missing required fields, huge
 * strings, negative / fractional / NaN / Infinity IDs and quantities, unknown IDs. A client-side
 * refusal is a `SvcValidationError` naming the operation and the field, sends nothing and leaves
 * `client.cart` as it was; an unknown ID is the server's typed `SvcApiError`, passed on.
 */
import { expect } from '@open-wc/testing';
import Svc, { SvcApiError, SvcValidationError, type SvcClient } from '@svc/sdk';
import { forgetHttpClient, initClient, rejectionOf, setupSandbox, signIn } from './helpers.js';

/** A megabyte of text. */
const HUGE = 'x'.repeat(1024 * 1024);
const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

/** Anything a call can give: a sync throw or a rejection. */
async function errorOf(call: () => unknown): Promise<Error> {
  try {
    await call();
  } catch (error) {
    return error as Error;
  }
  throw new Error('Expected the call to fail, but it succeeded');
}

/** What a value is called in `… (got <type>)` for a wrong type, or the number itself. */
const got = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

/** Bad IDs and what the refusal says after the field name. */
const BAD_IDS: [unknown, string][] = [
  [undefined, 'is required'],
  [null, 'is required'],
  [-1, 'must be a positive whole number (got -1)'],
  [0, 'must be a positive whole number (got 0)'],
  [1.5, 'must be a positive whole number (got 1.5)'],
  [NaN, 'must be a positive whole number (got NaN)'],
  [Infinity, 'must be a positive whole number (got Infinity)'],
  [-Infinity, 'must be a positive whole number (got -Infinity)'],
  ['100', 'must be a positive whole number (got string)'],
  [{}, 'must be a positive whole number (got object)'],
];

/** Bad required strings (IDs that are strings, codes). */
const BAD_STRINGS: [unknown, string][] = [
  [undefined, 'is required'],
  ['', 'is required'],
  ['   ', 'is required'],
  [5, 'must be a non-empty string (got number)'],
  [null, 'must be a non-empty string (got null)'],
  [{}, 'must be a non-empty string (got object)'],
];

/** Bad required objects (payloads and required params). */
const BAD_OBJECTS: unknown[] = [undefined, null, 'x', 5, [], true];
/**
 * Bad optional objects (optional params and payloads). `null` is not one: it counts as left out
 * (null-arguments.test.ts).
 */
const BAD_OPTIONAL_OBJECTS: unknown[] = ['x', 5, [], false];

type Arg = 'id' | 'string' | 'string?' | 'object' | 'object?' | 'headers?';

/**
 * An operation: its good arguments (which pass every client-side check) and each argument's
 * kind, in the order the table of operations gives them (see sdk/src/http/operation-table.ts).
 */
interface Operation {
  name: string;
  call: (client: SvcClient, args: unknown[]) => unknown;
  args: [Arg, string, unknown][];
  /** Payload fields that must be refused: [label, payload, field, message after the field]. */
  payloads?: [string, unknown, string, string][];
}

const ns =
  (namespace: string, method: string) =>
  (client: SvcClient, args: unknown[]): unknown =>
    (client as unknown as Record<string, Record<string, (...a: unknown[]) => unknown>>)[namespace]![method]!(
      ...args,
    );

const id = (name: string, good: unknown = 1): [Arg, string, unknown] => ['id', name, good];
const str = (name: string, good: unknown = 'abc'): [Arg, string, unknown] => ['string', name, good];
const obj = (name: string, good: unknown = {}): [Arg, string, unknown] => ['object', name, good];
const optObj = (name: string): [Arg, string, unknown] => ['object?', name, undefined];
const headers: [Arg, string, unknown] = ['headers?', 'headers', undefined];

/** Fields common to the add-style payloads: quantities and IDs of every bad kind. */
const quantityCases = (base: object, field = 'quantity'): [string, unknown, string, string][] =>
  BAD_IDS.filter(([value]) => value !== undefined && value !== null).map(([value, message]) => [
    `${field} ${show(value)}`,
    { ...base, [field]: value },
    `payload.${field}`,
    message,
  ]);

const EMAIL_CASES = (base: object): [string, unknown, string, string][] => [
  ['no email', { ...base, email: undefined }, 'payload.email', 'is required'],
  ['email 5', { ...base, email: 5 }, 'payload.email', 'must be a non-empty string (got number)'],
  ['email without @', { ...base, email: 'shopper' }, 'payload.email', 'is not an email address'],
  ['a 1 MB email', { ...base, email: HUGE }, 'payload.email', 'is not an email address'],
];

const OPERATIONS: Operation[] = [
  { name: 'addresses.list', call: ns('addresses', 'list'), args: [] },
  {
    name: 'addresses.store',
    call: ns('addresses', 'store'),
    args: [
      obj('payload', { firstName: 'A', lastName: 'B', addressOne: 'C', city: 'D', zip: '1', countryId: 1 }),
    ],
    payloads: [
      [
        'no city',
        { firstName: 'A', lastName: 'B', addressOne: 'C', zip: '1', countryId: 1 },
        'payload.city',
        'is required',
      ],
      [
        'countryId NaN',
        { firstName: 'A', lastName: 'B', addressOne: 'C', city: 'D', zip: '1', countryId: NaN },
        'payload.countryId',
        'must be a positive whole number (got NaN)',
      ],
    ],
  },
  {
    name: 'auth.login',
    call: ns('auth', 'login'),
    args: [obj('payload', { email: 'a@example.com', password: 'x' })],
    payloads: [
      ...EMAIL_CASES({ password: 'x' }),
      ['no password', { email: 'a@example.com' }, 'payload.password', 'is required'],
      [
        'password 5',
        { email: 'a@example.com', password: 5 },
        'payload.password',
        'must be a non-empty string (got number)',
      ],
    ],
  },
  {
    name: 'auth.register',
    call: ns('auth', 'register'),
    args: [obj('payload', { email: 'a@example.com', firstName: 'A', lastName: 'B' })],
    payloads: [
      ...EMAIL_CASES({ firstName: 'A', lastName: 'B' }),
      ['no lastName', { email: 'a@example.com', firstName: 'A' }, 'payload.lastName', 'is required'],
      [
        'password 5',
        { email: 'a@example.com', firstName: 'A', lastName: 'B', password: 5 },
        'payload.password',
        'must be a string (got number)',
      ],
    ],
  },
  {
    name: 'auth.registered',
    call: ns('auth', 'registered'),
    args: [obj('payload', { email: 'a@example.com' })],
    payloads: EMAIL_CASES({}),
  },
  {
    name: 'auth.otp',
    call: ns('auth', 'otp'),
    args: [obj('payload', { email: 'a@example.com' })],
    payloads: EMAIL_CASES({}),
  },
  {
    name: 'auth.otpLogin',
    call: ns('auth', 'otpLogin'),
    args: [obj('payload', { email: 'a@example.com', token: '123456' })],
    payloads: [
      ...EMAIL_CASES({ token: '123456' }),
      [
        'token 123456 as a number',
        { email: 'a@example.com', token: 123456 },
        'payload.token',
        'must be a non-empty string (got number)',
      ],
    ],
  },
  {
    name: 'auth.social',
    call: ns('auth', 'social'),
    args: [obj('payload', { token: 't', provider: 'google' })],
    payloads: [
      ['no token', { provider: 'google' }, 'payload.token', 'is required'],
      [
        'provider null',
        { token: 't', provider: null },
        'payload.provider',
        'must be a non-empty string (got null)',
      ],
    ],
  },
  { name: 'bundles.list', call: ns('bundles', 'list'), args: [obj('params'), headers] },
  { name: 'bundles.load', call: ns('bundles', 'load'), args: [id('bundleId'), optObj('params'), headers] },
  {
    name: 'bundles.loadItems',
    call: ns('bundles', 'loadItems'),
    args: [id('bundleId'), optObj('params'), headers],
  },
  {
    name: 'bundles.loadGroups',
    call: ns('bundles', 'loadGroups'),
    args: [id('bundleId'), optObj('params'), headers],
  },
  {
    name: 'bundles.quote',
    call: ns('bundles', 'quote'),
    args: [
      id('bundleId'),
      obj('payload', { productId: 520, quantity: 1, items: [], preferences: [] }),
      optObj('params'),
      headers,
    ],
    payloads: [
      ...quantityCases({ productId: 520, items: [], preferences: [] }),
      [
        'items[0].quantity -1',
        { productId: 520, quantity: 1, items: [{ productId: 401, quantity: -1 }], preferences: [] },
        'payload.items[0].quantity',
        'must be a positive whole number (got -1)',
      ],
      [
        'items not an array',
        { productId: 520, quantity: 1, items: 'all', preferences: [] },
        'payload.items',
        'must be an array (got string)',
      ],
    ],
  },
  {
    name: 'checkout.purchase',
    call: ns('checkout', 'purchase'),
    args: [str('cartId'), optObj('payload'), optObj('params'), headers],
  },
  { name: 'countries.list', call: ns('countries', 'list'), args: [headers] },
  { name: 'customers.me', call: ns('customers', 'me'), args: [headers] },
  {
    name: 'customers.update',
    call: ns('customers', 'update'),
    args: [obj('payload'), headers],
    payloads: [
      [
        'marketingConsent "yes"',
        { marketingConsent: 'yes' },
        'payload.marketingConsent',
        'must be true or false (got string)',
      ],
      ['firstName 5', { firstName: 5 }, 'payload.firstName', 'must be a string (got number)'],
    ],
  },
  ...(['pre', 'mid', 'post'] as const).flatMap((stage): Operation[] => [
    {
      name: `funnels.${stage}PurchaseFetch`,
      call: ns('funnels', `${stage}PurchaseFetch`),
      args: [str('cartId'), optObj('params')],
    },
    {
      name: `funnels.${stage}PurchaseAccept`,
      call: ns('funnels', `${stage}PurchaseAccept`),
      args: [
        str('cartId'),
        id('funnelStepId'),
        obj('payload', { offers: [{ productId: 1 }] }),
        optObj('params'),
      ],
      payloads: [
        ['no offers', {}, 'payload.offers', 'is required: a non-empty array of { productId, options? }'],
        [
          'offers[0].productId Infinity',
          { offers: [{ productId: Infinity }] },
          'payload.offers[0].productId',
          'must be a positive whole number (got Infinity)',
        ],
      ],
    },
    {
      name: `funnels.${stage}PurchaseReject`,
      call: ns('funnels', `${stage}PurchaseReject`),
      args: [str('cartId'), id('funnelStepId')],
    },
  ]),
  { name: 'funnels.prePurchaseRefresh', call: ns('funnels', 'prePurchaseRefresh'), args: [str('cartId')] },
  {
    name: 'lead.subscribe',
    call: ns('lead', 'subscribe'),
    args: [obj('payload', { email: 'a@example.com' }), headers],
    payloads: EMAIL_CASES({}),
  },
  { name: 'metafield.list', call: ns('metafield', 'list'), args: [optObj('params'), headers] },
  { name: 'metafield.load', call: ns('metafield', 'load'), args: [id('metafieldId'), headers] },
  {
    name: 'paymentIntents.getPaymentIntent',
    call: ns('paymentIntents', 'getPaymentIntent'),
    args: [str('paymentIntentId')],
  },
  {
    name: 'paymentIntents.confirm',
    call: ns('paymentIntents', 'confirm'),
    args: [str('paymentIntentId'), str('externalPaymentId')],
  },
  { name: 'pickupInfo.list', call: ns('pickupInfo', 'list'), args: [optObj('params')] },
  {
    name: 'pickupInfo.store',
    call: ns('pickupInfo', 'store'),
    args: [obj('payload', { firstName: 'A', lastName: 'B', phone: '1' })],
    payloads: [
      [
        'phone 5',
        { firstName: 'A', lastName: 'B', phone: 5 },
        'payload.phone',
        'must be a non-empty string (got number)',
      ],
    ],
  },
  { name: 'products.list', call: ns('products', 'list'), args: [optObj('params'), headers] },
  { name: 'products.load', call: ns('products', 'load'), args: [id('productId'), optObj('params'), headers] },
  {
    name: 'products.loadVariant',
    call: ns('products', 'loadVariant'),
    args: [id('productId'), optObj('params'), headers],
  },
  {
    name: 'stock.subscribe',
    call: ns('stock', 'subscribe'),
    args: [obj('payload', { email: 'a@example.com', productId: 202, quantity: 1 }), headers],
    payloads: [
      ...EMAIL_CASES({ productId: 202, quantity: 1 }),
      ...quantityCases({ email: 'a@example.com', productId: 202 }),
      ...quantityCases({ email: 'a@example.com', quantity: 1 }, 'productId'),
    ],
  },
  { name: 'subscriptions.list', call: ns('subscriptions', 'list'), args: [obj('params'), headers] },
  {
    name: 'subscriptions.load',
    call: ns('subscriptions', 'load'),
    args: [id('subscriptionId'), optObj('params'), headers],
  },
  {
    name: 'subscriptions.update',
    call: ns('subscriptions', 'update'),
    args: [id('subscriptionId'), obj('payload', { quantity: 1 }), optObj('params'), headers],
    payloads: [
      ['no quantity', {}, 'payload.quantity', 'is required (the current one when only metadata changes)'],
      ...quantityCases({}),
    ],
  },
  {
    name: 'subscriptions.updateBundle',
    call: ns('subscriptions', 'updateBundle'),
    args: [id('subscriptionId'), obj('payload', { productId: null }), headers],
    payloads: [
      ['no productId', {}, 'payload.productId', 'is required (a plan ID, or null to keep the plan)'],
      ['productId -1', { productId: -1 }, 'payload.productId', 'must be a positive whole number (got -1)'],
      ...quantityCases({ productId: null }),
    ],
  },
  {
    name: 'subscriptions.updatePreferences',
    call: ns('subscriptions', 'updatePreferences'),
    args: [id('subscriptionId'), obj('payload', { preferences: null }), headers],
    payloads: [
      [
        'no preferences',
        {},
        'payload.preferences',
        'is required (an array of { questionId, answers }, or null to clear)',
      ],
      [
        'answer quantity NaN',
        { preferences: [{ questionId: 5, answers: [{ id: 51, quantity: NaN }] }] },
        'payload.preferences[0].answers[0].quantity',
        'must be a whole number, 0 or more (got NaN)',
      ],
    ],
  },
  {
    name: 'subscriptions.loadItem',
    call: ns('subscriptions', 'loadItem'),
    args: [id('subscriptionId'), id('itemId'), optObj('params'), headers],
  },
  {
    name: 'subscriptions.updateItem',
    call: ns('subscriptions', 'updateItem'),
    args: [id('subscriptionId'), id('itemId'), obj('payload', { quantity: 1 }), optObj('params'), headers],
    payloads: quantityCases({}),
  },
  {
    name: 'subscriptions.updateItemBundle',
    call: ns('subscriptions', 'updateItemBundle'),
    args: [
      id('subscriptionId'),
      id('itemId'),
      obj('payload', { productId: null, bundle: { items: [], preferences: [] } }),
      optObj('params'),
      headers,
    ],
    payloads: [['no bundle', { productId: null }, 'payload.bundle', 'is required']],
  },
  {
    name: 'subscriptions.updateItemPreferences',
    call: ns('subscriptions', 'updateItemPreferences'),
    args: [id('subscriptionId'), id('itemId'), obj('payload', { preferences: null }), headers],
  },
  { name: 'surveys.load', call: ns('surveys', 'load'), args: [id('surveyId'), optObj('params'), headers] },
  { name: 'wallet.list', call: ns('wallet', 'list'), args: [str('currencyCode', 'USD')] },
  {
    name: 'wallet.setup',
    call: ns('wallet', 'setup'),
    args: [obj('payload', { gatewayId: 1 })],
    payloads: quantityCases({}, 'gatewayId'),
  },
  {
    name: 'wallet.store',
    call: ns('wallet', 'store'),
    args: [obj('payload', { gatewayId: 1, token: 't' })],
    payloads: [['no token', { gatewayId: 1 }, 'payload.token', 'is required']],
  },
  { name: 'shop.load', call: (client, args) => client.shop.load(...(args as [])), args: [headers] },
  { name: 'cart.create', call: ns('cart', 'create'), args: [optObj('payload'), optObj('params')] },
  { name: 'cart.load', call: ns('cart', 'load'), args: [['string?', 'cartId', undefined], optObj('params')] },
  {
    name: 'cart.update',
    call: ns('cart', 'update'),
    args: [obj('payload'), optObj('params')],
    payloads: [
      ['couponCode 5', { couponCode: 5 }, 'payload.couponCode', 'must be a non-empty string (got number)'],
      ...quantityCases({}, 'shippingAddressId'),
      ...quantityCases({}, 'referralId'),
    ],
  },
  { name: 'cart.attachCustomer', call: ns('cart', 'attachCustomer'), args: [optObj('params')] },
  {
    name: 'cart.addItem',
    call: ns('cart', 'addItem'),
    args: [obj('payload', { productId: 201, quantity: 1 }), optObj('params')],
    payloads: [
      ['no productId', { quantity: 1 }, 'payload.productId', 'is required'],
      ...quantityCases({ productId: 201 }),
      ...quantityCases({ quantity: 1 }, 'productId'),
      [
        'addon "yes"',
        { productId: 211, addon: 'yes' },
        'payload.addon',
        'must be true or false (got string)',
      ],
    ],
  },
  {
    name: 'cart.updateItem',
    call: ns('cart', 'updateItem'),
    args: [str('cartItemId'), obj('payload'), optObj('params')],
    payloads: quantityCases({}),
  },
  { name: 'cart.removeItem', call: ns('cart', 'removeItem'), args: [str('cartItemId'), optObj('params')] },
  {
    name: 'cart.getShippingMethods',
    call: ns('cart', 'getShippingMethods'),
    args: [obj('params', { country: 1, zip: '1' })],
  },
];

/** Every call the table makes for an operation: one bad argument at a time, then bad payload fields. */
function badCalls(
  operation: Operation,
): { label: string; args: unknown[]; field: string; message: string }[] {
  const good = operation.args.map(([, , value]) => value);
  // An argument after a left-out optional one must still be passed in its place.
  const calls: { label: string; args: unknown[]; field: string; message: string }[] = [];
  operation.args.forEach(([kind, name], index) => {
    const withArg = (value: unknown) => good.map((arg, i) => (i === index ? value : arg));
    const add = (value: unknown, message: string, field = name) =>
      calls.push({ label: `${name} = ${show(value)}`, args: withArg(value), field, message });
    if (kind === 'id') for (const [value, message] of BAD_IDS) add(value, message);
    else if (kind === 'string' || kind === 'string?') {
      for (const [value, message] of BAD_STRINGS)
        if (kind === 'string' || value !== undefined) add(value, message);
    } else if (kind === 'object')
      for (const value of BAD_OBJECTS)
        add(
          value,
          value === undefined ? 'must be an object (got undefined)' : `must be an object (got ${got(value)})`,
        );
    else if (kind === 'object?')
      for (const value of BAD_OPTIONAL_OBJECTS)
        // `checkout.purchase` takes a payment intent ID as its payload.
        if (!(operation.name === 'checkout.purchase' && name === 'payload' && typeof value === 'string'))
          add(value, `must be an object (got ${got(value)})`);
    if (kind === 'headers?') {
      add('x', 'must be an object (got string)');
      add({ 'x-currency': 5 }, 'must be a string (got number)', 'headers["x-currency"]');
    }
  });
  const payloadIndex = operation.args.findIndex(([, name]) => name === 'payload');
  for (const [label, payload, field, message] of operation.payloads ?? [])
    calls.push({ label, args: good.map((arg, i) => (i === payloadIndex ? payload : arg)), field, message });
  return calls;
}

function show(value: unknown): string {
  if (typeof value === 'number' || value === undefined) return String(value);
  if (typeof value === 'string')
    return value.length > 20 ? `${value.length} characters` : JSON.stringify(value);
  return JSON.stringify(value);
}

describe('bad input to every SDK method', () => {
  const sandbox = setupSandbox();
  const uncaught: unknown[] = [];
  const onError = (event: ErrorEvent) => uncaught.push(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => uncaught.push(event.reason);

  let client: SvcClient;
  beforeEach(async () => {
    uncaught.length = 0;
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    client = await initClient({ loadCart: true });
    await client.cart.addItem({ productId: 201, quantity: 1 });
    sandbox().clearSent();
  });
  afterEach(async () => {
    // A rejection nobody handled is reported a task later.
    await new Promise((resolve) => setTimeout(resolve, 10));
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    expect(uncaught.map(String), 'uncaught errors').to.deep.equal([]);
  });

  /** The cart as the client holds it: its data fields. */
  const cartData = () => JSON.stringify(client.cart);

  for (const operation of OPERATIONS) {
    it(`${operation.name}: refuses each bad argument, names the field, sends nothing`, async () => {
      const before = cartData();
      for (const call of badCalls(operation)) {
        const where = `${operation.name} with ${call.label}`;
        const error = (await errorOf(() => operation.call(client, call.args))) as SvcValidationError;
        expect(error, where).to.be.instanceOf(SvcValidationError);
        expect(error.operation, where).to.equal(operation.name);
        expect(error.field, where).to.equal(call.field);
        expect(error.message, where).to.equal(`Svc ${operation.name}: ${call.field} ${call.message}`);
      }
      expect(await sandbox().sent(), 'requests sent').to.deep.equal([]);
      expect(cartData(), 'client.cart').to.equal(before);
    });
  }

  it('Svc.init: refuses each bad config field by name, before any request', async () => {
    forgetHttpClient();
    const cases: [unknown, string, string][] = [
      [undefined, 'config.apiKey', 'Missing required apiKey config'],
      [null, 'config.apiKey', 'Missing required apiKey config'],
      [
        'demo-api-key',
        'config',
        "Svc.init: config must be an object such as { apiKey: '<API_KEY>' } (got string)",
      ],
      [{ apiKey: '' }, 'config.apiKey', 'Missing required apiKey config'],
      [{ apiKey: 5 }, 'config.apiKey', 'Svc Svc.init: config.apiKey must be a non-empty string (got number)'],
      [
        { apiKey: 'k', cartId: 5 },
        'config.cartId',
        'Svc Svc.init: config.cartId must be a string (got number)',
      ],
      [
        { apiKey: 'k', loadCart: 'yes' },
        'config.loadCart',
        'Svc Svc.init: config.loadCart must be true or false (got string)',
      ],
      [
        { apiKey: 'k', preloadNamespaces: 1 },
        'config.preloadNamespaces',
        'Svc Svc.init: config.preloadNamespaces must be true or false (got number)',
      ],
      [
        { apiKey: 'k', timeout: -1 },
        'config.timeout',
        'Svc Svc.init: config.timeout must be a positive number of milliseconds (got number)',
      ],
      [
        { apiKey: 'k', timeout: NaN },
        'config.timeout',
        'Svc Svc.init: config.timeout must be a positive number of milliseconds (got number)',
      ],
      [
        { apiKey: 'k', retries: 1.5 },
        'config.retries',
        'Svc Svc.init: config.retries must be a whole number from 0 to 5 (got number)',
      ],
      [
        { apiKey: 'k', retries: Infinity },
        'config.retries',
        'Svc Svc.init: config.retries must be a whole number from 0 to 5 (got number)',
      ],
      [
        { apiKey: 'k', retries: -1 },
        'config.retries',
        'Svc Svc.init: config.retries must be a whole number from 0 to 5 (got number)',
      ],
      [
        { apiKey: 'k', apiUrl: 'http://[::1' },
        'config.apiUrl',
        'Svc.init: config.apiUrl is not a valid URL (http://[::1)',
      ],
    ];
    for (const [config, field, message] of cases) {
      const error = (await rejectionOf(Svc.init(config as never))) as SvcValidationError;
      expect(error, JSON.stringify(config)).to.be.instanceOf(SvcValidationError);
      expect(error.field).to.equal(field);
      expect(error.message).to.equal(message);
    }
    expect(await sandbox().sent()).to.deep.equal([]);
  });

  it("Svc.init: refuses a timeout longer than the browser's timer holds (Infinity, 2^31 ms)", async () => {
    // A longer delay makes setTimeout fire at once: every request would time out immediately.
    for (const timeout of [Infinity, 2 ** 31]) {
      forgetHttpClient();
      const error = (await rejectionOf(initClient({ timeout }))) as SvcValidationError;
      expect(error, String(timeout)).to.be.instanceOf(SvcValidationError);
      expect(error.field).to.equal('config.timeout');
      expect(error.message).to.equal(
        'Svc Svc.init: config.timeout must be a positive number of milliseconds (got number)',
      );
    }
    expect(await sandbox().sent()).to.deep.equal([]);
  });

  it('client.setCurrency and client.setLanguage: refuse wrong types, empty, huge and unknown codes', async () => {
    const cases: [() => unknown, string, string][] = [
      [
        () => client.setCurrency(5 as never),
        'currencyCode',
        'Svc setCurrency: currencyCode must be a non-empty string (got number)',
      ],
      [() => client.setCurrency(''), 'currencyCode', 'Svc setCurrency: currencyCode is required'],
      [
        () => client.setCurrency(HUGE.slice(0, 40)),
        'currencyCode',
        `Svc setCurrency: "${HUGE.slice(0, 40)}" is not a currency of the shop (USD, EUR, GBP)`,
      ],
      [
        () => client.setLanguage(null as never),
        'languageCode',
        'Svc setLanguage: languageCode must be a non-empty string (got null)',
      ],
      [() => client.setLanguage('  '), 'languageCode', 'Svc setLanguage: languageCode is required'],
      [
        () => client.setLanguage('xx'),
        'languageCode',
        'Svc setLanguage: "xx" is not a language of the shop (en, de, fr, es, it, nl, pt, pl, sv, da, nb, fi, cs, ja, ar)',
      ],
    ];
    for (const [call, field, message] of cases) {
      const error = (await errorOf(call)) as SvcValidationError;
      expect(error).to.be.instanceOf(SvcValidationError);
      expect(error.field).to.equal(field);
      expect(error.message).to.equal(message);
    }
    // A megabyte-long code is refused too, and quickly.
    const started = performance.now();
    expect(() => client.setCurrency(HUGE)).to.throw(SvcValidationError);
    expect(performance.now() - started).to.be.below(500);
    await client.products.load(200);
    const [request] = (await sandbox().sent()).slice(-1);
    // The cart's currency, adopted at init, is still the one sent.
    expect(request!.headers.get('x-currency')).to.equal('USD');
    expect(request!.headers.get('accept-language')).to.equal('');
  });

  it('cart methods before a cart exists: refused with cart.id is required, nothing sent', async () => {
    forgetHttpClient();
    const bare = await initClient();
    sandbox().clearSent();
    const calls: [string, () => Promise<unknown>][] = [
      ['cart.update', () => bare.cart.update({})],
      ['cart.addItem', () => bare.cart.addItem({ productId: 201 })],
      ['cart.updateItem', () => bare.cart.updateItem(UNKNOWN_UUID, { quantity: 1 })],
      ['cart.removeItem', () => bare.cart.removeItem(UNKNOWN_UUID)],
      ['cart.attachCustomer', () => bare.cart.attachCustomer()],
      ['cart.getGiftingDates', () => bare.cart.getGiftingDates()],
      ['cart.getLocalPickups', () => bare.cart.getLocalPickups()],
      ['cart.getShippingMethods', () => bare.cart.getShippingMethods({ country: 1, zip: '1' })],
      ['cart.load', () => bare.cart.load()],
    ];
    for (const [operation, call] of calls) {
      const error = (await rejectionOf(call())) as SvcValidationError;
      expect(error, operation).to.be.instanceOf(SvcValidationError);
      expect(error.field).to.equal('cart.id');
      expect(error.message).to.equal(
        `Svc ${operation}: cart.id is required (call cart.create() or cart.load(cartId) first)`,
      );
    }
    expect(await sandbox().sent()).to.deep.equal([]);
  });

  describe('unknown IDs and huge strings: the server decides, its typed error is passed on', () => {
    /** Asserts the call rejects with the server's `SvcApiError` and the cart is as it was. */
    async function passedOn(
      call: () => Promise<unknown>,
      operation: string,
      status: number | null,
      code: string,
    ): Promise<void> {
      const before = cartData();
      const error = (await rejectionOf(call())) as SvcApiError;
      expect(error, operation).to.be.instanceOf(SvcApiError);
      expect(error.operation).to.equal(operation);
      // `null`: whatever the server answers (a 1 MB address is past what some servers read).
      if (status === null) expect(error.status, error.message).to.be.at.least(400);
      else expect([error.status, error.code], `${operation}: ${error.message}`).to.deep.equal([status, code]);
      expect(error.message.startsWith(`Svc ${operation}: `)).to.equal(true);
      expect(cartData(), 'client.cart').to.equal(before);
      expect((await sandbox().sent()).length, 'requests sent').to.be.greaterThan(0);
    }

    it('products, variants, bundles, surveys and metafields that do not exist', async () => {
      await passedOn(() => client.products.load(999999), 'products.load', 404, 'not_found');
      await passedOn(() => client.products.loadVariant(999999), 'products.loadVariant', 404, 'not_found');
      await passedOn(() => client.bundles.load(999999), 'bundles.load', 404, 'not_found');
      await passedOn(() => client.surveys.load(999999), 'surveys.load', 404, 'not_found');
      await passedOn(() => client.metafield.load(999999), 'metafield.load', 404, 'not_found');
    });

    it('cart items and carts that do not exist, by a well-formed and by a 1 MB ID', async () => {
      await passedOn(
        () => client.cart.updateItem(UNKNOWN_UUID, { quantity: 2 }),
        'cart.updateItem',
        404,
        'not_found',
      );
      await passedOn(() => client.cart.removeItem(UNKNOWN_UUID), 'cart.removeItem', 404, 'not_found');
      await passedOn(() => client.cart.removeItem(HUGE), 'cart.removeItem', null, '');
      await passedOn(
        () => client.cart.addItem({ productId: 999999, quantity: 1 }),
        'cart.addItem',
        422,
        'product_not_found',
      );
      await passedOn(
        () => client.paymentIntents.getPaymentIntent('pi_unknown'),
        'paymentIntents.getPaymentIntent',
        404,
        'not_found',
      );
      // A load of another cart that fails keeps the one the client holds.
      await passedOn(() => client.cart.load(UNKNOWN_UUID), 'cart.load', 404, 'not_found');
      await passedOn(() => client.cart.load(HUGE), 'cart.load', null, '');
    });

    it('a 1 MB coupon, gift card or currency code is refused by the server; the cart is unchanged', async () => {
      await passedOn(() => client.cart.update({ couponCode: HUGE }), 'cart.update', 422, 'invalid_coupon');
      await passedOn(
        () => client.cart.update({ giftCardCode: HUGE }),
        'cart.update',
        422,
        'validation_failed',
      );
      await passedOn(
        () => client.cart.update({ currencyCode: HUGE }),
        'cart.update',
        422,
        'unsupported_currency',
      );
    });

    it('subscriptions of nobody signed in and of an unknown ID', async () => {
      await passedOn(() => client.subscriptions.load(999999), 'subscriptions.load', 401, 'unauthenticated');
      await signIn(client);
      await passedOn(() => client.subscriptions.load(999999), 'subscriptions.load', 404, 'not_found');
      await passedOn(
        () => client.subscriptions.update(999999, { quantity: 1 }),
        'subscriptions.update',
        404,
        'not_found',
      );
    });

    it('a 1 MB password or one-time code is refused by the server, and nobody is signed in', async () => {
      await passedOn(
        () => client.auth.login({ email: 'shopper@example.com', password: HUGE }),
        'auth.login',
        401,
        'invalid_credentials',
      );
      await passedOn(
        () => client.auth.otpLogin({ email: 'shopper@example.com', token: HUGE }),
        'auth.otpLogin',
        401,
        'invalid_otp',
      );
      expect(client.auth.isAuthenticated).to.equal(false);
      expect(client.auth.getAccessToken()).to.equal(null);
    });
  });

  it('auth.checkAuthenticated with a wrong type, a 1 MB or a garbage token resolves false and signs out', async () => {
    await signIn(client);
    for (const token of [HUGE, 'garbage', 'tok\u00e9n\u2713']) {
      const result = await client.auth.checkAuthenticated(token as never);
      expect(result, show(token)).to.equal(false);
      expect(client.auth.isAuthenticated).to.equal(false);
      expect(client.auth.getAccessToken()).to.equal(null);
    }
  });

  it('an email made to backtrack (40 KB) is refused at once, not after seconds of matching', async () => {
    const email = `a@${'a.'.repeat(20000)}@`;
    const started = performance.now();
    const error = (await rejectionOf(client.auth.registered({ email }))) as SvcValidationError;
    const took = performance.now() - started;
    expect(error).to.be.instanceOf(SvcValidationError);
    expect(error.message).to.equal('Svc auth.registered: payload.email is not an email address');
    expect(took, 'milliseconds to refuse').to.be.below(200);
  });
});
