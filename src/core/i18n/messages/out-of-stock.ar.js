// The out-of-stock messages in Arabic (the English: src/views/svc-view-out-of-stock/messages.ts). Loaded only when Arabic is in use.
export default {
  'out-of-stock.soldOut': 'نفدت الكمية',
  'out-of-stock.intro': 'اترك بريدك وسنخبرك فور توفره مجددًا.',
  'out-of-stock.email': 'البريد الإلكتروني',
  'out-of-stock.emailRequired': 'أدخل بريدك الإلكتروني.',
  'out-of-stock.emailInvalid': 'أدخل بريدًا إلكترونيًا صالحًا، مثل name@example.com.',
  'out-of-stock.quantity': 'كم قطعة تريد؟',
  'out-of-stock.quantityInvalid': 'أدخل عددًا صحيحًا من واحد فأكثر.',
  'out-of-stock.notify': 'أبلغني',
  'out-of-stock.done': 'شكرًا لك. سنراسل {email} فور توفر {product} مجددًا.',
  'out-of-stock.back': 'العودة إلى السلة',
};
