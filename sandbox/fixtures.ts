/**
 * The seed shop of the sandbox: everything a test, the demo or an integrator can try. This is the
 * one readable fixture module; README "Sandbox" lists what a person needs (keys, logins, codes, cards).
 * Money is in USD minor units here; `priced()` derives EUR and GBP.
 */
import { priced, type Prices } from './money.js';

export const SANDBOX_API_KEY = 'demo-api-key';
export const SANDBOX_OTP_CODE = '123456';
/** A valid gift card code, worth 30.00 USD. */
export const SANDBOX_GIFT_CARD_CODE = '7f3c2a9e-1b4d-4c8a-9e2f-5a6b7c8d9e0f';
export const SANDBOX_GIFT_CARD_BALANCE = priced(3000);
/** Coupon codes: 10% off anything; 5.00 off, only with a build-a-box bundle in the cart. */
export const COUPONS = {
  WELCOME10: { code: 'WELCOME10', percentOff: 10, amountOff: null, needsBundle: false },
  BOXONLY: { code: 'BOXONLY', percentOff: null, amountOff: priced(500), needsBundle: true },
} as const;

/** Sandbox card gateway: the last four digits of a saved card decide the outcome of a purchase. */
export const SANDBOX_GATEWAY_ID = 1;
export const CARD_OUTCOMES = {
  '4242': 'succeeds',
  '3184': 'requires 3-D Secure',
  '0002': 'is declined',
} as const;

export const shop = {
  id: 1,
  name: 'Sandbox Coffee Co.',
  url: 'https://shop.sandbox.example',
  logoUrl: null,
  checkoutUrl: 'https://shop.sandbox.example/checkout',
  languages: [
    { code: 'en', name: 'English', default: true },
    { code: 'de', name: 'Deutsch' },
    { code: 'fr', name: 'Français' },
    { code: 'es', name: 'Español' },
    { code: 'it', name: 'Italiano' },
    { code: 'nl', name: 'Nederlands' },
    { code: 'pt', name: 'Português' },
    { code: 'pl', name: 'Polski' },
    { code: 'sv', name: 'Svenska' },
    { code: 'da', name: 'Dansk' },
    { code: 'nb', name: 'Norsk bokmål' },
    { code: 'fi', name: 'Suomi' },
    { code: 'cs', name: 'Čeština' },
    { code: 'ja', name: '日本語' },
    { code: 'ar', name: 'العربية' },
  ],
  currencies: [
    { abbreviation: 'USD', symbol: '$', name: 'US Dollar', default: true },
    { abbreviation: 'EUR', symbol: '€', name: 'Euro' },
    { abbreviation: 'GBP', symbol: '£', name: 'Pound Sterling' },
  ],
  apps: [{ name: 'google_login' }],
  gateways: [{ id: SANDBOX_GATEWAY_ID, name: 'Sandbox cards', type: 'sandbox' }],
  settings: {
    subscriptionQuantitySelector: true,
    cart: {
      accentColor: '#1f6f5c',
      fontStyle: 'Inter',
      buttonStyle: 1,
      afterItemAdded: 'open',
    },
  },
  limits: [
    { name: 'checkoutWidget', value: true },
    { name: 'embedCheckout', value: true },
  ],
};

export const countries = [
  { id: 840, code: 'US', name: 'United States', zipRequired: true, taxRate: 0.08 },
  { id: 276, code: 'DE', name: 'Germany', zipRequired: true, taxRate: 0.19 },
  { id: 250, code: 'FR', name: 'France', zipRequired: true, taxRate: 0.2 },
  { id: 826, code: 'GB', name: 'United Kingdom', zipRequired: true, taxRate: 0.2 },
];

/** Delivery methods per country; `freeOver` makes shipping free above that subtotal. */
export const shippingMethods = [
  {
    id: 1,
    name: 'Standard',
    countries: [840],
    prices: priced(599),
    freeOver: priced(5000),
    minDays: 3,
    maxDays: 5,
  },
  { id: 2, name: 'Express', countries: [840], prices: priced(1499), freeOver: null, minDays: 1, maxDays: 2 },
  {
    id: 3,
    name: 'International',
    countries: [276, 250, 826],
    prices: priced(1299),
    freeOver: null,
    minDays: 5,
    maxDays: 9,
  },
];

export const localPickups = [
  {
    id: 10,
    name: 'Pick up at the roastery',
    address: '12 Roast Lane, Portland, OR 97201',
    countries: [840],
    prices: priced(0),
  },
];

export interface CustomerFixture {
  id: number;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  externalId: string | null;
  marketingConsent: boolean;
  tosConsent: boolean;
  createdAt: string;
}

export const customers: CustomerFixture[] = [
  {
    id: 1,
    email: 'shopper@example.com',
    password: 'demo1234',
    firstName: 'Sam',
    lastName: 'Shopper',
    phone: '+1 555 0100',
    externalId: null,
    marketingConsent: false,
    tosConsent: true,
    createdAt: '2026-01-15T10:00:00Z',
  },
  {
    id: 2,
    email: 'other@example.com',
    password: 'other1234',
    firstName: 'Olive',
    lastName: 'Other',
    phone: null,
    externalId: null,
    marketingConsent: true,
    tosConsent: true,
    createdAt: '2026-02-01T10:00:00Z',
  },
];

export const addresses = [
  {
    id: 1,
    customerId: 1,
    firstName: 'Sam',
    lastName: 'Shopper',
    company: null,
    addressOne: '100 Main Street',
    addressTwo: 'Apt 4',
    city: 'Portland',
    zip: '97201',
    province: 'OR',
    phone: '+1 555 0100',
    countryId: 840,
    default: true,
  },
  {
    id: 2,
    customerId: 1,
    firstName: 'Sam',
    lastName: 'Shopper',
    company: 'Shopper GmbH',
    addressOne: 'Hauptstraße 5',
    addressTwo: null,
    city: 'Berlin',
    zip: '10115',
    province: null,
    phone: null,
    countryId: 276,
    default: false,
  },
];

/** Saved cards of the sandbox gateway; the last four digits decide what a purchase does. */
export const paymentMethods = [
  {
    id: 1,
    customerId: 1,
    gatewayId: 1,
    type: 'card',
    brand: 'visa',
    last4: '4242',
    expMonth: 12,
    expYear: 2030,
    default: true,
  },
  {
    id: 2,
    customerId: 1,
    gatewayId: 1,
    type: 'card',
    brand: 'visa',
    last4: '3184',
    expMonth: 12,
    expYear: 2030,
    default: false,
  },
  {
    id: 3,
    customerId: 1,
    gatewayId: 1,
    type: 'card',
    brand: 'mastercard',
    last4: '0002',
    expMonth: 12,
    expYear: 2030,
    default: false,
  },
];

export const pickupInfo = [
  { id: 1, customerId: 1, firstName: 'Sam', lastName: 'Shopper', phone: '+1 555 0100', shippingMethodId: 10 },
];

export const metafields = [
  {
    id: 1,
    name: 'Grind',
    type: 'select',
    required: false,
    values: [
      { id: 1, value: 'Whole bean' },
      { id: 2, value: 'Espresso' },
      { id: 3, value: 'Filter' },
    ],
  },
  { id: 2, name: 'Delivery note', type: 'text', required: false, values: [] },
];

// ---------------------------------------------------------------- catalog

/** A leaf: a variant of a one-time product or a plan of a subscription product. */
export interface LeafFixture {
  id: number;
  name: string;
  prices: Prices;
  stockCount: number | null;
  [key: string]: unknown;
}

const CREATED_AT = '2026-01-01T00:00:00Z';

export interface ProductFixture {
  id: number;
  name: string;
  slug: string;
  type: 'one_time' | 'subscription';
  description: string;
  digital: boolean;
  giftCard: boolean;
  giftingEnabled: boolean;
  collectShippingAddress: boolean;
  tags: string[];
  images: { id: number; url: string; order: number; createdAt: string; updatedAt: string }[];
  bundleId: number | null;
  leaves: LeafFixture[];
  [key: string]: unknown;
}

const image = (id: number, name: string) => [
  { id, url: `images/${name}.svg`, order: 1, createdAt: CREATED_AT, updatedAt: CREATED_AT },
];

/** Plan defaults: an ad-hoc plan without trial, fee or limits. */
const plan = (
  id: number,
  name: string,
  usd: number,
  frequencyUnit: 'day' | 'week' | 'month',
  frequencyCount: number,
  extra: Record<string, unknown> = {},
): LeafFixture => ({
  id,
  name,
  pricingName: null,
  description: null,
  prices: priced(usd),
  stockCount: null,
  frequencyUnit,
  frequencyCount,
  trialPrice: null,
  trialLength: null,
  trialLengthDays: null,
  setupFee: null,
  chargeImmediately: true,
  shipImmediately: true,
  cutOffAt: null,
  // Anchored plans: the days before the billing day after which a sign-up waits for the next cycle.
  cutOffDays: null,
  rebillingStartAt: null,
  // A number, 0 without a commitment (the documented type is not nullable).
  commitmentBillingCount: 0,
  chargesLimit: null,
  rebillingDayOfMonth: null,
  rebillingDayOfWeek: null,
  shippings: [{ id: id * 10, shippingAt: 0, addCount: frequencyCount, addUnit: frequencyUnit }],
  survey: null,
  ...extra,
});

const variant = (
  id: number,
  name: string,
  usd: number,
  stockCount: number | null,
  extra: Record<string, unknown> = {},
): LeafFixture => ({
  id,
  name,
  description: null,
  prices: priced(usd),
  stockCount,
  options: [],
  attributes: [],
  priceScheme: null,
  ...extra,
});

const product = (
  fields: Partial<ProductFixture> & Pick<ProductFixture, 'id' | 'name' | 'slug' | 'type' | 'leaves'>,
): ProductFixture => ({
  description: '',
  digital: false,
  giftCard: false,
  giftingEnabled: false,
  collectShippingAddress: true,
  tags: [],
  images: image(fields.id, fields.slug),
  bundleId: null,
  bundleRulesetId: null,
  deliveryInfo: null,
  createdAt: CREATED_AT,
  // The documented fields of each kind, empty unless the product sets them.
  ...(fields.type === 'one_time'
    ? { options: [], giftCardExpiration: null }
    : { setupFee: null, preOrderEndAt: null }),
  ...fields,
});

/** Bundle attributes: roast (preference) and origin (filter). */
const roast = (valueId: 11 | 12 | 13) => ({
  attributeId: 1,
  id: valueId,
  name: 'Roast',
  value: { 11: 'Light', 12: 'Medium', 13: 'Dark' }[valueId],
  valueId,
});
const origin = (valueId: 21 | 22 | 23) => ({
  attributeId: 2,
  id: valueId,
  name: 'Origin',
  value: { 21: 'Africa', 22: 'Americas', 23: 'Asia' }[valueId],
  valueId,
});

export const products: ProductFixture[] = [
  product({
    id: 100,
    name: 'House Blend Subscription',
    slug: 'house-blend-subscription',
    type: 'subscription',
    description: '<p>Freshly roasted <strong>house blend</strong>, delivered on your schedule.</p>',
    giftingEnabled: true,
    tags: ['coffee', 'subscription'],
    setupFee: null,
    preOrderEndAt: null,
    leaves: [
      plan(101, 'Every 2 weeks', 1800, 'week', 2),
      plan(102, 'Every month', 2000, 'month', 1, {
        pricingName: 'Monthly',
        commitmentBillingCount: 3,
        setupFee: priced(500),
      }),
      plan(103, 'Every 3 months', 5400, 'month', 3, {
        trialPrice: priced(0),
        trialLength: 14,
        trialLengthDays: 14,
        chargesLimit: 4,
      }),
    ],
  }),
  product({
    id: 110,
    name: 'Tea Club',
    slug: 'tea-club',
    type: 'subscription',
    description: '<p>A tin of tea picked for you, every month.</p>',
    giftingEnabled: true,
    tags: ['tea', 'subscription', 'survey'],
    setupFee: null,
    preOrderEndAt: null,
    leaves: [
      plan(111, 'Every month', 2500, 'month', 1, { survey: { id: 1 } }),
      plan(112, 'Every 2 months', 4800, 'month', 2, { survey: { id: 1 } }),
    ],
  }),
  product({
    id: 120,
    name: 'Winter Reserve (pre-order)',
    slug: 'winter-reserve',
    type: 'subscription',
    description: '<p>Our winter roast. Ships in December.</p>',
    tags: ['coffee', 'subscription', 'pre-order'],
    preOrderEndAt: '2026-12-15T00:00:00Z',
    leaves: [
      plan(121, 'Every month', 2200, 'month', 1, {
        rebillingDayOfMonth: 15,
        cutOffDays: 5,
        cutOffAt: '23:59',
      }),
    ],
  }),
  product({
    id: 200,
    name: 'Ceramic Mug',
    slug: 'ceramic-mug',
    type: 'one_time',
    description: '<p>A 350 ml stoneware mug.</p>',
    tags: ['merch'],
    options: [
      {
        id: 1,
        name: 'Colour',
        values: ['Sand', 'Slate'],
      },
    ],
    leaves: [
      variant(201, 'Sand', 1400, 25, { options: [{ id: 1, name: 'Colour', value: 'Sand' }] }),
      variant(202, 'Slate', 1400, 0, { options: [{ id: 1, name: 'Colour', value: 'Slate' }] }),
    ],
  }),
  product({
    id: 210,
    name: 'Paper Filters',
    slug: 'paper-filters',
    type: 'one_time',
    description: '<p>100 unbleached filters. A good add-on to any subscription.</p>',
    tags: ['addon'],
    leaves: [
      variant(211, '100 filters', 600, null, {
        priceScheme: {
          id: 1,
          type: 'volume_price',
          ranges: [
            { id: 1, range: 1, amount: 600 },
            { id: 2, range: 3, amount: 500 },
          ],
        },
      }),
    ],
  }),
  product({
    id: 220,
    name: 'Espresso Machine',
    slug: 'espresso-machine',
    type: 'one_time',
    description: '<p>Sold out until spring.</p>',
    tags: ['equipment'],
    leaves: [variant(221, 'Standard', 49900, 0)],
  }),
  product({
    id: 230,
    name: 'Brewing Guide (eBook)',
    slug: 'brewing-guide',
    type: 'one_time',
    description: '<p>A PDF guide to better coffee at home.</p>',
    digital: true,
    collectShippingAddress: false,
    tags: ['digital'],
    leaves: [variant(231, 'PDF', 900, null)],
  }),
  product({
    id: 300,
    name: 'Gift Card',
    slug: 'gift-card',
    type: 'one_time',
    description: '<p>Let them choose.</p>',
    digital: true,
    giftCard: true,
    giftCardExpiration: 12,
    collectShippingAddress: false,
    tags: ['gift'],
    leaves: [variant(301, '$25', 2500, null), variant(302, '$50', 5000, null)],
  }),
  // Products that fill a build-a-box.
  product({
    id: 400,
    name: 'Single Origin Beans',
    slug: 'single-origin-beans',
    type: 'one_time',
    description: '<p>250 g bags from our favourite farms.</p>',
    tags: ['coffee', 'box-item'],
    leaves: [
      variant(401, 'Ethiopia Guji', 1200, null, { attributes: [roast(11), origin(21)] }),
      variant(402, 'Colombia Huila', 1100, null, { attributes: [roast(12), origin(22)] }),
      variant(403, 'Sumatra Mandheling', 1150, 5, { attributes: [roast(13), origin(23)] }),
      variant(404, 'Kenya Nyeri', 1300, null, { attributes: [roast(11), origin(21)] }),
    ],
  }),
  product({
    id: 410,
    name: 'Snacks',
    slug: 'snacks',
    type: 'one_time',
    description: '<p>Something to go with the coffee.</p>',
    tags: ['box-item'],
    leaves: [variant(411, 'Almond Biscotti', 400, null), variant(412, 'Dark Chocolate', 450, 0)],
  }),
  // The products a bundle line is bought as (bundle.plans[].plan / .variant).
  product({
    id: 500,
    name: 'Build Your Box',
    slug: 'build-your-box',
    type: 'subscription',
    description: '<p>Pick the coffees you love; we ship them monthly.</p>',
    tags: ['bundle', 'subscription'],
    bundleId: 1,
    leaves: [plan(501, 'Every month', 0, 'month', 1)],
  }),
  product({
    id: 510,
    name: 'Build Your Box (one-time)',
    slug: 'build-your-box-once',
    type: 'one_time',
    tags: ['bundle'],
    bundleId: 1,
    leaves: [variant(511, 'One box', 0, null)],
  }),
  product({
    id: 520,
    name: 'Starter Kit',
    slug: 'starter-kit',
    type: 'one_time',
    description: '<p>A mug, filters and a bag of beans.</p>',
    tags: ['bundle'],
    bundleId: 2,
    leaves: [variant(521, 'Kit', 2900, null)],
  }),
];

// ---------------------------------------------------------------- bundles

export interface BundleFixture {
  id: number;
  [key: string]: unknown;
}

export const bundles = [
  {
    id: 1,
    name: 'Build Your Box',
    slug: 'build-your-box',
    description: '<p>Four or eight bags, your choice of beans and snacks.</p>',
    images: image(900, 'build-your-box'),
    deliveryInfo: null,
    digital: false,
    configurable: true,
    selectionType: 'variant',
    priceType: 'total',
    discountType: 'percentage',
    rulesetType: 'quantity',
    appearanceType: 'one_step',
    quantitySelectors: [1, 2, 3],
    showRulesetName: true,
    hiddenItems: false,
    searchable: true,
    tags: ['coffee'],
    rulesets: [
      {
        id: 1,
        name: 'Box of 4',
        minQuantity: 4,
        maxQuantity: 4,
        minTotal: null,
        maxTotal: null,
        ctaText: 'Add the box of 4',
        products: [],
      },
      {
        id: 2,
        name: 'Box of 8',
        minQuantity: 8,
        maxQuantity: 8,
        minTotal: null,
        maxTotal: null,
        ctaText: 'Add the box of 8',
        products: [],
      },
    ],
    plans: [
      { id: 1, planId: 501 },
      { id: 2, variantId: 511 },
    ],
    preferences: [
      {
        id: 1,
        title: 'Roast',
        attributeId: 1,
        values: [
          { id: 11, name: 'Light', value: 'Light' },
          { id: 12, name: 'Medium', value: 'Medium' },
          { id: 13, name: 'Dark', value: 'Dark' },
        ],
      },
    ],
    filters: [
      {
        id: 2,
        name: 'Origin',
        attributeId: 2,
        values: [
          { id: 21, name: 'Africa', value: 'Africa' },
          { id: 22, name: 'Americas', value: 'Americas' },
          { id: 23, name: 'Asia', value: 'Asia' },
        ],
      },
    ],
    // One row per ruleset and bundle plan (`planId` is the bundle plan's ID); a range is a breakpoint
    // in the number of boxes.
    prices: [
      {
        id: 1,
        rulesetId: 1,
        planId: 1,
        ranges: [
          { range: 1, amount: priced(4000) },
          { range: 3, amount: priced(3800) },
        ],
      },
      { id: 2, rulesetId: 1, planId: 2, ranges: [{ range: 1, amount: priced(4400) }] },
      {
        id: 3,
        rulesetId: 2,
        planId: 1,
        ranges: [
          { range: 1, amount: priced(7600) },
          { range: 3, amount: priced(7200) },
        ],
      },
      { id: 4, rulesetId: 2, planId: 2, ranges: [{ range: 1, amount: priced(8400) }] },
    ],
    discounts: [{ id: 1, rulesetId: 2, planId: 1, ranges: [{ range: 1, amountOff: null, percentOff: 10 }] }],
    metadata: { theme: 'coffee' },
    groups: [
      { id: 1, productId: 400, minQuantity: 1, maxQuantity: null, itemIds: [1, 2, 3, 4] },
      { id: 2, productId: 410, minQuantity: 0, maxQuantity: 2, itemIds: [5, 6] },
    ],
    items: [
      { id: 1, productId: 401, extraPrice: priced(0), position: 1, settings: [] },
      { id: 2, productId: 402, extraPrice: priced(0), position: 2, settings: [] },
      {
        id: 3,
        productId: 403,
        extraPrice: priced(0),
        position: 3,
        settings: [{ id: 1, rulesetId: 1, maxQuantity: 2 }],
      },
      { id: 4, productId: 404, extraPrice: priced(200), position: 4, settings: [] },
      { id: 5, productId: 411, extraPrice: priced(0), position: 5, settings: [] },
      { id: 6, productId: 412, extraPrice: priced(0), position: 6, settings: [] },
    ],
  },
  {
    id: 2,
    name: 'Starter Kit',
    slug: 'starter-kit',
    description: '<p>Everything to get going.</p>',
    images: image(901, 'starter-kit'),
    deliveryInfo: 'Ships in 2 days.',
    digital: false,
    configurable: false,
    selectionType: null,
    priceType: null,
    discountType: null,
    rulesetType: 'quantity',
    appearanceType: 'without_ruleset',
    quantitySelectors: null,
    showRulesetName: false,
    hiddenItems: false,
    searchable: false,
    tags: ['kit'],
    rulesets: [],
    plans: [{ id: 3, variantId: 521 }],
    preferences: [],
    filters: [],
    prices: [],
    discounts: [],
    metadata: null,
    groups: [],
    items: [
      { id: 7, productId: 201, quantity: 1, extraPrice: priced(0), position: 1, settings: [] },
      { id: 8, productId: 211, quantity: 1, extraPrice: priced(0), position: 2, settings: [] },
      { id: 9, productId: 402, quantity: 1, extraPrice: priced(0), position: 3, settings: [] },
    ],
  },
];

// ---------------------------------------------------------------- surveys

export const surveys = [
  {
    id: 1,
    title: 'Your tea profile',
    appearanceType: 'before_cart',
    multiplyPriceByShipmentNumber: false,
    questions: [
      { id: 1, type: 'text', title: 'Name on the tin', required: false, answers: [] },
      { id: 2, type: 'email', title: 'Where should we send brewing tips?', required: false, answers: [] },
      {
        id: 3,
        type: 'select',
        title: 'Caffeine',
        required: true,
        answers: [
          { id: 31, content: 'Caffeinated', price: null, position: 1, stockCount: null, default: true },
          { id: 32, content: 'Decaf', price: null, position: 2, stockCount: null, default: false },
        ],
      },
      {
        id: 4,
        type: 'multiple',
        title: 'Flavours you like',
        required: true,
        minCount: 1,
        maxCount: 2,
        answers: [
          { id: 41, content: 'Fruity', price: null, position: 1, stockCount: null, default: false },
          { id: 42, content: 'Floral', price: null, position: 2, stockCount: null, default: false },
          { id: 43, content: 'Spicy', price: priced(100), position: 3, stockCount: null, default: false },
        ],
      },
      {
        id: 5,
        type: 'quantity',
        title: 'Extra sampler tins',
        required: false,
        minAmount: 0,
        maxAmount: 3,
        answers: [
          {
            id: 51,
            content: 'Sampler tin',
            price: priced(300),
            position: 1,
            stockCount: 10,
            default: false,
            defaultQuantity: 0,
          },
        ],
      },
      {
        id: 6,
        type: 'offer',
        title: 'Add a pack of paper filters?',
        required: false,
        answers: [
          {
            id: 61,
            content: 'Yes, add filters',
            productId: 211,
            price: null,
            position: 1,
            stockCount: null,
            default: false,
          },
        ],
      },
      {
        id: 7,
        type: 'plan',
        title: 'How often?',
        required: true,
        answers: [
          {
            id: 71,
            content: 'Every month',
            productId: 111,
            price: null,
            position: 1,
            stockCount: null,
            default: true,
          },
          {
            id: 72,
            content: 'Every 2 months',
            productId: 112,
            price: null,
            position: 2,
            stockCount: null,
            default: false,
          },
        ],
      },
    ],
  },
];

// ---------------------------------------------------------------- funnels

/** Upsell steps per phase; accepting a pre/mid step adds its products to the cart. */
export const funnelSteps = {
  pre: [
    { id: 1, title: 'Need filters?', offer: { productIds: [211], discountPercent: 0 } },
    { id: 2, title: 'Learn to brew', offer: { productIds: [231], discountPercent: 0 } },
  ],
  mid: [{ id: 3, title: 'A mug to match', offer: { productIds: [201], discountPercent: 0 } }],
  post: [
    { id: 4, title: 'Add a second bag next time', offer: { productIds: [402], discountPercent: 20 } },
    { id: 5, title: 'Try the tea club', offer: { productIds: [111], discountPercent: 0 } },
  ],
};

// ---------------------------------------------------------------- subscriptions

/** The test customer has one subscription in each status of the spec; customer 2 has one. */
export const subscriptions = [
  {
    id: 1,
    customerId: 1,
    productId: 101,
    quantity: 1,
    status: 'active',
    items: [
      { id: 11, productId: 101, quantity: 1, addon: false },
      { id: 12, productId: 211, quantity: 2, addon: true, addonDuration: null },
    ],
  },
  {
    id: 2,
    customerId: 1,
    productId: 103,
    quantity: 1,
    status: 'trial',
    items: [{ id: 21, productId: 103, quantity: 1, addon: false }],
  },
  {
    id: 3,
    customerId: 1,
    productId: 121,
    quantity: 2,
    status: 'pre_order',
    items: [{ id: 31, productId: 121, quantity: 2, addon: false }],
  },
  {
    id: 4,
    customerId: 1,
    productId: 102,
    quantity: 1,
    status: 'gift_waiting_to_start',
    items: [{ id: 41, productId: 102, quantity: 1, addon: false }],
  },
  {
    id: 5,
    customerId: 1,
    productId: 101,
    quantity: 1,
    status: 'cancelled',
    items: [{ id: 51, productId: 101, quantity: 1, addon: false }],
  },
  {
    id: 6,
    customerId: 1,
    productId: 102,
    quantity: 1,
    status: 'switched',
    items: [{ id: 61, productId: 102, quantity: 1, addon: false }],
  },
  {
    id: 7,
    customerId: 1,
    productId: 101,
    quantity: 1,
    status: 'expired',
    items: [{ id: 71, productId: 101, quantity: 1, addon: false }],
  },
  {
    id: 8,
    customerId: 1,
    productId: 501,
    quantity: 1,
    status: 'active',
    items: [
      {
        id: 81,
        productId: 501,
        quantity: 1,
        addon: false,
        bundle: {
          items: [
            { productId: 401, quantity: 2 },
            { productId: 402, quantity: 2 },
          ],
          preferences: [{ attributeId: 1, values: [12] }],
        },
      },
    ],
  },
  {
    id: 9,
    customerId: 1,
    productId: 111,
    quantity: 1,
    status: 'active',
    items: [
      {
        id: 91,
        productId: 111,
        quantity: 1,
        addon: false,
        preferences: [
          { questionId: 3, answers: [{ id: 31 }] },
          { questionId: 4, answers: [{ id: 41 }] },
          { questionId: 7, answers: [{ id: 71 }] },
        ],
      },
    ],
  },
  {
    id: 20,
    customerId: 2,
    productId: 101,
    quantity: 1,
    status: 'active',
    items: [{ id: 201, productId: 101, quantity: 1, addon: false }],
  },
];
