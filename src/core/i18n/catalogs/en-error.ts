/**
 * English messages of the error view (`elements/svc-cart-error/`), which loads in the task after
 * CART_READY and adds these to the messages (`svc-cart-error/messages.ts`; until then the drawer shows the
 * failure's text alone); the start set does not carry them. Every other language carries them in
 * its start messages (`messages/start.<lang>.js`).
 */
export const enError = {
  'error.title': 'Something went wrong',
  'error.retry': 'Try again',
  'error.back': 'Back to cart',
} as const;
