// The gift messages in French (the English: src/views/svc-view-gift/messages.ts). Loaded only when French is in use.
export default {
  'gift.intro': 'Offrez votre abonnement : choisissez quand il commence et combien de commandes il comprend.',
  'gift.for': 'Cadeau : {products}',
  'gift.unavailable': 'Seul un abonnement peut être offert. Ajoutez-en un à votre panier, puis revenez ici.',
  'gift.loading': 'Chargement des dates de début…',
  'gift.retry': 'Réessayer',
  'gift.dates': 'Quand le cadeau doit-il commencer ?',
  'gift.noDates': 'Aucune date de début n’est disponible pour le moment.',
  'gift.dateRequired': 'Choisissez une date de début.',
  'gift.orders': 'Nombre de commandes',
  'gift.ordersHint': 'Le nombre de commandes que comprend le cadeau.',
  'gift.ordersInvalid': 'Saisissez un nombre entier d’au moins 1.',
  'gift.message': 'Message pour le destinataire (facultatif)',
  'gift.email': 'E-mail du destinataire (facultatif)',
  'gift.emailInvalid': 'Saisissez une adresse e-mail valide, par exemple nom@exemple.com.',
  'gift.save': 'Enregistrer le cadeau',
  'gift.back': 'Retour au panier',
};
