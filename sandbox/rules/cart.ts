/** Cart rules: adding, changing and removing lines, coupons, gift cards, and totals to the minor unit. */
import { bundleForLeaf, findLeaf, findParent, leafUnitPrice, leafView, surveyForLeaf } from '../catalog.js';
import {
  COUPONS,
  SANDBOX_GIFT_CARD_BALANCE,
  SANDBOX_GIFT_CARD_CODE,
  countries,
  localPickups,
  shippingMethods,
} from '../fixtures.js';
import { isEmail } from '../../sdk/src/email.js';
import { SandboxError, invalid } from '../errors.js';
import type { LeafFixture, ProductFixture } from '../fixtures.js';
import { percentOf } from '../money.js';
import type { CartRecord, LineRecord, SandboxStore } from '../store.js';
import { normalizeSelection, quoteBundle } from './bundle-quote.js';
import { answerProducts, normalizeOptions, optionsExtraPrice } from './survey.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function newCart(id: string, currencyCode: string): CartRecord {
  return {
    id,
    status: 'open',
    currencyCode,
    lines: [],
    couponCode: null,
    giftCardCode: null,
    giftInfo: null,
    referralId: null,
    customerId: null,
    shippingAddress: null,
    shippingAddressId: null,
    shippingMethodId: null,
    paymentMethodId: null,
    funnelDone: { pre: [], mid: [], post: [] },
    purchase: null,
    createdAt: new Date().toISOString(),
  };
}

/** A purchased cart cannot change; the widget resets it on the next change. */
export function assertOpen(cart: CartRecord): void {
  if (cart.status === 'purchased') {
    throw new SandboxError(409, 'cart_purchased', 'This cart has already been purchased. Start a new cart.');
  }
}

const isSubscriptionLeaf = (productId: number) => findLeaf(productId)?.parent.type === 'subscription';

/** Whether a line needs delivery (not digital, not a gift card). */
export const needsShipping = (line: LineRecord): boolean => {
  const parent = findLeaf(line.productId)?.parent;
  return Boolean(parent && !parent.digital && !parent.giftCard);
};

function positiveInt(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0) {
    throw invalid(field, `The ${field} field must be a positive whole number.`);
  }
  return value;
}

/** 422 for asking more of a leaf than is in stock. */
function insufficientStock(leaf: LeafFixture, parent: ProductFixture): SandboxError {
  return new SandboxError(
    422,
    'insufficient_stock',
    `Only ${leaf.stockCount} of ${parent.name} (${leaf.name}) left.`,
    {
      quantity: [`Only ${leaf.stockCount} left.`],
    },
  );
}

/** Adds a line per the add payload's rules; returns the lines added or changed. */
export function addLine(cart: CartRecord, body: Record<string, unknown>): void {
  const productId = body.productId;
  if (typeof productId !== 'number' || !Number.isInteger(productId)) {
    throw invalid('productId', 'The productId field is required and must be a variant or plan ID.');
  }
  const found = findLeaf(productId);
  if (!found) {
    const parent = findParent(productId);
    if (parent) {
      throw invalid(
        'productId',
        `Product ${productId} is a parent product; add one of its ${parent.type === 'subscription' ? 'plans' : 'variants'} (${parent.leaves.map((l) => l.id).join(', ')}).`,
        'not_a_leaf',
      );
    }
    throw invalid('productId', `Product ${productId} does not exist.`, 'product_not_found');
  }
  const { leaf, parent } = found;
  const quantity =
    body.quantity === undefined && parent.type === 'subscription'
      ? 1
      : positiveInt(body.quantity, 'quantity');
  const addon = body.addon === undefined ? false : body.addon;
  if (typeof addon !== 'boolean') throw invalid('addon', 'The addon field must be true or false.');
  const addonDuration = body.addonDuration === undefined ? null : body.addonDuration;
  if (addonDuration !== null && addonDuration !== 1)
    throw invalid('addonDuration', 'The addonDuration field must be 1 or null.');
  if (body.addonDuration !== undefined && !addon)
    throw invalid('addonDuration', 'The addonDuration field is allowed only with addon: true.');
  if (addon) {
    if (parent.type === 'subscription') throw invalid('addon', 'Only one-time products can be add-ons.');
    if (!cart.lines.some((line) => isSubscriptionLeaf(line.productId))) {
      throw invalid(
        'addon',
        'An add-on needs a subscription product in the cart.',
        'addon_requires_subscription',
      );
    }
  }
  let giftCard: LineRecord['giftCard'] = null;
  if (body.giftCard !== undefined && body.giftCard !== null) {
    if (!parent.giftCard)
      throw invalid('giftCard', 'The giftCard field is allowed only for gift card products.');
    const { customerEmail, customerName, message } = body.giftCard as Record<string, unknown>;
    if (typeof customerEmail !== 'string' || !isEmail(customerEmail)) {
      throw invalid(
        'giftCard.customerEmail',
        'The recipient email is required and must be a valid email address.',
      );
    }
    giftCard = {
      customerEmail,
      customerName: typeof customerName === 'string' ? customerName : null,
      message: typeof message === 'string' ? message : null,
    };
  }
  if (parent.giftCard) {
    if (quantity !== 1)
      throw invalid('quantity', 'A gift card line takes quantity 1 only.', 'gift_card_quantity');
    if (!giftCard) throw invalid('giftCard.customerEmail', 'A gift card needs the recipient’s email.');
  }
  if (leaf.stockCount === 0)
    throw new SandboxError(422, 'out_of_stock', `${parent.name} (${leaf.name}) is out of stock.`, {
      productId: ['Out of stock.'],
    });
  if (leaf.stockCount !== null && quantity > leaf.stockCount) {
    throw insufficientStock(leaf, parent);
  }

  let options: LineRecord['options'] = [];
  let lineProductId = productId;
  const survey = surveyForLeaf(leaf);
  if (survey) {
    options = normalizeOptions(survey, body.options);
    const planChoice = answerProducts(survey, options, 'plan')[0];
    if (planChoice && findLeaf(planChoice)?.parent.id === parent.id) lineProductId = planChoice;
  } else if (body.options !== undefined && (!Array.isArray(body.options) || body.options.length)) {
    throw invalid('options', 'This product has no survey questions.');
  }

  let bundle: LineRecord['bundle'] = null;
  const bundleDef = bundleForLeaf(productId);
  if (bundleDef) {
    bundle = bundleDef.configurable
      ? normalizeSelection(bundleDef, body.bundle)
      : { items: [], preferences: [] };
    quoteBundle(bundleDef, productId, quantity, bundle, cart.currencyCode, false); // throws when the rules are not met
  } else if (body.bundle !== undefined) {
    throw invalid('bundle', 'The bundle field is allowed only for a bundle’s plan or variant.');
  }

  const mergeable = parent.type === 'one_time' && !giftCard && !bundle;
  const same = mergeable
    ? cart.lines.find(
        (line) =>
          line.productId === lineProductId &&
          !line.giftCard &&
          !line.bundle &&
          line.addon === addon &&
          line.addonDuration === addonDuration,
      )
    : undefined;
  if (same) {
    const total = same.quantity + quantity;
    if (leaf.stockCount !== null && total > leaf.stockCount) {
      throw insufficientStock(leaf, parent);
    }
    same.quantity = total;
  } else {
    cart.lines.push({
      id: crypto.randomUUID(),
      productId: lineProductId,
      quantity,
      addon,
      addonDuration,
      giftCard,
      options,
      bundle,
      offerPercentOff: 0,
    });
  }
  // `offer` answers add their product as a line of its own.
  if (survey) {
    for (const offered of answerProducts(survey, options, 'offer'))
      addLine(cart, { productId: offered, quantity: 1 });
  }
}

export function updateLine(cart: CartRecord, lineId: string, body: Record<string, unknown>): void {
  const line = cart.lines.find((candidate) => candidate.id === lineId);
  if (!line) throw new SandboxError(404, 'not_found', `Cart item ${lineId} was not found`);
  for (const field of ['productId', 'metadata', 'bundle', 'giftCard', 'addon']) {
    if (body[field] !== undefined)
      throw invalid(field, `The ${field} field cannot be changed; remove the line and add it again.`);
  }
  if (body.quantity !== undefined) {
    const quantity = positiveInt(body.quantity, 'quantity');
    const found = findLeaf(line.productId)!;
    if (found.parent.giftCard && quantity !== 1)
      throw invalid('quantity', 'A gift card line takes quantity 1 only.', 'gift_card_quantity');
    if (found.leaf.stockCount !== null && quantity > found.leaf.stockCount) {
      throw new SandboxError(422, 'insufficient_stock', `Only ${found.leaf.stockCount} left.`, {
        quantity: [`Only ${found.leaf.stockCount} left.`],
      });
    }
    if (line.bundle) {
      const bundleDef = bundleForLeaf(line.productId)!;
      quoteBundle(bundleDef, line.productId, quantity, line.bundle, cart.currencyCode, false);
    }
    line.quantity = quantity;
  }
  if (body.options !== undefined) {
    const { leaf, parent } = findLeaf(line.productId)!;
    const survey = surveyForLeaf(leaf);
    if (!survey) throw invalid('options', 'This product has no survey questions.');
    const offeredBefore = answerProducts(survey, line.options, 'offer');
    line.options = normalizeOptions(survey, body.options);
    // As when adding: the plan answer picks the plan, a newly chosen offer adds its product.
    const planChoice = answerProducts(survey, line.options, 'plan')[0];
    if (planChoice && findLeaf(planChoice)?.parent.id === parent.id) line.productId = planChoice;
    for (const offered of answerProducts(survey, line.options, 'offer')) {
      if (!offeredBefore.includes(offered)) addLine(cart, { productId: offered, quantity: 1 });
    }
  }
}

export function removeLine(cart: CartRecord, lineId: string): void {
  const index = cart.lines.findIndex((line) => line.id === lineId);
  if (index === -1) throw new SandboxError(404, 'not_found', `Cart item ${lineId} was not found`);
  cart.lines.splice(index, 1);
  // Add-ons ride on a subscription; without one they go too.
  if (!cart.lines.some((line) => isSubscriptionLeaf(line.productId))) {
    cart.lines = cart.lines.filter((line) => !line.addon);
  }
  dropInvalidCoupon(cart);
}

/** Why a coupon cannot apply to this cart, or `null` when it can. */
export function couponProblem(cart: CartRecord, code: string): SandboxError | null {
  const coupon = COUPONS[code.toUpperCase() as keyof typeof COUPONS];
  if (!coupon) return invalid('couponCode', 'This code is not valid.', 'invalid_coupon');
  if (coupon.needsBundle && !cart.lines.some((line) => bundleForLeaf(line.productId)?.configurable)) {
    return invalid(
      'couponCode',
      'This code only works with a build-a-box bundle in the cart.',
      'coupon_not_applicable',
    );
  }
  if (!cart.lines.length)
    return invalid('couponCode', 'Add something to the cart before using a code.', 'coupon_not_applicable');
  return null;
}

export function dropInvalidCoupon(cart: CartRecord): void {
  if (cart.couponCode && couponProblem(cart, cart.couponCode)) cart.couponCode = null;
}

/** Gifting dates: the next 14 days from tomorrow, as `YYYY-MM-DD`. */
export function giftingDates(now = new Date()): string[] {
  return Array.from({ length: 14 }, (_, i) => {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + i + 1));
    return date.toISOString().slice(0, 10);
  });
}

export function deliveryMethodsFor(countryId: number, currency: string, subTotal: number) {
  return shippingMethods
    .filter((method) => method.countries.includes(countryId))
    .map((method) => ({
      id: method.id,
      name: method.name,
      type: 'delivery',
      price: method.freeOver && subTotal >= method.freeOver[currency]! ? 0 : method.prices[currency]!,
      minDays: method.minDays,
      maxDays: method.maxDays,
    }));
}

export function pickupsFor(currency: string) {
  return localPickups.map((pickup) => ({
    id: pickup.id,
    name: pickup.name,
    type: 'pickup',
    address: pickup.address,
    price: pickup.prices[currency]!,
  }));
}

const ADDRESS_FIELDS = ['firstName', 'lastName', 'addressOne', 'city', 'zip'] as const;

/**
 * Checks an address payload. `field` prefixes the error fields (`shippingAddress.city`); an empty
 * prefix is for a payload that is the address itself (`addresses.store`: `city`).
 */
export function normalizeAddress(raw: unknown, field: string) {
  const at = (name: string) => (field ? `${field}.${name}` : name);
  if (typeof raw !== 'object' || raw === null)
    throw invalid(field || 'body', 'The address must be an object.');
  const body = raw as Record<string, unknown>;
  for (const key of ADDRESS_FIELDS) {
    if (typeof body[key] !== 'string' || (body[key] as string).trim() === '')
      throw invalid(at(key), `The ${key} field is required.`);
  }
  if (body.addressTwo !== undefined && body.addressTwo !== null && typeof body.addressTwo !== 'string') {
    throw invalid(at('addressTwo'), 'The addressTwo field must be a string or null.');
  }
  const country = countries.find((c) => c.id === body.countryId);
  if (!country) throw invalid(at('countryId'), 'The countryId must be a country the shop delivers to.');
  checkZip(country.id, body.zip as string, at('zip'));
  return {
    firstName: body.firstName as string,
    lastName: body.lastName as string,
    company: typeof body.company === 'string' ? body.company : null,
    addressOne: body.addressOne as string,
    addressTwo: (body.addressTwo as string | null | undefined) ?? null,
    city: body.city as string,
    zip: (body.zip as string).trim(),
    province: typeof body.province === 'string' ? body.province : null,
    phone: typeof body.phone === 'string' ? body.phone : null,
    countryId: country.id,
  };
}

export function checkZip(countryId: number, zip: string, field: string): void {
  const patterns: Record<number, RegExp> = {
    840: /^\d{5}(-\d{4})?$/,
    276: /^\d{5}$/,
    250: /^\d{5}$/,
    826: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i,
  };
  if (patterns[countryId] && !patterns[countryId]!.test(zip.trim())) {
    throw invalid(field, 'The postal code does not look right for this country.', 'invalid_zip');
  }
}

/** Applies a cart update payload (the spec's fields plus shipping and payment choices). */
export function applyUpdate(
  store: SandboxStore,
  cart: CartRecord,
  body: Record<string, unknown>,
  customerId: number | undefined,
): void {
  if (body.currencyCode !== undefined) {
    if (
      typeof body.currencyCode !== 'string' ||
      !store.shop.currencies.some((c) => c.abbreviation === body.currencyCode)
    ) {
      throw invalid(
        'currencyCode',
        `The currency ${String(body.currencyCode)} is not offered by this shop.`,
        'unsupported_currency',
      );
    }
    cart.currencyCode = body.currencyCode;
  }
  if (body.referralId !== undefined) {
    if (
      body.referralId !== null &&
      (typeof body.referralId !== 'number' || !store.customers.some((c) => c.id === body.referralId))
    ) {
      throw invalid(
        'referralId',
        'The referralId must be the ID of an existing customer.',
        'invalid_referral',
      );
    }
    cart.referralId = body.referralId as number | null;
  }
  if (body.couponCode !== undefined) {
    if (body.couponCode === null) cart.couponCode = null;
    else {
      if (typeof body.couponCode !== 'string' || !body.couponCode.trim())
        throw invalid('couponCode', 'The couponCode field must be a code or null.');
      const problem = couponProblem(cart, body.couponCode.trim());
      if (problem) throw problem;
      cart.couponCode = body.couponCode.trim().toUpperCase();
    }
  }
  if (body.giftCardCode !== undefined) {
    if (body.giftCardCode === null) cart.giftCardCode = null;
    else {
      if (typeof body.giftCardCode !== 'string' || !UUID.test(body.giftCardCode)) {
        throw invalid('giftCardCode', 'A gift card code looks like 7f3c2a9e-1b4d-4c8a-9e2f-5a6b7c8d9e0f.');
      }
      if (body.giftCardCode.toLowerCase() !== SANDBOX_GIFT_CARD_CODE)
        throw invalid('giftCardCode', 'This gift card is not valid.', 'invalid_gift_card');
      cart.giftCardCode = SANDBOX_GIFT_CARD_CODE;
    }
  }
  if (body.giftInfo !== undefined) {
    if (body.giftInfo === null) cart.giftInfo = null;
    else {
      if (typeof body.giftInfo !== 'object')
        throw invalid('giftInfo', 'The giftInfo field must be an object.');
      const { startsAt, numberOfOrders, message, email } = body.giftInfo as Record<string, unknown>;
      if (!cart.lines.some((line) => findLeaf(line.productId)?.parent.giftingEnabled)) {
        throw invalid('giftInfo', 'Nothing in this cart can be sent as a gift.', 'gifting_not_available');
      }
      if (startsAt !== undefined && (typeof startsAt !== 'string' || !giftingDates().includes(startsAt))) {
        throw invalid('giftInfo.startsAt', 'Choose one of the gifting dates.', 'invalid_gift_date');
      }
      if (numberOfOrders !== undefined) positiveInt(numberOfOrders, 'giftInfo.numberOfOrders');
      if (message !== undefined && typeof message !== 'string')
        throw invalid('giftInfo.message', 'The message must be text.');
      if (email !== undefined && (typeof email !== 'string' || !isEmail(email)))
        throw invalid('giftInfo.email', 'The recipient email must be a valid email address.');
      cart.giftInfo = {
        ...(startsAt !== undefined ? { startsAt: startsAt as string } : {}),
        ...(numberOfOrders !== undefined ? { numberOfOrders: numberOfOrders as number } : {}),
        ...(message !== undefined ? { message: message as string } : {}),
        ...(email !== undefined ? { email: email as string } : {}),
      };
    }
  }
  if (body.shippingAddress !== undefined) {
    cart.shippingAddress =
      body.shippingAddress === null ? null : normalizeAddress(body.shippingAddress, 'shippingAddress');
    cart.shippingAddressId = null;
    if (cart.shippingMethodId && !methodAvailable(cart, cart.shippingMethodId)) cart.shippingMethodId = null;
  }
  if (body.shippingAddressId !== undefined) {
    if (body.shippingAddressId === null) cart.shippingAddressId = null;
    else {
      const saved = store.addresses.find(
        (a) => a.id === body.shippingAddressId && a.customerId === customerId && customerId !== undefined,
      );
      if (!saved)
        throw invalid(
          'shippingAddressId',
          'The shippingAddressId must be one of the signed-in customer’s addresses.',
        );
      const { id: _id, customerId: _owner, default: _default, ...address } = saved;
      cart.shippingAddress = { ...address };
      cart.shippingAddressId = saved.id;
      if (cart.shippingMethodId && !methodAvailable(cart, cart.shippingMethodId))
        cart.shippingMethodId = null;
    }
  }
  if (body.shippingMethodId !== undefined) {
    if (body.shippingMethodId === null) cart.shippingMethodId = null;
    else {
      if (typeof body.shippingMethodId !== 'number' || !methodAvailable(cart, body.shippingMethodId)) {
        throw invalid(
          'shippingMethodId',
          'This delivery method is not available for the shipping address.',
          'shipping_method_unavailable',
        );
      }
      cart.shippingMethodId = body.shippingMethodId;
    }
  }
  if (body.paymentMethodId !== undefined) {
    if (body.paymentMethodId === null) cart.paymentMethodId = null;
    else {
      const method = store.paymentMethods.find(
        (m) => m.id === body.paymentMethodId && customerId !== undefined && m.customerId === customerId,
      );
      if (!method)
        throw invalid(
          'paymentMethodId',
          'The paymentMethodId must be one of the signed-in customer’s payment methods.',
        );
      cart.paymentMethodId = method.id;
    }
  }
}

/** The shipping field a physical cart still lacks (a pick-up needs no address), or `null`. */
export function missingShipping(cart: CartRecord): 'shippingAddress' | 'shippingMethodId' | null {
  if (!cart.lines.some(needsShipping)) return null;
  if (cart.shippingMethodId && localPickups.some((p) => p.id === cart.shippingMethodId)) return null;
  if (!cart.shippingAddress) return 'shippingAddress';
  return cart.shippingMethodId ? null : 'shippingMethodId';
}

export function methodAvailable(cart: CartRecord, methodId: number): boolean {
  if (localPickups.some((p) => p.id === methodId)) return true;
  if (!cart.shippingAddress) return false;
  return shippingMethods.some(
    (m) => m.id === methodId && m.countries.includes(cart.shippingAddress!.countryId),
  );
}

/** The cart as the API answers it, with every total computed from the lines. */
export function cartView(store: SandboxStore, cart: CartRecord, expand: string[] = []) {
  const currency = cart.currencyCode;
  const recurring = new Map<string, { frequencyUnit: string; frequencyCount: number; amount: number }>();
  let firstFrequency: string | undefined;
  const items = cart.lines.map((line) => {
    const { leaf, parent } = findLeaf(line.productId)!;
    const plan = leaf as typeof leaf & {
      frequencyUnit?: string;
      frequencyCount?: number;
      trialPrice?: Record<string, number> | null;
      trialLength?: number | null;
      setupFee?: Record<string, number> | null;
      commitmentBillingCount?: number | null;
      chargesLimit?: number | null;
    };
    let unit: number;
    let bundleView: Record<string, unknown> | null = null;
    if (line.bundle) {
      const quote = quoteBundle(
        bundleForLeaf(line.productId)!,
        line.productId,
        line.quantity,
        line.bundle,
        currency,
        expand.includes('items.product'),
      );
      unit = quote.price;
      bundleView = {
        items: quote.items.map((i) => ({
          productId: i.productId,
          quantity: i.quantity,
          price: i.price,
          ...('product' in i ? { product: i.product } : {}),
        })),
        preferences: line.bundle.preferences,
      };
    } else {
      const survey = surveyForLeaf(leaf);
      unit =
        leafUnitPrice(leaf, currency, line.quantity) +
        (survey ? optionsExtraPrice(survey, line.options, currency) : 0);
    }
    const isSubscription = parent.type === 'subscription';
    const trial = isSubscription && plan.trialPrice && plan.trialLength ? plan.trialPrice[currency]! : null;
    const first = trial ?? unit;
    const subTotal = first * line.quantity;
    const discount = percentOf(subTotal, line.offerPercentOff);
    const setupFee = isSubscription ? (plan.setupFee?.[currency] ?? 0) * line.quantity : 0;
    if (isSubscription) {
      const key = `${plan.frequencyCount}-${plan.frequencyUnit}`;
      firstFrequency ??= key;
      const entry = recurring.get(key) ?? {
        frequencyUnit: plan.frequencyUnit!,
        frequencyCount: plan.frequencyCount!,
        amount: 0,
      };
      entry.amount += unit * line.quantity;
      recurring.set(key, entry);
    }
    return {
      line,
      recurringAddon: line.addon && line.addonDuration === null ? unit * line.quantity : 0,
      view: {
        id: line.id,
        productId: line.productId,
        product: leafView(leaf, parent, currency, true),
        quantity: line.quantity,
        price: unit,
        firstPrice: first,
        subTotal,
        discount,
        setupFee,
        total: subTotal - discount + setupFee,
        addon: line.addon,
        addonDuration: line.addonDuration,
        giftCard: line.giftCard,
        options: line.options,
        bundle: bundleView,
        subscription: isSubscription
          ? {
              frequencyUnit: plan.frequencyUnit,
              frequencyCount: plan.frequencyCount,
              trialPrice: trial,
              trialLength: plan.trialLength ?? null,
              commitmentBillingCount: plan.commitmentBillingCount ?? null,
              chargesLimit: plan.chargesLimit ?? null,
              preOrderEndAt: (parent.preOrderEndAt as string | null | undefined) ?? null,
            }
          : null,
      },
    };
  });
  if (firstFrequency) {
    const addons = items.reduce((sum, item) => sum + item.recurringAddon, 0);
    recurring.get(firstFrequency)!.amount += addons;
  }
  const subTotal = items.reduce((sum, item) => sum + item.view.subTotal, 0);
  const lineDiscounts = items.reduce((sum, item) => sum + item.view.discount, 0);
  const fees = items.reduce((sum, item) => sum + item.view.setupFee, 0);
  let couponDiscount = 0;
  let coupon: Record<string, unknown> | null = null;
  if (cart.couponCode) {
    const definition = COUPONS[cart.couponCode as keyof typeof COUPONS];
    const base = subTotal - lineDiscounts;
    couponDiscount = definition.percentOff
      ? percentOf(base, definition.percentOff)
      : Math.min(definition.amountOff![currency]!, base);
    coupon = {
      code: definition.code,
      percentOff: definition.percentOff,
      amountOff: definition.amountOff ? definition.amountOff[currency] : null,
    };
  }
  const discount = lineDiscounts + couponDiscount;
  const physical = cart.lines.some(needsShipping);
  let shipping: number | null = physical ? null : 0;
  const pickup = physical ? localPickups.find((p) => p.id === cart.shippingMethodId) : undefined;
  if (physical && cart.shippingMethodId) {
    if (pickup) shipping = pickup.prices[currency]!;
    else {
      const method = shippingMethods.find((m) => m.id === cart.shippingMethodId)!;
      shipping = method.freeOver && subTotal >= method.freeOver[currency]! ? 0 : method.prices[currency]!;
    }
  }
  // Taxed where the goods are handed over: the pick-up point, else the delivery address.
  const country = countries.find((c) => c.id === (pickup?.countries[0] ?? cart.shippingAddress?.countryId));
  const taxBase = subTotal - discount + fees + (shipping ?? 0);
  const tax = country ? Math.round(taxBase * country.taxRate) : 0;
  const beforeGiftCard = taxBase + tax;
  const giftCardAmount = cart.giftCardCode
    ? Math.min(SANDBOX_GIFT_CARD_BALANCE[currency]!, beforeGiftCard)
    : 0;
  return {
    id: cart.id,
    status: cart.status,
    currencyCode: currency,
    items: items.map((item) => item.view),
    subTotal,
    discount,
    fees,
    shipping,
    tax,
    taxRate: country?.taxRate ?? 0,
    giftCardAmount,
    total: beforeGiftCard - giftCardAmount,
    recurring: [...recurring.values()],
    coupon,
    giftCard: cart.giftCardCode
      ? { code: cart.giftCardCode, balance: SANDBOX_GIFT_CARD_BALANCE[currency], amountUsed: giftCardAmount }
      : null,
    giftInfo: cart.giftInfo,
    referralId: cart.referralId,
    customerId: cart.customerId,
    customer: cart.customerId
      ? { id: cart.customerId, email: store.customers.find((c) => c.id === cart.customerId)?.email }
      : null,
    shippingAddress: cart.shippingAddress,
    shippingAddressId: cart.shippingAddressId,
    shippingMethodId: cart.shippingMethodId,
    paymentMethodId: cart.paymentMethodId,
    requiresShipping: physical,
    createdAt: cart.createdAt,
  };
}
