// The gift messages in Norwegian Bokmål (the English: src/views/svc-view-gift/messages.ts). Loaded only when Norwegian Bokmål is in use.
export default {
  'gift.intro': 'Gi abonnementet ditt i gave: velg når det starter og hvor mange bestillinger det gjelder.',
  'gift.for': 'Gave: {products}',
  'gift.unavailable':
    'Bare et abonnement kan gis som gave. Legg et abonnement i handlekurven først, og kom så tilbake hit.',
  'gift.loading': 'Laster inn startdatoer…',
  'gift.retry': 'Prøv igjen',
  'gift.dates': 'Når skal gaven starte?',
  'gift.noDates': 'Ingen startdatoer er tilgjengelige akkurat nå.',
  'gift.dateRequired': 'Velg en startdato.',
  'gift.orders': 'Antall bestillinger',
  'gift.ordersHint': 'Hvor mange bestillinger gaven gjelder.',
  'gift.ordersInvalid': 'Skriv inn et helt tall, minst 1.',
  'gift.message': 'Melding til mottakeren (valgfritt)',
  'gift.email': 'Mottakerens e-postadresse (valgfritt)',
  'gift.emailInvalid': 'Skriv inn en gyldig e-postadresse, for eksempel navn@example.com.',
  'gift.save': 'Lagre gaveopplysninger',
  'gift.back': 'Tilbake til handlekurven',
};
