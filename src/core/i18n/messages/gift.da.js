// The gift messages in Danish (the English: src/views/svc-view-gift/messages.ts). Loaded only when Danish is in use.
export default {
  'gift.intro': 'Giv dit abonnement som gave: vælg, hvornår det starter, og hvor mange ordrer det dækker.',
  'gift.for': 'Gave: {products}',
  'gift.unavailable':
    'Kun et abonnement kan gives som gave. Læg først et i kurven, og kom så tilbage hertil.',
  'gift.loading': 'Indlæser startdatoer…',
  'gift.retry': 'Prøv igen',
  'gift.dates': 'Hvornår skal gaven starte?',
  'gift.noDates': 'Der er ingen ledige startdatoer lige nu.',
  'gift.dateRequired': 'Vælg en startdato.',
  'gift.orders': 'Antal ordrer',
  'gift.ordersHint': 'Hvor mange ordrer gaven dækker.',
  'gift.ordersInvalid': 'Indtast et helt tal på mindst 1.',
  'gift.message': 'Besked til modtageren (valgfrit)',
  'gift.email': 'Modtagerens e-mail (valgfrit)',
  'gift.emailInvalid': 'Indtast en gyldig e-mailadresse, f.eks. navn@eksempel.dk.',
  'gift.save': 'Gem gaveoplysninger',
  'gift.back': 'Tilbage til kurven',
};
