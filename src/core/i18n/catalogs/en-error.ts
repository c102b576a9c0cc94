/**
 * English messages of the error view (`elements/svc-cart-error/`), which loads in the task after
 * CART_READY and adds these to the catalog itself (until then the drawer shows the failure's text
 * alone); the start set does not carry them. German and French carry them in full.
 */
export const enError = {
  'error.title': 'Something went wrong',
  'error.retry': 'Try again',
  'error.back': 'Back to cart',
} as const;
