/**
 * The contact step's messages (`contact.*`), in English; each other language the widget ships has
 * them in `src/core/i18n/messages/contact.<lang>.js`.
 */
import { defineMessages } from '../../core/i18n/localize.js';

const en = {
  'contact.heading.email': 'Your email',
  'contact.heading.signIn': 'Sign in',
  'contact.heading.otp': 'Enter your code',
  'contact.heading.register': 'Create your account',
  'contact.intro': 'We send your order confirmation here and check whether you have an account.',
  'contact.email': 'Email',
  'contact.emailRequired': 'Enter your email address.',
  'contact.emailInvalid': 'Enter a valid email address, such as name@example.com.',
  'contact.continue': 'Continue',
  'contact.or': 'or',
  'contact.social.google': 'Continue with Google',
  'contact.social.facebook': 'Continue with Facebook',
  'contact.useAnotherEmail': 'Use another email',
  'contact.password': 'Password',
  'contact.passwordRequired': 'Enter your password.',
  'contact.signIn': 'Sign in',
  'contact.otpInstead': 'Email me a one-time code instead',
  'contact.code': 'One-time code',
  'contact.codeRequired': 'Enter the code from the email.',
  'contact.codeSent': 'We emailed a sign-in code to {email}.',
  'contact.codeResent': 'We emailed a new code to {email}.',
  'contact.resendCode': 'Send a new code',
  'contact.passwordInstead': 'Use my password instead',
  'contact.firstName': 'First name',
  'contact.lastName': 'Last name',
  'contact.firstNameRequired': 'Enter your first name.',
  'contact.lastNameRequired': 'Enter your last name.',
  'contact.newPassword': 'Password (optional)',
  'contact.newPasswordHint': 'Leave it empty and we will email you a password.',
  'contact.marketingConsent': 'Email me news and offers',
  'contact.tosConsent': 'I accept the terms and conditions',
  'contact.tosConsentLinked': 'I accept the {terms}',
  'contact.terms': 'terms and conditions',
  'contact.tosRequired': 'Accept the terms and conditions to create your account.',
  'contact.register': 'Create account',
  'contact.signedInAs': 'Signed in as {email}',
  'contact.signOut': 'Not you? Sign out',
  'contact.signInExpired': 'Your sign-in has expired. Sign in again to use your saved details.',
  'contact.error.invalid_credentials':
    'This password is not right. Try again, or get a one-time code by email.',
  'contact.error.invalid_otp': 'This code is not right or has expired. Check it, or send a new one.',
  'contact.error.email_taken':
    'You already have an account with this email. Sign in with your password, or get a one-time code by email.',
  'contact.error.provider_disabled': 'Sign-in with {provider} is not available in this shop.',
  'contact.error.social_unavailable':
    'Sign-in with {provider} is not available on this page. Continue with your email instead.',
  'contact.error.social_failed':
    'Sign-in with {provider} did not finish. Try again, or continue with your email.',
} as const;

export type ContactMessageKey = keyof typeof en;

defineMessages('contact', en);
