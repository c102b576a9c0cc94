import { ContextConsumer } from '@lit/context';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { svcCartContext } from './context.js';
import type { SvcCart } from './svc-cart.js';

/**
 * Gives an element the `SvcCart` from context and re-renders it on every change of the
 * controller's state. Context hands over the same object for the widget's life, so it would not
 * notify on changes inside it; this subscription does.
 */
export class CartStateController implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #consumer: ContextConsumer<typeof svcCartContext, ReactiveControllerHost & HTMLElement>;
  #unsubscribe: (() => void) | undefined;
  #subscribedTo: SvcCart | undefined;

  constructor(host: ReactiveControllerHost & HTMLElement) {
    this.#host = host;
    this.#consumer = new ContextConsumer(host, {
      context: svcCartContext,
      subscribe: true,
      callback: (cart) => this.#follow(cart),
    });
    host.addController(this);
  }

  /** The widget's controller, once provided. */
  get controller(): SvcCart | undefined {
    return this.#consumer.value;
  }

  hostConnected(): void {
    this.#follow(this.#consumer.value);
  }

  hostDisconnected(): void {
    this.#unsubscribe?.();
    this.#unsubscribe = undefined;
    this.#subscribedTo = undefined;
  }

  #follow(cart: SvcCart | undefined): void {
    if (cart === this.#subscribedTo) return;
    this.#unsubscribe?.();
    this.#subscribedTo = cart;
    this.#unsubscribe = cart?.subscribe(() => this.#host.requestUpdate());
    this.#host.requestUpdate();
  }
}
