// The storefront-context messages in Spanish (the English: src/storefront/svc-context/messages.ts). Loaded only when Spanish is in use.
export default {
  'storefront.missing.product': 'Este producto no está disponible.',
  'storefront.missing.bundle': 'Esta caja no está disponible.',
  'storefront.failed': 'No se puede mostrar este producto ahora mismo. Inténtalo de nuevo más tarde.',
  'storefront.quantity': 'Cantidad',
  'storefront.decrease': 'Uno menos',
  'storefront.increase': 'Uno más',
  'storefront.add': 'Añadir al carrito',
  'storefront.adding': 'Añadiendo…',
  'storefront.added': 'Añadido ✓',
  'storefront.soldOut': 'Agotado — avísame',
};
