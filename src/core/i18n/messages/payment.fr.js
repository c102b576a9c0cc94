// The payment messages in French (the English: src/checkout/svc-checkout-payment/messages.ts). Loaded only when French is in use.
export default {
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
};
