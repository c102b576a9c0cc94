import { funnelSteps } from '../fixtures.js';
import { expands, findLeaf, leafView } from '../catalog.js';
import { bodyObject, requireCustomer, type OperationHandlers, type SandboxContext } from '../context.js';
import { SandboxError, invalid, notFound } from '../errors.js';
import { addLine, applyUpdate, cartView, missingShipping } from '../rules/cart.js';
import { subscriptionDates, type PlanSchedule } from '../rules/subscription-dates.js';
import type { CartRecord, PaymentIntentRecord, SandboxStore } from '../store.js';
import { findCart } from './cart.js';

type Phase = keyof typeof funnelSteps;

/** A payment intent as the API shows it. */
const intentView = ({ id, token, status, amount, currencyCode }: PaymentIntentRecord) => ({
  id,
  token,
  status,
  amount,
  currencyCode,
});

/** What the sandbox gateway does with a saved card: by its last four digits. */
function cardOutcome(last4: string): 'succeeds' | 'requires_action' | 'declined' {
  if (last4 === '3184') return 'requires_action';
  if (last4 === '0002') return 'declined';
  return 'succeeds';
}

type PaymentMethodRow = SandboxStore['paymentMethods'][number];

/**
 * The sandbox gateway's answer to a charge of `amount` on `method`: 0002 is declined; 3184 needs a
 * payment intent of this cart, confirmed for this very amount (else `payment_requires_action` naming
 * the pending intent, or a new one when the amount changed); an intent pays once.
 */
function authorize(
  context: SandboxContext,
  cartId: string,
  method: PaymentMethodRow,
  amount: number,
  currencyCode: string,
  paymentIntentId: unknown,
): void {
  const outcome = cardOutcome(method.last4);
  if (outcome === 'declined')
    throw new SandboxError(402, 'card_declined', 'The card was declined. Try another payment method.');
  if (outcome === 'succeeds') return;
  if (paymentIntentId !== undefined && paymentIntentId !== null && typeof paymentIntentId !== 'string')
    throw invalid('paymentIntentId', 'The paymentIntentId field must be a string.');
  const { paymentIntents } = context.store;
  const intent = paymentIntentId ? paymentIntents.get(paymentIntentId) : undefined;
  if (paymentIntentId && (!intent || intent.cartId !== cartId))
    throw invalid('paymentIntentId', 'The paymentIntentId does not belong to this cart.');
  const current = intent && intent.amount === amount && intent.currencyCode === currencyCode;
  if (current && intent.status === 'succeeded') {
    intent.status = 'used';
    return;
  }
  const pending =
    current && intent.status === 'requires_action'
      ? intent
      : {
          id: `pi_${crypto.randomUUID().replaceAll('-', '').slice(0, 24)}`,
          cartId,
          token: `pi_tok_${crypto.randomUUID().replaceAll('-', '').slice(0, 16)}`,
          amount,
          currencyCode,
          status: 'requires_action' as const,
        };
  paymentIntents.set(pending.id, pending);
  throw new SandboxError(
    402,
    'payment_requires_action',
    'The card needs 3-D Secure verification.',
    undefined,
    { paymentIntentId: pending.id },
  );
}

const shippingRequired = (field: string) =>
  new SandboxError(422, 'shipping_required', 'Choose a delivery address and method first.', {
    [field]: ['Required for this cart.'],
  });

/** Records a paid cart: orders, an invoice, subscriptions for subscription lines. */
function fulfil(
  context: SandboxContext,
  cart: CartRecord,
  customerId: number,
  kind: 'purchase' | 'post_purchase',
  lines = cart.lines,
) {
  const { store } = context;
  const view = cartView(store, { ...cart, lines });
  store.charges.push({
    cartId: cart.id,
    amount: view.total,
    currencyCode: cart.currencyCode,
    paymentMethodId: cart.paymentMethodId!,
    kind,
  });
  const invoice = {
    id: store.nextId(),
    total: view.total,
    currencyCode: cart.currencyCode,
    status: 'paid',
    cartId: cart.id,
    createdAt: new Date().toISOString(),
  };
  store.invoices.push(invoice);
  const order = {
    id: store.nextId(),
    invoiceId: invoice.id,
    total: view.total,
    status: 'processing',
    items: view.items.map((i) => ({ productId: i.productId, quantity: i.quantity, total: i.total })),
  };
  store.orders.push(order);
  const created: Record<string, unknown>[] = [];
  // Add-ons ride on the first subscription of the purchase.
  const addons = lines.filter((l) => l.addon);
  for (const line of lines) {
    const { leaf, parent } = findLeaf(line.productId)!;
    if (parent.type !== 'subscription') continue;
    const plan = leaf as typeof leaf & { trialLength?: number | null };
    const giftStart = cart.giftInfo?.startsAt;
    const dates = subscriptionDates(leaf as typeof leaf & PlanSchedule, {
      at: new Date(),
      giftStartsAt: giftStart,
      preOrderEndAt: typeof parent.preOrderEndAt === 'string' ? parent.preOrderEndAt : null,
    });
    const status = giftStart
      ? 'gift_waiting_to_start'
      : parent.preOrderEndAt
        ? 'pre_order'
        : plan.trialLength
          ? 'trial'
          : 'active';
    const subscription = {
      id: store.nextId(),
      customerId,
      productId: line.productId,
      product: leafView(leaf, parent, cart.currencyCode, true),
      quantity: line.quantity,
      status,
      currencyCode: cart.currencyCode,
      metadata: [],
      createdAt: new Date().toISOString(),
      ...dates,
      items: [
        {
          id: store.nextId(),
          productId: line.productId,
          quantity: line.quantity,
          addon: false,
          ...(line.options.length ? { preferences: line.options } : {}),
          ...(line.bundle ? { bundle: line.bundle } : {}),
        },
        ...(created.length ? [] : addons).map((l) => ({
          id: store.nextId(),
          productId: l.productId,
          quantity: l.quantity,
          addon: true,
          addonDuration: l.addonDuration,
        })),
      ],
    };
    store.subscriptions.push(subscription);
    created.push(subscription);
  }
  return { invoice, subscription: created[0] ?? null, subscriptions: created, orders: [order] };
}

function fetchStep(context: SandboxContext, phase: Phase) {
  const cart = findCart(context);
  if (phase === 'post' && cart.status !== 'purchased') {
    throw new SandboxError(
      409,
      'cart_not_purchased',
      'Post-purchase offers come after a successful purchase.',
    );
  }
  // Offers before or during a purchase that is done are no longer on the table.
  if (phase !== 'post' && cart.status === 'purchased') return { step: null };
  const step = funnelSteps[phase].find((candidate) => !cart.funnelDone[phase].includes(candidate.id));
  if (!step) return { step: null };
  const withParent = expands(context.query).includes('parent');
  return {
    step: {
      id: step.id,
      title: step.title,
      offer: {
        discountPercent: step.offer.discountPercent,
        products: step.offer.productIds.map((id) => {
          const found = findLeaf(id)!;
          return leafView(found.leaf, found.parent, cart.currencyCode, withParent);
        }),
      },
    },
  };
}

function stepFor(context: SandboxContext, phase: Phase, cart: CartRecord) {
  const stepId = Number(context.params.funnelStepId);
  const step = funnelSteps[phase].find((candidate) => candidate.id === stepId);
  if (!step) throw notFound(`Funnel step ${context.params.funnelStepId}`);
  if (cart.funnelDone[phase].includes(stepId))
    throw new SandboxError(409, 'step_already_answered', 'This offer was already accepted or skipped.');
  return step;
}

function acceptedOffers(context: SandboxContext, step: { offer: { productIds: number[] } }) {
  const body = bodyObject(context);
  if (!Array.isArray(body.offers) || !body.offers.length)
    throw invalid('offers', 'The offers field is required (an array of { productId }).');
  return body.offers.map((offer, index) => {
    const productId = (offer as { productId?: unknown })?.productId;
    if (typeof productId !== 'number' || !step.offer.productIds.includes(productId)) {
      throw invalid(`offers.${index}.productId`, 'The productId must be one of the offered products.');
    }
    return { productId, options: (offer as { options?: unknown }).options };
  });
}

function accept(context: SandboxContext, phase: 'pre' | 'mid') {
  const cart = findCart(context);
  if (cart.status === 'purchased')
    throw new SandboxError(409, 'cart_purchased', 'This cart has already been purchased. Start a new cart.');
  const step = stepFor(context, phase, cart);
  const offers = acceptedOffers(context, step);
  const draft = structuredClone(cart);
  for (const offer of offers) {
    const before = draft.lines.length;
    addLine(draft, {
      productId: offer.productId,
      quantity: 1,
      ...(offer.options ? { options: offer.options } : {}),
    });
    if (draft.lines.length > before)
      draft.lines[draft.lines.length - 1]!.offerPercentOff = step.offer.discountPercent;
  }
  draft.funnelDone[phase].push(step.id);
  context.store.carts.set(cart.id, draft);
  return cartView(context.store, draft, expands(context.query));
}

function reject(context: SandboxContext, phase: Phase) {
  const cart = findCart(context);
  if (phase === 'post' && cart.status !== 'purchased')
    throw new SandboxError(
      409,
      'cart_not_purchased',
      'Post-purchase offers come after a successful purchase.',
    );
  const step = stepFor(context, phase, cart);
  cart.funnelDone[phase].push(step.id);
  return undefined;
}

/** A purchase of `cart` by the signed-in customer: checks, the gateway's answer, fulfilment. */
function purchase(context: SandboxContext, cart: CartRecord, body: Record<string, unknown>) {
  const customer = requireCustomer(context);
  if (cart.customerId !== customer.id) {
    throw new SandboxError(
      422,
      'customer_not_attached',
      'Attach the signed-in customer to the cart first (cart.attachCustomer).',
    );
  }
  // A repeated purchase answers with the first result and never charges again.
  if (cart.status === 'purchased' && cart.purchase) return cart.purchase;
  if (!cart.lines.length) throw new SandboxError(422, 'cart_empty', 'The cart is empty.');
  const missing = missingShipping(cart);
  if (missing) throw shippingRequired(missing);
  const methodId = body.paymentMethodId ?? cart.paymentMethodId;
  const method = context.store.paymentMethods.find((m) => m.id === methodId && m.customerId === customer.id);
  if (body.paymentMethodId !== undefined && !method) {
    throw invalid(
      'paymentMethodId',
      'The paymentMethodId must be one of the signed-in customer’s payment methods.',
    );
  }
  if (!method)
    throw new SandboxError(422, 'payment_method_required', 'Choose a payment method first.', {
      paymentMethodId: ['Required.'],
    });

  const due = cartView(context.store, cart).total;
  authorize(context, cart.id, method, due, cart.currencyCode, body.paymentIntentId);
  cart.paymentMethodId = method.id;
  const result = fulfil(context, cart, customer.id, 'purchase');
  cart.status = 'purchased';
  cart.purchase = result;
  return result;
}

/** The request header that makes a purchase safe to send again (docs/decisions.md). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
const MAX_IDEMPOTENCY_KEY = 255;

/** The first answer to a purchase with an idempotency key: the request's body and what it got. */
interface IdempotentAnswer {
  cartId: string;
  /** The request body, written with sorted keys. */
  request: string;
  outcome: { result: unknown } | { error: SandboxError };
}

/** Answers by `<cartId> <key>`, per sandbox instance; entries of carts a reset removed are pruned. */
const idempotentAnswers = new WeakMap<SandboxStore, Map<string, IdempotentAnswer>>();

const sortedJson = (value: Record<string, unknown>): string =>
  JSON.stringify(Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b))));

/**
 * Runs `purchase` at most once per idempotency key and cart: the same key again answers the first
 * answer (the result or the error) without charging; the same key with another body is refused.
 * Without the header every request runs.
 */
function once(
  context: SandboxContext,
  cart: CartRecord,
  body: Record<string, unknown>,
  purchase: () => unknown,
): unknown {
  const key = context.request.headers.get(IDEMPOTENCY_HEADER)?.trim();
  if (!key) return purchase();
  if (key.length > MAX_IDEMPOTENCY_KEY)
    throw invalid(IDEMPOTENCY_HEADER, `The ${IDEMPOTENCY_HEADER} header must be at most 255 characters.`);
  const { store } = context;
  let answers = idempotentAnswers.get(store);
  if (!answers) idempotentAnswers.set(store, (answers = new Map()));
  const id = `${cart.id} ${key}`;
  const request = sortedJson(body);
  const first = answers.get(id);
  if (first) {
    if (first.request !== request) {
      throw new SandboxError(
        422,
        'idempotency_key_reused',
        `This ${IDEMPOTENCY_HEADER} was already used for a different purchase request.`,
      );
    }
    if ('error' in first.outcome) throw first.outcome.error;
    return first.outcome.result;
  }
  for (const [entry, answer] of answers) if (!store.carts.has(answer.cartId)) answers.delete(entry);
  try {
    const result = purchase();
    answers.set(id, { cartId: cart.id, request, outcome: { result } });
    return result;
  } catch (error) {
    if (error instanceof SandboxError) answers.set(id, { cartId: cart.id, request, outcome: { error } });
    throw error;
  }
}

export const checkoutHandlers: OperationHandlers = {
  'checkout.purchase': (context) => {
    requireCustomer(context);
    const cart = findCart(context);
    const body = bodyObject(context);
    return once(context, cart, body, () => purchase(context, cart, body));
  },
  'paymentIntents.getPaymentIntent': ({ params, store }) => {
    const intent = store.paymentIntents.get(params.paymentIntentId!);
    if (!intent) throw notFound(`Payment intent ${params.paymentIntentId}`);
    return intentView(intent);
  },

  'paymentIntents.confirm': (context) => {
    const intent = context.store.paymentIntents.get(context.params.paymentIntentId!);
    if (!intent) throw notFound(`Payment intent ${context.params.paymentIntentId}`);
    const { externalPaymentId } = bodyObject(context);
    // The sandbox gateway's client-side check answers `3ds_<token>` when the shopper passes it.
    if (externalPaymentId !== `3ds_${intent.token}`) {
      throw new SandboxError(402, 'verification_failed', '3-D Secure verification failed.', {
        externalPaymentId: ['Not a verification of this payment.'],
      });
    }
    if (intent.status === 'requires_action') intent.status = 'succeeded';
    return intentView(intent);
  },

  'funnels.prePurchaseFetch': (context) => fetchStep(context, 'pre'),
  'funnels.prePurchaseAccept': (context) => accept(context, 'pre'),
  'funnels.prePurchaseReject': (context) => reject(context, 'pre'),
  'funnels.prePurchaseRefresh': (context) => {
    findCart(context).funnelDone.pre = [];
    return undefined;
  },
  'funnels.midPurchaseFetch': (context) => fetchStep(context, 'mid'),
  'funnels.midPurchaseAccept': (context) => accept(context, 'mid'),
  'funnels.midPurchaseReject': (context) => reject(context, 'mid'),
  'funnels.postPurchaseFetch': (context) => fetchStep(context, 'post'),
  'funnels.postPurchaseAccept': (context) => {
    const customer = requireCustomer(context);
    const cart = findCart(context);
    if (cart.status !== 'purchased')
      throw new SandboxError(
        409,
        'cart_not_purchased',
        'Post-purchase offers come after a successful purchase.',
      );
    if (cart.customerId !== customer.id) throw notFound(`Cart ${cart.id}`);
    const step = stepFor(context, 'post', cart);
    const offers = acceptedOffers(context, step);
    const body = bodyObject(context);
    const offerCart = structuredClone(cart);
    offerCart.lines = [];
    offerCart.status = 'open';
    offerCart.couponCode = null;
    offerCart.giftCardCode = null;
    // Delivery of the offer: the checkout's, or the address and method sent with the accept.
    const delivery: Record<string, unknown> = {};
    for (const field of ['shippingAddressId', 'shippingMethodId']) {
      if (body[field] !== undefined && body[field] !== null) delivery[field] = body[field];
    }
    applyUpdate(context.store, offerCart, delivery, customer.id);
    for (const offer of offers)
      addLine(offerCart, {
        productId: offer.productId,
        quantity: 1,
        ...(offer.options ? { options: offer.options } : {}),
      });
    for (const line of offerCart.lines) line.offerPercentOff = step.offer.discountPercent;
    const missing = missingShipping(offerCart);
    if (missing) throw shippingRequired(missing);
    // Charges the card of the purchase, through the same gateway rules (3-D Secure included).
    const method = context.store.paymentMethods.find(
      (m) => m.id === cart.paymentMethodId && m.customerId === customer.id,
    );
    if (!method)
      throw new SandboxError(422, 'payment_method_required', 'The card of the purchase is gone.', {
        paymentMethodId: ['Required.'],
      });
    const due = cartView(context.store, offerCart).total;
    authorize(context, cart.id, method, due, cart.currencyCode, body.paymentIntentId);
    cart.funnelDone.post.push(step.id);
    return fulfil(context, offerCart, customer.id, 'post_purchase');
  },
  'funnels.postPurchaseReject': (context) => reject(context, 'post'),
};
