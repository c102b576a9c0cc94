/** The bundle-plan view's messages (`bundle-plan.*`), in every language the widget ships. */
import type { Message } from '../../core/i18n/catalogs/en.js';
import { addMessages } from '../../core/i18n/localize.js';

const en = {
  'bundle-plan.legend': 'How would you like it?',
  'bundle-plan.required': 'Choose how you would like it.',
  'bundle-plan.contents': 'In this box',
  'bundle-plan.item': '{name} × {count}',
  'bundle-plan.itemName': '{product} – {variant}',
  'bundle-plan.loading': 'Loading…',
  'bundle-plan.loadError': 'This box could not be loaded.',
  'bundle-plan.retry': 'Try again',
  'bundle-plan.add': 'Add to cart',
  'bundle-plan.addPrice': 'Add to cart · {price}',
} as const;

export type BundlePlanMessageKey = keyof typeof en;

/** Every key in every language: a missing translation fails the type check. */
const de: Record<BundlePlanMessageKey, Message> = {
  'bundle-plan.legend': 'Wie möchtest du sie bekommen?',
  'bundle-plan.required': 'Wähle, wie du sie bekommen möchtest.',
  'bundle-plan.contents': 'In dieser Box',
  'bundle-plan.item': '{name} × {count}',
  'bundle-plan.itemName': '{product} – {variant}',
  'bundle-plan.loading': 'Wird geladen…',
  'bundle-plan.loadError': 'Diese Box konnte nicht geladen werden.',
  'bundle-plan.retry': 'Erneut versuchen',
  'bundle-plan.add': 'In den Warenkorb',
  'bundle-plan.addPrice': 'In den Warenkorb · {price}',
};

const fr: Record<BundlePlanMessageKey, Message> = {
  'bundle-plan.legend': 'Comment la souhaitez-vous ?',
  'bundle-plan.required': 'Choisissez comment vous la souhaitez.',
  'bundle-plan.contents': 'Dans cette box',
  'bundle-plan.item': '{name} × {count}',
  'bundle-plan.itemName': '{product} – {variant}',
  'bundle-plan.loading': 'Chargement…',
  'bundle-plan.loadError': 'Cette box n’a pas pu être chargée.',
  'bundle-plan.retry': 'Réessayer',
  'bundle-plan.add': 'Ajouter au panier',
  'bundle-plan.addPrice': 'Ajouter au panier · {price}',
};

addMessages({ en, de, fr });
