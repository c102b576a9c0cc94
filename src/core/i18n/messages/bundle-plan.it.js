// The bundle-plan messages in Italian (the English: src/views/svc-view-bundle-plan/messages.ts). Loaded only when Italian is in use.
export default {
  'bundle-plan.legend': 'Come la vuoi?',
  'bundle-plan.required': 'Scegli come la vuoi.',
  'bundle-plan.contents': 'In questa box',
  'bundle-plan.item': '{name} × {count}',
  'bundle-plan.itemName': '{product} – {variant}',
  'bundle-plan.loading': 'Caricamento…',
  'bundle-plan.loadError': 'Impossibile caricare questa box.',
  'bundle-plan.retry': 'Riprova',
  'bundle-plan.add': 'Aggiungi al carrello',
  'bundle-plan.addPrice': 'Aggiungi al carrello · {price}',
};
