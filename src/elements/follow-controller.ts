import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { SvcCart } from '../controller/svc-cart.js';

/**
 * Re-renders an element on every change of the widget it was given as a property (`follow`), while
 * it is on the page: the page elements (`<svc-customer-portal>`, `<svc-context>`) get their
 * controller from the script, not from context.
 */
export class FollowController implements ReactiveController {
  readonly #host: ReactiveControllerHost;
  #controller: SvcCart | undefined;
  #unsubscribe: (() => void) | undefined;

  constructor(host: ReactiveControllerHost) {
    this.#host = host;
    host.addController(this);
  }

  /** Follows `controller` from now on (none: stops following). */
  follow(controller: SvcCart | undefined): void {
    this.#unsubscribe?.();
    this.#controller = controller;
    this.#unsubscribe = controller?.subscribe(() => this.#host.requestUpdate());
  }

  hostConnected(): void {
    if (this.#controller && !this.#unsubscribe) this.follow(this.#controller);
  }

  hostDisconnected(): void {
    this.#unsubscribe?.();
    this.#unsubscribe = undefined;
  }
}
