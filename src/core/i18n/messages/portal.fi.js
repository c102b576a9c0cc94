// The portal messages in Finnish (the English: src/portal/svc-customer-portal/messages.ts). Loaded only when Finnish is in use.
export default {
  'portal.title': 'Oma tili',
  'portal.loading': 'Ladataan tiliäsi…',
  'portal.signedInAs': 'Kirjautuneena: {email}',
  'portal.signOut': 'Kirjaudu ulos',
  'portal.signingOut': 'Kirjaudutaan ulos…',
  'portal.sections': 'Tilin osiot',
  'portal.tab.subscriptions': 'Kestotilaukset',
  'portal.tab.addresses': 'Osoitteet',
  'portal.tab.cards': 'Maksutavat',
  'portal.tab.profile': 'Profiili',
  'portal.contact.title': 'Keskeytä, ohita tai peru',
  'portal.contact.text':
    'Jos haluat keskeyttää tilauksen, ohittaa toimituksen tai perua tilauksen, ota meihin yhteyttä, niin hoidamme asian.',
  'portal.notFound': 'Tätä kestotilausta ei löytynyt.',
  'portal.unavailable': 'Tiliäsi ei voitu ladata. Yritä myöhemmin uudelleen.',
  'portal.retry': 'Yritä uudelleen',
};
