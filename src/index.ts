/**
 * The npm package `@svc/cart-widget`: its runtime is the loader (`loadSvcCart`); its types are the
 * widget's, declared from this source (scripts/types.mjs bundles them into `dist/types/index.d.ts`).
 * Importing the package, or `/// <reference types="@svc/cart-widget" />`, also declares the page's
 * globals: `window.svcConfig`, `window.svcCart`, `window.SvcCart`, the `svc-cart-*` window events
 * and the page elements' tags.
 *
 * The classes are exported as types: the package's runtime has only the loader, and the widget's
 * classes live in the script the loader adds.
 */
export { loadSvcCart, type LoadSvcCartOptions } from './loader.js';
export type { SvcCart } from './controller/svc-cart.js';
export type { SvcCartConfig, SvcCartSettings } from './core/config.js';
export type { SvcCartEventDetail } from './bootstrap/index.js';
export type { ConfigureItemPayload, CustomerData, SvcCartState } from './controller/types.js';
export type {
  SvcCartEventData,
  SvcCartEventMeta,
  SvcCartEventName,
  SvcCartEventType,
  SvcCartListener,
} from './controller/events.js';
export type {
  SvcAddToCart,
  SvcContext,
  SvcData,
  SvcList,
  SvcMedia,
  SvcMoney,
  SvcOptionPicker,
  SvcQuantity,
} from './storefront/index.js';
export type { SvcBundleBuilder } from './storefront/svc-bundle-builder/index.js';
export type { SvcCustomerPortal } from './portal/svc-customer-portal/index.js';
