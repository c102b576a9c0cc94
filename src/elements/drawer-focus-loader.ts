/**
 * The loader of drawer-focus.ts: the Tab trap and the scroll lock of the open drawer (the panel),
 * the focus on the summary's lines and the batches that draw a long cart's lines (the summary). A
 * chunk that follows `CART_READY` (drawer.ts), or the first open if that comes sooner. One loader
 * for the panel and the summary, and the module kept once here, so an element made after it
 * arrived uses it from its first render.
 */
import { lazyChunk } from '../ui/load-element.js';

/** The chunk's code, once it is here. */
export let drawerFocus: typeof import('./drawer-focus.js') | undefined;

export const loadDrawerFocus = lazyChunk(() =>
  import('./drawer-focus.js').then((loaded) => (drawerFocus = loaded)),
);
