// The portal messages in Dutch (the English: src/portal/svc-customer-portal/messages.ts). Loaded only when Dutch is in use.
export default {
  'portal.title': 'Je account',
  'portal.loading': 'Je account laden…',
  'portal.signedInAs': 'Ingelogd als {email}',
  'portal.signOut': 'Uitloggen',
  'portal.signingOut': 'Uitloggen…',
  'portal.sections': 'Onderdelen van je account',
  'portal.tab.subscriptions': 'Abonnementen',
  'portal.tab.addresses': 'Adressen',
  'portal.tab.cards': 'Betaalmethoden',
  'portal.tab.profile': 'Profiel',
  'portal.contact.title': 'Pauzeren, overslaan of opzeggen',
  'portal.contact.text':
    'Wil je pauzeren, een levering overslaan of opzeggen? Neem contact met ons op, dan regelen wij het.',
  'portal.notFound': 'We konden dit abonnement niet vinden.',
  'portal.unavailable': 'Je account kon niet worden geladen. Probeer het later opnieuw.',
  'portal.retry': 'Opnieuw proberen',
};
