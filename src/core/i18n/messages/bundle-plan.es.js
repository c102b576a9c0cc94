// The bundle-plan messages in Spanish (the English: src/views/svc-view-bundle-plan/messages.ts). Loaded only when Spanish is in use.
export default {
  'bundle-plan.legend': '¿Cómo la quieres?',
  'bundle-plan.required': 'Elige cómo la quieres.',
  'bundle-plan.contents': 'En esta caja',
  'bundle-plan.item': '{name} × {count}',
  'bundle-plan.itemName': '{product} – {variant}',
  'bundle-plan.loading': 'Cargando…',
  'bundle-plan.loadError': 'No se ha podido cargar esta caja.',
  'bundle-plan.retry': 'Reintentar',
  'bundle-plan.add': 'Añadir al carrito',
  'bundle-plan.addPrice': 'Añadir al carrito · {price}',
};
