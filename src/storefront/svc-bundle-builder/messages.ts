import { defineMessages } from '../../core/i18n/localize.js';

/**
 * `<svc-bundle-builder>`'s own messages (en, de, fr); the missing and failed states use the
 * storefront's shared ones (svc-context/messages.ts), the view its own.
 */
defineMessages('storefront-builder', { 'storefront.builder.added': 'Added ✓' });
