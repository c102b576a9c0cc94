/**
 * The funnel offers' messages (`offers.*`), in English; each other language the widget ships has
 * them in `src/core/i18n/messages/offers.<lang>.js`.
 */
import { defineMessages } from '../../core/i18n/localize.js';

const en = {
  'offers.label': 'Special offer',
  'offers.title': 'You might also like',
  'offers.was': 'Was',
  'offers.now': 'now',
  'offers.discount': '{percent}% off',
  'offers.add': 'Add to order',
  'offers.buy': 'Buy now',
  'offers.reject': 'No thanks',
  'offers.chargeNote': 'Charged to the payment method you just used, with any shipping and tax.',
  'offers.added': 'Added to your order: {name}.',
  'offers.charged': 'Added to your order: {name}. Charged: {total}.',
} as const;

export type OffersMessageKey = keyof typeof en;

defineMessages('offers', en);
