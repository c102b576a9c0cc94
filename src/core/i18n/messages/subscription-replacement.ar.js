// The subscription-replacement messages in Arabic (the English: src/views/svc-view-subscription-replacement/messages.ts). Loaded only when Arabic is in use.
export default {
  'subscription-replacement.intro': 'في سلتك خطة من {product}. هل تستبدلها بالخطة الجديدة أم تبقيها؟',
  'subscription-replacement.current': 'في سلتك',
  'subscription-replacement.new': 'الخطة الجديدة',
  'subscription-replacement.quantity': 'الكمية: {count}',
  'subscription-replacement.replace': 'استبدال',
  'subscription-replacement.keep': 'الإبقاء على خطتي الحالية',
};
