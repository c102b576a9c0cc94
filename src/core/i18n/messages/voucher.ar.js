// The voucher messages in Arabic (the English: src/views/svc-view-voucher/messages.ts). Loaded only when Arabic is in use.
export default {
  'voucher.amount': 'المبلغ',
  'voucher.amountRequired': 'اختر مبلغًا.',
  'voucher.delivery': 'بطاقة هدية واحدة ترسل إلى المستلم بالبريد الإلكتروني.',
  'voucher.expires': {
    zero: 'صالحة لمدة {count} شهر.',
    one: 'صالحة لمدة شهر واحد.',
    two: 'صالحة لمدة شهرين.',
    few: 'صالحة لمدة {count} أشهر.',
    many: 'صالحة لمدة {count} شهرًا.',
    other: 'صالحة لمدة {count} شهر.',
  },
  'voucher.email': 'بريد المستلم',
  'voucher.emailRequired': 'أدخل بريد المستلم.',
  'voucher.emailInvalid': 'أدخل بريدًا إلكترونيًا صالحًا، مثل name@example.com.',
  'voucher.name': 'اسم المستلم (اختياري)',
  'voucher.message': 'الرسالة (اختياري)',
  'voucher.add': 'أضف إلى السلة',
  'voucher.addPrice': 'أضف إلى السلة · {price}',
};
