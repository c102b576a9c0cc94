import type { enCodes } from './en-codes.js';
import type { enError } from './en-error.js';
import type { enLater } from './en-later.js';
import type { enLines } from './en-lines.js';

/**
 * English, the messages of everything shown at start; the elements that load later bring their
 * own (en-later.ts, en-codes.ts, en-error.ts, en-lines.ts). Other languages fall back to English key by key.
 */
export const en = {
  'cart.title': 'Your cart',
  // The drawer's heading during the checkout (the receipt's, `checkout.confirmed`, loads with it).
  'checkout.title': 'Checkout',
  'cart.count': { one: '{count} item', other: '{count} items' },
  'cart.close': 'Close the cart',
  'cart.loading': 'Loading your cart…',
  'cart.updated': { one: 'Cart updated: {count} item', other: 'Cart updated: {count} items' },
  'empty.title': 'Your cart is empty',
  'empty.text': 'Add something you love and it will show up here.',
  'empty.action': 'Continue shopping',
  'line.decrease': 'Decrease the quantity of {name}',
  'line.increase': 'Increase the quantity of {name}',
  'line.remove': 'Remove {name}',
  'line.today': 'Today: {today}, then {price} {every}',
  'line.recurring': '{price} {every}',
  'totals.subtotal': 'Subtotal',
  'totals.discount': 'Discount',
  'totals.fees': 'Setup fees',
  'totals.shipping': 'Shipping',
  'totals.shippingLater': 'Calculated at checkout',
  'totals.free': 'Free',
  'totals.tax': 'Tax',
  'totals.giftCard': 'Gift card',
  'totals.dueToday': 'Due today',
  'totals.recurring': 'Recurring',
  'checkout.button': 'Checkout',
  'error.generic': 'We could not complete that. Please try again.',
  'error.network': 'We could not reach the shop. Check your connection and try again.',
  'error.offline': 'You are offline, so nothing was sent. Try again once you are back online.',
  'error.out_of_stock': 'Sorry, this item is out of stock.',
  'error.insufficient_stock': 'There are not enough of this item in stock.',
  'every.day': { one: 'every day', other: 'every {count} days' },
  'every.week': { one: 'every week', other: 'every {count} weeks' },
  'every.month': { one: 'every month', other: 'every {count} months' },
  'line.each': '{price} each',
  'line.quantityOf': 'Quantity of {name}',
  'status.updating': 'Updating…',
  'status.removing': 'Removing…',
  'summary.items': 'Items in your cart',
  'totals.label': 'Order summary',
  'view.loading': 'Loading…',
} as const;

export type MessageKey =
  keyof typeof en | keyof typeof enLater | keyof typeof enCodes | keyof typeof enError | keyof typeof enLines;
export type Message = string | { one?: string; other: string; [plural: string]: string | undefined };
export type Catalog = Partial<Record<MessageKey, Message>>;
