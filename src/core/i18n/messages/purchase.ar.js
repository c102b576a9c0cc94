// The purchase messages in Arabic (the English: src/controller/checkout/purchase.ts). Loaded only when Arabic is in use.
export default {
  'purchase.outcomeUnknown':
    'تعذر الاتصال بالمتجر، فلا نعرف إن تم الدفع. حاول مرة أخرى، فلن يخصم المبلغ مرتين.',
};
