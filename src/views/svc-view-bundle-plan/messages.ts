/**
 * The bundle-plan view's messages (`bundle-plan.*`), in English; each other language the widget
 * ships has them in `src/core/i18n/messages/bundle-plan.<lang>.js`.
 */
import { defineMessages } from '../../core/i18n/localize.js';

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

defineMessages('bundle-plan', en);
