/** The checkout shell's messages (`checkout.*`: the steps' names), in every language the widget ships. */
import { addMessages } from '../core/i18n/localize.js';

const en = {
  'checkout.steps': 'Checkout steps',
  'checkout.step.contact': 'Contact',
  'checkout.step.delivery': 'Delivery',
  'checkout.step.payment': 'Payment',
  'checkout.step.review': 'Review',
  'checkout.step.done': 'Thank you',
  'checkout.stepDone': '{step} (done)',
  'checkout.loadingStep': 'Loading…',
  'checkout.backTo': 'Back to {step}',
};

export type CheckoutMessageKey = keyof typeof en;

addMessages({
  en,
  de: {
    'checkout.steps': 'Schritte zur Kasse',
    'checkout.step.contact': 'Kontakt',
    'checkout.step.delivery': 'Lieferung',
    'checkout.step.payment': 'Zahlung',
    'checkout.step.review': 'Prüfen',
    'checkout.step.done': 'Vielen Dank',
    'checkout.stepDone': '{step} (erledigt)',
    'checkout.loadingStep': 'Wird geladen …',
    'checkout.backTo': 'Zurück zu: {step}',
  },
  fr: {
    'checkout.steps': 'Étapes de la commande',
    'checkout.step.contact': 'Contact',
    'checkout.step.delivery': 'Livraison',
    'checkout.step.payment': 'Paiement',
    'checkout.step.review': 'Vérification',
    'checkout.step.done': 'Merci',
    'checkout.stepDone': '{step} (terminé)',
    'checkout.loadingStep': 'Chargement…',
    'checkout.backTo': 'Retour à l’étape {step}',
  },
});
