// The portal messages in Arabic (the English: src/portal/svc-customer-portal/messages.ts). Loaded only when Arabic is in use.
export default {
  'portal.title': 'حسابك',
  'portal.loading': 'جارٍ تحميل حسابك…',
  'portal.signedInAs': 'تم تسجيل الدخول باسم {email}',
  'portal.signOut': 'تسجيل الخروج',
  'portal.signingOut': 'جارٍ تسجيل الخروج…',
  'portal.sections': 'أقسام الحساب',
  'portal.tab.subscriptions': 'الاشتراكات',
  'portal.tab.addresses': 'العناوين',
  'portal.tab.cards': 'طرق الدفع',
  'portal.tab.profile': 'الملف الشخصي',
  'portal.contact.title': 'الإيقاف المؤقت أو التخطي أو الإلغاء',
  'portal.contact.text': 'للإيقاف المؤقت أو التخطي أو الإلغاء، تواصل معنا وسنتولى الأمر.',
  'portal.notFound': 'تعذر العثور على هذا الاشتراك.',
  'portal.unavailable': 'تعذر تحميل حسابك. حاول مرة أخرى لاحقًا.',
  'portal.retry': 'إعادة المحاولة',
};
