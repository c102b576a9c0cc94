/** The subscription replacement view's messages (`subscription-replacement.*`), in every language the widget ships. */
import { addMessages } from '../../core/i18n/localize.js';

const en = {
  'subscription-replacement.intro':
    'Your cart already holds a plan of {product}. Replace it with the new plan, or keep the one you have?',
  'subscription-replacement.current': 'In your cart',
  'subscription-replacement.new': 'New plan',
  'subscription-replacement.quantity': 'Quantity: {count}',
  'subscription-replacement.replace': 'Replace',
  'subscription-replacement.keep': 'Keep my current plan',
} as const;

export type SubscriptionReplacementMessageKey = keyof typeof en;

addMessages({
  en,
  de: {
    'subscription-replacement.intro':
      'Ihr Warenkorb enthält bereits ein Abo von {product}. Möchten Sie es durch das neue ersetzen oder Ihr bisheriges behalten?',
    'subscription-replacement.current': 'Im Warenkorb',
    'subscription-replacement.new': 'Neues Abo',
    'subscription-replacement.quantity': 'Menge: {count}',
    'subscription-replacement.replace': 'Ersetzen',
    'subscription-replacement.keep': 'Bisheriges Abo behalten',
  },
  fr: {
    'subscription-replacement.intro':
      'Votre panier contient déjà une formule de {product}. Voulez-vous la remplacer par la nouvelle ou garder celle que vous avez ?',
    'subscription-replacement.current': 'Dans votre panier',
    'subscription-replacement.new': 'Nouvelle formule',
    'subscription-replacement.quantity': 'Quantité : {count}',
    'subscription-replacement.replace': 'Remplacer',
    'subscription-replacement.keep': 'Garder ma formule actuelle',
  },
});
