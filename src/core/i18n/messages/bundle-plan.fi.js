// The bundle-plan messages in Finnish (the English: src/views/svc-view-bundle-plan/messages.ts). Loaded only when Finnish is in use.
export default {
  'bundle-plan.legend': 'Miten haluat tilata sen?',
  'bundle-plan.required': 'Valitse, miten haluat tilata sen.',
  'bundle-plan.contents': 'Tässä laatikossa',
  'bundle-plan.item': '{name} × {count}',
  'bundle-plan.itemName': '{product} – {variant}',
  'bundle-plan.loading': 'Ladataan…',
  'bundle-plan.loadError': 'Laatikkoa ei voitu ladata.',
  'bundle-plan.retry': 'Yritä uudelleen',
  'bundle-plan.add': 'Lisää ostoskoriin',
  'bundle-plan.addPrice': 'Lisää ostoskoriin · {price}',
};
