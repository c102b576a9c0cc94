// The bundle-plan messages in Dutch (the English: src/views/svc-view-bundle-plan/messages.ts). Loaded only when Dutch is in use.
export default {
  'bundle-plan.legend': 'Hoe wil je deze box ontvangen?',
  'bundle-plan.required': 'Kies hoe je deze box wilt ontvangen.',
  'bundle-plan.contents': 'In deze box',
  'bundle-plan.item': '{name} × {count}',
  'bundle-plan.itemName': '{product} – {variant}',
  'bundle-plan.loading': 'Laden…',
  'bundle-plan.loadError': 'Deze box kon niet worden geladen.',
  'bundle-plan.retry': 'Opnieuw proberen',
  'bundle-plan.add': 'In winkelwagen',
  'bundle-plan.addPrice': 'In winkelwagen · {price}',
};
