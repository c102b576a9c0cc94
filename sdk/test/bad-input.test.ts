/**
 * Bad input for every public method of the SDK: wrong types, missing required fields, huge
 * strings, negative / fractional / NaN / Infinity IDs and quantities, unknown IDs. A client-side
 * refusal is a `SvcValidationError` naming the operation and the field, sends nothing and leaves
 * `client.cart` as it was; an unknown ID is the server's typed `SvcApiError`, passed on.
 */
import { expect } from '@open-wc/testing';
import Svc, { SvcApiError, SvcValidationError, type SvcClient } from '@svc/sdk';
import { forgetHttpClient, initClient, rejectionOf, setupSandbox, signIn } from './helpers.js';
import {
  BAD_IDS,
  BAD_OBJECTS,
  BAD_OPTIONAL_OBJECTS,
  BAD_STRINGS,
  HUGE,
  show,
  got,
  OPERATIONS,
  type Operation,
} from './bad-input-cases.js';
import { pendingRequestsAnswered } from '../../test/shared/quiet.js';

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
    // A rejection nobody handled is reported a task later; the later request takes several.
    await pendingRequestsAnswered();
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

    it('cart items and carts that do not exist', async () => {
      await passedOn(
        () => client.cart.updateItem(UNKNOWN_UUID, { quantity: 2 }),
        'cart.updateItem',
        404,
        'not_found',
      );
      await passedOn(() => client.cart.removeItem(UNKNOWN_UUID), 'cart.removeItem', 404, 'not_found');
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
    });

    it('a 1 MB ID in an address is refused before any request, naming the field; the cart is unchanged', async () => {
      const calls: [string, string, () => Promise<unknown>][] = [
        ['cart.updateItem', 'cartItemId', () => client.cart.updateItem(HUGE, { quantity: 2 })],
        ['cart.removeItem', 'cartItemId', () => client.cart.removeItem(HUGE)],
        ['cart.load', 'cartId', () => client.cart.load(HUGE)],
        [
          'paymentIntents.getPaymentIntent',
          'paymentIntentId',
          () => client.paymentIntents.getPaymentIntent(HUGE),
        ],
      ];
      const before = cartData();
      sandbox().clearSent();
      for (const [operation, field, call] of calls) {
        const error = (await rejectionOf(call())) as SvcValidationError;
        expect(error, operation).to.be.instanceOf(SvcValidationError);
        expect([error.operation, error.field]).to.deep.equal([operation, field]);
        expect(error.message).to.equal(`Svc ${operation}: ${field} is longer than 1024 characters`);
      }
      expect(cartData(), 'client.cart').to.equal(before);
      expect(await sandbox().sent(), 'requests sent').to.deep.equal([]);
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
