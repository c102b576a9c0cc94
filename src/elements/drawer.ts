/**
 * The drawer's elements: the panel and the error view. Their code is in the start set; the
 * summary and its lines are a chunk of their own that the root fetches in the task after
 * `CART_READY` (the drawer shows its loading state until then). Defining them is deferred: nothing of the drawer is on screen until it opens, and each
 * definition (class finalization, and for the panel its upgrade, first render and style sheets)
 * is work a slow device should not do inside the start-up's other tasks. `<svc-cart-root>` has them
 * defined one per task after its first render, while the start-up requests are under way; whatever
 * is left is defined at once, synchronously, when the cart is ready or the drawer opens.
 */
import { SvcCartError } from './svc-cart-error/svc-cart-error.js';
import { SvcCartPanel } from './svc-cart-panel/svc-cart-panel.js';

/** Children before their parents, so a panel that renders finds its views defined. */
const DRAWER: [string, CustomElementConstructor][] = [
  ['svc-cart-error', SvcCartError],
  ['svc-cart-panel', SvcCartPanel],
];

let scheduled = false;

function defineOne(tag: string, element: CustomElementConstructor): void {
  if (!customElements.get(tag)) customElements.define(tag, element);
}

/** Defines every element of the drawer that is not defined yet, now (the drawer is opening). */
export function defineDrawer(): void {
  for (const [tag, element] of DRAWER) defineOne(tag, element);
}

/** Defines the drawer's elements one per task, starting in the next (once). */
export function defineDrawerInTasks(): void {
  if (scheduled) return;
  scheduled = true;
  const next = () => {
    const pending = DRAWER.find(([tag]) => !customElements.get(tag));
    if (!pending) return;
    defineOne(...pending);
    setTimeout(next);
  };
  setTimeout(next);
}
