/**
 * The bootstrap of `cart-widget.js`: defines `window.SvcCart`, reads `window.svcConfig`, mounts the
 * widget and connects the page, then dispatches `svc-cart-initialized`. With `init: false` it only
 * dispatches `svc-cart-loaded` and waits for `SvcCart.initialize(config)`. The script runs these
 * steps as tasks of their own (`bootstrapInTasks`), so a slow device sees no long task at start.
 */
import { preloadNamespaces } from '@svc/sdk';
import { SvcCart } from '../controller/svc-cart.js';
import type { SvcCartConfig } from '../core/config.js';
import type { PageInputs } from '../core/page-inputs.js';
import { readPageQuery } from '../core/page-query.js';
import { loadElementCode, useRegistry, viewTag } from '../ui/load-element.js';
import { defineCartRoot } from '../elements/svc-cart-root/define.js';
import { navigation } from './navigation.js';
import { connectPage } from './page.js';
import type { SocialSignInDetail } from '../controller/checkout/contact-actions.js';
import type { SvcCartEventData } from '../controller/events.js';

/** The `detail` of the `svc-cart:*` window events: the widget event's `(err, data)`. */
export interface SvcCartEventDetail<Data = unknown> {
  error: Error | null;
  data: Data;
  /** Beyond the spec: the call behind a `CART_UPDATED` (`addItem`, `removeItem`, …). */
  action?: string;
}

declare global {
  interface Window {
    SvcCart?: typeof SvcCart;
    svcConfig?: SvcCartConfig;
    svcCart?: SvcCart;
  }
  /** The widget's window events, typed for `window.addEventListener`. */
  interface WindowEventMap {
    'svc-cart-loaded': Event;
    'svc-cart-initialized': Event;
    'svc-cart:ready': CustomEvent<SvcCartEventDetail<SvcCartEventData['CART_READY']>>;
    'svc-cart:updated': CustomEvent<SvcCartEventDetail<SvcCartEventData['CART_UPDATED']>>;
    'svc-cart:open': CustomEvent<SvcCartEventDetail<undefined>>;
    'svc-cart:close': CustomEvent<SvcCartEventDetail<undefined>>;
    'svc-cart:reset': CustomEvent<SvcCartEventDetail<SvcCartEventData['CART_RESET']>>;
    'svc-cart:email-collected': CustomEvent<SvcCartEventDetail<SvcCartEventData['EMAIL_COLLECTED']>>;
    'svc-cart:purchase-completed': CustomEvent<SvcCartEventDetail<SvcCartEventData['PURCHASE_COMPLETED']>>;
    'svc-cart:sign-in': CustomEvent<SvcCartEventDetail<SvcCartEventData['SIGN_IN']>>;
    'svc-cart:sign-out': CustomEvent<SvcCartEventDetail<SvcCartEventData['SIGN_OUT']>>;
    'svc-cart:subscription-updated': CustomEvent<
      SvcCartEventDetail<SvcCartEventData['SUBSCRIPTION_UPDATED']>
    >;
    'svc-cart:social-sign-in': CustomEvent<SocialSignInDetail>;
    'svc-cart:checkout-started': CustomEvent<SvcCartEventDetail<SvcCartEventData['CHECKOUT_STARTED']>>;
    'svc-cart:checkout-step-completed': CustomEvent<
      SvcCartEventDetail<SvcCartEventData['CHECKOUT_STEP_COMPLETED']>
    >;
    'svc-cart:item-selected': CustomEvent<SvcCartEventDetail<SvcCartEventData['ITEM_SELECTED']>>;
  }
}

/** The widget last put on the page: the one `<svc-customer-portal>` uses by default. */
let pageWidget: SvcCart | undefined;

/** Puts the widget on the page for `svcCart`; returns a function that takes it off again. */
export function attach(svcCart: SvcCart): () => void {
  pageWidget = svcCart;
  defineCartRoot();
  const root = document.createElement('svc-cart-root');
  root.controller = svcCart;
  document.body.append(root);
  const disconnect = connectPage(svcCart);
  return () => {
    disconnect();
    root.remove();
    // A page element connected later waits for the next widget instead of taking this one.
    if (pageWidget === svcCart) pageWidget = undefined;
  };
}

useRegistry(() => import('./registry.js').then((registry) => registry.REGISTRY));

/**
 * What a widget gets of this page (the controller's constructor takes it): the query as it is
 * now, the path, navigation, the web font, the view host over the registry, and the plugins,
 * each a chunk of its own that loads only when configured.
 */
export function pageInputs(): PageInputs<SvcCart> {
  return {
    query: readPageQuery(window.location),
    path: () => window.location.pathname,
    // Late-bound: tests replace `navigation.assign`.
    navigate: (url) => navigation.assign(url),
    // The font's code is a chunk of its own: the shop's fontStyle arrives with CART_READY.
    loadFont: (family, source) =>
      void import('./web-font.js').then(
        (font) => font.loadWebFont(family, source),
        (error: unknown) => console.error('Cart Widget: the web font could not be loaded', error),
      ),
    views: {
      attach,
      // Code only: the element that shows a view or the checkout waits for its widget's messages.
      loadView: (view) =>
        loadElementCode('svc-cart-customization').then(() => view && loadElementCode(viewTag(view))),
      loadCheckout: () => loadElementCode('svc-cart-checkout'),
    },
    plugins: {
      analytics: (widget) =>
        import('../analytics/analytics.js').then((bridge) => void bridge.connectAnalytics(widget)),
      debug: (widget, on) => import('../debug/debug.js').then((overlay) => overlay.debug(widget, on)),
    },
  };
}

SvcCart.pageInputs = pageInputs;

/**
 * The elements a shop writes into its page load their code only when the page has one: at once,
 * or when one is added later (a router). page-elements.ts then connects each to a widget.
 */
export function watchPageElements(): void {
  const seen = () => {
    if (!document.querySelector('svc-customer-portal,svc-context,svc-list,svc-bundle-builder')) return;
    observer.disconnect();
    // The SDK's code for products and subscriptions, and a product's data code, load beside the
    // elements' code, not after it: a product's request then goes out with the start-up's.
    // A failed fetch is the later call's to report (and to try again).
    const quiet = () => undefined;
    preloadNamespaces().catch(quiet);
    if (document.querySelector('svc-context'))
      import('../controller/storefront/storefront-data.js').catch(quiet);
    void import('./page-elements.js').then((page) => page.connectPageElements(() => pageWidget, pageInputs));
  };
  const observer = new MutationObserver(seen);
  observer.observe(document, { childList: true, subtree: true });
  seen();
}

/** `window.SvcCart` and `svc-cart-loaded`; returns the config when the widget starts by itself. */
function announce(): { config: SvcCartConfig } | undefined {
  window.SvcCart ??= SvcCart;
  window.dispatchEvent(new Event('svc-cart-loaded'));
  const config = window.svcConfig;
  if (config?.init === false) return undefined;
  return { config: config as SvcCartConfig };
}

/**
 * Sets the global, mounts the widget and dispatches `svc-cart-initialized`; then, once the page's
 * listeners have run (a `setLanguage` there still applies to them), the start-up requests, once the
 * URL rules are known.
 */
function mount(svcCart: SvcCart): void {
  const name = svcCart.globalName;
  // A name the window already has (`__proto__`, `location`, a function of the page's) would fail to
  // be set or would replace something of the page's; only an earlier widget's place is taken over.
  const current: unknown = Reflect.get(window, name);
  if (current !== undefined && !(current instanceof SvcCart))
    throw new TypeError(
      `Cart Widget:initialize config.globalName must be a name window does not have yet (got "${name}")`,
    );
  Reflect.set(window, name, svcCart);
  svcCart.attach();
  window.dispatchEvent(new Event('svc-cart-initialized'));
  svcCart
    .whenUrlRulesReady()
    .then(
      () => svcCart.start(),
      () => undefined,
    )
    .catch((error: unknown) => console.error('Cart Widget: start-up failed', error));
}

/** Every step of the automatic start at once. Returns the widget on the automatic path. */
export function bootstrap(): SvcCart | undefined {
  const automatic = announce();
  if (!automatic) return undefined;
  const svcCart = new SvcCart(automatic.config, pageInputs());
  mount(svcCart);
  return svcCart;
}

/**
 * Runs `step` in a task of its own (the browser may paint and handle input before it). A throw is
 * an uncaught error of that task, as it was of the script; the promise then never settles.
 */
const nextTask = <T>(step: () => T): Promise<T> =>
  new Promise((resolve) => setTimeout(() => resolve(step())));

/**
 * What the script runs when it loads: the steps of `bootstrap`, in the same order, each in a task
 * of its own after the module's evaluation: `window.SvcCart` and `svc-cart-loaded` at once; the
 * controller (config, page query, URL rules); `<svc-cart-root>`'s definition; the mount and
 * `svc-cart-initialized` (the root's first render waits for tasks of its own, see SvcCartRoot),
 * then in the same task the start-up (the SDK reads and writes its cookies there; its requests go
 * out in a task of their own). A wrong config still
 * throws, from the controller's task. Resolves with the widget on the automatic path.
 */
export async function bootstrapInTasks(): Promise<SvcCart | undefined> {
  const automatic = announce();
  if (!automatic) return undefined;
  const svcCart = await nextTask(() => {
    const created = new SvcCart(automatic.config, pageInputs());
    created.holdStart();
    return created;
  });
  // `<svc-cart-root>` is defined when the page mounts a widget, in a task of its own, not while the
  // script evaluates.
  await nextTask(defineCartRoot);
  // The start-up follows `svc-cart-initialized` in the same task (see mount): the requests go out
  // a task sooner than in a task of their own.
  await nextTask(() => mount(svcCart));
  return svcCart;
}
