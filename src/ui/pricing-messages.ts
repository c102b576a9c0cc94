/**
 * The English messages of the plans (`pricing.*`): the pricing view's and `<svc-option-picker>`'s,
 * so they sit on the UI floor both use. The other languages are in
 * `src/core/i18n/messages/pricing.<lang>.js`.
 */
import { defineMessages } from '../core/i18n/localize.js';

const en = {
  'pricing.legend': 'How often?',
  'pricing.every.day': { one: 'Every day', other: 'Every {count} days' },
  'pricing.every.week': { one: 'Every week', other: 'Every {count} weeks' },
  'pricing.every.month': { one: 'Every month', other: 'Every {count} months' },
  'pricing.perDelivery': 'per delivery',
  'pricing.prepaid': {
    one: 'Billed {price} {every} for {count} delivery',
    other: 'Billed {price} {every} for {count} deliveries',
  },
  'pricing.savings': 'Save {percent} per delivery compared with “{plan}”',
  'pricing.trialFree': { one: '{count}-day free trial', other: '{count}-day free trial' },
  'pricing.trial': { one: '{count}-day trial for {price}', other: '{count}-day trial for {price}' },
  'pricing.setupFee': 'One-time setup fee of {fee} with the first order',
  'pricing.commitment': { one: 'Minimum {count} delivery', other: 'Minimum {count} deliveries' },
  'pricing.commitmentPayments': { one: 'Minimum {count} payment', other: 'Minimum {count} payments' },
  'pricing.chargesLimit': { one: 'Ends after {count} delivery', other: 'Ends after {count} deliveries' },
  'pricing.chargesLimitPayments': {
    one: 'Ends after {count} payment',
    other: 'Ends after {count} payments',
  },
  'pricing.survey': 'A few questions follow',
  'pricing.soldOut': 'Sold out — notify me',
  'pricing.preOrder': 'Pre-order: ships from {date}',
  'pricing.required': 'Please choose a plan.',
  'pricing.quantity': 'Quantity',
  'pricing.decrease': 'Decrease the quantity',
  'pricing.increase': 'Increase the quantity',
  'pricing.quantityInvalid': 'Enter a whole number of at least 1.',
  'pricing.quantityMax': { one: 'Only {count} is available.', other: 'Only {count} are available.' },
  'pricing.add': 'Add to cart',
  'pricing.addPrice': 'Add to cart · {price}',
  'pricing.continue': 'Continue',
  'pricing.notify': 'Notify me',
} as const;

export type PricingMessageKey = keyof typeof en;

defineMessages('pricing', en);
