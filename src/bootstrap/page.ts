/**
 * Page integration (spec: "Widget settings"): the toggle element, the item counter, product links,
 * and the route changes of single-page sites. Everything listens on the document, so elements
 * added later work too, and clicks inside open shadow roots are seen through `composedPath()`.
 */
import type { SvcCart } from '../controller/svc-cart.js';
import type { CartRefresh } from '../controller/refresh.js';
import { clickTarget, LOCATION_CHANGE, matches, productLink } from '../core/page-links.js';

export { LOCATION_CHANGE };

const PATCHED = Symbol.for('svc-cart.history-patched');
const COUNTER_WAIT = 5000;
const COUNTER_SETTLE = 300;

/** Patches `pushState` and `replaceState` once per page so route changes can be followed. */
export function patchHistory(): void {
  const target = history as History & { [PATCHED]?: boolean };
  if (target[PATCHED]) return;
  for (const name of ['pushState', 'replaceState'] as const) {
    const original = history[name];
    history[name] = function patched(this: History, ...args: Parameters<History['pushState']>) {
      const result = original.apply(this, args);
      window.dispatchEvent(new Event(LOCATION_CHANGE));
      return result;
    };
  }
  target[PATCHED] = true;
}

function resolveElement(target: string | Element): Element | null {
  if (!target) return null;
  if (typeof target !== 'string') return target.isConnected ? target : null;
  try {
    return document.querySelector(target);
  } catch {
    return null;
  }
}

/** Connects the page to the widget; returns a function that disconnects everything. */
export function connectPage(svcCart: SvcCart): () => void {
  patchHistory();
  const cleanups: (() => void)[] = [];
  const listen = <K extends keyof WindowEventMap>(
    target: Window | Document,
    type: K | string,
    handler: (event: Event) => void,
    capture = false,
  ) => {
    target.addEventListener(type, handler, capture);
    cleanups.push(() => target.removeEventListener(type, handler, capture));
  };

  const onClick = (event: Event) => {
    if (!svcCart.enabled || event.defaultPrevented) return;
    const link = clickTarget(svcCart.settings, event.composedPath());
    if (!link) return;
    event.preventDefault();
    if (link === 'toggle') {
      svcCart.toggle();
      return;
    }
    void svcCart.configureItem({ productId: link.productId }).then(
      ({ finalized }) => {
        if (finalized && link.buy) {
          if (svcCart.isOpen) svcCart.showCheckout();
          else svcCart.open('checkout');
        }
      },
      (error: unknown) => console.error('Cart Widget: could not add the product', error),
    );
  };
  listen(document, 'click', onClick);

  // Intent: a pointer over, or focus on, a product link fetches the code its click will need (the
  // view choice and the customization router); on the toggle, the checkout's. Code only, no API
  // request, each once (loadElement and the module cache keep them).
  const onIntent = (event: Event) => {
    if (!svcCart.enabled) return;
    const path = event.composedPath();
    const { cartToggleEl, interceptProductLinks } = svcCart.settings;
    const what =
      interceptProductLinks && productLink(path)
        ? 'customization'
        : cartToggleEl && path.some((node) => matches(node, cartToggleEl))
          ? 'checkout'
          : null;
    // A moment later: a click that follows at once opens first, the fetched code is parsed after.
    if (what) setTimeout(() => svcCart.prefetch(what), 100);
  };
  listen(document, 'pointerover', onIntent);
  listen(document, 'focusin', onIntent);

  // The counter: on CART_READY and CART_UPDATED, and after route changes once the page has drawn it.
  let counterTimer: ReturnType<typeof setTimeout> | undefined;
  const writeCounter = () => {
    const element = resolveElement(svcCart.settings.cartCounterEl);
    if (element && svcCart.cart) element.textContent = String(svcCart.itemCount);
  };
  const writeCounterAfterRoute = () => {
    clearTimeout(counterTimer);
    if (!svcCart.settings.cartCounterEl) return;
    const started = Date.now();
    const poll = () => {
      if (resolveElement(svcCart.settings.cartCounterEl))
        counterTimer = setTimeout(writeCounter, COUNTER_SETTLE);
      else if (Date.now() - started < COUNTER_WAIT) counterTimer = setTimeout(poll, 100);
    };
    poll();
  };
  cleanups.push(svcCart.events.on('CART_READY', writeCounter));
  cleanups.push(svcCart.events.on('CART_UPDATED', writeCounter));
  cleanups.push(() => clearTimeout(counterTimer));

  const onRoute = () => {
    svcCart.checkUrl();
    writeCounterAfterRoute();
  };
  listen(window, 'popstate', onRoute);
  listen(window, LOCATION_CHANGE, onRoute);
  // Routers that dispatch a `pushstate` event of their own.
  listen(window, 'pushstate', onRoute);
  // Back on the page after a while: the cart is read again (another tab may have changed it).
  // The widget's refresh keeps when the page was hidden; its code loads on the first change.
  let refresh: Promise<CartRefresh> | undefined;
  listen(document, 'visibilitychange', () => {
    // Read now: the first time, the refresh's code arrives after the page was hidden.
    const visibility = document.visibilityState;
    const at = Date.now();
    refresh ??= import('../controller/refresh.js').then((module) => new module.CartRefresh(svcCart));
    refresh.then(
      (part) => part.onVisibilityChange(visibility, at).catch(() => undefined),
      () => {
        refresh = undefined;
      },
    );
  });

  return () => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  };
}
