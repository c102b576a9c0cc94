// The portal messages in Danish (the English: src/portal/svc-customer-portal/messages.ts). Loaded only when Danish is in use.
export default {
  'portal.title': 'Din konto',
  'portal.loading': 'Indlæser din konto…',
  'portal.signedInAs': 'Logget ind som {email}',
  'portal.signOut': 'Log ud',
  'portal.signingOut': 'Logger ud…',
  'portal.sections': 'Kontoafsnit',
  'portal.tab.subscriptions': 'Abonnementer',
  'portal.tab.addresses': 'Adresser',
  'portal.tab.cards': 'Betalingsmetoder',
  'portal.tab.profile': 'Profil',
  'portal.contact.title': 'Sæt på pause, spring over eller opsig',
  'portal.contact.text':
    'Kontakt os, hvis du vil sætte på pause, springe en levering over eller opsige, så ordner vi det.',
  'portal.notFound': 'Vi kunne ikke finde dette abonnement.',
  'portal.unavailable': 'Din konto kunne ikke indlæses. Prøv igen senere.',
  'portal.retry': 'Prøv igen',
};
