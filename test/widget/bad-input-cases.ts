/**
 * The cases of the bad-input tests (bad-input.test.ts): per public method of `svcCart`, each wrong
 * argument and what it must give (a `TypeError` naming the method and the argument, the spec's
 * pinned messages, the SDK's `SvcValidationError` naming the field, or the server's `SvcApiError`).
 */
import type { SvcCart } from '../../src/controller/svc-cart.js';

export const HUGE = 'x'.repeat(1024 * 1024);
export const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** What a bad call must give. */
export type Expected =
  | { type: 'TypeError' | 'Error'; message: string | RegExp }
  | { sdk: string; operation: string }
  | { api: [status: number, code: string]; operation: string }
  | { ok: true };

export type Case = [label: string, call: (svcCart: SvcCart) => unknown, expected: Expected];

const typeError = (message: string | RegExp): Expected => ({ type: 'TypeError', message });
const sdk = (operation: string, field: string): Expected => ({ sdk: field, operation });
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
export const METHODS: Record<string, Case[]> = {
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
    ['a 1 MB cartItemId', (c) => c.updateItem(HUGE, { quantity: 2 }), sdk('cart.updateItem', 'cartItemId')],
  ],
  removeItem: [
    ...NOT_STRINGS.map(([value, type]): Case => [
      label(value),
      (c) => c.removeItem(value as never),
      typeError(`Cart Widget:removeItem cartItemId must be a non-empty string (got ${type})`),
    ]),
    ['an unknown cartItemId', (c) => c.removeItem(UNKNOWN_UUID), api('cart.removeItem', 404, 'not_found')],
    ['a 1 MB cartItemId', (c) => c.removeItem(HUGE), sdk('cart.removeItem', 'cartItemId')],
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
    ['a 1 MB cart ID', (c) => c.reload(HUGE), sdk('cart.load', 'cartId')],
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
export const SHOWS_ERROR_VIEW = ['addItem', 'configureItem'];
