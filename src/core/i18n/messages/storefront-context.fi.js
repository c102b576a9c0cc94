// The storefront-context messages in Finnish (the English: src/storefront/svc-context/messages.ts). Loaded only when Finnish is in use.
export default {
  'storefront.missing.product': 'Tämä tuote ei ole saatavilla.',
  'storefront.missing.bundle': 'Tämä laatikko ei ole saatavilla.',
  'storefront.failed': 'Tuotetta ei voida näyttää juuri nyt. Yritä myöhemmin uudelleen.',
  'storefront.quantity': 'Määrä',
  'storefront.decrease': 'Yksi vähemmän',
  'storefront.increase': 'Yksi lisää',
  'storefront.add': 'Lisää ostoskoriin',
  'storefront.adding': 'Lisätään…',
  'storefront.added': 'Lisätty ✓',
  'storefront.soldOut': 'Loppuunmyyty – ilmoita minulle',
};
