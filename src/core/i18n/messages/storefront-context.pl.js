// The storefront-context messages in Polish (the English: src/storefront/svc-context/messages.ts). Loaded only when Polish is in use.
export default {
  'storefront.missing.product': 'Ten produkt jest niedostępny.',
  'storefront.missing.bundle': 'Ten zestaw jest niedostępny.',
  'storefront.failed': 'Nie można teraz wyświetlić tego produktu. Spróbuj ponownie później.',
  'storefront.quantity': 'Ilość',
  'storefront.decrease': 'O jeden mniej',
  'storefront.increase': 'O jeden więcej',
  'storefront.add': 'Dodaj do koszyka',
  'storefront.adding': 'Dodawanie…',
  'storefront.added': 'Dodano ✓',
  'storefront.soldOut': 'Wyprzedane – powiadom mnie',
};
