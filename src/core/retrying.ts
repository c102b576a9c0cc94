/**
 * `load()` once: every caller gets the same promise while it runs and after it succeeded. A
 * failure is not kept, so the next call tries again (a chunk that could not be fetched, a
 * request that failed).
 */
export function retrying<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () =>
    (promise ??= load().catch((error: unknown) => {
      promise = undefined;
      throw error;
    }));
}
