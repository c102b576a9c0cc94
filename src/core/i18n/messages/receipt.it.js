// The receipt messages in Italian (the English: src/checkout/svc-checkout-receipt/messages.ts). Loaded only when Italian is in use.
export default {
  'receipt.title': 'Grazie per il tuo ordine!',
  'receipt.email': 'Una conferma è in arrivo a {email}.',
  'receipt.details': 'Dettagli dell’ordine',
  'receipt.order': { one: 'Numero d’ordine', many: 'Numeri d’ordine', other: 'Numeri d’ordine' },
  'receipt.paid': 'Pagato oggi',
  'receipt.items': 'Cosa hai acquistato',
  'receipt.later': 'Addebitato in seguito',
  'receipt.laterNote': 'Il tuo abbonamento si rinnova automaticamente finché non lo annulli.',
  'receipt.nextCharge': 'Prossimo addebito',
  'receipt.nextChargeOf': 'Prossimo addebito, {name}',
  'receipt.manage': {
    one: 'Gestisci il tuo abbonamento',
    many: 'Gestisci i tuoi abbonamenti',
    other: 'Gestisci i tuoi abbonamenti',
  },
  'receipt.continue': 'Continua lo shopping',
};
