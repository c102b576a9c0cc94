// The cart operations' messages in Japanese (the English: src/controller/cart-operations.ts). Loaded only when Japanese is in use.
export default {
  'error.line_gone': 'この商品はすでにカートにありませんでした。カートの現在の内容を表示しています。',
  'error.cart_gone': 'カートが見つからなかったため、新しい空のカートを作成しました。',
};
