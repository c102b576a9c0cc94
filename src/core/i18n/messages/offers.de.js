// The offers messages in German (the English: src/checkout/svc-checkout-offers/messages.ts). Loaded only when German is in use.
export default {
  'offers.label': 'Sonderangebot',
  'offers.title': 'Das könnte Ihnen auch gefallen',
  'offers.was': 'Statt',
  'offers.now': 'jetzt',
  'offers.discount': '{percent} % Rabatt',
  'offers.add': 'Zur Bestellung hinzufügen',
  'offers.buy': 'Jetzt kaufen',
  'offers.reject': 'Nein, danke',
  'offers.chargeNote':
    'Wird mit der soeben verwendeten Zahlungsart bezahlt, zuzüglich eventueller Versandkosten und Steuern.',
  'offers.added': 'Zu Ihrer Bestellung hinzugefügt: {name}.',
  'offers.charged': 'Zu Ihrer Bestellung hinzugefügt: {name}. Belastet: {total}.',
};
