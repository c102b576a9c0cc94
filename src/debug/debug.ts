/**
 * The integrator's debug overlay behind `svcCart.debug()` and `?svcDebug=1`, a chunk of its own
 * that loads on the first `debug(true)`. It watches the widget from outside, through its public
 * state, events and the SDK's request trace, and leaves nothing on the page after `debug(false)`.
 */
import { traceRequests, type TracedRequest } from '@svc/sdk/debug';
import { clickTarget, LOCATION_CHANGE, productLink } from '../core/page-links.js';
import { itemCount, type Cart } from '../core/cart-model.js';
import { compileUrlRules, type PathMatcher } from '../core/url-rules.js';
import type { SvcCart } from '../controller/svc-cart.js';
import type { SvcCartEventType } from '../controller/events.js';
import './svc-debug-overlay/index.js';
import { EMPTY_REPORT, type DebugLine, type DebugReport } from './svc-debug-overlay/svc-debug-overlay.js';

const MAX_EVENTS = 50;
const MAX_REQUESTS = 20;
const MAX_CLICKS = 20;
const MAX_TEXT = 160;

/** The open sessions, one per widget. Module state, not a window property. */
const sessions = new WeakMap<SvcCart, () => void>();

/** Shows (`on`) or removes the overlay of `svcCart`; a second `true` keeps the one there. */
export function debug(svcCart: SvcCart, on: boolean): void {
  const stop = sessions.get(svcCart);
  if (!on) {
    stop?.();
    sessions.delete(svcCart);
  } else if (!stop) {
    sessions.set(svcCart, startSession(svcCart));
  }
}

const clip = (text: string): string => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text);
/** `expand%5B%5D=items.product` as `expand[]=items.product`; as sent when it does not decode. */
const readable = (path: string): string => {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
};
const push = <T>(list: T[], entry: T, max: number): T[] => [entry, ...list].slice(0, max);

/** An element as a selector would name it: `a#buy.product-link`. */
export function describeElement(element: Element): string {
  const id = element.id ? `#${element.id}` : '';
  const classes = [...element.classList].map((name) => `.${name}`).join('');
  return `${element.localName}${id}${classes}`;
}

/** The config as JSON-like text: elements as selectors, functions by name, nothing undefined. */
export function configText(value: unknown): string {
  return JSON.stringify(
    value,
    (_key, item: unknown) => {
      if (typeof Element !== 'undefined' && item instanceof Element) return `<${describeElement(item)}>`;
      if (typeof item === 'function') return `function ${item.name || '(anonymous)'}()`;
      return item;
    },
    2,
  );
}

interface CartLike {
  id?: unknown;
  items?: { quantity?: number }[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function cartSummary(cart: CartLike): string {
  const count = itemCount(cart as Cart);
  return `cart ${String(cart.id)}, ${count} ${count === 1 ? 'item' : 'items'}`;
}

/** A short line about an event's data: the cart's ID and item count, or a few plain fields. */
export function dataSummary(data: unknown): string {
  if (!isObject(data)) return data === undefined || data === null ? '' : clip(String(data));
  if ('id' in data && Array.isArray(data.items)) return cartSummary(data as CartLike);
  const parts: string[] = [];
  for (const [key, value] of Object.entries(data)) {
    if (key === 'cart' && isObject(value) && Array.isArray(value.items)) parts.push(cartSummary(value));
    else if (key === 'payload' && isObject(value))
      parts.push(
        Object.entries(value)
          .filter(([, field]) => typeof field === 'number' || typeof field === 'string')
          .map(([name, field]) => `${name} ${String(field)}`)
          .join(', '),
      );
    else if (['string', 'number', 'boolean'].includes(typeof value)) parts.push(`${key}: ${String(value)}`);
  }
  return clip(parts.filter(Boolean).join(', '));
}

/** The element a product-link click went through: the link or the `data-svc-product` element. */
function linkOf(path: EventTarget[]): Element | undefined {
  return path.find(
    (node): node is Element =>
      node instanceof Element &&
      (node.hasAttribute('data-svc-product') || node.localName === 'a' || node instanceof SVGAElement),
  );
}

function linkText(element: Element | undefined): string {
  if (!element) return 'a product link';
  const href = element.getAttribute('href');
  const product = element.getAttribute('data-svc-product');
  return href !== null
    ? `${describeElement(element)} href="${clip(href)}"`
    : `${describeElement(element)} data-svc-product="${product ?? ''}"`;
}

/** The URL rule behind the widget's state on `pathname`: which entry of the list matches, if one does. */
export async function ruleSentence(
  svcCart: SvcCart,
  pathname: string,
  compiled: Map<string, Promise<PathMatcher>>,
): Promise<string> {
  const list = svcCart.disableList;
  let matched: string | undefined;
  for (const entry of list) {
    if (!compiled.has(entry)) compiled.set(entry, compileUrlRules([entry]));
    if ((await compiled.get(entry)!)(pathname)) {
      matched = entry;
      break;
    }
  }
  const rules = list.length ? `rules: ${list.join(', ')}` : 'no disable rules';
  if (svcCart.enabled) {
    return matched
      ? `Enabled on ${pathname}, though the rule ${matched} matches (not applied yet).`
      : `Enabled on ${pathname}: no rule matched (${rules}).`;
  }
  return matched
    ? `Disabled on ${pathname}: it matches the rule ${matched}.`
    : `Disabled on ${pathname}: no rule matched (${rules}); it was turned off by disable().`;
}

/** What the page's state was when a click began, before any listener of the widget ran. */
interface ClickStart {
  enabled: boolean;
  open: boolean;
  /** Cancelled by the page before it reached the widget's listener on the document. */
  prevented: boolean;
}

/** Starts collecting and mounts the overlay; returns the function that undoes all of it. */
function startSession(svcCart: SvcCart): () => void {
  const cleanups: (() => void)[] = [];
  const listen = (target: EventTarget, type: string, handler: (event: Event) => void, capture = false) => {
    target.addEventListener(type, handler, capture);
    cleanups.push(() => target.removeEventListener(type, handler, capture));
  };

  // By tag, not by class: a second copy of the script may have defined it first.
  const overlay = document.createElement('svc-debug-overlay');
  let report: DebugReport = EMPTY_REPORT;
  const update = (change: Partial<DebugReport>) => {
    report = { ...report, ...change };
    overlay.report = report;
  };
  const line = (text: string, detail?: string, failed?: boolean): DebugLine => ({
    at: Date.now(),
    text,
    ...(detail ? { detail } : {}),
    ...(failed ? { failed } : {}),
  });

  // Events: every type once (`CART_UPDATE` is another name of `CART_UPDATED`).
  for (const type of new Set<SvcCartEventType>(Object.values(svcCart.events.type))) {
    cleanups.push(
      svcCart.events.on(type, (error, data, meta) => {
        const action = meta?.action ? ` (${meta.action})` : '';
        const detail = [error ? `error: ${clip(error.message)}` : '', dataSummary(data)]
          .filter(Boolean)
          .join('; ');
        update({ events: push(report.events, line(`${type}${action}`, detail, Boolean(error)), MAX_EVENTS) });
      }),
    );
  }

  // Requests: in flight until their end report, then the last few finished.
  const requestLine = (request: TracedRequest): DebugLine => {
    const text = `${request.method} ${clip(readable(request.path))}`;
    if (request.endedAt === undefined) return { at: request.startedAt, text, detail: request.operation };
    const took = `${request.endedAt - request.startedAt} ms`;
    const failed = request.error !== undefined;
    const outcome = failed
      ? `${request.status ?? 'no answer'} after ${took}: ${clip(request.error!)}`
      : `done in ${took}`;
    return {
      at: request.endedAt,
      text,
      detail: `${request.operation}, ${outcome}`,
      ...(failed ? { failed } : {}),
    };
  };
  const inFlight = new Map<number, DebugLine>();
  cleanups.push(
    traceRequests((request) => {
      if (request.endedAt === undefined) inFlight.set(request.id, requestLine(request));
      else inFlight.delete(request.id);
      update({
        inFlight: [...inFlight.values()].reverse(),
        finished:
          request.endedAt === undefined
            ? report.finished
            : push(report.finished, requestLine(request), MAX_REQUESTS),
      });
    }),
  );

  // Clicks: the state before the widget's own listener, then the decision it took.
  const starts = new WeakMap<Event, ClickStart>();
  listen(
    window,
    'click',
    (event) =>
      starts.set(event, {
        enabled: svcCart.enabled,
        open: svcCart.isOpen,
        prevented: event.defaultPrevented,
      }),
    true,
  );
  // Last stop before the document: cancelled by a listener on the link or one of its ancestors.
  listen(document.documentElement, 'click', (event) => {
    const start = starts.get(event);
    if (start) start.prevented ||= event.defaultPrevented;
  });
  listen(document, 'click', (event) => {
    const start = starts.get(event) ?? {
      enabled: svcCart.enabled,
      open: svcCart.isOpen,
      prevented: false,
    };
    const path = event.composedPath();
    const target = clickTarget(svcCart.settings, path);
    const link = target === 'toggle' ? null : productLink(path);
    if (target === null && link === null) return;
    const toggle = svcCart.settings.cartToggleEl;
    const what =
      target === 'toggle'
        ? `cartToggleEl ${typeof toggle === 'string' ? toggle : `<${describeElement(toggle)}>`}`
        : linkText(linkOf(path));
    let decision: string;
    if (!start.enabled) decision = 'not intercepted: the widget is disabled on this page';
    else if (start.prevented) decision = 'not intercepted: the page cancelled the click first';
    else if (target === 'toggle') decision = `${start.open ? 'closed' : 'opened'} the widget (cartToggleEl)`;
    else if (target)
      decision = `intercepted: configureItem({ productId: ${target.productId} })${target.buy ? ' then checkout' : ''}`;
    else decision = 'not intercepted: interceptProductLinks is off';
    update({ clicks: push(report.clicks, line(decision, what), MAX_CLICKS) });
  });

  // The widget's state, its URL rule and its config: again on every change and route change.
  const compiled = new Map<string, Promise<PathMatcher>>();
  let asked = 0;
  let last = '';
  const refresh = () => {
    const pathname = location.pathname;
    const key = JSON.stringify([pathname, svcCart.enabled, svcCart.disableList]);
    if (key !== last) {
      last = key;
      const ask = (asked += 1);
      ruleSentence(svcCart, pathname, compiled).then(
        (widget) => ask === asked && update({ widget }),
        (error: unknown) =>
          ask === asked && update({ widget: `The URL rules could not be checked: ${String(error)}` }),
      );
    }
    // The getter gives the key's first 4 characters (the start bundle has little room): masked here.
    const { apiKey, accessToken: _token, sdkClient, ...rest } = svcCart.config;
    const config = configText({
      apiKey: apiKey === undefined ? undefined : `${apiKey}…`,
      ...rest,
      ...(sdkClient ? { sdkClient: 'given' } : {}),
      settings: svcCart.settings,
      disableList: svcCart.disableList,
    });
    if (config !== report.config) update({ config });
  };
  cleanups.push(svcCart.subscribe(refresh));
  listen(window, 'popstate', refresh);
  listen(window, LOCATION_CHANGE, refresh);
  refresh();

  listen(overlay, 'svc-debug-close', () => {
    svcCart.debug(false).catch(() => undefined);
  });
  overlay.report = report;
  (document.body ?? document.documentElement).append(overlay);

  return () => {
    asked += 1;
    for (const cleanup of cleanups.splice(0)) cleanup();
    overlay.remove();
  };
}
