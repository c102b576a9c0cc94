// The receipt messages in Arabic (the English: src/checkout/svc-checkout-receipt/messages.ts). Loaded only when Arabic is in use.
export default {
  'receipt.title': 'شكرًا لطلبك!',
  'receipt.email': 'تأكيد الطلب في طريقه إلى {email}.',
  'receipt.details': 'تفاصيل الطلب',
  'receipt.order': {
    zero: 'أرقام الطلبات',
    one: 'رقم الطلب',
    two: 'رقما الطلبين',
    few: 'أرقام الطلبات',
    many: 'أرقام الطلبات',
    other: 'أرقام الطلبات',
  },
  'receipt.paid': 'المدفوع اليوم',
  'receipt.items': 'مشترياتك',
  'receipt.later': 'يخصم لاحقًا',
  'receipt.laterNote': 'يتجدد اشتراكك تلقائيًا حتى تلغيه.',
  'receipt.nextCharge': 'الدفعة التالية',
  'receipt.nextChargeOf': 'الدفعة التالية، {name}',
  'receipt.manage': {
    zero: 'إدارة اشتراكاتك',
    one: 'إدارة اشتراكك',
    two: 'إدارة اشتراكيك',
    few: 'إدارة اشتراكاتك',
    many: 'إدارة اشتراكاتك',
    other: 'إدارة اشتراكاتك',
  },
  'receipt.continue': 'متابعة التسوق',
};
