import { defineMessages } from '../../core/i18n/localize.js';

/** The storefront elements' own messages (en, de, fr). */
defineMessages('storefront-context', {
  'storefront.missing.product': 'This product is not available.',
  'storefront.missing.bundle': 'This box is not available.',
  'storefront.failed': 'This product could not be shown right now. Please try again later.',
  'storefront.quantity': 'Quantity',
  'storefront.decrease': 'One less',
  'storefront.increase': 'One more',
  'storefront.add': 'Add to cart',
  'storefront.adding': 'Adding…',
  'storefront.added': 'Added ✓',
  'storefront.soldOut': 'Sold out — notify me',
});
