/**
 * The variant view's messages (`variant.*`), in English; each other language the widget ships has
 * them in `src/core/i18n/messages/variant.<lang>.js`.
 */
import { defineMessages } from '../../core/i18n/localize.js';

const en = {
  'variant.legend': 'Choose one',
  'variant.unavailable': 'Not available in this combination',
  'variant.soldOut': 'Sold out — notify me',
  'variant.inStock': { one: '{count} in stock', other: '{count} in stock' },
  'variant.from': 'From {price}',
  'variant.chooseOption': '{name}: please choose one.',
  'variant.required': 'Please choose an option.',
  'variant.volume.title': 'Buy more, pay less',
  'variant.volume.quantity': 'Quantity',
  'variant.volume.each': 'Price each',
  'variant.volume.range': '{from}–{to}',
  'variant.volume.orMore': '{count} or more',
  'variant.addon.legend': 'Add it to your subscription?',
  'variant.addon.once': 'Add to my next delivery only',
  'variant.addon.onceHint': 'Ships with your next subscription delivery, charged once.',
  'variant.addon.forever': 'Add to every delivery',
  'variant.addon.foreverHint': 'Ships and is charged with every subscription delivery until you remove it.',
  'variant.addon.separate': 'Buy separately',
  'variant.addon.separateHint': 'A one-time purchase with this order.',
  'variant.quantity': 'Quantity',
  'variant.decrease': 'Decrease the quantity',
  'variant.increase': 'Increase the quantity',
  'variant.quantityInvalid': 'Enter a whole number of at least 1.',
  'variant.quantityMax': { one: 'Only {count} is available.', other: 'Only {count} are available.' },
  'variant.add': 'Add to cart',
  'variant.addPrice': 'Add to cart · {price}',
  'variant.continue': 'Continue',
  'variant.notify': 'Notify me',
} as const;

export type VariantMessageKey = keyof typeof en;

defineMessages('variant', en);
