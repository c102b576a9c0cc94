// The out-of-stock messages in Finnish (the English: src/views/svc-view-out-of-stock/messages.ts). Loaded only when Finnish is in use.
export default {
  'out-of-stock.soldOut': 'Loppuunmyyty',
  'out-of-stock.intro': 'Jätä sähköpostiosoitteesi, niin ilmoitamme heti, kun tuotetta on taas saatavilla.',
  'out-of-stock.email': 'Sähköposti',
  'out-of-stock.emailRequired': 'Anna sähköpostiosoitteesi.',
  'out-of-stock.emailInvalid': 'Anna kelvollinen sähköpostiosoite, esim. nimi@example.com.',
  'out-of-stock.quantity': 'Kuinka monta haluat?',
  'out-of-stock.quantityInvalid': 'Anna kokonaisluku, vähintään 1.',
  'out-of-stock.notify': 'Ilmoita minulle',
  'out-of-stock.done':
    'Kiitos! Lähetämme viestin osoitteeseen {email} heti, kun {product} on taas saatavilla.',
  'out-of-stock.back': 'Takaisin ostoskoriin',
};
