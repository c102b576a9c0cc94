// The gift messages in Finnish (the English: src/views/svc-view-gift/messages.ts). Loaded only when Finnish is in use.
export default {
  'gift.intro': 'Lähetä kestotilauksesi lahjaksi: valitse, milloin se alkaa ja montako tilausta se kattaa.',
  'gift.for': 'Lahja: {products}',
  'gift.unavailable':
    'Vain kestotilauksen voi lähettää lahjaksi. Lisää ensin kestotilaus ostoskoriin ja palaa sitten tänne.',
  'gift.loading': 'Ladataan aloituspäiviä…',
  'gift.retry': 'Yritä uudelleen',
  'gift.dates': 'Milloin lahja alkaa?',
  'gift.noDates': 'Aloituspäiviä ei ole juuri nyt saatavilla.',
  'gift.dateRequired': 'Valitse aloituspäivä.',
  'gift.orders': 'Tilausten määrä',
  'gift.ordersHint': 'Kuinka monta tilausta lahja kattaa.',
  'gift.ordersInvalid': 'Anna kokonaisluku, vähintään 1.',
  'gift.message': 'Viesti vastaanottajalle (valinnainen)',
  'gift.email': 'Vastaanottajan sähköposti (valinnainen)',
  'gift.emailInvalid': 'Anna kelvollinen sähköpostiosoite, esim. nimi@example.com.',
  'gift.save': 'Tallenna lahjan tiedot',
  'gift.back': 'Takaisin ostoskoriin',
};
