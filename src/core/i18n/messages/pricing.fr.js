// The pricing messages in French (the English: src/ui/pricing-messages.ts). Loaded only when French is in use.
export default {
  'pricing.legend': 'À quelle fréquence ?',
  'pricing.every.day': {
    one: 'Chaque jour',
    many: 'Tous les {count} de jours',
    other: 'Tous les {count} jours',
  },
  'pricing.every.week': {
    one: 'Chaque semaine',
    many: 'Toutes les {count} de semaines',
    other: 'Toutes les {count} semaines',
  },
  'pricing.every.month': {
    one: 'Chaque mois',
    many: 'Tous les {count} de mois',
    other: 'Tous les {count} mois',
  },
  'pricing.perDelivery': 'par livraison',
  'pricing.prepaid': {
    one: '{price} facturés {every} pour {count} livraison',
    many: '{price} facturés {every} pour {count} de livraisons',
    other: '{price} facturés {every} pour {count} livraisons',
  },
  'pricing.savings': '{percent} d’économie par livraison par rapport à « {plan} »',
  'pricing.trialFree': {
    one: 'Essai gratuit de {count} jour',
    many: 'Essai gratuit de {count} de jours',
    other: 'Essai gratuit de {count} jours',
  },
  'pricing.trial': {
    one: 'Essai de {count} jour pour {price}',
    many: 'Essai de {count} de jours pour {price}',
    other: 'Essai de {count} jours pour {price}',
  },
  'pricing.setupFee': 'Frais de mise en service de {fee}, une seule fois avec la première commande',
  'pricing.commitment': {
    one: 'Minimum {count} livraison',
    many: 'Minimum {count} de livraisons',
    other: 'Minimum {count} livraisons',
  },
  'pricing.commitmentPayments': {
    one: 'Minimum {count} paiement',
    many: 'Minimum {count} de paiements',
    other: 'Minimum {count} paiements',
  },
  'pricing.chargesLimit': {
    one: 'Se termine après {count} livraison',
    many: 'Se termine après {count} de livraisons',
    other: 'Se termine après {count} livraisons',
  },
  'pricing.chargesLimitPayments': {
    one: 'Se termine après {count} paiement',
    many: 'Se termine après {count} de paiements',
    other: 'Se termine après {count} paiements',
  },
  'pricing.survey': 'Quelques questions suivent',
  'pricing.soldOut': 'Épuisé — me prévenir',
  'pricing.preOrder': 'Précommande : expédition à partir du {date}',
  'pricing.required': 'Choisissez une formule.',
  'pricing.quantity': 'Quantité',
  'pricing.decrease': 'Diminuer la quantité',
  'pricing.increase': 'Augmenter la quantité',
  'pricing.quantityInvalid': 'Saisissez un nombre entier d’au moins 1.',
  'pricing.quantityMax': {
    one: 'Seulement {count} disponible.',
    many: 'Seulement {count} de disponibles.',
    other: 'Seulement {count} disponibles.',
  },
  'pricing.add': 'Ajouter au panier',
  'pricing.addPrice': 'Ajouter au panier · {price}',
  'pricing.continue': 'Continuer',
  'pricing.notify': 'Me prévenir',
};
