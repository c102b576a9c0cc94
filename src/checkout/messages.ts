/** The checkout shell's messages (`checkout.*`: the steps' names), in every language the widget ships. */
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
};

export type CheckoutMessageKey = keyof typeof en;

defineMessages('checkout', en);
