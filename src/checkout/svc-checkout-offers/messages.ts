/** The funnel offers' messages (`offers.*`), in every language the widget ships. */
import { addMessages } from '../../core/i18n/localize.js';

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

addMessages({
  en,
  de: {
    'offers.label': 'Sonderangebot',
    'offers.title': 'Das könnte Ihnen auch gefallen',
    'offers.was': 'Statt',
    'offers.now': 'jetzt',
    'offers.discount': '{percent} % Rabatt',
    'offers.add': 'Zur Bestellung hinzufügen',
    'offers.buy': 'Jetzt kaufen',
    'offers.reject': 'Nein, danke',
    'offers.chargeNote':
      'Wird mit der soeben verwendeten Zahlungsart bezahlt, zuzüglich eventueller Versandkosten und Steuern.',
    'offers.added': 'Zu Ihrer Bestellung hinzugefügt: {name}.',
    'offers.charged': 'Zu Ihrer Bestellung hinzugefügt: {name}. Belastet: {total}.',
  },
  fr: {
    'offers.label': 'Offre spéciale',
    'offers.title': 'Vous aimerez peut-être aussi',
    'offers.was': 'Avant',
    'offers.now': 'maintenant',
    'offers.discount': '{percent} % de réduction',
    'offers.add': 'Ajouter à la commande',
    'offers.buy': 'Acheter maintenant',
    'offers.reject': 'Non merci',
    'offers.chargeNote':
      'Débité sur le moyen de paiement que vous venez d’utiliser, avec les frais de livraison et taxes éventuels.',
    'offers.added': 'Ajouté à votre commande : {name}.',
    'offers.charged': 'Ajouté à votre commande : {name}. Débité : {total}.',
  },
});
