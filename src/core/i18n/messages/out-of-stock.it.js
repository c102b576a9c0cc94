// The out-of-stock messages in Italian (the English: src/views/svc-view-out-of-stock/messages.ts). Loaded only when Italian is in use.
export default {
  'out-of-stock.soldOut': 'Esaurito',
  'out-of-stock.intro': 'Lascia la tua email e ti avviseremo non appena sarà di nuovo disponibile.',
  'out-of-stock.email': 'Email',
  'out-of-stock.emailRequired': 'Inserisci il tuo indirizzo email.',
  'out-of-stock.emailInvalid': 'Inserisci un indirizzo email valido, ad esempio nome@esempio.com.',
  'out-of-stock.quantity': 'Quanti ne vuoi?',
  'out-of-stock.quantityInvalid': 'Inserisci un numero intero pari o superiore a 1.',
  'out-of-stock.notify': 'Avvisami',
  'out-of-stock.done': 'Grazie. Scriveremo a {email} non appena {product} sarà di nuovo disponibile.',
  'out-of-stock.back': 'Torna al carrello',
};
