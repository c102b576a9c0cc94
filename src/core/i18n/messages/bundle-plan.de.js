// The bundle-plan messages in German (the English: src/views/svc-view-bundle-plan/messages.ts). Loaded only when German is in use.
export default {
  'bundle-plan.legend': 'Wie möchten Sie diese Box erhalten?',
  'bundle-plan.required': 'Bitte wählen Sie, wie Sie diese Box erhalten möchten.',
  'bundle-plan.contents': 'In dieser Box',
  'bundle-plan.item': '{name} × {count}',
  'bundle-plan.itemName': '{product} – {variant}',
  'bundle-plan.loading': 'Wird geladen…',
  'bundle-plan.loadError': 'Diese Box konnte nicht geladen werden.',
  'bundle-plan.retry': 'Erneut versuchen',
  'bundle-plan.add': 'In den Warenkorb',
  'bundle-plan.addPrice': 'In den Warenkorb · {price}',
};
