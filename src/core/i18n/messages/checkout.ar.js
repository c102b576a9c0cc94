// The checkout messages in Arabic (the English: src/checkout/messages.ts). Loaded only when Arabic is in use.
export default {
  'checkout.steps': 'خطوات إتمام الشراء',
  'checkout.step.contact': 'بيانات الاتصال',
  'checkout.step.delivery': 'التوصيل',
  'checkout.step.payment': 'الدفع',
  'checkout.step.review': 'المراجعة',
  'checkout.step.done': 'شكرًا لك',
  'checkout.stepDone': '{step} (تم)',
  'checkout.loadingStep': 'جارٍ التحميل…',
  'checkout.backTo': 'العودة إلى {step}',
  'checkout.orderSummary': 'ملخص الطلب',
};
