// The gift messages in German (the English: src/views/svc-view-gift/messages.ts). Loaded only when German is in use.
export default {
  'gift.intro': 'Verschenken Sie Ihr Abo: Wählen Sie, wann es beginnt und wie viele Bestellungen es umfasst.',
  'gift.for': 'Geschenk: {products}',
  'gift.unavailable':
    'Nur ein Abo kann verschenkt werden. Legen Sie zuerst eines in den Warenkorb und kommen Sie dann hierher zurück.',
  'gift.loading': 'Startdaten werden geladen…',
  'gift.retry': 'Erneut versuchen',
  'gift.dates': 'Wann soll das Geschenk beginnen?',
  'gift.noDates': 'Im Moment sind keine Startdaten verfügbar.',
  'gift.dateRequired': 'Bitte wählen Sie ein Startdatum.',
  'gift.orders': 'Anzahl der Bestellungen',
  'gift.ordersHint': 'So viele Bestellungen umfasst das Geschenk.',
  'gift.ordersInvalid': 'Geben Sie eine ganze Zahl ab 1 ein.',
  'gift.message': 'Nachricht an die beschenkte Person (optional)',
  'gift.email': 'E-Mail-Adresse der beschenkten Person (optional)',
  'gift.emailInvalid': 'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@example.com.',
  'gift.save': 'Geschenkangaben speichern',
  'gift.back': 'Zurück zum Warenkorb',
};
