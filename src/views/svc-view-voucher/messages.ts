/** The voucher view's messages (`voucher.*`), in every language the widget ships. */
import { addMessages } from '../../core/i18n/localize.js';

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

addMessages({
  en,
  de: {
    'voucher.amount': 'Betrag',
    'voucher.amountRequired': 'Bitte wählen Sie einen Betrag.',
    'voucher.delivery': 'Eine Geschenkkarte, die per E-Mail an die beschenkte Person geht.',
    'voucher.expires': { one: '{count} Monat gültig.', other: '{count} Monate gültig.' },
    'voucher.email': 'E-Mail-Adresse der beschenkten Person',
    'voucher.emailRequired': 'Bitte geben Sie die E-Mail-Adresse der beschenkten Person ein.',
    'voucher.emailInvalid': 'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@example.com.',
    'voucher.name': 'Name der beschenkten Person (optional)',
    'voucher.message': 'Nachricht (optional)',
    'voucher.add': 'In den Warenkorb',
    'voucher.addPrice': 'In den Warenkorb · {price}',
  },
  fr: {
    'voucher.amount': 'Montant',
    'voucher.amountRequired': 'Veuillez choisir un montant.',
    'voucher.delivery': 'Une carte cadeau, envoyée par e-mail à son destinataire.',
    'voucher.expires': { one: 'Valable {count} mois.', other: 'Valable {count} mois.' },
    'voucher.email': 'E-mail du destinataire',
    'voucher.emailRequired': 'Saisissez l’adresse e-mail du destinataire.',
    'voucher.emailInvalid': 'Saisissez une adresse e-mail valide, par exemple nom@exemple.com.',
    'voucher.name': 'Nom du destinataire (facultatif)',
    'voucher.message': 'Message (facultatif)',
    'voucher.add': 'Ajouter au panier',
    'voucher.addPrice': 'Ajouter au panier · {price}',
  },
});
