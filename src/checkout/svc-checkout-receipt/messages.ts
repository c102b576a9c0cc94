/** The receipt's messages (`receipt.*`), in every language the widget ships. */
import { addMessages } from '../../core/i18n/localize.js';

const en = {
  'receipt.title': 'Thank you for your order!',
  'receipt.email': 'A confirmation is on its way to {email}.',
  'receipt.details': 'Order details',
  'receipt.order': { one: 'Order number', other: 'Order numbers' },
  'receipt.paid': 'Paid today',
  'receipt.items': 'What you bought',
  'receipt.later': 'Charged later',
  'receipt.laterNote': 'Your subscription renews automatically until you cancel it.',
  'receipt.continue': 'Continue shopping',
} as const;

export type ReceiptMessageKey = keyof typeof en;

addMessages({
  en,
  de: {
    'receipt.title': 'Vielen Dank für Ihre Bestellung!',
    'receipt.email': 'Eine Bestätigung ist unterwegs an {email}.',
    'receipt.details': 'Bestelldetails',
    'receipt.order': { one: 'Bestellnummer', other: 'Bestellnummern' },
    'receipt.paid': 'Heute bezahlt',
    'receipt.items': 'Ihre Artikel',
    'receipt.later': 'Später berechnet',
    'receipt.laterNote': 'Ihr Abonnement verlängert sich automatisch, bis Sie es kündigen.',
    'receipt.continue': 'Weiter einkaufen',
  },
  fr: {
    'receipt.title': 'Merci pour votre commande !',
    'receipt.email': 'Une confirmation est en route vers {email}.',
    'receipt.details': 'Détails de la commande',
    'receipt.order': { one: 'Numéro de commande', other: 'Numéros de commande' },
    'receipt.paid': 'Payé aujourd’hui',
    'receipt.items': 'Vos articles',
    'receipt.later': 'Débité plus tard',
    'receipt.laterNote': 'Votre abonnement se renouvelle automatiquement jusqu’à sa résiliation.',
    'receipt.continue': 'Continuer mes achats',
  },
});
