// The payment messages in German (the English: src/checkout/svc-checkout-payment/messages.ts). Loaded only when German is in use.
export default {
  'payment.heading': 'Zahlungsart',
  'payment.saved': 'Ihre gespeicherten Karten',
  'payment.loading': 'Ihre gespeicherten Karten werden geladen…',
  'payment.cardLabel': '{brand} mit Endziffern {last4}',
  'payment.expires': 'Gültig bis {date}',
  'payment.default': 'Standard',
  'payment.add': 'Neue Karte hinzufügen',
  'payment.newCard': 'Neue Karte',
  'payment.gateway': 'Bezahlen mit',
  'payment.loadingForm': 'Das Kartenformular wird geladen…',
  'payment.cancel': 'Abbrechen',
  'payment.continue': 'Weiter',
  'payment.retry': 'Erneut versuchen',
  'payment.chooseMethod': 'Wählen Sie eine Zahlungsart oder fügen Sie eine neue Karte hinzu.',
  'payment.signIn':
    'Melden Sie sich an, um mit einer gespeicherten Karte zu zahlen oder eine neue hinzuzufügen.',
  'payment.backToContact': 'Zurück zum Kontakt',
  'payment.noGateways': 'Dieser Shop nimmt hier keine neuen Karten an.',
  'payment.returnFailed':
    'Ihre Bank hat die neue Karte nicht bestätigt. Fügen Sie sie erneut hinzu oder wählen Sie eine andere Zahlungsart.',
  'payment.returnMissing':
    'Die eben hinzugefügte Karte wurde nicht gefunden. Fügen Sie sie erneut hinzu oder wählen Sie eine andere Zahlungsart.',
};
