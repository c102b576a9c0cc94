// The bundle-plan messages in Norwegian Bokmål (the English: src/views/svc-view-bundle-plan/messages.ts). Loaded only when Norwegian Bokmål is in use.
export default {
  'bundle-plan.legend': 'Hvordan vil du ha den?',
  'bundle-plan.required': 'Velg hvordan du vil ha den.',
  'bundle-plan.contents': 'I denne boksen',
  'bundle-plan.item': '{name} × {count}',
  'bundle-plan.itemName': '{product} – {variant}',
  'bundle-plan.loading': 'Laster inn…',
  'bundle-plan.loadError': 'Boksen kunne ikke lastes inn.',
  'bundle-plan.retry': 'Prøv igjen',
  'bundle-plan.add': 'Legg i handlekurven',
  'bundle-plan.addPrice': 'Legg i handlekurven · {price}',
};
