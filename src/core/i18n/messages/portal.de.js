// The portal messages in German (the English: src/portal/svc-customer-portal/messages.ts). Loaded only when German is in use.
export default {
  'portal.title': 'Ihr Konto',
  'portal.loading': 'Ihr Konto wird geladen…',
  'portal.signedInAs': 'Angemeldet als {email}',
  'portal.signOut': 'Abmelden',
  'portal.signingOut': 'Abmeldung läuft…',
  'portal.sections': 'Kontobereiche',
  'portal.tab.subscriptions': 'Abonnements',
  'portal.tab.addresses': 'Adressen',
  'portal.tab.cards': 'Zahlungsarten',
  'portal.tab.profile': 'Profil',
  'portal.contact.title': 'Pausieren, aussetzen oder kündigen',
  'portal.contact.text':
    'Um zu pausieren, eine Lieferung auszusetzen oder zu kündigen, kontaktieren Sie uns bitte. Wir kümmern uns darum.',
  'portal.notFound': 'Wir konnten dieses Abonnement nicht finden.',
  'portal.unavailable': 'Ihr Konto konnte nicht geladen werden. Bitte versuchen Sie es später erneut.',
  'portal.retry': 'Erneut versuchen',
};
