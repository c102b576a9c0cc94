// The gift messages in Dutch (the English: src/views/svc-view-gift/messages.ts). Loaded only when Dutch is in use.
export default {
  'gift.intro': 'Geef je abonnement cadeau: kies wanneer het start en hoeveel bestellingen het omvat.',
  'gift.for': 'Cadeau: {products}',
  'gift.unavailable':
    'Alleen een abonnement kan cadeau worden gegeven. Voeg er eerst een toe aan je winkelwagen en kom dan hier terug.',
  'gift.loading': 'Startdata laden…',
  'gift.retry': 'Opnieuw proberen',
  'gift.dates': 'Wanneer moet het cadeau starten?',
  'gift.noDates': 'Er zijn op dit moment geen startdata beschikbaar.',
  'gift.dateRequired': 'Kies een startdatum.',
  'gift.orders': 'Aantal bestellingen',
  'gift.ordersHint': 'Hoeveel bestellingen het cadeau omvat.',
  'gift.ordersInvalid': 'Voer een heel getal van minimaal 1 in.',
  'gift.message': 'Bericht voor de ontvanger (optioneel)',
  'gift.email': 'E-mailadres van de ontvanger (optioneel)',
  'gift.emailInvalid': 'Voer een geldig e-mailadres in, zoals naam@voorbeeld.nl.',
  'gift.save': 'Cadeaugegevens opslaan',
  'gift.back': 'Terug naar winkelwagen',
};
