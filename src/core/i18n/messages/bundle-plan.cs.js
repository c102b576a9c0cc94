// The bundle-plan messages in Czech (the English: src/views/svc-view-bundle-plan/messages.ts). Loaded only when Czech is in use.
export default {
  'bundle-plan.legend': 'Jak chcete box odebírat?',
  'bundle-plan.required': 'Vyberte, jak chcete box odebírat.',
  'bundle-plan.contents': 'V tomto boxu',
  'bundle-plan.item': '{name} × {count}',
  'bundle-plan.itemName': '{product} – {variant}',
  'bundle-plan.loading': 'Načítání…',
  'bundle-plan.loadError': 'Tento box se nepodařilo načíst.',
  'bundle-plan.retry': 'Zkusit znovu',
  'bundle-plan.add': 'Do košíku',
  'bundle-plan.addPrice': 'Do košíku · {price}',
};
