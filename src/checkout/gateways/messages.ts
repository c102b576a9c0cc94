/**
 * The gateways' messages (`gateway.*`: the card form, the 3-D Secure challenge) and the sentences
 * of their failures (`error.<code>` of `GatewayError`, also used by a step's `stepError`), in
 * every language the widget ships.
 */
import { addMessages } from '../../core/i18n/localize.js';

const en = {
  'gateway.cardDetails': 'Card details',
  'gateway.cardNumber': 'Card number',
  'gateway.expiry': 'Expiry date (MM/YY)',
  'gateway.cvc': 'Security code (CVC)',
  'gateway.testCards':
    'Test mode: 4242 4242 4242 4242 pays, 4000 0027 6000 3184 asks for 3-D Secure, 4000 0000 0000 0002 is declined. Any future date and any CVC.',
  'gateway.numberRequired': 'Enter the card number.',
  'gateway.numberIncomplete': 'The card number is incomplete.',
  'gateway.numberInvalid': 'This card number is not valid. Check it and try again.',
  'gateway.expiryRequired': 'Enter the expiry date.',
  'gateway.expiryInvalid': 'Enter the expiry date as MM/YY, for example 08/29.',
  'gateway.expiryPast': 'This card has expired. Use another card.',
  'gateway.cvcRequired': 'Enter the security code.',
  'gateway.cvcInvalid': 'The security code has 3 or 4 digits.',
  'gateway.challengeTitle': 'Your bank wants to confirm this payment',
  'gateway.challengeAmount': 'Confirm the payment of {amount} to continue.',
  'gateway.challengeText': 'Confirm the payment to continue.',
  'gateway.confirm': 'Confirm',
  'gateway.fail': 'Fail verification',
  'gateway.cancel': 'Cancel',
  'gateway.providerTitle': 'Confirm the payment with {provider}',
  'error.verification_failed':
    'The bank could not verify this payment. Choose another payment method or try again.',
  'error.verification_cancelled':
    'The payment was not confirmed. Choose another payment method or try again.',
  'error.gateway_unavailable': 'The payment form could not be loaded. Check your connection and try again.',
  'error.gateway_not_supported': 'This payment method cannot be used here. Choose another one.',
  'error.card_invalid': 'Check the card details and try again.',
  'error.card_declined': 'The card was declined. Choose another payment method.',
  'error.approval_pending': 'Finish in the provider’s window first.',
};

export type GatewayMessageKey = keyof typeof en;

addMessages({
  en,
  de: {
    'gateway.cardDetails': 'Kartendaten',
    'gateway.cardNumber': 'Kartennummer',
    'gateway.expiry': 'Ablaufdatum (MM/JJ)',
    'gateway.cvc': 'Prüfnummer (CVC)',
    'gateway.testCards':
      'Testmodus: 4242 4242 4242 4242 zahlt, 4000 0027 6000 3184 verlangt 3-D Secure, 4000 0000 0000 0002 wird abgelehnt. Beliebiges künftiges Datum und beliebige CVC.',
    'gateway.numberRequired': 'Bitte geben Sie die Kartennummer ein.',
    'gateway.numberIncomplete': 'Die Kartennummer ist unvollständig.',
    'gateway.numberInvalid': 'Diese Kartennummer ist ungültig. Bitte prüfen Sie sie.',
    'gateway.expiryRequired': 'Bitte geben Sie das Ablaufdatum ein.',
    'gateway.expiryInvalid': 'Bitte geben Sie das Ablaufdatum als MM/JJ ein, z. B. 08/29.',
    'gateway.expiryPast': 'Diese Karte ist abgelaufen. Bitte verwenden Sie eine andere Karte.',
    'gateway.cvcRequired': 'Bitte geben Sie die Prüfnummer ein.',
    'gateway.cvcInvalid': 'Die Prüfnummer hat 3 oder 4 Ziffern.',
    'gateway.challengeTitle': 'Ihre Bank möchte diese Zahlung bestätigen',
    'gateway.challengeAmount': 'Bestätigen Sie die Zahlung von {amount}, um fortzufahren.',
    'gateway.challengeText': 'Bestätigen Sie die Zahlung, um fortzufahren.',
    'gateway.confirm': 'Bestätigen',
    'gateway.fail': 'Bestätigung ablehnen',
    'gateway.cancel': 'Abbrechen',
    'gateway.providerTitle': 'Zahlung mit {provider} bestätigen',
    'error.verification_failed':
      'Die Bank konnte diese Zahlung nicht bestätigen. Wählen Sie eine andere Zahlungsart oder versuchen Sie es erneut.',
    'error.verification_cancelled':
      'Die Zahlung wurde nicht bestätigt. Wählen Sie eine andere Zahlungsart oder versuchen Sie es erneut.',
    'error.gateway_unavailable':
      'Das Zahlungsformular konnte nicht geladen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    'error.gateway_not_supported': 'Diese Zahlungsart ist hier nicht möglich. Bitte wählen Sie eine andere.',
    'error.card_invalid': 'Bitte prüfen Sie die Kartendaten und versuchen Sie es erneut.',
    'error.card_declined': 'Die Karte wurde abgelehnt. Bitte wählen Sie eine andere Zahlungsart.',
    'error.approval_pending': 'Bitte schließen Sie zuerst das Fenster des Anbieters ab.',
  },
  fr: {
    'gateway.cardDetails': 'Données de la carte',
    'gateway.cardNumber': 'Numéro de carte',
    'gateway.expiry': 'Date d’expiration (MM/AA)',
    'gateway.cvc': 'Code de sécurité (CVC)',
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
  },
});
