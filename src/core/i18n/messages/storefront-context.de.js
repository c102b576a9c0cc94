// The storefront-context messages in German (the English: src/storefront/svc-context/messages.ts). Loaded only when German is in use.
export default {
  'storefront.missing.product': 'Dieses Produkt ist nicht verfügbar.',
  'storefront.missing.bundle': 'Diese Box ist nicht verfügbar.',
  'storefront.failed':
    'Dieses Produkt kann gerade nicht angezeigt werden. Bitte versuchen Sie es später erneut.',
  'storefront.quantity': 'Menge',
  'storefront.decrease': 'Eins weniger',
  'storefront.increase': 'Eins mehr',
  'storefront.add': 'In den Warenkorb',
  'storefront.adding': 'Wird hinzugefügt…',
  'storefront.added': 'Hinzugefügt ✓',
  'storefront.soldOut': 'Ausverkauft – benachrichtigen lassen',
};
