/**
 * Every element, customization view and checkout step whose code loads on demand, and how: the
 * one list of the widget's lazy chunks. The bootstrap hands it to `loadElement` (ui/load-element.ts)
 * and the page's prefetch on intent reads it; a new view or step is one entry here and one folder.
 * Each entry is an `import()` of a module next to this one, so its chunk comes from wherever the
 * widget is served (`import.meta.url`).
 */
export const REGISTRY = {
  // Elements of the drawer that only some pages need, and the error view (after CART_READY).
  'svc-cart-error': () => import('../elements/svc-cart-error/index.js'),
  'svc-cart-button': () => import('../elements/svc-cart-button/index.js'),
  'svc-cart-pickers': () => import('../elements/svc-cart-pickers/index.js'),
  'svc-cart-customization': () => import('../elements/svc-cart-customization/index.js'),
  'svc-cart-checkout': () => import('../elements/svc-cart-checkout/index.js'),
  // Customization views (`svc-view-{name}`).
  'svc-view-pricing': () => import('../views/svc-view-pricing/index.js'),
  'svc-view-variant': () => import('../views/svc-view-variant/index.js'),
  'svc-view-survey': () => import('../views/svc-view-survey/index.js'),
  'svc-view-survey-flow': () => import('../views/svc-view-survey-flow/index.js'),
  'svc-view-bundle': () => import('../views/svc-view-bundle/index.js'),
  'svc-view-bundle-plan': () => import('../views/svc-view-bundle-plan/index.js'),
  'svc-view-voucher': () => import('../views/svc-view-voucher/index.js'),
  'svc-view-subscription-replacement': () => import('../views/svc-view-subscription-replacement/index.js'),
  'svc-view-out-of-stock': () => import('../views/svc-view-out-of-stock/index.js'),
  'svc-view-gift': () => import('../views/svc-view-gift/index.js'),
  // Checkout steps (the shell fetches the next one while the shopper fills in the current one).
  'svc-checkout-contact': () => import('../checkout/svc-checkout-contact/index.js'),
  'svc-checkout-delivery': () => import('../checkout/svc-checkout-delivery/index.js'),
  'svc-checkout-payment': () => import('../checkout/svc-checkout-payment/index.js'),
  'svc-checkout-review': () => import('../checkout/svc-checkout-review/index.js'),
  'svc-checkout-receipt': () => import('../checkout/svc-checkout-receipt/index.js'),
  // Elements a shop writes into its own page; the script loads them when the page has one.
  'svc-customer-portal': () => import('../portal/svc-customer-portal/index.js'),
  // The storefront elements (svc-context, svc-list and the elements written inside them), one
  // chunk; the box built on the page brings the build-a-box view, so it is one of its own.
  'svc-context': () => import('../storefront/index.js'),
  'svc-bundle-builder': () => import('../storefront/svc-bundle-builder/index.js'),
} as const satisfies Record<`svc-${string}`, () => Promise<unknown>>;

export type LazyTag = keyof typeof REGISTRY;
