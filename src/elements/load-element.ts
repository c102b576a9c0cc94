const loading = new Map<string, Promise<unknown>>();

/**
 * Loads the code of an element that is optional or shown later (the floating button, the
 * pickers, the customization views, the checkout), once. `load` is an `import()` of a module
 * next to this one, so the chunk comes from wherever the widget is served. A failure is not kept:
 * the next call tries again.
 */
export function loadElement(tag: string, load: () => Promise<unknown>): Promise<unknown> {
  if (customElements.get(tag)) return Promise.resolve();
  let promise = loading.get(tag);
  if (!promise) {
    promise = load().catch((error: unknown) => {
      loading.delete(tag);
      throw error;
    });
    loading.set(tag, promise);
  }
  return promise;
}

/** Settles once every element load started so far has ended (for tests and tools). */
export async function elementsLoaded(): Promise<void> {
  await Promise.allSettled(loading.values());
}
