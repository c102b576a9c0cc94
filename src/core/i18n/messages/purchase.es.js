// The purchase messages in Spanish (the English: src/controller/checkout/purchase.ts). Loaded only when Spanish is in use.
export default {
  'purchase.outcomeUnknown':
    'No hemos podido conectar con la tienda, así que aún no sabemos si tu pago se ha completado. Inténtalo de nuevo: no se te cobrará dos veces.',
};
