import { defineMessages } from '../../core/i18n/localize.js';

/** `<svc-list>`'s messages (en, de, fr). */
defineMessages('storefront-list', {
  'storefront.list.pages': 'Pages',
  'storefront.list.previous': 'Previous',
  'storefront.list.next': 'Next',
  'storefront.list.page': 'Page {page} of {pages}',
  'storefront.list.empty.product': 'No products found.',
  'storefront.list.empty.bundle': 'No boxes found.',
  'storefront.list.failed': 'These products could not be shown right now. Please try again later.',
  'storefront.list.retry': 'Try again',
});
