// The gateways messages in Italian (the English: src/ui/gateways/messages.ts). Loaded only when Italian is in use.
export default {
  'gateway.cardDetails': 'Dati della carta',
  'gateway.cardNumber': 'Numero della carta',
  'gateway.expiry': 'Data di scadenza (MM/AA)',
  'gateway.cvc': 'Codice di sicurezza (CVC)',
  'gateway.cardName': 'Nome sulla carta (facoltativo)',
  'gateway.testCards':
    'Modalità test: 4242 4242 4242 4242 paga, 4000 0027 6000 3184 richiede 3-D Secure, 4000 0000 0000 0002 viene rifiutata. Qualsiasi data futura e qualsiasi CVC.',
  'gateway.numberRequired': 'Inserisci il numero della carta.',
  'gateway.numberIncomplete': 'Il numero della carta è incompleto.',
  'gateway.numberInvalid': 'Questo numero di carta non è valido. Controllalo e riprova.',
  'gateway.expiryRequired': 'Inserisci la data di scadenza.',
  'gateway.expiryInvalid': 'Inserisci la data di scadenza nel formato MM/AA, ad esempio 08/29.',
  'gateway.expiryPast': 'Questa carta è scaduta. Usa un’altra carta.',
  'gateway.cvcRequired': 'Inserisci il codice di sicurezza.',
  'gateway.cvcInvalid': 'Il codice di sicurezza ha 3 o 4 cifre.',
  'gateway.challengeTitle': 'La tua banca vuole confermare questo pagamento',
  'gateway.challengeAmount': 'Conferma il pagamento di {amount} per continuare.',
  'gateway.challengeText': 'Conferma il pagamento per continuare.',
  'gateway.confirm': 'Conferma',
  'gateway.fail': 'Rifiuta la verifica',
  'gateway.cancel': 'Annulla',
  'gateway.providerTitle': 'Conferma il pagamento con {provider}',
  'error.verification_failed':
    'La banca non ha potuto verificare questo pagamento. Scegli un altro metodo di pagamento o riprova.',
  'error.verification_cancelled':
    'Il pagamento non è stato confermato. Scegli un altro metodo di pagamento o riprova.',
  'error.gateway_unavailable':
    'Impossibile caricare il modulo di pagamento. Controlla la connessione e riprova.',
  'error.gateway_not_supported': 'Questo metodo di pagamento non può essere usato qui. Scegline un altro.',
  'error.card_invalid': 'Controlla i dati della carta e riprova.',
  'error.card_declined': 'La carta è stata rifiutata. Scegli un altro metodo di pagamento.',
  'error.approval_pending': 'Completa prima la procedura nella finestra del provider.',
};
