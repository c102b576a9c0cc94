/**
 * The live price of the box being built, as a reactive controller on a debounced `DataTask`: the
 * server's quote is asked for after a short pause in the picking (a run of clicks asks once), only
 * the answer to the latest question counts, and the last answer is kept for the box it was asked
 * for (going back to that box asks nothing). Leaving the page drops the question under way; it is
 * asked again when the view is shown again.
 */
import type { BundleQuote, BundleQuotePayload } from '@svc/sdk';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ViewData } from '../../controller/view-data.js';
import { DataTask } from '../../ui/data-task.js';
import { violationsOf, type BundleViolation } from './bundle-rules.js';

/** The quote waits this long after the last pick, so a run of clicks asks once. */
const QUOTE_DELAY = 300;

/** The answer of the last quote, for the selection it was asked for (`key`). */
export interface QuoteState {
  key: string;
  value?: BundleQuote;
  /** The rules the server says the box breaks; empty when the quote failed otherwise. */
  violations?: BundleViolation[];
}

export interface BundleQuoteOptions {
  /** The views' data operations (`svcCart.viewData()`). */
  data: () => Promise<ViewData>;
  /** The bundle being built. */
  bundleId: () => number;
  /** The quote payload of the box as it is now; `null` while it cannot be priced. */
  payload: () => BundleQuotePayload | null;
}

/** Preferences do not change the price: a new preference asks for no new quote. */
const keyOf = (payload: BundleQuotePayload): string =>
  JSON.stringify([payload.productId, payload.quantity, payload.items]);

/** Asks for the box's price as it changes (`schedule`) and keeps the latest answer. */
export class BundleQuoteController implements ReactiveController {
  readonly #host: ReactiveControllerHost;
  readonly #options: BundleQuoteOptions;
  readonly #task: DataTask<[BundleQuotePayload, string], BundleQuote>;
  #answer: QuoteState | null = null;
  /** Whether the box as it is now awaits a quote (not when it needs none). */
  #asking = false;

  constructor(host: ReactiveControllerHost, options: BundleQuoteOptions) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
    this.#task = new DataTask(host, {
      debounce: QUOTE_DELAY,
      task: async ([payload]) => (await options.data()).quoteBundle(options.bundleId(), payload),
      onComplete: (value, [, key]) => (this.#answer = { key, value }),
      onError: (error, [, key]) => (this.#answer = { key, violations: violationsOf(error) }),
    });
  }

  /** The quote for the box as it is now, if it came. */
  get current(): QuoteState | undefined {
    const payload = this.#options.payload();
    return payload && this.#answer?.key === keyOf(payload) ? this.#answer : undefined;
  }

  /** Whether a quote is on its way (the price shows a spinner meanwhile). */
  get quoting(): boolean {
    return this.#asking && this.#task.status === 'pending';
  }

  /** The box changed: asks for its price after the pause, unless it cannot be priced or already is. */
  schedule(): void {
    // Every change makes earlier questions stale: only the answer to the latest one counts.
    const payload = this.#options.payload();
    const key = payload && keyOf(payload);
    if (!payload || !key || this.#answer?.key === key) {
      this.#task.abort();
      if (this.#asking) this.#host.requestUpdate();
      this.#asking = false;
      return;
    }
    this.#asking = true;
    void this.#task.run(payload, key);
  }

  /** Shown again (the router keeps the element for its customization): asks what was waiting. */
  hostConnected(): void {
    this.schedule();
  }
}
