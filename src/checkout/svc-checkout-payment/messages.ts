/**
 * The payment step's messages (`payment.*`), in English; each other language the widget ships has
 * them in `src/core/i18n/messages/payment.<lang>.js`.
 */
import { defineMessages } from '../../core/i18n/localize.js';

const en = {
  'payment.heading': 'Payment method',
  'payment.saved': 'Your saved cards',
  'payment.loading': 'Loading your saved cards…',
  'payment.cardLabel': '{brand} ending in {last4}',
  'payment.expires': 'Expires {date}',
  'payment.default': 'Default',
  'payment.add': 'Add a new card',
  'payment.newCard': 'New card',
  'payment.gateway': 'Pay with',
  'payment.loadingForm': 'Loading the card form…',
  'payment.cancel': 'Cancel',
  'payment.continue': 'Continue',
  'payment.retry': 'Try again',
  'payment.chooseMethod': 'Choose a payment method or add a new card.',
  'payment.signIn': 'Sign in to pay with a saved card or to add a new one.',
  'payment.backToContact': 'Back to contact',
  'payment.noGateways': 'This shop does not take new cards here.',
  'payment.returnFailed':
    'Your bank did not confirm the new card. Add it again or choose another payment method.',
  'payment.returnMissing':
    'We could not find the card you just added. Add it again or choose another payment method.',
};

export type PaymentMessageKey = keyof typeof en;

defineMessages('payment', en);
