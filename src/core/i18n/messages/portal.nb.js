// The portal messages in Norwegian Bokmål (the English: src/portal/svc-customer-portal/messages.ts). Loaded only when Norwegian Bokmål is in use.
export default {
  'portal.title': 'Kontoen din',
  'portal.loading': 'Laster inn kontoen din…',
  'portal.signedInAs': 'Logget inn som {email}',
  'portal.signOut': 'Logg ut',
  'portal.signingOut': 'Logger ut…',
  'portal.sections': 'Kontoområder',
  'portal.tab.subscriptions': 'Abonnementer',
  'portal.tab.addresses': 'Adresser',
  'portal.tab.cards': 'Betalingsmåter',
  'portal.tab.profile': 'Profil',
  'portal.contact.title': 'Pause, hopp over eller avslutt',
  'portal.contact.text':
    'Vil du sette på pause, hoppe over en levering eller avslutte? Kontakt oss, så ordner vi det.',
  'portal.notFound': 'Vi fant ikke dette abonnementet.',
  'portal.unavailable': 'Kontoen din kunne ikke lastes inn. Prøv igjen senere.',
  'portal.retry': 'Prøv igjen',
};
