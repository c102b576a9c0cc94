/**
 * Cart rules: a new cart, the update payload (coupons, gift cards, gifting, delivery and payment
 * choices) and the cart as the API answers it, with totals to the minor unit. Lines and coupons:
 * cart-lines.ts; delivery: cart-delivery.ts.
 */
import { bundleForLeaf, findLeaf, leafUnitPrice, leafView, surveyForLeaf } from '../catalog.js';
import {
  COUPONS,
  SANDBOX_GIFT_CARD_BALANCE,
  SANDBOX_GIFT_CARD_CODE,
  countries,
  localPickups,
  shippingMethods,
} from '../fixtures.js';
import { isEmail } from '../../sdk/src/email.js';
import { invalid } from '../errors.js';
import { percentOf } from '../money.js';
import type { CartRecord, SandboxStore } from '../store.js';
import { quoteBundle } from './bundle-quote.js';
import { optionsExtraPrice } from './survey.js';

import { couponProblem, needsShipping, positiveInt } from './cart-lines.js';
import { giftingDates, methodAvailable, normalizeAddress } from './cart-delivery.js';
export * from './cart-lines.js';
export * from './cart-delivery.js';
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
