/**
 * The contact step's fields by screen, and how a failed request becomes the step's error: next to
 * the field it concerns (the server's field errors, or the codes the step explains itself), in the
 * shopper's words.
 */
import type { SocialProvider } from '@svc/sdk';
import type { ContactMode, StepError } from '../../controller/checkout/checkout-store.js';
import type { ContactMessageKey } from './messages.js';

/** What the step shows: one of the guest's forms, or the signed-in customer. */
export type Screen = ContactMode | 'signed-in';

/** The fields (and places) an error can sit next to; `social` is the row of social buttons. */
export type ContactField = 'email' | 'password' | 'code' | 'firstName' | 'lastName' | 'tosConsent' | 'social';

/** The fields typed as text. */
export type TextField = 'email' | 'password' | 'code' | 'firstName' | 'lastName';

/** The fields each screen shows, in their order (the first one at fault gets the focus). */
export const SCREEN_FIELDS: Record<Screen, ContactField[]> = {
  email: ['email', 'social'],
  'sign-in': ['password'],
  otp: ['code'],
  register: ['firstName', 'lastName', 'password', 'tosConsent'],
  'signed-in': [],
};

/** Where focus goes when each screen appears: its first field, or the signed-in customer's heading. */
export const SCREEN_START: Record<Screen, string> = {
  email: '#email',
  'sign-in': '#password',
  otp: '#code',
  register: '#firstName',
  'signed-in': '[part~="contact-heading"]',
};

/** The form field of each payload field the server may name in its field errors. */
const SERVER_FIELDS: Record<string, ContactField> = {
  email: 'email',
  password: 'password',
  token: 'code',
  firstName: 'firstName',
  lastName: 'lastName',
  provider: 'social',
};

/** API error codes the step explains in its own words (`contact.error.<code>`), and their field. */
const CODE_FIELDS: Record<string, ContactField> = {
  invalid_credentials: 'password',
  invalid_otp: 'code',
  // The account exists: the way forward is signing in, so the form switches to the password.
  email_taken: 'password',
  provider_disabled: 'social',
  social_unavailable: 'social',
  social_failed: 'social',
};

/** The providers' names, for the messages about them. */
export const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

/**
 * A failed request as the step's error, by field: a code the step explains (`explain` gives the
 * message of its key), else `describe`'s message with the server's field errors mapped to the
 * form's fields.
 */
export function contactError(
  error: unknown,
  explain: (key: ContactMessageKey) => string,
  describe: (error: unknown) => StepError,
): StepError {
  const code = (error as { code?: unknown } | null)?.code;
  const known = typeof code === 'string' ? CODE_FIELDS[code] : undefined;
  if (known) {
    const message = explain(`contact.error.${code}` as ContactMessageKey);
    return { message, fields: { [known]: [message] } };
  }
  const base = describe(error);
  const fields: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(base.fields ?? {})) {
    const field = SERVER_FIELDS[name];
    if (field && Array.isArray(messages) && messages.length) fields[field] ??= messages.map(String);
  }
  return { message: base.message, fields };
}
