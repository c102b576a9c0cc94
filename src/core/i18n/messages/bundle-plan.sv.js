// The bundle-plan messages in Swedish (the English: src/views/svc-view-bundle-plan/messages.ts). Loaded only when Swedish is in use.
export default {
  'bundle-plan.legend': 'Hur vill du ha den?',
  'bundle-plan.required': 'Välj hur du vill ha den.',
  'bundle-plan.contents': 'I den här boxen',
  'bundle-plan.item': '{name} × {count}',
  'bundle-plan.itemName': '{product} – {variant}',
  'bundle-plan.loading': 'Laddar…',
  'bundle-plan.loadError': 'Boxen kunde inte laddas.',
  'bundle-plan.retry': 'Försök igen',
  'bundle-plan.add': 'Lägg i varukorgen',
  'bundle-plan.addPrice': 'Lägg i varukorgen · {price}',
};
