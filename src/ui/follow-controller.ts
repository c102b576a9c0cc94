import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** What a `FollowController` can follow: anything that calls back on each change until told to stop. */
export interface Followable {
  subscribe(listener: () => void): () => void;
}

/**
 * Re-renders its host on every change of one followed source (the widget's `SvcCart`, the
 * checkout's store), while the host is on the page. It is the one "subscribe and re-render"
 * controller of the UI, after Material Web's `internal/controllers/`:
 *
 * - `follow(source)` changes what is followed (none: `undefined`); following the same source again
 *   changes nothing, and a change of source asks for one render;
 * - on connect it subscribes to the source it follows, on disconnect it unsubscribes, and a host
 *   moved on the page (disconnected, then connected again) subscribes again.
 *
 * Used by `CartStateController` (the controller from context), `CheckoutStepElement` (the store it
 * is given) and the page elements that are given their controller as a property (`<svc-list>`,
 * `<svc-context>`, `<svc-customer-portal>`, `<svc-bundle-builder>`).
 */
export class FollowController<Source extends Followable = Followable> implements ReactiveController {
  readonly #host: ReactiveControllerHost & Element;
  #source: Source | undefined;
  #unsubscribe: (() => void) | undefined;

  constructor(host: ReactiveControllerHost & Element) {
    this.#host = host;
    host.addController(this);
  }

  /** Follows `source` from now on (none: stops following); the host renders once for the change. */
  follow(source: Source | undefined): void {
    if (source === this.#source) return;
    this.#stop();
    this.#source = source;
    if (this.#host.isConnected) this.#start();
    this.#host.requestUpdate();
  }

  hostConnected(): void {
    this.#start();
  }

  hostDisconnected(): void {
    this.#stop();
  }

  #start(): void {
    if (this.#unsubscribe) return;
    this.#unsubscribe = this.#source?.subscribe(() => this.#host.requestUpdate());
  }

  #stop(): void {
    this.#unsubscribe?.();
    this.#unsubscribe = undefined;
  }
}
