// The out-of-stock messages in Polish (the English: src/views/svc-view-out-of-stock/messages.ts). Loaded only when Polish is in use.
export default {
  'out-of-stock.soldOut': 'Wyprzedane',
  'out-of-stock.intro': 'Zostaw swój e-mail, a damy Ci znać, gdy tylko produkt wróci do sprzedaży.',
  'out-of-stock.email': 'Adres e-mail',
  'out-of-stock.emailRequired': 'Wpisz adres e-mail.',
  'out-of-stock.emailInvalid': 'Wpisz poprawny adres e-mail, np. jan@example.com.',
  'out-of-stock.quantity': 'Ile sztuk chcesz?',
  'out-of-stock.quantityInvalid': 'Wpisz liczbę całkowitą, co najmniej 1.',
  'out-of-stock.notify': 'Powiadom mnie',
  'out-of-stock.done': 'Dziękujemy. Napiszemy na {email}, gdy tylko {product} wróci do sprzedaży.',
  'out-of-stock.back': 'Wróć do koszyka',
};
