// The subscription-replacement messages in Japanese (the English: src/views/svc-view-subscription-replacement/messages.ts). Loaded only when Japanese is in use.
export default {
  'subscription-replacement.intro':
    'カートにはすでに{product}の定期購入プランが入っています。新しいプランに置き換えますか？それとも現在のプランのままにしますか？',
  'subscription-replacement.current': 'カート内',
  'subscription-replacement.new': '新しいプラン',
  'subscription-replacement.quantity': '数量：{count}',
  'subscription-replacement.replace': '置き換える',
  'subscription-replacement.keep': '現在のプランのままにする',
};
