/**
 * English messages of the summary's discount code and gift card entries, and of their refusals,
 * (`elements/parts/code-entry.ts`), which load in the task after CART_READY and add these to the
 * messages (`../codes-messages.ts`); the start set does not carry them. Every other language
 * carries them in its start messages (`messages/start.<lang>.js`).
 */
export const enCodes = {
  'coupon.label': 'Discount code',
  'coupon.apply': 'Apply',
  'coupon.remove': 'Remove discount code {code}',
  'coupon.applied': 'Code {code} applied',
  'giftCard.label': 'Gift card code',
  'giftCard.apply': 'Redeem',
  'giftCard.remove': 'Remove gift card',
  'giftCard.applied': 'Gift card applied: {amount}',
  'error.invalid_coupon': 'This code is not valid.',
  'error.coupon_not_applicable': 'This code does not apply to what is in your cart.',
  'error.invalid_gift_card': 'This gift card is not valid.',
} as const;
