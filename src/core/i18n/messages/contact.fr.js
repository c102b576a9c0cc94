// The contact messages in French (the English: src/checkout/svc-checkout-contact/messages.ts). Loaded only when French is in use.
export default {
  'contact.heading.email': 'Votre e-mail',
  'contact.heading.signIn': 'Connexion',
  'contact.heading.otp': 'Saisissez votre code',
  'contact.heading.register': 'Créez votre compte',
  'contact.intro':
    'Nous y envoyons la confirmation de votre commande et vérifions si vous avez déjà un compte.',
  'contact.email': 'E-mail',
  'contact.emailRequired': 'Saisissez votre adresse e-mail.',
  'contact.emailInvalid': 'Saisissez une adresse e-mail valide, par exemple nom@exemple.com.',
  'contact.continue': 'Continuer',
  'contact.or': 'ou',
  'contact.social.google': 'Continuer avec Google',
  'contact.social.facebook': 'Continuer avec Facebook',
  'contact.useAnotherEmail': 'Utiliser une autre adresse e-mail',
  'contact.password': 'Mot de passe',
  'contact.passwordRequired': 'Saisissez votre mot de passe.',
  'contact.signIn': 'Se connecter',
  'contact.otpInstead': 'Recevoir plutôt un code à usage unique par e-mail',
  'contact.code': 'Code à usage unique',
  'contact.codeRequired': 'Saisissez le code reçu par e-mail.',
  'contact.codeSent': 'Nous avons envoyé un code de connexion à {email}.',
  'contact.codeResent': 'Nous avons envoyé un nouveau code à {email}.',
  'contact.resendCode': 'Envoyer un nouveau code',
  'contact.passwordInstead': 'Utiliser mon mot de passe',
  'contact.firstName': 'Prénom',
  'contact.lastName': 'Nom',
  'contact.firstNameRequired': 'Saisissez votre prénom.',
  'contact.lastNameRequired': 'Saisissez votre nom.',
  'contact.newPassword': 'Mot de passe (facultatif)',
  'contact.newPasswordHint': 'Laissez-le vide et nous vous enverrons un mot de passe par e-mail.',
  'contact.marketingConsent': 'Recevoir les nouveautés et offres par e-mail',
  'contact.tosConsent': 'J’accepte les conditions générales de vente',
  'contact.tosConsentLinked': 'J’accepte les {terms}',
  'contact.terms': 'conditions générales de vente',
  'contact.tosRequired': 'Acceptez les conditions générales pour créer votre compte.',
  'contact.register': 'Créer mon compte',
  'contact.signedInAs': 'Connecté avec {email}',
  'contact.signOut': 'Ce n’est pas vous ? Se déconnecter',
  'contact.signInExpired':
    'Votre connexion a expiré. Reconnectez-vous pour utiliser vos informations enregistrées.',
  'contact.error.invalid_credentials':
    'Ce mot de passe n’est pas correct. Réessayez ou recevez un code à usage unique par e-mail.',
  'contact.error.invalid_otp':
    'Ce code n’est pas correct ou a expiré. Vérifiez-le ou demandez-en un nouveau.',
  'contact.error.email_taken':
    'Un compte existe déjà avec cet e-mail. Connectez-vous avec votre mot de passe ou un code à usage unique.',
  'contact.error.provider_disabled': 'La connexion avec {provider} n’est pas disponible dans cette boutique.',
  'contact.error.social_unavailable':
    'La connexion avec {provider} n’est pas disponible sur cette page. Continuez avec votre e-mail.',
  'contact.error.social_failed':
    'La connexion avec {provider} n’a pas abouti. Réessayez ou continuez avec votre e-mail.',
};
