/**
 * The portal shell's messages (`portal.*`), in English; each other language the widget ships has
 * them in `src/core/i18n/messages/portal.<lang>.js`.
 */
import { defineMessages } from '../../core/i18n/localize.js';

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

defineMessages('portal', en);
