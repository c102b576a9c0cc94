/**
 * The receipt's messages (`receipt.*`), in English; each other language the widget ships has them
 * in `src/core/i18n/messages/receipt.<lang>.js`.
 */
import { defineMessages } from '../../core/i18n/localize.js';

const en = {
  'receipt.title': 'Thank you for your order!',
  'receipt.email': 'A confirmation is on its way to {email}.',
  'receipt.details': 'Order details',
  'receipt.order': { one: 'Order number', other: 'Order numbers' },
  'receipt.paid': 'Paid today',
  'receipt.items': 'What you bought',
  'receipt.later': 'Charged later',
  'receipt.laterNote': 'Your subscription renews automatically until you cancel it.',
  'receipt.nextCharge': 'Next charge',
  'receipt.nextChargeOf': 'Next charge, {name}',
  'receipt.manage': { one: 'Manage your subscription', other: 'Manage your subscriptions' },
  'receipt.continue': 'Continue shopping',
} as const;

export type ReceiptMessageKey = keyof typeof en;

defineMessages('receipt', en);
