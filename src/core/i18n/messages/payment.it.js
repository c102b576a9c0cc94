// The payment messages in Italian (the English: src/checkout/svc-checkout-payment/messages.ts). Loaded only when Italian is in use.
export default {
  'payment.heading': 'Metodo di pagamento',
  'payment.saved': 'Le tue carte salvate',
  'payment.loading': 'Caricamento delle carte salvate…',
  'payment.cardLabel': '{brand} che termina con {last4}',
  'payment.expires': 'Scadenza {date}',
  'payment.default': 'Predefinita',
  'payment.add': 'Aggiungi una nuova carta',
  'payment.newCard': 'Nuova carta',
  'payment.gateway': 'Paga con',
  'payment.loadingForm': 'Caricamento del modulo della carta…',
  'payment.cancel': 'Annulla',
  'payment.continue': 'Continua',
  'payment.retry': 'Riprova',
  'payment.chooseMethod': 'Scegli un metodo di pagamento o aggiungi una nuova carta.',
  'payment.signIn': 'Accedi per pagare con una carta salvata o per aggiungerne una nuova.',
  'payment.backToContact': 'Torna ai dati di contatto',
  'payment.noGateways': 'Questo negozio non accetta nuove carte qui.',
  'payment.returnFailed':
    'La tua banca non ha confermato la nuova carta. Aggiungila di nuovo o scegli un altro metodo di pagamento.',
  'payment.returnMissing':
    'Non troviamo la carta che hai appena aggiunto. Aggiungila di nuovo o scegli un altro metodo di pagamento.',
};
