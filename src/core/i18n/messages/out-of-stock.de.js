// The out-of-stock messages in German (the English: src/views/svc-view-out-of-stock/messages.ts). Loaded only when German is in use.
export default {
  'out-of-stock.soldOut': 'Ausverkauft',
  'out-of-stock.intro':
    'Hinterlassen Sie Ihre E-Mail-Adresse, und wir melden uns, sobald der Artikel wieder vorrätig ist.',
  'out-of-stock.email': 'E-Mail-Adresse',
  'out-of-stock.emailRequired': 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
  'out-of-stock.emailInvalid': 'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@example.com.',
  'out-of-stock.quantity': 'Wie viele möchten Sie?',
  'out-of-stock.quantityInvalid': 'Geben Sie eine ganze Zahl ab 1 ein.',
  'out-of-stock.notify': 'Benachrichtigen',
  'out-of-stock.done': 'Vielen Dank. Wir schreiben an {email}, sobald {product} wieder vorrätig ist.',
  'out-of-stock.back': 'Zurück zum Warenkorb',
};
