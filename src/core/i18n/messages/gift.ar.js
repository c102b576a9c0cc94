// The gift messages in Arabic (the English: src/views/svc-view-gift/messages.ts). Loaded only when Arabic is in use.
export default {
  'gift.intro': 'أرسل اشتراكك كهدية: اختر موعد بدئه وعدد طلباته.',
  'gift.for': 'هدية: {products}',
  'gift.unavailable': 'يمكن إهداء الاشتراكات فقط. أضف اشتراكًا إلى سلتك ثم ارجع.',
  'gift.loading': 'جارٍ تحميل تواريخ البدء…',
  'gift.retry': 'إعادة المحاولة',
  'gift.dates': 'متى تبدأ الهدية؟',
  'gift.noDates': 'لا تتوفر تواريخ بدء حاليًا.',
  'gift.dateRequired': 'اختر تاريخ البدء.',
  'gift.orders': 'عدد الطلبات',
  'gift.ordersHint': 'عدد الطلبات التي تشملها الهدية.',
  'gift.ordersInvalid': 'أدخل عددًا صحيحًا من واحد فأكثر.',
  'gift.message': 'رسالة إلى المستلم (اختياري)',
  'gift.email': 'بريد المستلم (اختياري)',
  'gift.emailInvalid': 'أدخل بريدًا إلكترونيًا صالحًا، مثل name@example.com.',
  'gift.save': 'حفظ تفاصيل الهدية',
  'gift.back': 'العودة إلى السلة',
};
