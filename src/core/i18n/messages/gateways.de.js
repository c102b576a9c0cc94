// The gateways messages in German (the English: src/ui/gateways/messages.ts). Loaded only when German is in use.
export default {
  'gateway.cardDetails': 'Kartendaten',
  'gateway.cardNumber': 'Kartennummer',
  'gateway.expiry': 'Ablaufdatum (MM/JJ)',
  'gateway.cvc': 'Prüfnummer (CVC)',
  'gateway.cardName': 'Name auf der Karte (optional)',
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
};
