// The receipt messages in French (the English: src/checkout/svc-checkout-receipt/messages.ts). Loaded only when French is in use.
export default {
  'receipt.title': 'Merci pour votre commande !',
  'receipt.email': 'Une confirmation est en route vers {email}.',
  'receipt.details': 'Détails de la commande',
  'receipt.order': { one: 'Numéro de commande', many: 'Numéros de commande', other: 'Numéros de commande' },
  'receipt.paid': 'Payé aujourd’hui',
  'receipt.items': 'Vos articles',
  'receipt.later': 'Débité plus tard',
  'receipt.laterNote': 'Votre abonnement se renouvelle automatiquement jusqu’à sa résiliation.',
  'receipt.nextCharge': 'Prochain prélèvement',
  'receipt.nextChargeOf': 'Prochain prélèvement, {name}',
  'receipt.manage': {
    one: 'Gérer mon abonnement',
    many: 'Gérer mes abonnements',
    other: 'Gérer mes abonnements',
  },
  'receipt.continue': 'Continuer mes achats',
};
