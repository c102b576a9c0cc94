// The out-of-stock messages in French (the English: src/views/svc-view-out-of-stock/messages.ts). Loaded only when French is in use.
export default {
  'out-of-stock.soldOut': 'Épuisé',
  'out-of-stock.intro':
    'Laissez votre adresse e-mail et nous vous préviendrons dès que l’article sera de nouveau disponible.',
  'out-of-stock.email': 'E-mail',
  'out-of-stock.emailRequired': 'Saisissez votre adresse e-mail.',
  'out-of-stock.emailInvalid': 'Saisissez une adresse e-mail valide, par exemple nom@exemple.com.',
  'out-of-stock.quantity': 'Combien en voulez-vous ?',
  'out-of-stock.quantityInvalid': 'Saisissez un nombre entier d’au moins 1.',
  'out-of-stock.notify': 'Me prévenir',
  'out-of-stock.done': 'Merci. Nous écrirons à {email} dès que {product} sera de nouveau disponible.',
  'out-of-stock.back': 'Retour au panier',
};
