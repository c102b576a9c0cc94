// The out-of-stock messages in Norwegian Bokmål (the English: src/views/svc-view-out-of-stock/messages.ts). Loaded only when Norwegian Bokmål is in use.
export default {
  'out-of-stock.soldOut': 'Utsolgt',
  'out-of-stock.intro': 'Legg igjen e-postadressen din, så gir vi beskjed så snart varen er på lager igjen.',
  'out-of-stock.email': 'E-post',
  'out-of-stock.emailRequired': 'Skriv inn e-postadressen din.',
  'out-of-stock.emailInvalid': 'Skriv inn en gyldig e-postadresse, for eksempel navn@example.com.',
  'out-of-stock.quantity': 'Hvor mange vil du ha?',
  'out-of-stock.quantityInvalid': 'Skriv inn et helt tall, minst 1.',
  'out-of-stock.notify': 'Varsle meg',
  'out-of-stock.done': 'Takk! Vi sender en e-post til {email} så snart {product} er på lager igjen.',
  'out-of-stock.back': 'Tilbake til handlekurven',
};
