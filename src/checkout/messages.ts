/**
 * The checkout shell's messages (`checkout.*`: the steps' names), in English; each other language
 * the widget ships has them in `src/core/i18n/messages/checkout.<lang>.js`.
 */
import { defineMessages } from '../core/i18n/localize.js';

const en = {
  'checkout.steps': 'Checkout steps',
  'checkout.step.contact': 'Contact',
  'checkout.step.delivery': 'Delivery',
  'checkout.step.payment': 'Payment',
  'checkout.step.review': 'Review',
  'checkout.step.done': 'Thank you',
  'checkout.stepDone': '{step} (done)',
  'checkout.loadingStep': 'Loading…',
  'checkout.backTo': 'Back to {step}',
  'checkout.orderSummary': 'Order summary',
};

export type CheckoutMessageKey = keyof typeof en;

defineMessages('checkout', en);
