// The contact messages in German (the English: src/checkout/svc-checkout-contact/messages.ts). Loaded only when German is in use.
export default {
  'contact.heading.email': 'Ihre E-Mail-Adresse',
  'contact.heading.signIn': 'Anmelden',
  'contact.heading.otp': 'Code eingeben',
  'contact.heading.register': 'Konto erstellen',
  'contact.intro':
    'Hierhin senden wir Ihre Bestellbestätigung, und wir prüfen, ob Sie schon ein Konto haben.',
  'contact.email': 'E-Mail-Adresse',
  'contact.emailRequired': 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
  'contact.emailInvalid': 'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@example.com.',
  'contact.continue': 'Weiter',
  'contact.or': 'oder',
  'contact.social.google': 'Weiter mit Google',
  'contact.social.facebook': 'Weiter mit Facebook',
  'contact.useAnotherEmail': 'Andere E-Mail-Adresse verwenden',
  'contact.password': 'Passwort',
  'contact.passwordRequired': 'Bitte geben Sie Ihr Passwort ein.',
  'contact.signIn': 'Anmelden',
  'contact.otpInstead': 'Stattdessen einen Einmalcode per E-Mail senden',
  'contact.code': 'Einmalcode',
  'contact.codeRequired': 'Bitte geben Sie den Code aus der E-Mail ein.',
  'contact.codeSent': 'Wir haben einen Anmeldecode an {email} gesendet.',
  'contact.codeResent': 'Wir haben einen neuen Code an {email} gesendet.',
  'contact.resendCode': 'Neuen Code senden',
  'contact.passwordInstead': 'Doch mit Passwort anmelden',
  'contact.firstName': 'Vorname',
  'contact.lastName': 'Nachname',
  'contact.firstNameRequired': 'Bitte geben Sie Ihren Vornamen ein.',
  'contact.lastNameRequired': 'Bitte geben Sie Ihren Nachnamen ein.',
  'contact.newPassword': 'Passwort (optional)',
  'contact.newPasswordHint': 'Ohne Eingabe senden wir Ihnen ein Passwort per E-Mail.',
  'contact.marketingConsent': 'Neuigkeiten und Angebote per E-Mail erhalten',
  'contact.tosConsent': 'Ich akzeptiere die allgemeinen Geschäftsbedingungen',
  'contact.tosConsentLinked': 'Ich akzeptiere die {terms}',
  'contact.terms': 'allgemeinen Geschäftsbedingungen',
  'contact.tosRequired': 'Bitte akzeptieren Sie die AGB, um Ihr Konto zu erstellen.',
  'contact.register': 'Konto erstellen',
  'contact.signedInAs': 'Angemeldet als {email}',
  'contact.signOut': 'Nicht Sie? Abmelden',
  'contact.signInExpired':
    'Ihre Anmeldung ist abgelaufen. Melden Sie sich erneut an, um Ihre gespeicherten Angaben zu verwenden.',
  'contact.error.invalid_credentials':
    'Dieses Passwort stimmt nicht. Versuchen Sie es erneut oder lassen Sie sich einen Einmalcode senden.',
  'contact.error.invalid_otp':
    'Dieser Code stimmt nicht oder ist abgelaufen. Prüfen Sie ihn oder lassen Sie sich einen neuen senden.',
  'contact.error.email_taken':
    'Zu dieser E-Mail-Adresse gibt es schon ein Konto. Melden Sie sich mit Ihrem Passwort oder einem Einmalcode an.',
  'contact.error.provider_disabled': 'Die Anmeldung mit {provider} ist in diesem Shop nicht verfügbar.',
  'contact.error.social_unavailable':
    'Die Anmeldung mit {provider} ist auf dieser Seite nicht verfügbar. Fahren Sie mit Ihrer E-Mail-Adresse fort.',
  'contact.error.social_failed':
    'Die Anmeldung mit {provider} wurde nicht abgeschlossen. Versuchen Sie es erneut oder fahren Sie mit Ihrer E-Mail-Adresse fort.',
};
