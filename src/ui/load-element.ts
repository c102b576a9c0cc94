/**
 * Loads the code of an element that is optional or shown later (the floating button, the pickers,
 * the error view, the customization views, the checkout and its steps), once, through the
 * registry the bootstrap installed (bootstrap/registry.ts). The registry is a chunk of its own, fetched with
 * the first such element or in the task after `CART_READY`. A failure is not kept: the next call
 * tries again. The elements that load others import this module, never the registry, so no element
 * imports itself in a circle.
 */

import { loadLanguage } from '../core/i18n/localize.js';
import { retrying } from '../core/retrying.js';

type Loaders = Readonly<Record<string, () => Promise<unknown>>>;

const loading = new Map<string, () => Promise<unknown>>();
/** Other loads a render waits for (the checkout's data chunk beside its element): see `whileLoading`. */
const alongside = new Set<Promise<unknown>>();

/**
 * `load()` once: the same promise to every caller, counted by `elementsLoaded` while it runs. A
 * failure is not kept, so the next call fetches again.
 */
export const lazyChunk = <T>(load: () => Promise<T>): (() => Promise<T>) =>
  retrying(() => whileLoading(load()));

let registry: () => Promise<Loaders> = () => Promise.resolve({});

/** The bootstrap installs how to load the registry once, before anything renders. */
export function useRegistry(load: () => Promise<Loaders>): void {
  registry = lazyChunk(load);
}

/**
 * Loads the code of `tag` once (bootstrap/registry.ts), and settles once it and the messages of
 * `language` (the language of the widget that shows it, from the caller) are there, fetched at
 * once, so the element speaks that language from its first render; for a tag defined already,
 * once the messages are there.
 */
export function loadElement(tag: string, language: string): Promise<unknown> {
  const code = customElements.get(tag) ? undefined : loadElementCode(tag);
  const messages = loadLanguage(language);
  return code && !messages ? code : Promise.all([code, messages]);
}

/**
 * Loads the code of `tag` once, and waits for no messages: a prefetch (the drawer's error view, a
 * view or the checkout on intent). The element that shows it asks `loadElement` with its language.
 */
export function loadElementCode(tag: string): Promise<unknown> {
  const known = loading.get(tag);
  if (known) return known();
  const load = lazyChunk(async () => {
    const loaders = await registry();
    const code = loaders[tag];
    if (!code) throw new Error(`Cart Widget: no code is registered for <${tag}>`);
    return code();
  });
  loading.set(tag, load);
  return load();
}

/** Counts `load` (code an element needs beside its own) among what `elementsLoaded` waits for. */
export function whileLoading<T>(load: Promise<T>): Promise<T> {
  alongside.add(load);
  const done = () => alongside.delete(load);
  load.then(done, done);
  return load;
}

/** Settles once every element load started so far has ended (for tests and tools). */
export async function elementsLoaded(): Promise<void> {
  await Promise.allSettled(alongside);
}

/** The tag of a customization view. */
export const viewTag = (view: string): string => `svc-view-${view}`;
