// The gateways messages in French (the English: src/ui/gateways/messages.ts). Loaded only when French is in use.
export default {
  'gateway.cardDetails': 'Données de la carte',
  'gateway.cardNumber': 'Numéro de carte',
  'gateway.expiry': 'Date d’expiration (MM/AA)',
  'gateway.cvc': 'Code de sécurité (CVC)',
  'gateway.cardName': 'Nom sur la carte (facultatif)',
  'gateway.testCards':
    'Mode test : 4242 4242 4242 4242 paie, 4000 0027 6000 3184 demande 3-D Secure, 4000 0000 0000 0002 est refusée. Toute date future et tout CVC.',
  'gateway.numberRequired': 'Saisissez le numéro de carte.',
  'gateway.numberIncomplete': 'Le numéro de carte est incomplet.',
  'gateway.numberInvalid': 'Ce numéro de carte n’est pas valide. Vérifiez-le et réessayez.',
  'gateway.expiryRequired': 'Saisissez la date d’expiration.',
  'gateway.expiryInvalid': 'Saisissez la date d’expiration au format MM/AA, par exemple 08/29.',
  'gateway.expiryPast': 'Cette carte a expiré. Utilisez une autre carte.',
  'gateway.cvcRequired': 'Saisissez le code de sécurité.',
  'gateway.cvcInvalid': 'Le code de sécurité compte 3 ou 4 chiffres.',
  'gateway.challengeTitle': 'Votre banque souhaite confirmer ce paiement',
  'gateway.challengeAmount': 'Confirmez le paiement de {amount} pour continuer.',
  'gateway.challengeText': 'Confirmez le paiement pour continuer.',
  'gateway.confirm': 'Confirmer',
  'gateway.fail': 'Refuser la vérification',
  'gateway.cancel': 'Annuler',
  'gateway.providerTitle': 'Confirmez le paiement avec {provider}',
  'error.verification_failed':
    'La banque n’a pas pu vérifier ce paiement. Choisissez un autre moyen de paiement ou réessayez.',
  'error.verification_cancelled':
    'Le paiement n’a pas été confirmé. Choisissez un autre moyen de paiement ou réessayez.',
  'error.gateway_unavailable':
    'Le formulaire de paiement n’a pas pu être chargé. Vérifiez votre connexion et réessayez.',
  'error.gateway_not_supported': 'Ce moyen de paiement n’est pas disponible ici. Choisissez-en un autre.',
  'error.card_invalid': 'Vérifiez les données de la carte et réessayez.',
  'error.card_declined': 'La carte a été refusée. Choisissez un autre moyen de paiement.',
  'error.approval_pending': 'Terminez d’abord dans la fenêtre du prestataire.',
};
