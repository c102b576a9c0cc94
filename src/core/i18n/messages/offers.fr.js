// The offers messages in French (the English: src/checkout/svc-checkout-offers/messages.ts). Loaded only when French is in use.
export default {
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
};
