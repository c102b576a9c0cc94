// The checkout messages in French (the English: src/checkout/messages.ts). Loaded only when French is in use.
export default {
  'checkout.steps': 'Étapes de la commande',
  'checkout.step.contact': 'Contact',
  'checkout.step.delivery': 'Livraison',
  'checkout.step.payment': 'Paiement',
  'checkout.step.review': 'Vérification',
  'checkout.step.done': 'Merci',
  'checkout.stepDone': '{step} (terminé)',
  'checkout.loadingStep': 'Chargement…',
  'checkout.backTo': 'Retour à l’étape {step}',
  'checkout.orderSummary': 'Récapitulatif de la commande',
};
