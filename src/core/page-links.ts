/**
 * What a click on the page asks of the widget: the toggle element (`cartToggleEl`), a product link
 * (`/checkout/buy/{id}`, `/checkout/add/{id}`, `data-svc-product`) or nothing. Pure functions of
 * the event's composed path, shared by the page integration and the debug overlay.
 */
import type { SvcCartSettings } from './config.js';

/** The event our patched `history.pushState`/`replaceState` dispatch on `window`. */
export const LOCATION_CHANGE = 'locationchange';

export function matches(node: EventTarget, target: string | Element): boolean {
  if (!(node instanceof Element)) return false;
  if (typeof target !== 'string') return node === target;
  try {
    return node.matches(target);
  } catch {
    return false;
  }
}

/** The product a click asks for: `/checkout/buy/{id}`, `/checkout/add/{id}` or `data-svc-product`. */
export function productLink(path: EventTarget[]): { productId: number; buy: boolean } | null {
  for (const node of path) {
    if (!(node instanceof Element)) continue;
    const attribute = node.getAttribute('data-svc-product');
    if (attribute !== null && /^\d+$/.test(attribute.trim()))
      return { productId: Number(attribute), buy: false };
    if (node instanceof HTMLAnchorElement || node instanceof SVGAElement) {
      const href = node.getAttribute('href') ?? '';
      const match = /\/checkout\/(buy|add)\/(\d+)(?=$|[/?#])/i.exec(href);
      if (match) return { productId: Number(match[2]), buy: match[1]!.toLowerCase() === 'buy' };
    }
  }
  return null;
}

/**
 * What a click on `path` asks of the widget (when it is enabled): the toggle element, a product
 * link (with `interceptProductLinks`), or nothing. The debug overlay explains clicks with it.
 */
export function clickTarget(
  settings: Pick<SvcCartSettings, 'cartToggleEl' | 'interceptProductLinks'>,
  path: EventTarget[],
): 'toggle' | { productId: number; buy: boolean } | null {
  const { cartToggleEl, interceptProductLinks } = settings;
  if (cartToggleEl && path.some((node) => matches(node, cartToggleEl))) return 'toggle';
  return interceptProductLinks ? productLink(path) : null;
}
