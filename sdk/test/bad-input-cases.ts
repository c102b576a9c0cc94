/**
 * The table of sdk/test/bad-input.test.ts: every public method of the SDK with its good arguments
 * and each argument's kind, the bad values of each kind with the refusal they get, and the payload
 * fields with their own bad cases. Its own module so the table and the test that runs it can each
 * be read whole.
 */
import type { SvcClient } from '@svc/sdk';

/** A megabyte of text. */
export const HUGE = 'x'.repeat(1024 * 1024);

export function show(value: unknown): string {
  if (typeof value === 'number' || value === undefined) return String(value);
  if (typeof value === 'string')
    return value.length > 20 ? `${value.length} characters` : JSON.stringify(value);
  return JSON.stringify(value);
}

/** What a value is called in `… (got <type>)` for a wrong type, or the number itself. */
export const got = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

/** Bad IDs and what the refusal says after the field name. */
export const BAD_IDS: [unknown, string][] = [
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
export const BAD_STRINGS: [unknown, string][] = [
  [undefined, 'is required'],
  ['', 'is required'],
  ['   ', 'is required'],
  [5, 'must be a non-empty string (got number)'],
  [null, 'must be a non-empty string (got null)'],
  [{}, 'must be a non-empty string (got object)'],
];

/** Bad required objects (payloads and required params). */
export const BAD_OBJECTS: unknown[] = [undefined, null, 'x', 5, [], true];
/**
 * Bad optional objects (optional params and payloads). `null` is not one: it counts as left out
 * (null-arguments.test.ts).
 */
export const BAD_OPTIONAL_OBJECTS: unknown[] = ['x', 5, [], false];

export type Arg = 'id' | 'string' | 'string?' | 'object' | 'object?' | 'headers?';

/**
 * An operation: its good arguments (which pass every client-side check) and each argument's
 * kind, in the order the table of operations gives them (see sdk/src/http/operation-table.ts).
 */
export interface Operation {
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
export const quantityCases = (base: object, field = 'quantity'): [string, unknown, string, string][] =>
  BAD_IDS.filter(([value]) => value !== undefined && value !== null).map(([value, message]) => [
    `${field} ${show(value)}`,
    { ...base, [field]: value },
    `payload.${field}`,
    message,
  ]);

export const EMAIL_CASES = (base: object): [string, unknown, string, string][] => [
  ['no email', { ...base, email: undefined }, 'payload.email', 'is required'],
  ['email 5', { ...base, email: 5 }, 'payload.email', 'must be a non-empty string (got number)'],
  ['email without @', { ...base, email: 'shopper' }, 'payload.email', 'is not an email address'],
  ['a 1 MB email', { ...base, email: HUGE }, 'payload.email', 'is not an email address'],
];

export const OPERATIONS: Operation[] = [
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
