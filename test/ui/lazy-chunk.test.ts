/**
 * `lazyChunk` (src/ui/load-element.ts) by itself: every element, view and step the widget loads
 * later goes through it, so a chunk is fetched once, a failed fetch is tried again, and
 * `elementsLoaded()` (what tests and tools wait on) waits for it.
 */
import { expect } from '@open-wc/testing';
import { elementsLoaded, lazyChunk } from '../../src/ui/load-element.js';
import { microtasksDrained } from '../shared/wait.js';

/** A load the test settles by hand, counting how often it was started. */
function manualLoad<T>() {
  const loads: { resolve: (value: T) => void; reject: (error: Error) => void }[] = [];
  const load = () => new Promise<T>((resolve, reject) => loads.push({ resolve, reject }));
  return { load, loads };
}

describe('ui/lazyChunk', () => {
  it('starts the load once and gives every caller the same promise, while it runs and after', async () => {
    const { load, loads } = manualLoad<string>();
    const chunk = lazyChunk(load);
    const first = chunk();
    const second = chunk();
    expect(second).to.equal(first);
    expect(loads.length).to.equal(1);
    loads[0]!.resolve('module');
    expect(await first).to.equal('module');
    expect(chunk()).to.equal(first);
    expect(loads.length).to.equal(1);
  });

  it('does not keep a failure: the caller gets the error and the next call loads again', async () => {
    const { load, loads } = manualLoad<string>();
    const chunk = lazyChunk(load);
    const failed = chunk();
    loads[0]!.reject(new Error('Failed to fetch dynamically imported module'));
    let message = '';
    await failed.catch((error: Error) => {
      message = error.message;
    });
    expect(message).to.equal('Failed to fetch dynamically imported module');
    const retried = chunk();
    expect(retried).not.to.equal(failed);
    expect(loads.length).to.equal(2);
    loads[1]!.resolve('module');
    expect(await retried).to.equal('module');
  });

  it('is waited for by elementsLoaded until it has loaded', async () => {
    const { load, loads } = manualLoad<string>();
    const chunk = lazyChunk(load);
    void chunk();
    let waited = false;
    const waiting = elementsLoaded().then(() => {
      waited = true;
    });
    await microtasksDrained();
    expect(waited, 'elementsLoaded settled while the chunk was loading').to.equal(false);
    loads[0]!.resolve('module');
    await waiting;
    expect(waited).to.equal(true);
  });

  it('is waited for by elementsLoaded until it has failed, which elementsLoaded does not throw', async () => {
    const { load, loads } = manualLoad<string>();
    const chunk = lazyChunk(load);
    const failed = chunk().catch((error: Error) => error.message);
    let waited = false;
    const waiting = elementsLoaded().then(() => {
      waited = true;
    });
    await microtasksDrained();
    expect(waited, 'elementsLoaded settled while the chunk was loading').to.equal(false);
    loads[0]!.reject(new Error('offline'));
    await waiting;
    expect(await failed).to.equal('offline');
  });
});
