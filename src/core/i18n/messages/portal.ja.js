// The portal messages in Japanese (the English: src/portal/svc-customer-portal/messages.ts). Loaded only when Japanese is in use.
export default {
  'portal.title': 'マイページ',
  'portal.loading': 'アカウント情報を読み込んでいます…',
  'portal.signedInAs': '{email}でログイン中',
  'portal.signOut': 'ログアウト',
  'portal.signingOut': 'ログアウトしています…',
  'portal.sections': 'マイページのメニュー',
  'portal.tab.subscriptions': '定期購入',
  'portal.tab.addresses': '住所',
  'portal.tab.cards': 'お支払い方法',
  'portal.tab.profile': 'プロフィール',
  'portal.contact.title': '一時休止・スキップ・解約',
  'portal.contact.text':
    '一時休止、お届けのスキップ、解約をご希望の場合は、お問い合わせください。こちらで手続きいたします。',
  'portal.notFound': 'この定期購入が見つかりませんでした。',
  'portal.unavailable': 'アカウント情報を読み込めませんでした。しばらくしてから、もう一度お試しください。',
  'portal.retry': '再試行',
};
