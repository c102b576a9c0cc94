// The gift messages in Italian (the English: src/views/svc-view-gift/messages.ts). Loaded only when Italian is in use.
export default {
  'gift.intro': 'Regala il tuo abbonamento: scegli quando inizia e quanti ordini comprende.',
  'gift.for': 'Regalo: {products}',
  'gift.unavailable':
    'Solo un abbonamento può essere regalato. Aggiungine prima uno al carrello, poi torna qui.',
  'gift.loading': 'Caricamento delle date di inizio…',
  'gift.retry': 'Riprova',
  'gift.dates': 'Quando deve iniziare il regalo?',
  'gift.noDates': 'Al momento non ci sono date di inizio disponibili.',
  'gift.dateRequired': 'Scegli una data di inizio.',
  'gift.orders': 'Numero di ordini',
  'gift.ordersHint': 'Quanti ordini comprende il regalo.',
  'gift.ordersInvalid': 'Inserisci un numero intero pari o superiore a 1.',
  'gift.message': 'Messaggio per il destinatario (facoltativo)',
  'gift.email': 'Email del destinatario (facoltativa)',
  'gift.emailInvalid': 'Inserisci un indirizzo email valido, ad esempio nome@esempio.com.',
  'gift.save': 'Salva i dettagli del regalo',
  'gift.back': 'Torna al carrello',
};
