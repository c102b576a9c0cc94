/** Cart lines: adding, changing and removing them, and the coupon rules that depend on them. */
import { bundleForLeaf, findLeaf, findParent, surveyForLeaf } from '../catalog.js';
import { COUPONS } from '../fixtures.js';
import { isEmail } from '../../sdk/src/email.js';
import { SandboxError, invalid } from '../errors.js';
import type { LeafFixture, ProductFixture } from '../fixtures.js';
import type { CartRecord, LineRecord } from '../store.js';
import { normalizeSelection, quoteBundle } from './bundle-quote.js';
import { answerProducts, normalizeOptions } from './survey.js';

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

export function positiveInt(value: unknown, field: string): number {
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
