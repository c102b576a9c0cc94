/**
 * The shapes the service documents for its storefront answers (`../shared/domain-model.md`,
 * "Exact shapes, as the service documents them"), as field tables, and a checker that lists every
 * documented field an answer lacks or carries with another type.
 *
 * Each table is typed against the SDK's exported type (`Fields<T>`), so a documented field that
 * the SDK's types do not declare fails the typecheck, not only the test.
 */
import type {
  Bundle,
  BundleAttributeValue,
  BundleFilter,
  BundleGroup,
  BundleItem,
  BundlePlan,
  BundlePriceRange,
  BundlePriceRow,
  BundleRuleset,
  Image,
  ParentProduct,
  PlanShipping,
  PriceScheme,
  PriceSchemeRange,
  Product,
  ProductAttribute,
  ProductOption,
  Survey,
  SurveyAnswer,
  SurveyQuestion,
  VariantOption,
} from '@svc/sdk';

/** A field's JSON type; a trailing `?` means it may also be `null` (it is never absent). */
export type Kind =
  | 'number'
  | 'string'
  | 'boolean'
  | 'array'
  | 'object'
  | 'string[]'
  | 'number?'
  | 'string?'
  | 'boolean?'
  | 'array?'
  | 'object?';

/** The keys a type declares by name (its index signature left out). */
type KnownKeys<T> = keyof {
  [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K];
};

type Fields<T> = { readonly [K in KnownKeys<T>]?: Kind };

export const IMAGE = {
  id: 'number',
  url: 'string',
  order: 'number',
  createdAt: 'string',
  updatedAt: 'string',
} as const satisfies Fields<Image>;

export const PARENT = {
  id: 'number',
  name: 'string',
  slug: 'string',
  type: 'string',
  description: 'string?',
  deliveryInfo: 'string?',
  digital: 'boolean',
  giftingEnabled: 'boolean',
  collectShippingAddress: 'boolean',
  images: 'array',
  bundle: 'object?',
  bundleId: 'number?',
  bundleRulesetId: 'number?',
  createdAt: 'string',
} as const satisfies Fields<ParentProduct>;

export const ONE_TIME_PARENT = {
  ...PARENT,
  variants: 'array',
  options: 'array',
  giftCard: 'boolean',
  giftCardExpiration: 'number?',
} as const satisfies Fields<ParentProduct>;

export const SUBSCRIPTION_PARENT = {
  ...PARENT,
  plans: 'array',
  pricings: 'array',
  setupFee: 'number?',
  preOrderEndAt: 'string?',
} as const satisfies Fields<ParentProduct>;

export const OPTION = {
  id: 'number',
  name: 'string',
  values: 'string[]',
} as const satisfies Fields<ProductOption>;

export const VARIANT_OPTION = {
  id: 'number',
  name: 'string',
  value: 'string',
} as const satisfies Fields<VariantOption>;

export const ATTRIBUTE = {
  attributeId: 'number',
  id: 'number',
  name: 'string',
  value: 'string',
  valueId: 'number',
} as const satisfies Fields<ProductAttribute>;

export const PRICE_SCHEME = {
  id: 'number',
  type: 'string',
  ranges: 'array',
} as const satisfies Fields<PriceScheme>;

export const PRICE_SCHEME_RANGE = {
  id: 'number',
  range: 'number',
  amount: 'number',
} as const satisfies Fields<PriceSchemeRange>;

/** A leaf as served: `priceScheme` is documented as nullable, but the sandbox serves one for every leaf. */
export const VARIANT = {
  id: 'number',
  name: 'string',
  description: 'string?',
  price: 'number',
  priceScheme: 'object',
  stockCount: 'number?',
  options: 'array',
  attributes: 'array',
  bundlePlanId: 'number?',
  parent: 'object',
  createdAt: 'string',
} as const satisfies Fields<Product>;

export const PLAN = {
  id: 'number',
  name: 'string',
  pricingName: 'string?',
  description: 'string?',
  price: 'number',
  priceScheme: 'object',
  frequencyUnit: 'string',
  frequencyCount: 'number',
  trialPrice: 'number?',
  trialLength: 'number?',
  trialLengthDays: 'number?',
  setupFee: 'number?',
  chargeImmediately: 'boolean',
  shipImmediately: 'boolean',
  cutOffAt: 'string?',
  rebillingStartAt: 'string?',
  commitmentBillingCount: 'number',
  chargesLimit: 'number?',
  shippings: 'array',
  stockCount: 'number?',
  survey: 'object?',
  bundlePlanId: 'number?',
  parent: 'object',
  createdAt: 'string',
} as const satisfies Fields<Product>;

export const PLAN_SHIPPING = {
  id: 'number',
  shippingAt: 'number?',
  addCount: 'number?',
  addUnit: 'string',
} as const satisfies Fields<PlanShipping>;

export const BUNDLE = {
  id: 'number',
  name: 'string',
  slug: 'string',
  description: 'string?',
  deliveryInfo: 'string?',
  images: 'array',
  digital: 'boolean',
  configurable: 'boolean',
  selectionType: 'string?',
  priceType: 'string?',
  discountType: 'string?',
  rulesetType: 'string',
  appearanceType: 'string',
  quantitySelectors: 'array?',
  showRulesetName: 'boolean',
  hiddenItems: 'boolean',
  searchable: 'boolean',
  rulesets: 'array',
  plans: 'array',
  preferences: 'array',
  filters: 'array',
  prices: 'array',
  discounts: 'array',
} as const satisfies Fields<Bundle>;

export const RULESET = {
  id: 'number',
  name: 'string',
  minQuantity: 'number',
  maxQuantity: 'number?',
  minTotal: 'number?',
  maxTotal: 'number?',
  ctaText: 'string?',
  products: 'array',
} as const satisfies Fields<BundleRuleset>;

export const BUNDLE_PLAN = {
  id: 'number',
  plan: 'object?',
  variant: 'object?',
  prices: 'array',
  discounts: 'array',
} as const satisfies Fields<BundlePlan>;

export const PRICE_ROW = {
  id: 'number',
  planId: 'number',
  rulesetId: 'number',
  ranges: 'array',
} as const satisfies Fields<BundlePriceRow>;

export const PRICE_ROW_RANGE = {
  range: 'number',
  amount: 'number?',
} as const satisfies Fields<BundlePriceRange>;

export const DISCOUNT_ROW_RANGE = {
  range: 'number',
  amountOff: 'number?',
  percentOff: 'number?',
} as const satisfies Fields<BundlePriceRange>;

export const PREFERENCE = {
  id: 'number',
  title: 'string',
  attributeId: 'number',
  values: 'array',
} as const satisfies Fields<BundleFilter>;

export const FILTER = {
  id: 'number',
  name: 'string',
  attributeId: 'number',
  values: 'array',
} as const satisfies Fields<BundleFilter>;

export const ATTRIBUTE_VALUE = {
  id: 'number',
  name: 'string',
  value: 'string',
} as const satisfies Fields<BundleAttributeValue>;

export const BUNDLE_ITEM = {
  id: 'number',
  productId: 'number',
  product: 'object',
  settings: 'array',
  quantity: 'number',
  extraPrice: 'number',
  position: 'number',
  stockCount: 'number?',
} as const satisfies Fields<BundleItem>;

export const BUNDLE_ITEM_SETTING = { id: 'number', rulesetId: 'number', maxQuantity: 'number?' } as const;

export const BUNDLE_GROUP = {
  id: 'number',
  productId: 'number',
  product: 'object',
  minQuantity: 'number',
  maxQuantity: 'number?',
  items: 'array',
} as const satisfies Fields<BundleGroup>;

export const SURVEY = {
  id: 'number',
  title: 'string',
  appearanceType: 'string',
  questions: 'array',
  multiplyPriceByShipmentNumber: 'boolean',
} as const satisfies Fields<Survey>;

export const QUESTION = {
  id: 'number',
  type: 'string',
  required: 'boolean',
  description: 'string?',
  position: 'number',
  imageUrl: 'string?',
} as const satisfies Fields<SurveyQuestion>;

/** `multiple` and `quantity` questions add their counts and amounts. */
export const COUNTED_QUESTION = {
  ...QUESTION,
  minCount: 'number?',
  maxCount: 'number?',
  minAmount: 'number?',
  maxAmount: 'number?',
} as const satisfies Fields<SurveyQuestion>;

export const ANSWER = {
  id: 'number',
  content: 'string',
  description: 'string?',
  imageUrl: 'string?',
  price: 'number?',
  position: 'number',
  stockCount: 'number?',
  default: 'boolean',
} as const satisfies Fields<SurveyAnswer>;

const kindOf = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

/**
 * Each documented field of `fields` that `value` lacks (`<path>.<field>: absent`) or holds with
 * another type (`<path>.<field>: string expected, got number`). Empty when the answer fits.
 */
export function shapeErrors(value: unknown, fields: Readonly<Record<string, Kind>>, path: string): string[] {
  if (kindOf(value) !== 'object') return [`${path}: object expected, got ${kindOf(value)}`];
  const record = value as Record<string, unknown>;
  const errors: string[] = [];
  for (const [field, kind] of Object.entries(fields)) {
    const at = `${path}.${field}`;
    if (!(field in record) || record[field] === undefined) {
      errors.push(`${at}: absent`);
      continue;
    }
    const actual = record[field];
    const nullable = kind.endsWith('?');
    const base = nullable ? kind.slice(0, -1) : kind;
    if (actual === null) {
      if (!nullable) errors.push(`${at}: ${base} expected, got null`);
    } else if (base === 'string[]') {
      if (!Array.isArray(actual) || actual.some((entry) => typeof entry !== 'string'))
        errors.push(`${at}: an array of strings expected, got ${JSON.stringify(actual)}`);
    } else if (kindOf(actual) !== base) errors.push(`${at}: ${base} expected, got ${kindOf(actual)}`);
  }
  return errors;
}

/** `shapeErrors` for each entry of a list field (absent or not a list: no entries to check). */
export function eachShapeErrors(
  list: unknown,
  fields: Readonly<Record<string, Kind>>,
  path: string,
): string[] {
  return Array.isArray(list)
    ? list.flatMap((entry, index) => shapeErrors(entry, fields, `${path}[${index}]`))
    : [];
}
