// The bundle-plan messages in Danish (the English: src/views/svc-view-bundle-plan/messages.ts). Loaded only when Danish is in use.
export default {
  'bundle-plan.legend': 'Hvordan vil du have den?',
  'bundle-plan.required': 'Vælg, hvordan du vil have den.',
  'bundle-plan.contents': 'I denne boks',
  'bundle-plan.item': '{name} × {count}',
  'bundle-plan.itemName': '{product} – {variant}',
  'bundle-plan.loading': 'Indlæser…',
  'bundle-plan.loadError': 'Boksen kunne ikke indlæses.',
  'bundle-plan.retry': 'Prøv igen',
  'bundle-plan.add': 'Læg i kurv',
  'bundle-plan.addPrice': 'Læg i kurv · {price}',
};
