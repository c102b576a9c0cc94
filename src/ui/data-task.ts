/**
 * `DataTask`: an element's asynchronous data work as a reactive controller, after `@lit/task`.
 * Each run gets an `AbortSignal`; a newer run, `abort()` or the host leaving the page aborts the
 * older one, and its answer is dropped (stale-answer handling). The host re-renders on every
 * change of `status`, so a template renders the loading, failed and done states from it.
 * Optional `debounce` waits that many milliseconds after the last `run` before the work starts
 * (typing in a search field, a box being filled): only the last run's arguments are used.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export type TaskStatus = 'initial' | 'pending' | 'complete' | 'error';

export interface DataTaskOptions<Args extends unknown[], Value> {
  /** The work: resolves with the value to show; `signal` aborts when a newer run starts. */
  task: (args: Args, options: { signal: AbortSignal }) => Promise<Value>;
  /** Milliseconds to wait after the last `run` before the work starts (default 0: at once). */
  debounce?: number;
  /** Called with each value that is not stale (to copy it into the element's own state). */
  onComplete?: (value: Value, args: Args) => void;
  /** Called with each failure that is not stale. */
  onError?: (error: unknown, args: Args) => void;
}

export class DataTask<Args extends unknown[], Value> implements ReactiveController {
  readonly #host: ReactiveControllerHost;
  readonly #options: DataTaskOptions<Args, Value>;
  #status: TaskStatus = 'initial';
  #value: Value | undefined;
  #error: unknown;
  #controller: AbortController | undefined;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #waiting: { resolve: (settled: boolean) => void } | undefined;

  constructor(host: ReactiveControllerHost, options: DataTaskOptions<Args, Value>) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  /** `initial` before the first run, `pending` while one runs, then `complete` or `error`. */
  get status(): TaskStatus {
    return this.#status;
  }

  /** The last value of a run that was not stale. */
  get value(): Value | undefined {
    return this.#value;
  }

  /** The last failure of a run that was not stale (cleared by the next run). */
  get error(): unknown {
    return this.#error;
  }

  /**
   * Starts the work with `args` (after the debounce), aborting any run before it. Resolves `true`
   * when this run completed, `false` when it failed, was aborted or was overtaken by a newer one.
   */
  run(...args: Args): Promise<boolean> {
    this.abort();
    this.#status = 'pending';
    this.#error = undefined;
    this.#host.requestUpdate();
    const controller = new AbortController();
    this.#controller = controller;
    return new Promise<boolean>((resolve) => {
      this.#waiting = { resolve };
      const start = () => {
        this.#timer = undefined;
        void this.#perform(args, controller, resolve);
      };
      const wait = this.#options.debounce ?? 0;
      if (wait > 0) this.#timer = setTimeout(start, wait);
      else start();
    });
  }

  /** Drops the run under way (and a debounced one not started yet); the status stays as it was shown. */
  abort(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#controller?.abort();
    this.#controller = undefined;
    this.#waiting?.resolve(false);
    this.#waiting = undefined;
  }

  hostDisconnected(): void {
    if (this.#status === 'pending') this.#status = this.#value === undefined ? 'initial' : 'complete';
    this.abort();
  }

  async #perform(
    args: Args,
    controller: AbortController,
    resolve: (settled: boolean) => void,
  ): Promise<void> {
    const current = () => this.#controller === controller && !controller.signal.aborted;
    try {
      const value = await this.#options.task(args, { signal: controller.signal });
      if (!current()) return;
      this.#value = value;
      this.#status = 'complete';
      this.#options.onComplete?.(value, args);
      this.#settle(controller, resolve, true);
    } catch (error) {
      if (!current()) return;
      this.#error = error;
      this.#status = 'error';
      this.#options.onError?.(error, args);
      this.#settle(controller, resolve, false);
    }
  }

  #settle(controller: AbortController, resolve: (settled: boolean) => void, ok: boolean): void {
    if (this.#controller === controller) this.#controller = undefined;
    this.#waiting = undefined;
    this.#host.requestUpdate();
    resolve(ok);
  }
}
