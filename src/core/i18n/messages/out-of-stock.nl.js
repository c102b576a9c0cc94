// The out-of-stock messages in Dutch (the English: src/views/svc-view-out-of-stock/messages.ts). Loaded only when Dutch is in use.
export default {
  'out-of-stock.soldOut': 'Uitverkocht',
  'out-of-stock.intro':
    'Laat je e-mailadres achter, dan laten we het je weten zodra het weer op voorraad is.',
  'out-of-stock.email': 'E-mail',
  'out-of-stock.emailRequired': 'Voer je e-mailadres in.',
  'out-of-stock.emailInvalid': 'Voer een geldig e-mailadres in, zoals naam@voorbeeld.nl.',
  'out-of-stock.quantity': 'Hoeveel wil je er?',
  'out-of-stock.quantityInvalid': 'Voer een heel getal van minimaal 1 in.',
  'out-of-stock.notify': 'Houd me op de hoogte',
  'out-of-stock.done': 'Bedankt. We mailen {email} zodra {product} weer op voorraad is.',
  'out-of-stock.back': 'Terug naar winkelwagen',
};
