import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { svcCartContext, type ContextRequest } from './context.js';
import type { SvcCart } from './svc-cart.js';

/**
 * Gives an element the `SvcCart` from context and re-renders it on every change of the
 * controller's state. Context hands over the same object for the widget's life, so it would not
 * notify on changes inside it; this subscription does. The context request is the one
 * @lit/context's `ContextConsumer` sends (subscribed), so any provider of the protocol answers it.
 */
export class CartStateController implements ReactiveController {
  /** The widget's controller, once provided. */
  controller: SvcCart | undefined;
  readonly #host: ReactiveControllerHost & HTMLElement;
  /** Ends the subscription to the provider. */
  #unprovide: (() => void) | undefined;
  #unsubscribe: (() => void) | undefined;
  #subscribedTo: SvcCart | undefined;

  constructor(host: ReactiveControllerHost & HTMLElement) {
    this.#host = host;
    host.addController(this);
  }

  hostConnected(): void {
    const request: Partial<ContextRequest> = {
      context: svcCartContext,
      contextTarget: this.#host,
      callback: this.#provided,
      subscribe: true,
    };
    this.#host.dispatchEvent(
      Object.assign(new Event('context-request', { bubbles: true, composed: true }), request),
    );
    this.#follow(this.controller);
  }

  hostDisconnected(): void {
    this.#unprovide?.();
    this.#unprovide = undefined;
    this.#unsubscribe?.();
    this.#unsubscribe = undefined;
    this.#subscribedTo = undefined;
  }

  /** The provider's answer, now and on every change (a closer provider's replaces the last). */
  readonly #provided: ContextRequest['callback'] = (cart, unprovide) => {
    if (this.#unprovide !== unprovide) this.#unprovide?.();
    this.#unprovide = unprovide;
    this.controller = cart;
    this.#host.requestUpdate();
    this.#follow(cart);
  };

  #follow(cart: SvcCart | undefined): void {
    if (cart === this.#subscribedTo) return;
    this.#unsubscribe?.();
    this.#subscribedTo = cart;
    this.#unsubscribe = cart?.subscribe(() => this.#host.requestUpdate());
    this.#host.requestUpdate();
  }
}
