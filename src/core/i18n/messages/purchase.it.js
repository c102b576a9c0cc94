// The purchase messages in Italian (the English: src/controller/checkout/purchase.ts). Loaded only when Italian is in use.
export default {
  'purchase.outcomeUnknown':
    'Non siamo riusciti a contattare il negozio, quindi non sappiamo ancora se il pagamento è andato a buon fine. Riprova: non ti verrà addebitato due volte.',
};
