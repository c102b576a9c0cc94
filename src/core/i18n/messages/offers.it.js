// The offers messages in Italian (the English: src/checkout/svc-checkout-offers/messages.ts). Loaded only when Italian is in use.
export default {
  'offers.label': 'Offerta speciale',
  'offers.title': 'Potrebbe piacerti anche',
  'offers.was': 'Prima',
  'offers.now': 'ora',
  'offers.discount': '{percent}% di sconto',
  'offers.add': 'Aggiungi all’ordine',
  'offers.buy': 'Acquista ora',
  'offers.reject': 'No, grazie',
  'offers.chargeNote':
    'Addebitato sul metodo di pagamento appena usato, con eventuali spese di spedizione e imposte.',
  'offers.added': 'Aggiunto al tuo ordine: {name}.',
  'offers.charged': 'Aggiunto al tuo ordine: {name}. Addebitato: {total}.',
};
