// The bundle-plan messages in Polish (the English: src/views/svc-view-bundle-plan/messages.ts). Loaded only when Polish is in use.
export default {
  'bundle-plan.legend': 'Jak chcesz go zamówić?',
  'bundle-plan.required': 'Wybierz, jak chcesz go zamówić.',
  'bundle-plan.contents': 'W tym zestawie',
  'bundle-plan.item': '{name} × {count}',
  'bundle-plan.itemName': '{product} – {variant}',
  'bundle-plan.loading': 'Ładowanie…',
  'bundle-plan.loadError': 'Nie udało się wczytać tego zestawu.',
  'bundle-plan.retry': 'Spróbuj ponownie',
  'bundle-plan.add': 'Dodaj do koszyka',
  'bundle-plan.addPrice': 'Dodaj do koszyka · {price}',
};
