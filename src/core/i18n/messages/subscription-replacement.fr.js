// The subscription-replacement messages in French (the English: src/views/svc-view-subscription-replacement/messages.ts). Loaded only when French is in use.
export default {
  'subscription-replacement.intro':
    'Votre panier contient déjà une formule de {product}. Voulez-vous la remplacer par la nouvelle ou garder celle que vous avez ?',
  'subscription-replacement.current': 'Dans votre panier',
  'subscription-replacement.new': 'Nouvelle formule',
  'subscription-replacement.quantity': 'Quantité : {count}',
  'subscription-replacement.replace': 'Remplacer',
  'subscription-replacement.keep': 'Garder ma formule actuelle',
};
