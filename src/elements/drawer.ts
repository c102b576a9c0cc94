/**
 * The drawer's elements: the panel and what it shows without a fetch (the summary and its lines).
 * Their code is in the start set, so the summary never waits for the network, but defining them is
 * deferred: nothing of the drawer is on screen until it opens, and each definition (class
 * finalization, and for the panel its upgrade, first render and style sheets) is work a slow
 * device should not do inside the start-up's other tasks. `<svc-cart-root>` has them defined one
 * per task after its first render, while the start-up requests are under way; whatever is left is
 * defined at once, synchronously, when the cart is ready or the drawer opens.
 */
import { loadLineNotes, SvcCartLine } from './svc-cart-line/svc-cart-line.js';
import { loadDrawerFocus } from './drawer-focus-loader.js';
import { SvcCartPanel } from './svc-cart-panel/svc-cart-panel.js';
import { defineElement } from '../ui/define.js';
import { loadElementCode } from '../ui/load-element.js';
import { loadCodeEntries, SvcCartSummary } from './svc-cart-summary/svc-cart-summary.js';

/** Children before their parents, so a panel that renders finds its views defined. */
const DRAWER: [string, CustomElementConstructor][] = [
  ['svc-cart-line', SvcCartLine],
  ['svc-cart-summary', SvcCartSummary],
  ['svc-cart-panel', SvcCartPanel],
];

let scheduled = false;

/** Defines every element of the drawer that is not defined yet, now (the drawer is opening). */
export function defineDrawer(): void {
  for (const [tag, element] of DRAWER) defineElement(tag, element);
}

/** Defines the drawer's elements one per task, starting in the next (once). */
export function defineDrawerInTasks(): void {
  if (scheduled) return;
  scheduled = true;
  const next = () => {
    const pending = DRAWER.find(([tag]) => !customElements.get(tag));
    if (!pending) return;
    defineElement(...pending);
    setTimeout(next);
  };
  setTimeout(next);
}

/**
 * Fetches what the drawer draws a moment after its elements (the summary's code entries, the lines'
 * notes, the error view, which brings the registry of the elements loaded on demand with it) and
 * what keeps the shopper in it once open and the focus in place (drawer-focus.ts). The root calls it in the task
 * after `CART_READY`, so none of it is part of what loads before, and all of it is there by the
 * time the shopper opens the drawer or clicks. A failure is left to the next use, which asks again.
 */
export function prefetchDrawerParts(): void {
  for (const load of [
    loadCodeEntries(),
    loadLineNotes(),
    loadElementCode('svc-cart-error'),
    loadDrawerFocus(),
  ])
    load.catch(() => undefined);
}
