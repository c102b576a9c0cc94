// The receipt messages in Finnish (the English: src/checkout/svc-checkout-receipt/messages.ts). Loaded only when Finnish is in use.
export default {
  'receipt.title': 'Kiitos tilauksestasi!',
  'receipt.email': 'Vahvistus on matkalla osoitteeseen {email}.',
  'receipt.details': 'Tilauksen tiedot',
  'receipt.order': { one: 'Tilausnumero', other: 'Tilausnumerot' },
  'receipt.paid': 'Maksettu tänään',
  'receipt.items': 'Ostoksesi',
  'receipt.later': 'Veloitetaan myöhemmin',
  'receipt.laterNote': 'Kestotilauksesi uusiutuu automaattisesti, kunnes perut sen.',
  'receipt.nextCharge': 'Seuraava veloitus',
  'receipt.nextChargeOf': 'Seuraava veloitus, {name}',
  'receipt.manage': { one: 'Hallinnoi tilaustasi', other: 'Hallinnoi tilauksiasi' },
  'receipt.continue': 'Jatka ostoksia',
};
