/**
 * The summary's lines drawn in batches, so that a long cart never holds the main thread: the
 * render that opens the drawer draws the first screenful of lines (with the totals and the
 * checkout button), then one batch per task draws more, each batch sized from the time the last
 * one took (`nextBatchSize`), until every line is drawn. Its code comes with the line focus
 * (drawer-focus.ts re-exports it), in the chunk that follows `CART_READY`; a summary made before
 * it was here draws all its lines at once. See docs/decisions.md "Long carts: the lines drawn in batches".
 */
import type { ReactiveController, ReactiveElement } from 'lit';
import type { CartStateController } from '../ui/cart-state-controller.js';

/** The height of a line at least, in CSS pixels: its image's (`--svc-line-image-size`, 4 rem). */
const LINE_HEIGHT = 64;
/**
 * The time one batch is sized for: the summary's render and its new lines' renders, in ms. The
 * browser's style, layout and paint of the new lines come on top, in the frame after it.
 */
export const BATCH_MS = 25;
/** The fewest lines a batch draws, however slow the device. */
export const MIN_BATCH = 5;

/** The lines the first render draws: a screenful, as many as the window's height holds at least. */
export const firstLines = (): number => Math.max(MIN_BATCH, Math.ceil(innerHeight / LINE_HEIGHT));

/**
 * The size of the next batch: the last one's, scaled to take `BATCH_MS`; at most twice as many
 * lines (one fast batch says little), at least `MIN_BATCH`.
 */
export function nextBatchSize(size: number, spent: number): number {
  const scaled = spent > 0 ? Math.floor((size * BATCH_MS) / spent) : size * 2;
  return Math.max(MIN_BATCH, Math.min(size * 2, scaled));
}

/**
 * How many of the cart's lines the summary draws (`count`), raised a batch per task until it
 * draws them all. A cart change in between (a line removed or added) changes nothing here: the
 * summary draws the first `count` lines of the cart as it is then, by position, so no line is
 * missing or shown twice, and the next batch goes on from there.
 */
export class LineBatches implements ReactiveController {
  /** The number of lines the summary draws now. */
  count = firstLines();
  readonly #summary: ReactiveElement;
  readonly #state: CartStateController;
  /** Lines in the next batch. */
  #size = this.count;
  /** Settles once every line is drawn (or the summary left the page); none when nothing is left. */
  #drawing: Promise<void> | undefined;
  /** Called after the summary's next render. */
  #rendered: (() => void) | undefined;

  /** For `summary`, before its first render, which shows the lines of the cart of `state`. */
  constructor(summary: ReactiveElement, state: CartStateController) {
    this.#summary = summary;
    this.#state = state;
    summary.addController(this);
  }

  /** While lines are still to be drawn: settles once they are (the summary's `updateComplete` waits for it). */
  get drawing(): Promise<void> | undefined {
    return this.#drawing;
  }

  /** The number of lines in the cart. */
  get #total(): number {
    return this.#state.controller?.cart?.items.length ?? 0;
  }

  hostUpdated(): void {
    this.#rendered?.();
    this.#rendered = undefined;
    const total = this.#total;
    // A cart that shrank: should it grow again, the new lines come in batches too.
    if (this.count > total) this.count = Math.max(total, firstLines());
    if (this.count < total) this.#drawing ??= this.#draw();
  }

  /** One batch per task, until every line is drawn or the summary left the page. */
  async #draw(): Promise<void> {
    while (this.count < this.#total) {
      // A task of its own: the browser paints and handles input between two batches.
      await new Promise((resolve) => setTimeout(resolve));
      if (!this.#summary.isConnected) break;
      const began = performance.now();
      const drawn = this.count;
      this.count = Math.min(drawn + this.#size, this.#total);
      const rendered = new Promise<void>((resolve) => (this.#rendered = resolve));
      this.#summary.requestUpdate();
      await rendered;
      // The new lines render in the same task, right after the summary.
      const lines = [...this.#summary.renderRoot.querySelectorAll('svc-cart-line')].slice(drawn);
      await Promise.all(lines.map((line) => line.updateComplete));
      this.#size = nextBatchSize(this.count - drawn, performance.now() - began);
    }
    this.#drawing = undefined;
  }
}
