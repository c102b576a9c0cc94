// The gift messages in Swedish (the English: src/views/svc-view-gift/messages.ts). Loaded only when Swedish is in use.
export default {
  'gift.intro': 'Ge bort din prenumeration i present: välj när den börjar och hur många ordrar den omfattar.',
  'gift.for': 'Present: {products}',
  'gift.unavailable':
    'Bara en prenumeration kan ges bort i present. Lägg först en i varukorgen och kom sedan tillbaka hit.',
  'gift.loading': 'Laddar startdatum…',
  'gift.retry': 'Försök igen',
  'gift.dates': 'När ska presenten börja?',
  'gift.noDates': 'Inga startdatum är tillgängliga just nu.',
  'gift.dateRequired': 'Välj ett startdatum.',
  'gift.orders': 'Antal ordrar',
  'gift.ordersHint': 'Hur många ordrar presenten omfattar.',
  'gift.ordersInvalid': 'Ange ett heltal, minst 1.',
  'gift.message': 'Meddelande till mottagaren (valfritt)',
  'gift.email': 'Mottagarens e-post (valfritt)',
  'gift.emailInvalid': 'Ange en giltig e-postadress, till exempel namn@exempel.se.',
  'gift.save': 'Spara presentuppgifter',
  'gift.back': 'Tillbaka till varukorgen',
};
