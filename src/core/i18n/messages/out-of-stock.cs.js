// The out-of-stock messages in Czech (the English: src/views/svc-view-out-of-stock/messages.ts). Loaded only when Czech is in use.
export default {
  'out-of-stock.soldOut': 'Vyprodáno',
  'out-of-stock.intro': 'Zanechte nám e-mail a dáme vám vědět, jakmile bude zboží znovu skladem.',
  'out-of-stock.email': 'E-mail',
  'out-of-stock.emailRequired': 'Zadejte svou e-mailovou adresu.',
  'out-of-stock.emailInvalid': 'Zadejte platnou e-mailovou adresu, např. jmeno@example.com.',
  'out-of-stock.quantity': 'Kolik kusů chcete?',
  'out-of-stock.quantityInvalid': 'Zadejte celé číslo od 1.',
  'out-of-stock.notify': 'Upozornit mě',
  'out-of-stock.done': 'Děkujeme. Jakmile bude {product} znovu skladem, napíšeme na {email}.',
  'out-of-stock.back': 'Zpět do košíku',
};
