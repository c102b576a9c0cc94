// The portal messages in Swedish (the English: src/portal/svc-customer-portal/messages.ts). Loaded only when Swedish is in use.
export default {
  'portal.title': 'Ditt konto',
  'portal.loading': 'Laddar ditt konto…',
  'portal.signedInAs': 'Inloggad som {email}',
  'portal.signOut': 'Logga ut',
  'portal.signingOut': 'Loggar ut…',
  'portal.sections': 'Kontoavsnitt',
  'portal.tab.subscriptions': 'Prenumerationer',
  'portal.tab.addresses': 'Adresser',
  'portal.tab.cards': 'Betalsätt',
  'portal.tab.profile': 'Profil',
  'portal.contact.title': 'Pausa, hoppa över eller avsluta',
  'portal.contact.text':
    'Kontakta oss om du vill pausa, hoppa över en leverans eller avsluta, så ordnar vi det.',
  'portal.notFound': 'Vi hittade inte den här prenumerationen.',
  'portal.unavailable': 'Ditt konto kunde inte laddas. Försök igen senare.',
  'portal.retry': 'Försök igen',
};
