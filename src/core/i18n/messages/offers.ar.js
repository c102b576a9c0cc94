// The offers messages in Arabic (the English: src/checkout/svc-checkout-offers/messages.ts). Loaded only when Arabic is in use.
export default {
  'offers.label': 'عرض خاص',
  'offers.title': 'قد يعجبك أيضًا',
  'offers.was': 'السعر الأصلي',
  'offers.now': 'السعر الآن',
  'offers.discount': 'خصم {percent}%',
  'offers.add': 'أضف إلى الطلب',
  'offers.buy': 'اشتر الآن',
  'offers.reject': 'لا، شكرًا',
  'offers.chargeNote': 'يخصم من طريقة الدفع نفسها، مع أي رسوم شحن وضرائب.',
  'offers.added': 'تمت الإضافة إلى طلبك: {name}.',
  'offers.charged': 'تمت الإضافة إلى طلبك: {name}. المبلغ المخصوم: {total}.',
};
