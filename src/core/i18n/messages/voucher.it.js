// The voucher messages in Italian (the English: src/views/svc-view-voucher/messages.ts). Loaded only when Italian is in use.
export default {
  'voucher.amount': 'Importo',
  'voucher.amountRequired': 'Scegli un importo.',
  'voucher.delivery': 'Una carta regalo, inviata al destinatario via email.',
  'voucher.expires': {
    one: 'Valida per {count} mese.',
    many: 'Valida per {count} di mesi.',
    other: 'Valida per {count} mesi.',
  },
  'voucher.email': 'Email del destinatario',
  'voucher.emailRequired': 'Inserisci l’indirizzo email del destinatario.',
  'voucher.emailInvalid': 'Inserisci un indirizzo email valido, ad esempio nome@esempio.com.',
  'voucher.name': 'Nome del destinatario (facoltativo)',
  'voucher.message': 'Messaggio (facoltativo)',
  'voucher.add': 'Aggiungi al carrello',
  'voucher.addPrice': 'Aggiungi al carrello · {price}',
};
