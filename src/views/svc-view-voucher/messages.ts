/**
 * The voucher view's messages (`voucher.*`), in English; each other language the widget ships has
 * them in `src/core/i18n/messages/voucher.<lang>.js`.
 */
import { defineMessages } from '../../core/i18n/localize.js';

const en = {
  'voucher.amount': 'Amount',
  'voucher.amountRequired': 'Please choose an amount.',
  'voucher.delivery': 'One gift card, sent to the recipient by email.',
  'voucher.expires': { one: 'Valid for {count} month.', other: 'Valid for {count} months.' },
  'voucher.email': 'Recipient’s email',
  'voucher.emailRequired': 'Enter the recipient’s email address.',
  'voucher.emailInvalid': 'Enter a valid email address, such as name@example.com.',
  'voucher.name': 'Recipient’s name (optional)',
  'voucher.message': 'Message (optional)',
  'voucher.add': 'Add to cart',
  'voucher.addPrice': 'Add to cart · {price}',
} as const;

export type VoucherMessageKey = keyof typeof en;

defineMessages('voucher', en);
