/**
 * Bad input to every public method of `svcCart`, and corrupted or foreign cookies at start. A
 * wrong argument is refused with the documented error (a `TypeError` naming the method and the
 * argument, the pinned messages of the spec's error table, or the SDK's `SvcValidationError`
 * naming the field) and sends nothing; an unknown ID is the server's `SvcApiError`, passed on.
 * Either way the cart, in `svcCart.cart` and on screen, stays as it was, and nothing is uncaught.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { SvcApiError, SvcValidationError } from '@svc/sdk';
import { SvcCart } from '../../src/controller/svc-cart.js';
import { readCookieValue } from '../../sdk/test/helpers.js';
import { apiUrl, panel, recordEvents, rendered, setupWidget, startWidget, track } from './helpers.js';

const HUGE = 'x'.repeat(1024 * 1024);
const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const tick = (ms = 10) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The text a shopper sees in the open panel, through every shadow root, whitespace collapsed
 * (without the screen reader's announcements, which say what just happened).
 */
function screenText(): string {
  const parts: string[] = [];
  const visit = (node: Node) => {
    if (node instanceof Element && node.getAttribute('part') === 'live-region') return;
    if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? '');
    if (node instanceof Element && node.shadowRoot) visit(node.shadowRoot);
    for (const child of node.childNodes) visit(child);
  };
  const shown = panel();
  if (shown) visit(shown);
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

/** The error a call gives: a sync throw or a rejection. */
async function errorOf(call: () => unknown): Promise<Error | undefined> {
  try {
    await call();
  } catch (error) {
    return error as Error;
  }
  return undefined;
}

/** What a bad call must give. */
type Expected =
  | { type: 'TypeError' | 'Error'; message: string | RegExp }
  | { sdk: string; operation: string }
  | { api: [status: number, code: string]; operation: string }
  | { ok: true };

type Case = [label: string, call: (svcCart: SvcCart) => unknown, expected: Expected];

const typeError = (message: string | RegExp): Expected => ({ type: 'TypeError', message });
const sdk = (operation: string, field: string): Expected => ({ sdk: field, operation });
/** The sandbox answers an address longer than 8192 characters with a 500 (a 1 MB ID in the path). */
const TOO_LONG: [number, string] = [500, 'http_500'];
const api = (operation: string, status: number, code: string): Expected => ({
  api: [status, code],
  operation,
});

/** Quantity-like values that are not positive whole numbers. */
const BAD_NUMBERS = [-1, 0, 1.5, NaN, Infinity, -Infinity];
/** IDs that are not positive whole numbers, with how the TypeError names their type. */
const BAD_IDS: [unknown, string][] = [
  ...BAD_NUMBERS.map((value): [unknown, string] => [value, 'number']),
  ['201', 'string'],
  [undefined, 'undefined'],
  [null, 'null'],
];
const NOT_OBJECTS: [unknown, string][] = [
  [null, 'null'],
  [undefined, 'undefined'],
  ['x', 'string'],
  [5, 'number'],
  [[], 'array'],
];
const NOT_STRINGS: [unknown, string][] = [
  [undefined, 'undefined'],
  [null, 'null'],
  [5, 'number'],
  [{}, 'object'],
  ['', 'string'],
  ['   ', 'string'],
];

const label = (value: unknown): string =>
  typeof value === 'string' && value.length > 20
    ? `${value.length} characters`
    : typeof value === 'number' || value === undefined
      ? String(value)
      : JSON.stringify(value);

/** The cases per method; each method is one test, so a failure names it. */
const METHODS: Record<string, Case[]> = {
  updateCart: [
    ...NOT_OBJECTS.map(([value, type]): Case => [
      label(value),
      (c) => c.updateCart(value as never),
      typeError(`Cart Widget:updateCart payload must be an object (got ${type})`),
    ]),
    [
      '{ couponCode: 5 }',
      (c) => c.updateCart({ couponCode: 5 as never }),
      sdk('cart.update', 'payload.couponCode'),
    ],
    ...BAD_NUMBERS.map((value): Case => [
      `{ shippingAddressId: ${value} }`,
      (c) => c.updateCart({ shippingAddressId: value }),
      sdk('cart.update', 'payload.shippingAddressId'),
    ]),
    [
      'a 1 MB couponCode',
      (c) => c.updateCart({ couponCode: HUGE }),
      api('cart.update', 422, 'invalid_coupon'),
    ],
    [
      'a 1 MB currencyCode',
      (c) => c.updateCart({ currencyCode: HUGE }),
      api('cart.update', 422, 'unsupported_currency'),
    ],
    [
      'an unknown shippingAddressId',
      (c) => c.updateCart({ shippingAddressId: 999999 }),
      api('cart.update', 422, 'validation_failed'),
    ],
  ],
  addItem: [
    ...NOT_OBJECTS.map(([value, type]): Case => [
      label(value),
      (c) => c.addItem(value as never),
      typeError(`Cart Widget:addItem payload must be an object (got ${type})`),
    ]),
    ...BAD_IDS.map(([value, type]): Case => [
      `productId ${label(value)}`,
      (c) => c.addItem({ productId: value as never, quantity: 1 }),
      typeError(`Cart Widget:addItem payload.productId must be a variant or plan ID (got ${type})`),
    ]),
    ...BAD_NUMBERS.map((value): Case => [
      `quantity ${value}`,
      (c) => c.addItem({ productId: 201, quantity: value }),
      sdk('cart.addItem', 'payload.quantity'),
    ]),
    [
      'an unknown productId',
      (c) => c.addItem({ productId: 999999, quantity: 1 }),
      api('cart.addItem', 422, 'product_not_found'),
    ],
  ],
  updateItem: [
    ...NOT_STRINGS.map(([value, type]): Case => [
      `cartItemId ${label(value)}`,
      (c) => c.updateItem(value as never, { quantity: 2 }),
      typeError(`Cart Widget:updateItem cartItemId must be a non-empty string (got ${type})`),
    ]),
    ...NOT_OBJECTS.map(([value, type]): Case => [
      `payload ${label(value)}`,
      (c) => c.updateItem(c.cart!.items[0]!.id, value as never),
      typeError(`Cart Widget:updateItem payload must be an object (got ${type})`),
    ]),
    ...BAD_NUMBERS.map((value): Case => [
      `quantity ${value}`,
      (c) => c.updateItem(c.cart!.items[0]!.id, { quantity: value }),
      sdk('cart.updateItem', 'payload.quantity'),
    ]),
    [
      'an unknown cartItemId',
      (c) => c.updateItem(UNKNOWN_UUID, { quantity: 2 }),
      api('cart.updateItem', 404, 'not_found'),
    ],
    ['a 1 MB cartItemId', (c) => c.updateItem(HUGE, { quantity: 2 }), api('cart.updateItem', ...TOO_LONG)],
  ],
  removeItem: [
    ...NOT_STRINGS.map(([value, type]): Case => [
      label(value),
      (c) => c.removeItem(value as never),
      typeError(`Cart Widget:removeItem cartItemId must be a non-empty string (got ${type})`),
    ]),
    ['an unknown cartItemId', (c) => c.removeItem(UNKNOWN_UUID), api('cart.removeItem', 404, 'not_found')],
    ['a 1 MB cartItemId', (c) => c.removeItem(HUGE), api('cart.removeItem', ...TOO_LONG)],
  ],
  applyCoupon: [
    ...NOT_STRINGS.map(([value, type]): Case => [
      label(value),
      (c) => c.applyCoupon(value as never),
      typeError(`Cart Widget:applyCoupon couponCode must be a non-empty string (got ${type})`),
    ]),
    ['an unknown code', (c) => c.applyCoupon('NO-SUCH-CODE'), api('cart.update', 422, 'invalid_coupon')],
    ['a 1 MB code', (c) => c.applyCoupon(HUGE), api('cart.update', 422, 'invalid_coupon')],
  ],
  applyGiftCard: [
    ...NOT_STRINGS.map(([value, type]): Case => [
      label(value),
      (c) => c.applyGiftCard(value as never),
      typeError(`Cart Widget:applyGiftCard giftCardCode must be a non-empty string (got ${type})`),
    ]),
    [
      'a code that is not a UUID',
      (c) => c.applyGiftCard('GIFT-123'),
      api('cart.update', 422, 'validation_failed'),
    ],
    ['a 1 MB code', (c) => c.applyGiftCard(HUGE), api('cart.update', 422, 'validation_failed')],
    ['an unknown code', (c) => c.applyGiftCard(UNKNOWN_UUID), api('cart.update', 422, 'invalid_gift_card')],
  ],
  setPendingCoupon: NOT_STRINGS.map(([value, type]): Case => [
    label(value),
    (c) => c.setPendingCoupon(value as never),
    typeError(`Cart Widget:setPendingCoupon couponCode must be a non-empty string (got ${type})`),
  ]),
  setLanguage: [
    ...[undefined, null, 5, '', '  ', {}].map((value): Case => [
      label(value),
      (c) => c.setLanguage(value as never),
      { type: 'Error', message: 'Cart Widget:setLanguage Language code is required' },
    ]),
    // A code the shop does not have falls back to the shop's default: the one in force.
    ['a 1 MB code', (c) => c.setLanguage(HUGE), { ok: true }],
  ],
  setCurrency: [
    ...[undefined, null, 5, '', '  ', {}].map((value): Case => [
      label(value),
      (c) => c.setCurrency(value as never),
      { type: 'Error', message: 'Cart Widget:setCurrency currency code is required' },
    ]),
    ['an unknown code', (c) => c.setCurrency('XYZ'), api('cart.update', 422, 'unsupported_currency')],
    ['a 1 MB code', (c) => c.setCurrency(HUGE), api('cart.update', 422, 'unsupported_currency')],
  ],
  setSettings: [
    ...NOT_OBJECTS.map(([value, type]): Case => [
      label(value),
      (c) => c.setSettings(value as never),
      typeError(`Cart Widget:setSettings payload must be an object (got ${type})`),
    ]),
    [
      '{ accentColor: 5 }',
      (c) => c.setSettings({ accentColor: 5 as never }),
      typeError('Cart Widget:setSettings accentColor must be a colour string (got number)'),
    ],
    [
      '{ fontStyle: {} }',
      (c) => c.setSettings({ fontStyle: {} as never }),
      typeError('Cart Widget:setSettings fontStyle must be a font name (got object)'),
    ],
    [
      '{ buttonStyle: "2" }',
      (c) => c.setSettings({ buttonStyle: '2' as never }),
      typeError('Cart Widget:setSettings buttonStyle must be a number (got string)'),
    ],
    [
      '{ afterItemAdded: 1 }',
      (c) => c.setSettings({ afterItemAdded: 1 as never }),
      typeError('Cart Widget:setSettings afterItemAdded must be a string (got number)'),
    ],
  ],
  configureItem: [
    ...NOT_OBJECTS.map(([value, type]): Case => [
      label(value),
      (c) => c.configureItem(value as never),
      typeError(`Cart Widget:configureItem payload must be an object (got ${type})`),
    ]),
    ...[{}, { bundleId: 1, surveyId: 1 }, { quantity: 1 }].map((payload): Case => [
      JSON.stringify(payload),
      (c) => c.configureItem(payload),
      typeError('Cart Widget:configureItem payload needs exactly one of productId, bundleId or surveyId'),
    ]),
    ...(['productId', 'bundleId', 'surveyId'] as const).flatMap((key) =>
      BAD_IDS.filter(([value]) => value !== undefined).map(([value, type]): Case => [
        `${key} ${label(value)}`,
        (c) => c.configureItem({ [key]: value }),
        typeError(`Cart Widget:configureItem payload.${key} must be a positive whole number (got ${type})`),
      ]),
    ),
    [
      'an unknown productId',
      (c) => c.configureItem({ productId: 999999 }),
      api('products.loadVariant', 404, 'not_found'),
    ],
    [
      'an unknown bundleId',
      (c) => c.configureItem({ bundleId: 999999 }),
      api('bundles.load', 404, 'not_found'),
    ],
  ],
  configureGift: [undefined, 'now', 1, null].map((mount): Case => [
    `mount ${label(mount)}`,
    (c) => c.configureGift(null, mount as never),
    typeError(
      `Cart Widget:configureGift mount must be true or false (got ${mount === null ? 'null' : typeof mount})`,
    ),
  ]),
  setCustomerData: [
    ...NOT_OBJECTS.map(([value, type]): Case => [
      label(value),
      (c) => c.setCustomerData(value as never),
      typeError(`Cart Widget:setCustomerData payload must be an object (got ${type})`),
    ]),
    ...NOT_STRINGS.map(([value, type]): Case => [
      `email ${label(value)}`,
      (c) => c.setCustomerData({ email: value as never }),
      typeError(`Cart Widget:setCustomerData email must be a non-empty string (got ${type})`),
    ]),
    [
      'marketingConsent 1',
      (c) => c.setCustomerData({ email: 'a@example.com', marketingConsent: 1 as never }),
      typeError('Cart Widget:setCustomerData marketingConsent must be true or false (got number)'),
    ],
  ],
  authenticate: [
    ...[null, 5, {}, true].map((value): Case => [
      label(value),
      (c) => c.authenticate(value as never),
      typeError(
        `Cart Widget:authenticate accessToken must be a string (got ${value === null ? 'null' : typeof value})`,
      ),
    ]),
    ...['garbage', HUGE, 'tok\u00e9n \u2713'].map((token): Case => [
      `token ${label(token)}`,
      (c) => c.authenticate(token),
      {
        type: 'Error',
        message: 'Cart Widget:authenticate Authentication failed. The provided token is invalid or expired.',
      },
    ]),
  ],
  reload: [
    ...NOT_STRINGS.filter(([value]) => value !== undefined).map(([value, type]): Case => [
      label(value),
      (c) => c.reload(value as never),
      typeError(`Cart Widget:reload cartId must be a non-empty string (got ${type})`),
    ]),
    ['an unknown cart', (c) => c.reload(UNKNOWN_UUID), api('cart.load', 404, 'not_found')],
    ['a cart ID that is not a UUID', (c) => c.reload('abc'), api('cart.load', 404, 'not_found')],
    ['a 1 MB cart ID', (c) => c.reload(HUGE), api('cart.load', ...TOO_LONG)],
  ],
  configure: [
    ...NOT_OBJECTS.map(([value, type]): Case => [
      label(value),
      (c) => c.configure(value as never),
      typeError(`Cart Widget:configure payload must be an object (got ${type})`),
    ]),
    [
      '{ checkoutUrl: 5 }',
      (c) => c.configure({ checkoutUrl: 5 as never }),
      typeError('Cart Widget:configure checkoutUrl must be a string (got number)'),
    ],
    [
      '{ cartSummaryUrl: {} }',
      (c) => c.configure({ cartSummaryUrl: {} as never }),
      typeError('Cart Widget:configure cartSummaryUrl must be a string (got object)'),
    ],
    [
      '{ disableUrls: "/help" }',
      (c) => c.configure({ disableUrls: '/help' as never }),
      typeError('Cart Widget:configure disableUrls must be an array of path strings (got string)'),
    ],
    [
      '{ disableUrls: ["/a", 5] }',
      (c) => c.configure({ disableUrls: ['/a', 5 as never] }),
      typeError('Cart Widget:configure disableUrls[1] must be a path string (got number)'),
    ],
    // Longer than the pattern matcher takes: the entry is ignored, the widget stays on here.
    ['a 1 MB wildcard entry', (c) => c.configure({ disableUrls: [`/${HUGE}*`] }), { ok: true }],
    ['a 1 MB plain entry', (c) => c.configure({ disableUrls: [`/${HUGE}`] }), { ok: true }],
  ],
  open: [
    ...[1, NaN, {}, null, []].map((value): Case => [
      label(value),
      (c) => c.open(value as never),
      typeError(
        /^Cart Widget:open view must be 'summary', 'checkout', another view name or a boolean \(got (number|object|null|array)\)$/,
      ),
    ]),
    ['a 1 MB view name while open', (c) => c.open(HUGE), { ok: true }],
  ],
  subscribe: [null, 'render', {}].map((value): Case => [
    label(value),
    (c) => c.subscribe(value as never),
    typeError(
      `Cart Widget:subscribe listener must be a function (got ${value === null ? 'null' : typeof value})`,
    ),
  ]),
  'events.on / once / off': [
    [
      'on("NOPE")',
      (c) => c.events.on('NOPE' as never, () => undefined),
      typeError('Cart Widget:events.on unknown event type "NOPE"; use svcCart.events.type.<NAME>'),
    ],
    [
      'on(5)',
      (c) => c.events.on(5 as never, () => undefined),
      typeError('Cart Widget:events.on unknown event type 5; use svcCart.events.type.<NAME>'),
    ],
    [
      'on(CART_UPDATED, "x")',
      (c) => c.events.on('CART_UPDATED', 'x' as never),
      typeError('Cart Widget:events.on the listener must be a function (err, data) => {}'),
    ],
    [
      'once(CART_UPDATED, null)',
      (c) => c.events.once('CART_UPDATED', null as never),
      typeError('Cart Widget:events.once the listener must be a function (err, data) => {}'),
    ],
    [
      'off("toString")',
      (c) => c.events.off('toString' as never, () => undefined),
      typeError('Cart Widget:events.off unknown event type "toString"; use svcCart.events.type.<NAME>'),
    ],
  ],
};

/** Methods whose failure shows the error view by design (spec: "Errors"). */
const SHOWS_ERROR_VIEW = ['addItem', 'configureItem'];

describe('bad input to every widget method', () => {
  const sandbox = setupWidget();
  const uncaught: unknown[] = [];
  const onError = (event: ErrorEvent) => uncaught.push(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => uncaught.push(event.reason);
  beforeEach(() => {
    uncaught.length = 0;
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
  });
  afterEach(async () => {
    await tick(20);
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    expect(uncaught.map(String), 'uncaught errors').to.deep.equal([]);
  });

  /** A widget with one line, open on the summary, the request log cleared. */
  async function openWithItem(): Promise<SvcCart> {
    const svcCart = await startWidget();
    await svcCart.addItem({ productId: 231, quantity: 1 });
    svcCart.open();
    await rendered();
    sandbox().clearSent();
    return svcCart;
  }

  async function check(svcCart: SvcCart, method: string, [name, call, expected]: Case): Promise<void> {
    const where = `${method}: ${name}`;
    const cart = JSON.stringify(svcCart.cart);
    const state = JSON.stringify(svcCart.state);
    const customer = svcCart.customer;
    const screen = screenText();
    const cookie = readCookieValue('svc_cart_id');
    sandbox().clearSent();
    const events = recordEvents(svcCart);
    const error = await errorOf(() => call(svcCart));
    if ('ok' in expected) expect(error, where).to.equal(undefined);
    else if ('type' in expected) {
      expect(error?.name, `${where}: ${String(error)}`).to.equal(expected.type);
      if (typeof expected.message === 'string') expect(error!.message, where).to.equal(expected.message);
      else expect(error!.message, where).to.match(expected.message);
    } else if ('sdk' in expected) {
      expect(error, `${where}: ${String(error)}`).to.be.instanceOf(SvcValidationError);
      expect((error as SvcValidationError).field, where).to.equal(expected.sdk);
      expect(
        error!.message.startsWith(`Svc ${expected.operation}: ${expected.sdk} `),
        error!.message,
      ).to.equal(true);
    } else {
      expect(error, `${where}: ${String(error)}`).to.be.instanceOf(SvcApiError);
      const apiError = error as SvcApiError;
      expect(
        [apiError.operation, apiError.status, apiError.code],
        `${where}: ${apiError.message}`,
      ).to.deep.equal([expected.operation, ...expected.api]);
    }
    await tick();
    const clientSide =
      !('api' in expected) && !(method === 'authenticate' && 'type' in expected && expected.type === 'Error');
    if (clientSide) expect(await sandbox().sent(), `${where}: requests sent`).to.deep.equal([]);
    expect(JSON.stringify(svcCart.cart), `${where}: svcCart.cart`).to.equal(cart);
    expect(JSON.stringify(svcCart.state), `${where}: svcCart.state`).to.equal(state);
    expect(svcCart.customer, `${where}: customer`).to.equal(customer);
    expect(readCookieValue('svc_cart_id'), `${where}: svc_cart_id`).to.equal(cookie);
    expect(
      events.filter((type) => type !== 'CART_OPEN' && type !== 'CART_CLOSE'),
      `${where}: events`,
    ).to.deep.equal([]);
    expect(svcCart.busy.size, `${where}: busy`).to.equal(0);
    if (error && SHOWS_ERROR_VIEW.includes(method) && !('type' in expected)) {
      // The error view shows the failure; back to the cart, the cart is as it was.
      await rendered();
      expect(panel()?.dataset.view, `${where}: view`).to.equal('error');
      svcCart.close();
      svcCart.open();
    } else expect(svcCart.error, `${where}: widget error`).to.equal(null);
    await rendered();
    expect(panel()?.dataset.view, `${where}: view`).to.equal('summary');
    expect(screenText(), `${where}: the summary on screen`).to.equal(screen);
  }

  for (const [method, cases] of Object.entries(METHODS)) {
    it(`${method}: ${cases.length} bad calls refused as documented, nothing changed`, async function () {
      this.timeout(60_000);
      const svcCart = await openWithItem();
      for (const testCase of cases) await check(svcCart, method, testCase);
    });
  }

  it('configureItem with an unknown surveyId: the survey view says so; closing settles it unfinished', async () => {
    const svcCart = await openWithItem();
    const cart = JSON.stringify(svcCart.cart);
    const screen = screenText();
    const settled = svcCart.configureItem({ surveyId: 999999 });
    await waitUntil(
      async () => {
        await rendered();
        return screenText().includes('The questions could not be loaded.');
      },
      'the load failure',
      { timeout: 10_000 },
    );
    expect(svcCart.customization?.view).to.equal('survey-flow');
    svcCart.close();
    expect(await settled).to.deep.equal({ finalized: false });
    svcCart.open();
    await rendered();
    expect(JSON.stringify(svcCart.cart)).to.equal(cart);
    expect(panel()?.dataset.view).to.equal('summary');
    expect(screenText()).to.equal(screen);
  });

  it('setPendingCoupon with a 1 MB code: the attempt at the next render fails silently', async () => {
    const svcCart = await openWithItem();
    const cart = JSON.stringify(svcCart.cart);
    svcCart.setPendingCoupon(HUGE);
    svcCart.close();
    svcCart.open();
    await rendered();
    const patches = async () => (await sandbox().sent()).filter((request) => request.method === 'PATCH');
    await waitUntil(async () => (await patches()).length > 0, 'no coupon request', { timeout: 5000 });
    await tick(50);
    await rendered();
    expect(
      (await patches()).map((request) => (request.body as { couponCode: string }).couponCode.length),
    ).to.deep.equal([HUGE.length]);
    expect(JSON.stringify(svcCart.cart)).to.equal(cart);
    expect(svcCart.error).to.equal(null);
    expect(panel()?.dataset.view).to.equal('summary');
  });

  it('SvcCart.initialize: a bad config is refused by name before anything starts', async () => {
    const cases: [unknown, string, string][] = [
      [undefined, 'Error', 'Missing required apiKey config'],
      [{ apiUrl: apiUrl() }, 'Error', 'Missing required apiKey config'],
      ['demo-api-key', 'TypeError', 'Cart Widget:initialize config must be an object (got string)'],
      [{ apiKey: 5 }, 'TypeError', 'Cart Widget:initialize config.apiKey must be a string (got number)'],
      [
        { apiKey: 'demo-api-key', cartId: 5 },
        'TypeError',
        'Cart Widget:initialize config.cartId must be a string (got number)',
      ],
      [
        { apiKey: 'demo-api-key', disableUrls: '/help' },
        'TypeError',
        'Cart Widget:initialize config.disableUrls must be an array of path strings (got string)',
      ],
      [
        { apiKey: 'demo-api-key', settings: { cartButton: 'yes' } },
        'TypeError',
        'Cart Widget:initialize config.settings.cartButton must be true or false (got string)',
      ],
      [
        { apiKey: 'demo-api-key', settings: { webFont: 'https://cdn.shop.example/fonts/inter.css' } },
        'TypeError',
        "Cart Widget:initialize config.settings.webFont must be 'google', false or an http(s) URL with {family} (got string)",
      ],
      [
        { apiKey: 'demo-api-key', settings: { webFont: true } },
        'TypeError',
        "Cart Widget:initialize config.settings.webFont must be 'google', false or an http(s) URL with {family} (got boolean)",
      ],
    ];
    for (const [config, type, message] of cases) {
      const error = await errorOf(() => SvcCart.initialize(config as never));
      expect(error?.name, String(error)).to.equal(type);
      expect(error!.message).to.equal(message);
    }
    expect(await sandbox().sent()).to.deep.equal([]);
    expect(document.querySelector('svc-cart-root')).to.equal(null);
  });

  it('SvcCart.initialize with a cart ID the server does not know starts on a fresh cart', async () => {
    const svcCart = track(
      await SvcCart.initialize({ apiKey: 'demo-api-key', apiUrl: apiUrl(), cartId: UNKNOWN_UUID }),
    );
    expect(svcCart.cart!.id).to.match(UUID);
    expect(svcCart.cart!.id).not.to.equal(UNKNOWN_UUID);
    expect(readCookieValue('svc_cart_id')).to.equal(svcCart.cart!.id);
    expect(svcCart.error).to.equal(null);
  });

  describe('corrupted or foreign cookies at start', () => {
    /** Sets a cookie the way another script on the page might, raw. */
    const setRawCookie = (name: string, value: string) => {
      document.cookie = `${name}=${value}; path=/`;
    };

    const JUNK_CART_IDS: [string, string][] = [
      ['not a UUID', 'abc'],
      ['markup', '"><script>window.__cookieScript=1</script>'],
      ['5 KB of junk (more than a browser keeps)', 'j'.repeat(5 * 1024)],
      ['4 KB of junk', 'j'.repeat(4000)],
      ['a broken percent escape', '%E0%A4%A'],
      ['a dot segment', '..'],
      ['an ID the server does not know', UNKNOWN_UUID],
    ];

    for (const [name, value] of JUNK_CART_IDS) {
      it(`svc_cart_id ${name}: a fresh cart, its ID in the cookie, no error for the shopper`, async () => {
        setRawCookie('svc_cart_id', value);
        setRawCookie('svc_access_token', 'garbage-token');
        const svcCart = await startWidget({}, { ready: false });
        const ready = await new Promise<Error | null>((resolve) =>
          svcCart.events.once('CART_READY', (error) => resolve(error)),
        );
        expect(ready).to.equal(null);
        expect(svcCart.cart!.id).to.match(UUID);
        expect(svcCart.cart!.items).to.deep.equal([]);
        expect(readCookieValue('svc_cart_id')).to.equal(svcCart.cart!.id);
        expect(readCookieValue('svc_access_token')).to.equal(null);
        expect(svcCart.customer).to.equal(null);
        expect(svcCart.sdk!.auth.isAuthenticated).to.equal(false);
        expect(svcCart.error).to.equal(null);
        expect(svcCart.isOpen).to.equal(false);
        expect((window as { __cookieScript?: number }).__cookieScript).to.equal(undefined);
        // The shopper's first add lands on the new cart.
        await svcCart.addItem({ productId: 231, quantity: 1 });
        expect(svcCart.itemCount).to.equal(1);
        const sent = await sandbox().sent();
        expect(
          sent
            .filter((request) => request.path.startsWith('/carts/') && request.method === 'POST')
            .map((r) => r.path),
        ).to.deep.equal([`/carts/${svcCart.cart!.id}/items`]);
      });
    }

    const JUNK_TOKENS: [string, string][] = [
      ['garbage', 'not-a-token'],
      ['markup', '"><img src=x onerror=window.__tokenScript=1>'],
      ['a character no header can carry', '%E2%9C%93'],
      ['4 KB of junk', 't'.repeat(4000)],
    ];

    for (const [name, value] of JUNK_TOKENS) {
      it(`svc_access_token ${name}: signed out, the cookie cleared, the cart kept`, async () => {
        const first = await startWidget();
        const cartId = first.cart!.id;
        first.destroy();
        setRawCookie('svc_access_token', value);
        const svcCart = await startWidget();
        expect(svcCart.cart!.id).to.equal(cartId);
        expect(svcCart.customer).to.equal(null);
        expect(svcCart.sdk!.auth.isAuthenticated).to.equal(false);
        expect(readCookieValue('svc_access_token')).to.equal(null);
        expect(svcCart.error).to.equal(null);
        expect(svcCart.isOpen).to.equal(false);
        expect((window as { __tokenScript?: number }).__tokenScript).to.equal(undefined);
      });
    }
  });
});
