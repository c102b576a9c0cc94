/** The portal shell's messages (`portal.*`), in every language the widget ships. */
import { addMessages } from '../../core/i18n/localize.js';

const en = {
  'portal.title': 'Your account',
  'portal.loading': 'Loading your account…',
  'portal.signedInAs': 'Signed in as {email}',
  'portal.signOut': 'Sign out',
  'portal.signingOut': 'Signing out…',
  'portal.sections': 'Account sections',
  'portal.tab.subscriptions': 'Subscriptions',
  'portal.tab.addresses': 'Addresses',
  'portal.tab.cards': 'Payment methods',
  'portal.tab.profile': 'Profile',
  'portal.contact.title': 'Pause, skip or cancel',
  'portal.contact.text':
    'To pause, skip a delivery or cancel, please contact us and we will take care of it.',
  'portal.notFound': 'We could not find this subscription.',
  'portal.unavailable': 'Your account could not be loaded. Please try again later.',
  'portal.retry': 'Try again',
};

const de: Record<keyof typeof en, string> = {
  'portal.title': 'Ihr Konto',
  'portal.loading': 'Ihr Konto wird geladen…',
  'portal.signedInAs': 'Angemeldet als {email}',
  'portal.signOut': 'Abmelden',
  'portal.signingOut': 'Abmeldung läuft…',
  'portal.sections': 'Kontobereiche',
  'portal.tab.subscriptions': 'Abonnements',
  'portal.tab.addresses': 'Adressen',
  'portal.tab.cards': 'Zahlungsmethoden',
  'portal.tab.profile': 'Profil',
  'portal.contact.title': 'Pausieren, aussetzen oder kündigen',
  'portal.contact.text':
    'Um zu pausieren, eine Lieferung auszusetzen oder zu kündigen, kontaktieren Sie uns bitte. Wir kümmern uns darum.',
  'portal.notFound': 'Wir konnten dieses Abonnement nicht finden.',
  'portal.unavailable': 'Ihr Konto konnte nicht geladen werden. Bitte versuchen Sie es später erneut.',
  'portal.retry': 'Erneut versuchen',
};

const fr: Record<keyof typeof en, string> = {
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
  'portal.unavailable': 'Votre compte n’a pas pu être chargé. Veuillez réessayer plus tard.',
  'portal.retry': 'Réessayer',
};

addMessages({ en, de, fr });
