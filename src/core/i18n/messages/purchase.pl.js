// The purchase messages in Polish (the English: src/controller/checkout/purchase.ts). Loaded only when Polish is in use.
export default {
  'purchase.outcomeUnknown':
    'Nie udało się połączyć ze sklepem, więc nie wiemy jeszcze, czy płatność się powiodła. Spróbuj ponownie – opłata nie zostanie pobrana dwukrotnie.',
};
