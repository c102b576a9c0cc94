// The bundle-plan messages in French (the English: src/views/svc-view-bundle-plan/messages.ts). Loaded only when French is in use.
export default {
  'bundle-plan.legend': 'Comment la souhaitez-vous ?',
  'bundle-plan.required': 'Choisissez comment vous la souhaitez.',
  'bundle-plan.contents': 'Dans cette box',
  'bundle-plan.item': '{name} × {count}',
  'bundle-plan.itemName': '{product} – {variant}',
  'bundle-plan.loading': 'Chargement…',
  'bundle-plan.loadError': 'Cette box n’a pas pu être chargée.',
  'bundle-plan.retry': 'Réessayer',
  'bundle-plan.add': 'Ajouter au panier',
  'bundle-plan.addPrice': 'Ajouter au panier · {price}',
};
