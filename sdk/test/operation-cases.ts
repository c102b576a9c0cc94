/**
 * The cases of sdk/test/operations.test.ts, one per operation of the route table: how to call it,
 * the path, query and body it must send, and the shape of its answer. Their own module so the
 * table of cases and the test that runs them can each be read whole.
 */
import { expect } from '@open-wc/testing';
import type { OperationName, SvcClient } from '@svc/sdk';
import { TEA_ANSWERS } from '../../sandbox/test/data.js';

export interface World {
  client: SvcClient;
  cartId: string;
  token: string;
  /** The ID of the cart's first line (the plan). */
  lineId: string;
}

export interface Case {
  /** Runs the call; `sent` is checked against the last request, `result` against `shape`. */
  call: (world: World) => Promise<unknown>;
  path: (world: World) => string;
  query?: Record<string, string | string[]>;
  body?: unknown;
  shape: (result: unknown, world: World) => void;
  /** Puts the world in the state the operation needs (a purchase before post-purchase offers, …). */
  before?: (world: World) => Promise<void>;
  /** Whether the request must carry the customer's Authorization header. */
  auth?: boolean;
}

const isArrayOf = (key: string) => (result: unknown) => {
  expect(result).to.be.an('array').with.length.greaterThan(0);
  expect((result as Record<string, unknown>[])[0]).to.have.property(key);
};
const isPage = (result: unknown) => {
  expect(result).to.have.all.keys('data', 'pagination');
  expect((result as { pagination: object }).pagination).to.include.keys(
    'currentPage',
    'lastPage',
    'total',
    'perPage',
  );
};
const isCart = (result: unknown, world: World) => {
  expect((result as { id: string }).id).to.equal(world.cartId);
  expect(result).to.include.keys('items', 'currencyCode', 'total');
};

const purchase = async ({ client, cartId }: World) => {
  await client.cart.update({ shippingAddressId: 1, shippingMethodId: 1, paymentMethodId: 1 });
  await client.checkout.purchase(cartId);
};

const BUNDLE = { items: [{ productId: 401, quantity: 4 }], preferences: [{ attributeId: 1, values: [12] }] };
export const cases: Record<OperationName, Case> = {
  'addresses.list': {
    call: (w) => w.client.addresses.list(),
    path: () => '/customers/me/addresses',
    shape: isArrayOf('addressOne'),
    auth: true,
  },
  'addresses.store': {
    call: (w) =>
      w.client.addresses.store({
        firstName: 'A',
        lastName: 'B',
        addressOne: '1 Road',
        city: 'Austin',
        zip: '73301',
        countryId: 840,
      }),
    path: () => '/addresses',
    body: {
      firstName: 'A',
      lastName: 'B',
      addressOne: '1 Road',
      city: 'Austin',
      zip: '73301',
      countryId: 840,
    },
    shape: (r) => expect(r).to.include({ city: 'Austin', countryId: 840 }).and.have.property('id'),
  },
  'auth.login': {
    call: (w) => w.client.auth.login({ email: 'shopper@example.com', password: 'demo1234' }),
    path: () => '/auth/login',
    body: { email: 'shopper@example.com', password: 'demo1234' },
    shape: (r) => expect((r as { accessToken: string }).accessToken).to.be.a('string'),
  },
  'auth.register': {
    call: (w) => w.client.auth.register({ email: 'fresh@example.com', firstName: 'F', lastName: 'R' }),
    path: () => '/auth/register',
    body: { email: 'fresh@example.com', firstName: 'F', lastName: 'R' },
    shape: (r) => expect((r as { accessToken: string }).accessToken).to.be.a('string'),
  },
  'auth.registered': {
    call: (w) => w.client.auth.registered({ email: 'shopper@example.com' }),
    path: () => '/auth/registered',
    body: { email: 'shopper@example.com' },
    shape: (r) => expect(r).to.deep.equal({ registered: true }),
  },
  'auth.otp': {
    call: (w) => w.client.auth.otp({ email: 'shopper@example.com' }),
    path: () => '/auth/otp',
    body: { email: 'shopper@example.com' },
    shape: (r) => expect(r).to.equal(undefined),
  },
  'auth.otpLogin': {
    before: async (w) => w.client.auth.otp({ email: 'shopper@example.com' }),
    call: (w) => w.client.auth.otpLogin({ email: 'shopper@example.com', token: '123456' }),
    path: () => '/auth/otp/login',
    body: { email: 'shopper@example.com', token: '123456' },
    shape: (r) => expect((r as { accessToken: string }).accessToken).to.be.a('string'),
  },
  'auth.social': {
    call: (w) => w.client.auth.social({ token: 'google-id-token', provider: 'google' }),
    path: () => '/auth/social',
    body: { token: 'google-id-token', provider: 'google' },
    shape: (r) => expect((r as { accessToken: string }).accessToken).to.be.a('string'),
  },
  'bundles.list': {
    call: (w) => w.client.bundles.list({ configurable: true, expand: ['plans.plan'] }),
    path: () => '/bundles',
    query: { configurable: 'true', 'expand[]': ['plans.plan'] },
    shape: (r) => {
      isPage(r);
      expect((r as { data: { id: number }[] }).data.map((b) => b.id)).to.deep.equal([1]);
    },
  },
  'bundles.load': {
    call: (w) => w.client.bundles.load(1, { expand: ['plans.variant'] }),
    path: () => '/bundles/1',
    query: { 'expand[]': ['plans.variant'] },
    shape: (r) =>
      expect(r).to.include.keys('plans', 'rulesets', 'prices', 'discounts', 'filters', 'preferences'),
  },
  'bundles.loadItems': {
    call: (w) => w.client.bundles.loadItems(1, { perPage: 2, filters: [{ attributeId: 2, values: [21] }] }),
    path: () => '/bundles/1/items',
    query: { perPage: '2', 'filters[0][attributeId]': '2', 'filters[0][values][]': ['21'] },
    shape: (r) => {
      isPage(r);
      expect((r as { data: { productId: number }[] }).data.map((i) => i.productId)).to.deep.equal([401, 404]);
    },
  },
  'bundles.loadGroups': {
    call: (w) => w.client.bundles.loadGroups(1),
    path: () => '/bundles/1/groups',
    shape: (r) => {
      isPage(r);
      expect((r as { data: object[] }).data[0]).to.include.keys('minQuantity', 'maxQuantity', 'items');
    },
  },
  'bundles.quote': {
    call: (w) => w.client.bundles.quote(1, { productId: 501, quantity: 1, ...BUNDLE }),
    path: () => '/bundles/1/quote',
    body: { productId: 501, quantity: 1, ...BUNDLE },
    // Box of 4 on the monthly plan: 40.00, no extras, no discount.
    shape: (r) => expect(r).to.include({ productId: 501, quantity: 1, price: 4000, total: 4000 }),
  },
  'cart.create': {
    call: (w) => w.client.cart.create({ currencyCode: 'GBP' }),
    path: () => '/carts',
    body: { currencyCode: 'GBP' },
    shape: (r, w) => {
      expect((r as { currencyCode: string }).currencyCode).to.equal('GBP');
      expect(w.client.cart.id).to.equal((r as { id: string }).id);
    },
  },
  'cart.load': { call: (w) => w.client.cart.load(), path: (w) => `/carts/${w.cartId}`, shape: isCart },
  'cart.update': {
    call: (w) => w.client.cart.update({ couponCode: 'WELCOME10' }),
    path: (w) => `/carts/${w.cartId}`,
    body: { couponCode: 'WELCOME10' },
    shape: (r) => expect((r as { coupon: { code: string } }).coupon.code).to.equal('WELCOME10'),
  },
  'cart.attachCustomer': {
    call: (w) => w.client.cart.attachCustomer(),
    path: (w) => `/carts/${w.cartId}/customer`,
    shape: (r) => expect((r as { customerId: number }).customerId).to.equal(1),
    auth: true,
  },
  'cart.addItem': {
    call: (w) => w.client.cart.addItem({ productId: 201, quantity: 2 }),
    path: (w) => `/carts/${w.cartId}/items`,
    body: { productId: 201, quantity: 2 },
    shape: (r) =>
      expect((r as { items: { productId: number }[] }).items.map((i) => i.productId)).to.include(201),
  },
  'cart.updateItem': {
    call: (w) => w.client.cart.updateItem(w.lineId, { quantity: 3 }),
    path: (w) => `/carts/${w.cartId}/items/${w.lineId}`,
    body: { quantity: 3 },
    shape: (r) => expect((r as { items: { quantity: number }[] }).items[0]!.quantity).to.equal(3),
  },
  'cart.removeItem': {
    call: (w) => w.client.cart.removeItem(w.lineId),
    path: (w) => `/carts/${w.cartId}/items/${w.lineId}`,
    shape: (r, w) =>
      expect((r as { items: { id: string }[] }).items.map((i) => i.id)).to.not.include(w.lineId),
  },
  'cart.getGiftingDates': {
    call: (w) => w.client.cart.getGiftingDates(),
    path: (w) => `/carts/${w.cartId}/gifting-dates`,
    shape: (r) => expect((r as { dates: string[] }).dates[0]).to.match(/^\d{4}-\d{2}-\d{2}$/),
  },
  'cart.getLocalPickups': {
    call: (w) => w.client.cart.getLocalPickups(),
    path: (w) => `/carts/${w.cartId}/local-pickups`,
    shape: isArrayOf('address'),
  },
  'cart.getShippingMethods': {
    call: (w) => w.client.cart.getShippingMethods({ country: 840, zip: '97201' }),
    path: (w) => `/carts/${w.cartId}/shipping-methods`,
    query: { country: '840', zip: '97201' },
    shape: isArrayOf('price'),
  },
  'checkout.purchase': {
    before: async ({ client }) => {
      await client.cart.update({ shippingAddressId: 1, shippingMethodId: 1, paymentMethodId: 1 });
    },
    call: (w) => w.client.checkout.purchase(w.cartId),
    path: (w) => `/carts/${w.cartId}/purchase`,
    body: {},
    shape: (r) => expect(r).to.include.keys('invoice', 'subscription', 'orders'),
    auth: true,
  },
  'countries.list': {
    call: (w) => w.client.countries.list(),
    path: () => '/countries',
    shape: isArrayOf('code'),
  },
  'customers.me': {
    call: (w) => w.client.customers.me(),
    path: () => '/customers/me',
    shape: (r) => expect(r).to.include({ email: 'shopper@example.com' }),
    auth: true,
  },
  'customers.update': {
    call: (w) => w.client.customers.update({ tosConsent: true }),
    path: () => '/customers/me',
    body: { tosConsent: true },
    shape: (r) => expect(r).to.include({ tosConsent: true }),
    auth: true,
  },
  'funnels.prePurchaseFetch': {
    call: (w) => w.client.funnels.prePurchaseFetch(w.cartId, { expand: ['parent'] }),
    path: (w) => `/carts/${w.cartId}/funnels/pre-purchase`,
    query: { 'expand[]': ['parent'] },
    shape: (r) => expect((r as { step: { id: number } }).step.id).to.equal(1),
  },
  'funnels.prePurchaseAccept': {
    call: (w) => w.client.funnels.prePurchaseAccept(w.cartId, 1, { offers: [{ productId: 211 }] }),
    path: (w) => `/carts/${w.cartId}/funnels/pre-purchase/1/accept`,
    body: { offers: [{ productId: 211 }] },
    shape: (r, w) => {
      isCart(r, w);
      expect(r).to.not.have.property('load');
    },
  },
  'funnels.prePurchaseReject': {
    call: (w) => w.client.funnels.prePurchaseReject(w.cartId, 1),
    path: (w) => `/carts/${w.cartId}/funnels/pre-purchase/1/reject`,
    shape: (r) => expect(r).to.equal(undefined),
  },
  'funnels.prePurchaseRefresh': {
    call: (w) => w.client.funnels.prePurchaseRefresh(w.cartId),
    path: (w) => `/carts/${w.cartId}/funnels/pre-purchase/refresh`,
    shape: (r) => expect(r).to.equal(undefined),
  },
  'funnels.midPurchaseFetch': {
    call: (w) => w.client.funnels.midPurchaseFetch(w.cartId),
    path: (w) => `/carts/${w.cartId}/funnels/mid-purchase`,
    shape: (r) => expect((r as { step: { id: number } }).step.id).to.equal(3),
  },
  'funnels.midPurchaseAccept': {
    call: (w) => w.client.funnels.midPurchaseAccept(w.cartId, 3, { offers: [{ productId: 201 }] }),
    path: (w) => `/carts/${w.cartId}/funnels/mid-purchase/3/accept`,
    body: { offers: [{ productId: 201 }] },
    shape: isCart,
  },
  'funnels.midPurchaseReject': {
    call: (w) => w.client.funnels.midPurchaseReject(w.cartId, 3),
    path: (w) => `/carts/${w.cartId}/funnels/mid-purchase/3/reject`,
    shape: (r) => expect(r).to.equal(undefined),
  },
  'funnels.postPurchaseFetch': {
    before: purchase,
    call: (w) => w.client.funnels.postPurchaseFetch(w.cartId),
    path: (w) => `/carts/${w.cartId}/funnels/post-purchase`,
    shape: (r) => expect((r as { step: { id: number } }).step.id).to.equal(4),
  },
  'funnels.postPurchaseAccept': {
    before: purchase,
    call: (w) => w.client.funnels.postPurchaseAccept(w.cartId, 4, { offers: [{ productId: 402 }] }),
    path: (w) => `/carts/${w.cartId}/funnels/post-purchase/4/accept`,
    body: { offers: [{ productId: 402 }] },
    shape: (r) => expect(r).to.include.keys('invoice', 'orders'),
    auth: true,
  },
  'funnels.postPurchaseReject': {
    before: purchase,
    call: (w) => w.client.funnels.postPurchaseReject(w.cartId, 4),
    path: (w) => `/carts/${w.cartId}/funnels/post-purchase/4/reject`,
    shape: (r) => expect(r).to.equal(undefined),
  },
  'lead.subscribe': {
    call: (w) => w.client.lead.subscribe({ email: 'lead@example.com' }),
    path: () => '/leads',
    body: { email: 'lead@example.com' },
    shape: (r) => expect(r).to.include({ email: 'lead@example.com' }),
  },
  'metafield.list': { call: (w) => w.client.metafield.list(), path: () => '/metafields', shape: isPage },
  'metafield.load': {
    call: (w) => w.client.metafield.load(1),
    path: () => '/metafields/1',
    shape: (r) => expect(r).to.include({ id: 1, name: 'Grind' }),
  },
  'paymentIntents.getPaymentIntent': {
    before: async (w) => {
      await w.client.cart.update({ shippingAddressId: 1, shippingMethodId: 1, paymentMethodId: 2 });
      await w.client.checkout.purchase(w.cartId).catch((error: { paymentIntentId: string }) => {
        (w as World & { intent?: string }).intent = error.paymentIntentId;
      });
    },
    call: (w) => w.client.paymentIntents.getPaymentIntent((w as World & { intent: string }).intent),
    path: (w) => `/payment-intents/${(w as World & { intent: string }).intent}`,
    shape: (r) => expect((r as { token: string }).token).to.match(/^pi_tok_/),
  },
  'paymentIntents.confirm': {
    before: async (w) => {
      await w.client.cart.update({ shippingAddressId: 1, shippingMethodId: 1, paymentMethodId: 2 });
      await w.client.checkout.purchase(w.cartId).catch(async (error: { paymentIntentId: string }) => {
        const intent = await w.client.paymentIntents.getPaymentIntent(error.paymentIntentId);
        Object.assign(w, { intent: error.paymentIntentId, external: `3ds_${intent.token}` });
      });
    },
    call: (w) => {
      const { intent, external } = w as World & { intent: string; external: string };
      return w.client.paymentIntents.confirm(intent, external);
    },
    path: (w) => `/payment-intents/${(w as World & { intent: string }).intent}/confirm`,
    body: undefined,
    shape: (r) => expect((r as { status: string }).status).to.equal('succeeded'),
  },
  'pickupInfo.list': {
    call: (w) => w.client.pickupInfo.list(),
    path: () => '/customers/me/pickup-info',
    shape: isArrayOf('phone'),
    auth: true,
  },
  'pickupInfo.store': {
    call: (w) => w.client.pickupInfo.store({ firstName: 'P', lastName: 'U', phone: '+1 555 0199' }),
    path: () => '/customers/me/pickup-info',
    body: { firstName: 'P', lastName: 'U', phone: '+1 555 0199' },
    shape: (r) => expect(r).to.include({ phone: '+1 555 0199' }),
    auth: true,
  },
  'products.list': {
    call: (w) => w.client.products.list({ page: 1, perPage: 5, expand: ['variants.parent'] }),
    path: () => '/products',
    query: { page: '1', perPage: '5', 'expand[]': ['variants.parent'] },
    shape: isPage,
  },
  'products.load': {
    call: (w) => w.client.products.load(100, { expand: ['pricings.parent'] }),
    path: () => '/products/100',
    query: { 'expand[]': ['pricings.parent'] },
    shape: (r) =>
      expect((r as { pricings: { parent: object }[] }).pricings[0]!.parent).to.include({ id: 100 }),
  },
  'products.loadVariant': {
    call: (w) => w.client.products.loadVariant(201, { expand: ['parent'] }),
    path: () => '/variants/201',
    query: { 'expand[]': ['parent'] },
    shape: (r) => expect((r as { parent: { id: number } }).parent.id).to.equal(200),
  },
  'shop.load': {
    call: (w) => w.client.shop.load(),
    path: () => '/shop',
    shape: (r) => expect(r).to.include.keys('languages', 'currencies', 'apps', 'settings'),
  },
  'stock.subscribe': {
    call: (w) => w.client.stock.subscribe({ email: 'wait@example.com', productId: 202, quantity: 1 }),
    path: () => '/stock-subscriptions',
    body: { email: 'wait@example.com', productId: 202, quantity: 1 },
    shape: (r) => expect(r).to.include({ productId: 202 }),
  },
  'subscriptions.list': {
    call: (w) => w.client.subscriptions.list({ statuses: ['active', 'trial'], perPage: 50 }),
    path: () => '/subscriptions',
    query: { 'statuses[]': ['active', 'trial'], perPage: '50' },
    shape: (r) => {
      isPage(r);
      const statuses = (r as { data: { status: string }[] }).data.map((s) => s.status);
      expect(new Set(statuses)).to.deep.equal(new Set(['active', 'trial']));
    },
    auth: true,
  },
  'subscriptions.load': {
    call: (w) => w.client.subscriptions.load(1, { expand: ['product.parent'] }),
    path: () => '/subscriptions/1',
    query: { 'expand[]': ['product.parent'] },
    shape: (r) => expect(r).to.include({ id: 1, status: 'active' }),
    auth: true,
  },
  'subscriptions.update': {
    call: (w) =>
      w.client.subscriptions.update(1, { quantity: 2, metadata: [{ id: 1, values: [{ id: 2 }] }] }),
    path: () => '/subscriptions/1',
    body: { quantity: 2, metadata: [{ id: 1, values: [{ id: 2 }] }] },
    shape: (r) => expect(r).to.include({ quantity: 2 }),
    auth: true,
  },
  'subscriptions.updateBundle': {
    call: (w) => w.client.subscriptions.updateBundle(8, { productId: null, bundle: BUNDLE }),
    path: () => '/subscriptions/8/bundle',
    body: { productId: null, bundle: BUNDLE },
    shape: (r) => expect((r as { items: { bundle: unknown }[] }).items[0]!.bundle).to.deep.equal(BUNDLE),
    auth: true,
  },
  'subscriptions.updatePreferences': {
    call: (w) => w.client.subscriptions.updatePreferences(9, { preferences: TEA_ANSWERS }),
    path: () => '/subscriptions/9/preferences',
    body: { preferences: TEA_ANSWERS },
    shape: (r) =>
      expect((r as { items: { preferences: unknown }[] }).items[0]!.preferences).to.deep.equal(TEA_ANSWERS),
    auth: true,
  },
  'subscriptions.loadItem': {
    call: (w) => w.client.subscriptions.loadItem(1, 12),
    path: () => '/subscriptions/1/items/12',
    shape: (r) => expect(r).to.include({ id: 12, productId: 211, addon: true }),
    auth: true,
  },
  'subscriptions.updateItem': {
    call: (w) => w.client.subscriptions.updateItem(1, 12, { quantity: 3 }),
    path: () => '/subscriptions/1/items/12',
    body: { quantity: 3 },
    shape: (r) => expect(r).to.include({ id: 12, quantity: 3 }),
    auth: true,
  },
  'subscriptions.updateItemBundle': {
    call: (w) => w.client.subscriptions.updateItemBundle(8, 81, { productId: null, bundle: BUNDLE }),
    path: () => '/subscriptions/8/items/81/bundle',
    body: { productId: null, bundle: BUNDLE },
    shape: (r) => expect((r as { bundle: unknown }).bundle).to.deep.equal(BUNDLE),
    auth: true,
  },
  'subscriptions.updateItemPreferences': {
    call: (w) =>
      w.client.subscriptions.updateItemPreferences(9, 91, { preferences: TEA_ANSWERS, updateOrders: true }),
    path: () => '/subscriptions/9/items/91/preferences',
    body: { preferences: TEA_ANSWERS, updateOrders: true },
    shape: (r) => expect((r as { preferences: unknown }).preferences).to.deep.equal(TEA_ANSWERS),
    auth: true,
  },
  'surveys.load': {
    call: (w) => w.client.surveys.load(1),
    path: () => '/surveys/1',
    shape: (r) =>
      expect((r as { questions: { type: string }[] }).questions.map((q) => q.type)).to.have.members([
        'text',
        'email',
        'select',
        'multiple',
        'quantity',
        'offer',
        'plan',
      ]),
  },
  'wallet.list': {
    call: (w) => w.client.wallet.list('USD'),
    path: () => '/customers/me/payment-methods',
    query: { currencyCode: 'USD' },
    shape: isArrayOf('last4'),
    auth: true,
  },
  'wallet.setup': {
    call: (w) => w.client.wallet.setup({ gatewayId: 1 }),
    path: () => '/wallet/setup',
    body: { gatewayId: 1 },
    shape: (r) => expect(Object.keys(r as object)).to.deep.equal(['token']),
  },
  'wallet.store': {
    call: (w) => w.client.wallet.store({ gatewayId: 1, token: 'tok_4242' }),
    path: () => '/customers/me/payment-methods',
    body: { gatewayId: 1, token: 'tok_4242' },
    shape: (r) => expect(r).to.include({ last4: '4242' }),
    auth: true,
  },
};

/** A signed-in customer, a currency, and a cart with a plan and a mug, attached to the customer. */
