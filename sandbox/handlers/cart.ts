import { shop } from '../fixtures.js';
import { bodyObject, type OperationHandlers, type SandboxContext } from '../context.js';
import { invalid, notFound } from '../errors.js';

/** A new, empty cart in `currencyCode`. Lines and totals are filled by the cart rules. */
function newCart(id: string, currencyCode: string): Record<string, unknown> {
  return {
    id,
    status: 'open',
    currencyCode,
    items: [],
    subTotal: 0,
    discount: 0,
    shipping: null,
    tax: 0,
    giftCardAmount: 0,
    total: 0,
    coupon: null,
    giftCard: null,
    giftInfo: null,
    referralId: null,
    customerId: null,
    shippingAddress: null,
    shippingMethodId: null,
    paymentMethodId: null,
  };
}

function cartCurrency(value: unknown): string {
  const fallback = shop.currencies.find((currency) => currency.default)!.abbreviation;
  if (value === undefined) return fallback;
  if (typeof value !== 'string' || !shop.currencies.some((c) => c.abbreviation === value)) {
    throw invalid(
      'currencyCode',
      `The currency ${String(value)} is not offered by this shop.`,
      'unsupported_currency',
    );
  }
  return value;
}

export function findCart(context: SandboxContext): Record<string, unknown> {
  const cart = context.store.carts.get(context.params.cartId ?? '');
  if (!cart) throw notFound(`Cart ${context.params.cartId}`);
  return cart;
}

export const cartHandlers: OperationHandlers = {
  'cart.create': (context) => {
    const body = bodyObject(context);
    const cart = newCart(crypto.randomUUID(), cartCurrency(body.currencyCode));
    context.store.carts.set(cart.id as string, cart);
    return structuredClone(cart);
  },

  'cart.load': (context) => structuredClone(findCart(context)),
};
