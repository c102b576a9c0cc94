/** The payment step's messages (`payment.*`), in every language the widget ships. */
import { addMessages } from '../../core/i18n/localize.js';

const en = {
  'payment.heading': 'Payment method',
  'payment.saved': 'Your saved cards',
  'payment.loading': 'Loading your saved cards…',
  'payment.cardLabel': '{brand} ending in {last4}',
  'payment.expires': 'Expires {date}',
  'payment.default': 'Default',
  'payment.add': 'Add a new card',
  'payment.newCard': 'New card',
  'payment.gateway': 'Pay with',
  'payment.loadingForm': 'Loading the card form…',
  'payment.save': 'Save card',
  'payment.cancel': 'Cancel',
  'payment.continue': 'Continue',
  'payment.retry': 'Try again',
  'payment.chooseMethod': 'Choose a payment method or add a new card.',
  'payment.signIn': 'Sign in to pay with a saved card or to add a new one.',
  'payment.backToContact': 'Back to contact',
  'payment.noGateways': 'This shop does not take new cards here.',
  'payment.returnFailed':
    'Your bank did not confirm the new card. Add it again or choose another payment method.',
  'payment.returnMissing':
    'We could not find the card you just added. Add it again or choose another payment method.',
};

export type PaymentMessageKey = keyof typeof en;

addMessages({
  en,
  de: {
    'payment.heading': 'Zahlungsart',
    'payment.saved': 'Ihre gespeicherten Karten',
    'payment.loading': 'Ihre gespeicherten Karten werden geladen …',
    'payment.cardLabel': '{brand} mit Endziffern {last4}',
    'payment.expires': 'Gültig bis {date}',
    'payment.default': 'Standard',
    'payment.add': 'Neue Karte hinzufügen',
    'payment.newCard': 'Neue Karte',
    'payment.gateway': 'Bezahlen mit',
    'payment.loadingForm': 'Das Kartenformular wird geladen …',
    'payment.save': 'Karte speichern',
    'payment.cancel': 'Abbrechen',
    'payment.continue': 'Weiter',
    'payment.retry': 'Erneut versuchen',
    'payment.chooseMethod': 'Wählen Sie eine Zahlungsart oder fügen Sie eine neue Karte hinzu.',
    'payment.signIn':
      'Melden Sie sich an, um mit einer gespeicherten Karte zu zahlen oder eine neue hinzuzufügen.',
    'payment.backToContact': 'Zurück zum Kontakt',
    'payment.noGateways': 'Dieser Shop nimmt hier keine neuen Karten an.',
    'payment.returnFailed':
      'Ihre Bank hat die neue Karte nicht bestätigt. Fügen Sie sie erneut hinzu oder wählen Sie eine andere Zahlungsart.',
    'payment.returnMissing':
      'Die eben hinzugefügte Karte wurde nicht gefunden. Fügen Sie sie erneut hinzu oder wählen Sie eine andere Zahlungsart.',
  },
  fr: {
    'payment.heading': 'Moyen de paiement',
    'payment.saved': 'Vos cartes enregistrées',
    'payment.loading': 'Chargement de vos cartes enregistrées…',
    'payment.cardLabel': '{brand} se terminant par {last4}',
    'payment.expires': 'Expire fin {date}',
    'payment.default': 'Par défaut',
    'payment.add': 'Ajouter une carte',
    'payment.newCard': 'Nouvelle carte',
    'payment.gateway': 'Payer avec',
    'payment.loadingForm': 'Chargement du formulaire de carte…',
    'payment.save': 'Enregistrer la carte',
    'payment.cancel': 'Annuler',
    'payment.continue': 'Continuer',
    'payment.retry': 'Réessayer',
    'payment.chooseMethod': 'Choisissez un moyen de paiement ou ajoutez une carte.',
    'payment.signIn': 'Connectez-vous pour payer avec une carte enregistrée ou en ajouter une.',
    'payment.backToContact': 'Retour au contact',
    'payment.noGateways': 'Cette boutique n’accepte pas de nouvelle carte ici.',
    'payment.returnFailed':
      'Votre banque n’a pas confirmé la nouvelle carte. Ajoutez-la à nouveau ou choisissez un autre moyen de paiement.',
    'payment.returnMissing':
      'Nous ne trouvons pas la carte que vous venez d’ajouter. Ajoutez-la à nouveau ou choisissez un autre moyen de paiement.',
  },
});
