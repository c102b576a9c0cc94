/**
 * The elements a shop writes into its own page (`<svc-customer-portal>`): once the script saw one
 * (index.ts), this module connects each of them, also those a router adds later, to a controller:
 * the one set on the element, else a widget of its own for an element with `api-key` or
 * `sdkClient`, else the page's cart widget (the automatic one, or the last `SvcCart.initialize`).
 */
import { SvcCart } from '../controller/svc-cart.js';
import { namedEntry } from '../controller/ahead.js';
import type { PageInputs } from '../core/page-inputs.js';
import { loadElement } from '../ui/load-element.js';
import type { SvcCustomerPortal } from '../portal/svc-customer-portal/svc-customer-portal.js';

/** The storefront elements a page may hold outside any other (the rest are written inside them). */
const STOREFRONT_TAGS = ['svc-context', 'svc-list', 'svc-bundle-builder'];
export const PAGE_TAGS = ['svc-customer-portal', ...STOREFRONT_TAGS];

/** A storefront element as the script sees it: it is given the page's widget. */
interface StorefrontElement extends HTMLElement {
  controller?: SvcCart;
}

const connected = new WeakSet<Element>();

/** A widget that is not drawn on the page, for an element given its own key or SDK instance. */
async function ownWidget(element: SvcCustomerPortal, inputs: () => PageInputs<SvcCart>): Promise<SvcCart> {
  const widget = new SvcCart(
    element.sdkClient
      ? { sdkClient: element.sdkClient }
      : { apiKey: element.apiKey!, ...(element.apiUrl ? { apiUrl: element.apiUrl } : {}) },
    inputs(),
  );
  element.controller = widget;
  await widget.whenUrlRulesReady();
  await widget.start();
  return widget;
}

/** The page's cart widget, now or once `svc-cart-initialized` announces it. */
function pageWidget(current: () => SvcCart | undefined): Promise<SvcCart> {
  const widget = current();
  if (widget) return Promise.resolve(widget);
  return new Promise((resolve) => {
    const check = () => {
      const found = current();
      if (!found) return;
      window.removeEventListener('svc-cart-initialized', check);
      resolve(found);
    };
    window.addEventListener('svc-cart-initialized', check);
  });
}

/**
 * The language whose messages an element's code loads with: its widget's, when the element has one
 * or takes the page's and it is there. Else English, which waits for nothing: the element's
 * LocalizeController fetches its widget's language once it has one, and renders again.
 */
function languageFor(
  element: { controller?: SvcCart | undefined },
  fromPage: Promise<SvcCart> | undefined,
  current: () => SvcCart | undefined,
): string {
  const widget = element.controller ?? (fromPage ? current() : undefined);
  return widget?.state.languageCode ?? 'en';
}

/** A storefront element (`<svc-context>`, `<svc-list>`, …): their one chunk, then the page's widget. */
async function connectStorefront(
  element: StorefrontElement,
  current: () => SvcCart | undefined,
): Promise<void> {
  // A context's product goes out as soon as the widget's start-up does (its round trip), while the
  // elements' code loads beside it.
  const fromPage = element.controller ? undefined : pageWidget(current);
  const named = fromPage && namedEntry(element);
  // The SDK's products and bundles code was asked for when the script saw the tag (index.ts).
  if (named) {
    fromPage
      .then((widget) => widget.storefront())
      .then((data) => data.prefetch(named.kind, named.ref))
      .catch(() => undefined);
  }
  // The storefront chunk first: a builder inside a context finds its provider when it upgrades.
  const language = languageFor(element, fromPage, current);
  if (element.localName !== 'svc-bundle-builder' || element.closest('svc-context'))
    await loadElement('svc-context', language);
  if (element.localName === 'svc-bundle-builder') await loadElement('svc-bundle-builder', language);
  customElements.upgrade(element);
  element.controller ??= await (fromPage ?? pageWidget(current));
}

async function connect(
  element: SvcCustomerPortal,
  current: () => SvcCart | undefined,
  inputs: () => PageInputs<SvcCart>,
): Promise<void> {
  // With the page's widget, its portal data loads beside the element's code, and the list the
  // element shows first is asked for at once (with a stored sign-in, beside the start-up).
  const fromPage =
    element.getAttribute('api-key') || element.sdkClient || element.controller
      ? undefined
      : pageWidget(current);
  // `listsFirst` is imported here, not statically: a storefront page needs nothing of the portal's.
  fromPage
    ?.then((widget) => Promise.all([widget.portal(), import('../portal/svc-customer-portal/lists-first.js')]))
    .then(([data, { listsFirst }]) => listsFirst(element) && data.prefetchSubscriptions())
    .catch(() => undefined);
  await loadElement(element.localName, languageFor(element, fromPage, current));
  // An element created before its definition arrived is upgraded now, with what the page set.
  customElements.upgrade(element);
  if (element.controller) return;
  try {
    if (element.apiKey || element.sdkClient) await ownWidget(element, inputs);
    else element.controller = await (fromPage ?? pageWidget(current));
  } catch (error) {
    element.unavailable = true;
    console.error(`Cart Widget: <${element.localName}> could not start`, error);
  }
}

/**
 * Connects every page element there is now and every one added later. `current` gives the
 * page's widget (undefined while there is none); `inputs` the page inputs of a new widget.
 */
export function connectPageElements(
  current: () => SvcCart | undefined,
  inputs: () => PageInputs<SvcCart>,
): void {
  const scan = () => {
    for (const element of document.querySelectorAll<HTMLElement>(PAGE_TAGS.join())) {
      if (connected.has(element)) continue;
      connected.add(element);
      (STOREFRONT_TAGS.includes(element.localName)
        ? connectStorefront(element, current)
        : connect(element as SvcCustomerPortal, current, inputs)
      ).catch((error: unknown) =>
        console.error(`Cart Widget: the code of <${element.localName}> could not be loaded`, error),
      );
    }
  };
  new MutationObserver(scan).observe(document.documentElement, { childList: true, subtree: true });
  scan();
}
