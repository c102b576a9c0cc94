// The portal messages in French (the English: src/portal/svc-customer-portal/messages.ts). Loaded only when French is in use.
export default {
  'portal.title': 'Votre compte',
  'portal.loading': 'Chargement de votre compte…',
  'portal.signedInAs': 'Connecté en tant que {email}',
  'portal.signOut': 'Se déconnecter',
  'portal.signingOut': 'Déconnexion…',
  'portal.sections': 'Rubriques du compte',
  'portal.tab.subscriptions': 'Abonnements',
  'portal.tab.addresses': 'Adresses',
  'portal.tab.cards': 'Moyens de paiement',
  'portal.tab.profile': 'Profil',
  'portal.contact.title': 'Pause, saut ou résiliation',
  'portal.contact.text':
    'Pour mettre en pause, sauter une livraison ou résilier, contactez-nous et nous nous en occupons.',
  'portal.notFound': 'Nous n’avons pas trouvé cet abonnement.',
  'portal.unavailable': 'Votre compte n’a pas pu être chargé. Réessayez plus tard.',
  'portal.retry': 'Réessayer',
};
