// The cart operations' messages in Arabic (the English: src/controller/cart-operations.ts). Loaded only when Arabic is in use.
export default {
  'error.line_gone': 'لم يعد هذا المنتج في سلتك، لذا تعرض سلتك الآن ما تحتويه.',
  'error.cart_gone': 'لم تعد سلتك موجودة، لذا أنشأنا سلة جديدة فارغة.',
};
