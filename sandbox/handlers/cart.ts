import { expands } from '../catalog.js';
import { bodyObject, requireCustomer, type OperationHandlers, type SandboxContext } from '../context.js';
import { invalid, notFound } from '../errors.js';
import {
  addLine,
  applyUpdate,
  assertOpen,
  cartView,
  checkZip,
  deliveryMethodsFor,
  dropInvalidCoupon,
  giftingDates,
  newCart,
  pickupsFor,
  removeLine,
  updateLine,
} from '../rules/cart.js';
import type { CartRecord } from '../store.js';

export function findCart(context: SandboxContext): CartRecord {
  const cart = context.store.carts.get(context.params.cartId ?? '');
  if (!cart) throw notFound(`Cart ${context.params.cartId}`);
  return cart;
}

/** Runs a change on a copy, so a refused change leaves the cart as it was. */
function change(context: SandboxContext, mutate: (cart: CartRecord) => void) {
  const cart = findCart(context);
  assertOpen(cart);
  const draft = structuredClone(cart);
  mutate(draft);
  dropInvalidCoupon(draft);
  context.store.carts.set(cart.id, draft);
  return cartView(context.store, draft, expands(context.query));
}

export const cartHandlers: OperationHandlers = {
  'cart.create': (context) => {
    const body = bodyObject(context);
    const fallback = context.store.shop.currencies.find((c) => c.default)!.abbreviation;
    const cart = newCart(crypto.randomUUID(), fallback);
    applyUpdate(context.store, cart, body, context.customer?.id);
    context.store.carts.set(cart.id, cart);
    return cartView(context.store, cart, expands(context.query));
  },

  'cart.load': (context) => cartView(context.store, findCart(context), expands(context.query)),

  'cart.update': (context) => {
    const body = bodyObject(context);
    // Saved addresses and cards are the signed-in customer's only, even on a cart attached earlier.
    return change(context, (cart) => applyUpdate(context.store, cart, body, context.customer?.id));
  },

  'cart.attachCustomer': (context) => {
    const customer = requireCustomer(context);
    return change(context, (cart) => {
      cart.customerId = customer.id;
    });
  },

  'cart.addItem': (context) => {
    const body = bodyObject(context);
    return change(context, (cart) => addLine(cart, body));
  },

  'cart.updateItem': (context) => {
    const body = bodyObject(context);
    return change(context, (cart) => updateLine(cart, context.params.cartItemId!, body));
  },

  'cart.removeItem': (context) => change(context, (cart) => removeLine(cart, context.params.cartItemId!)),

  'cart.getGiftingDates': (context) => {
    findCart(context);
    return { dates: giftingDates() };
  },

  'cart.getLocalPickups': (context) => pickupsFor(findCart(context).currencyCode),

  'cart.getShippingMethods': (context) => {
    const cart = findCart(context);
    const country = Number(context.query.country);
    const zip = context.query.zip;
    if (!Number.isInteger(country) || country <= 0)
      throw invalid('country', 'The country parameter must be a country ID.');
    if (typeof zip !== 'string' || !zip.trim()) throw invalid('zip', 'The zip parameter is required.');
    checkZip(country, zip, 'zip');
    const view = cartView(context.store, cart);
    return deliveryMethodsFor(country, cart.currencyCode, view.subTotal);
  },
};
