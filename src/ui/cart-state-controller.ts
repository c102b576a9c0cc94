import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { svcCartContext, type ContextRequest } from '../controller/context.js';
import type { SvcCart } from '../controller/svc-cart.js';
import { FollowController } from './follow-controller.js';

/**
 * Gives an element the `SvcCart` from context and re-renders it on every change of the
 * controller's state. Context hands over the same object for the widget's life, so it would not
 * notify on changes inside it; the `FollowController` it drives does. The context request is the
 * one @lit/context's `ContextConsumer` sends (subscribed), so any provider of the protocol answers
 * it.
 */
export class CartStateController implements ReactiveController {
  /** The widget's controller, once provided. */
  controller: SvcCart | undefined;
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #following: FollowController<SvcCart>;
  /** Ends the subscription to the provider. */
  #unprovide: (() => void) | undefined;

  constructor(host: ReactiveControllerHost & HTMLElement) {
    this.#host = host;
    host.addController(this);
    this.#following = new FollowController(host);
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
  }

  hostDisconnected(): void {
    this.#unprovide?.();
    this.#unprovide = undefined;
  }

  /** The provider's answer, now and on every change (a closer provider's replaces the last). */
  readonly #provided: ContextRequest['callback'] = (cart, unprovide) => {
    if (this.#unprovide !== unprovide) this.#unprovide?.();
    this.#unprovide = unprovide;
    this.controller = cart;
    this.#host.requestUpdate();
    this.#following.follow(cart);
  };
}
