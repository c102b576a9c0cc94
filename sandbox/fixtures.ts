/**
 * The seed shop of the sandbox: everything a test, the demo or an integrator can try.
 * README "Sandbox" lists the parts a person needs (keys, logins, codes, cards).
 */
import { priced, type Prices } from './money.js';

export const SANDBOX_API_KEY = 'demo-api-key';
export const SANDBOX_OTP_CODE = '123456';

export const shop = {
  id: 1,
  name: 'Sandbox Coffee Co.',
  url: 'https://shop.sandbox.example',
  logoUrl: null,
  languages: [
    { code: 'en', name: 'English', default: true },
    { code: 'de', name: 'Deutsch' },
    { code: 'fr', name: 'Français' },
  ],
  currencies: [
    { abbreviation: 'USD', symbol: '$', name: 'US Dollar', default: true },
    { abbreviation: 'EUR', symbol: '€', name: 'Euro' },
    { abbreviation: 'GBP', symbol: '£', name: 'Pound Sterling' },
  ],
  apps: [{ name: 'google_login' }],
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
  { id: 840, code: 'US', name: 'United States', zipRequired: true },
  { id: 276, code: 'DE', name: 'Germany', zipRequired: true },
  { id: 250, code: 'FR', name: 'France', zipRequired: true },
  { id: 826, code: 'GB', name: 'United Kingdom', zipRequired: true },
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

/** A leaf: a variant of a one-time product or a plan of a subscription product. */
export interface LeafFixture {
  id: number;
  name: string;
  prices: Prices;
  stockCount: number | null;
  [key: string]: unknown;
}

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
  images: { id: number; url: string; order: number }[];
  leaves: LeafFixture[];
  [key: string]: unknown;
}

const image = (id: number, name: string) => [{ id, url: `/images/${name}.svg`, order: 1 }];

export const products: ProductFixture[] = [
  {
    id: 100,
    name: 'House Blend Subscription',
    slug: 'house-blend-subscription',
    type: 'subscription',
    description: '<p>Freshly roasted <strong>house blend</strong>, delivered on your schedule.</p>',
    digital: false,
    giftCard: false,
    giftingEnabled: true,
    collectShippingAddress: true,
    tags: ['coffee', 'subscription'],
    images: image(1, 'house-blend'),
    setupFee: null,
    preOrderEndAt: null,
    leaves: [
      {
        id: 101,
        name: 'Every 2 weeks',
        pricingName: null,
        prices: priced(1800),
        stockCount: null,
        frequencyUnit: 'week',
        frequencyCount: 2,
        trialPrice: null,
        trialLength: null,
        commitmentBillingCount: null,
        chargesLimit: null,
      },
      {
        id: 102,
        name: 'Every month',
        pricingName: 'Monthly',
        prices: priced(2000),
        stockCount: null,
        frequencyUnit: 'month',
        frequencyCount: 1,
        trialPrice: null,
        trialLength: null,
        commitmentBillingCount: 3,
        chargesLimit: null,
      },
    ],
  },
  {
    id: 200,
    name: 'Ceramic Mug',
    slug: 'ceramic-mug',
    type: 'one_time',
    description: '<p>A 350 ml stoneware mug.</p>',
    digital: false,
    giftCard: false,
    giftingEnabled: false,
    collectShippingAddress: true,
    tags: ['merch'],
    images: image(2, 'mug'),
    options: [
      {
        id: 1,
        name: 'Colour',
        values: [
          { id: 11, name: 'Sand' },
          { id: 12, name: 'Slate' },
        ],
      },
    ],
    leaves: [
      {
        id: 201,
        name: 'Sand',
        prices: priced(1400),
        stockCount: 25,
        options: [{ id: 1, name: 'Colour', value: 'Sand' }],
      },
      {
        id: 202,
        name: 'Slate',
        prices: priced(1400),
        stockCount: 0,
        options: [{ id: 1, name: 'Colour', value: 'Slate' }],
      },
    ],
  },
  {
    id: 300,
    name: 'Gift Card',
    slug: 'gift-card',
    type: 'one_time',
    description: '<p>Let them choose.</p>',
    digital: true,
    giftCard: true,
    giftCardExpiration: 12,
    giftingEnabled: false,
    collectShippingAddress: false,
    tags: ['gift'],
    images: image(3, 'gift-card'),
    leaves: [
      { id: 301, name: '$25', prices: priced(2500), stockCount: null },
      { id: 302, name: '$50', prices: priced(5000), stockCount: null },
    ],
  },
];
