/**
 * The update queue: start-up and every cart change run one after the other, in call order. A
 * purchased cart is first replaced by a new one (`CART_RESET`), then the change is applied and
 * `CART_UPDATED` emitted. Calls made before start-up was queued wait for the URL rules, then join
 * the queue behind it.
 */
import { writeCartCookie, type Cart, type SvcClient } from '@svc/sdk';
import { CART_PARAMS } from '../core/cart-model.js';
import { NOT_INITIALIZED } from '../core/errors.js';
import { afterStart, startUp, type StartUpHost } from './start-up.js';
import { UpdateQueue } from './update-queue.js';

/** Whether the URL rules allow the widget to start (the visibility part answers). */
export interface StartGate {
  /** Resolves once the URL rules are compiled and applied. */
  ready(): Promise<void>;
  /** The rules were compiled and checked once (unknown means not enabled). */
  readonly checked: boolean;
  readonly enabled: boolean;
}

export class CartPipeline {
  /** `CART_READY` was emitted (with the cart or an error): it is not emitted again. */
  readyEmitted = false;
  /** Set by `holdStart`: compiled URL rules do not start the widget by themselves. */
  held = false;
  readonly #queue = new UpdateQueue();
  readonly #host: StartUpHost;
  readonly #gate: StartGate;
  #started: Promise<void> | undefined;
  /** The debug overlay of `?svcDebug=1`: the start-up waits for it so it lists its requests. */
  #before: Promise<void> | undefined;

  constructor(host: StartUpHost, gate: StartGate) {
    this.#host = host;
    this.#gate = gate;
  }

  /** Whether start-up was queued (and did not fail). */
  get started(): boolean {
    return this.#started !== undefined;
  }

  /** Work the start-up waits for before its requests. */
  waitBeforeStart(work: Promise<void>): void {
    this.#before = work;
  }

  /** The one-time start-up; runs once the URL rules allow it. */
  start(): Promise<void> {
    this.held = false;
    if (!this.#gate.checked) return this.#gate.ready().then(() => this.start());
    if (!this.#gate.enabled) return Promise.resolve();
    this.#started ??= this.#queue.run(() => this.#startUp());
    return this.#started;
  }

  /** Starts the widget for a method that needs it, but never before the URL rules said it may. */
  async startWhenAllowed(): Promise<void> {
    await this.#gate.ready().catch(() => undefined);
    await this.start();
  }

  /** Runs `task` in the queue's turn. */
  run<T>(task: () => Promise<T>): Promise<T> {
    return this.#queue.run(task);
  }

  /** Runs a cart change in the queue (see the module comment); busy under `busyKey` meanwhile. */
  mutate(busyKey: string, change: (sdk: SvcClient) => Promise<Cart>): Promise<Cart> {
    const { widget, state } = this.#host;
    if (!this.#started && !widget.cart) return this.afterStartQueued(() => this.mutate(busyKey, change));
    state.setBusy(busyKey, true);
    return this.#queue
      .run(async () => {
        const sdk = widget.sdk;
        if (!sdk || !widget.cart) throw new Error(NOT_INITIALIZED);
        if (widget.cart.status === 'purchased') await this.replaceCart(sdk, false);
        let cart: Cart;
        try {
          cart = await change(sdk);
        } catch (error) {
          if ((error as { code?: unknown }).code !== 'cart_purchased') throw error;
          // Bought since the widget last read it (another tab, the checkout, the SDK directly).
          await this.replaceCart(sdk, false);
          cart = await change(sdk);
        }
        state.cart = cart;
        if (cart.currencyCode) widget.state.currencyCode = cart.currencyCode;
        state.changed();
        widget.events.emit('CART_UPDATED', null, cart, busyKey.split(':')[0]);
        return cart;
      })
      .finally(() => state.setBusy(busyKey, false));
  }

  /**
   * `reload(cartId?)`: before start-up was queued it waits for it; then, in the queue's turn, the
   * code of ./reload.ts loads (on the first call) and re-reads the cart and the sign-in state.
   */
  reload(cartId: string | undefined): Promise<void> {
    const { widget, state } = this.#host;
    if (!this.#started && !widget.cart) return this.afterStartQueued(() => this.reload(cartId));
    return this.run(() => import('./reload.js').then((loaded) => loaded.reload(widget, state, cartId)));
  }

  /**
   * For calls made before start-up was queued (right after `svc-cart-initialized`): an enabled
   * widget starts once its URL rules are compiled, so `task` waits for that and then joins the queue
   * behind the start-up, in call order. A widget that never started (disabled) has no cart:
   * `The cart is not initialized`.
   */
  afterStartQueued<T>(task: () => Promise<T>): Promise<T> {
    return this.#gate
      .ready()
      .catch(() => undefined)
      .then(() => {
        if (!this.#started && this.held && this.#gate.enabled) void this.start().catch(() => undefined);
        if (!this.#started && !this.#host.widget.cart) throw new Error(NOT_INITIALIZED);
        return task();
      });
  }

  /**
   * A new, empty cart in the same currency, written to the cookie. `resetCart` (`announce`) emits
   * `CART_UPDATED` and unmounts the customization; a purchased cart replaced before a change does not.
   * `CART_RESET` either way.
   */
  async replaceCart(sdk: SvcClient, announce: boolean): Promise<Cart> {
    const { widget, state } = this.#host;
    const cart = await sdk.cart.create({ currencyCode: widget.state.currencyCode || undefined }, CART_PARAMS);
    state.cart = cart;
    writeCartCookie(cart.id, sdk.config.apiUrl);
    if (announce) state.unmount(false);
    state.changed();
    if (announce) widget.events.emit('CART_UPDATED', null, cart, 'resetCart');
    widget.events.emit('CART_RESET', null, cart);
    return cart;
  }

  async #startUp(): Promise<void> {
    const { widget, state } = this.#host;
    try {
      await this.#before;
      await startUp(this.#host);
      // A start-up that failed before is over: its error view goes.
      state.error = null;
      state.changed();
      // CART_READY fires once (spec): a retry that succeeds after a failed start reports the cart
      // as an update.
      if (this.readyEmitted) widget.events.emit('CART_UPDATED', null, widget.cart, 'start');
      else widget.events.emit('CART_READY', null, widget.cart);
      this.readyEmitted = true;
      afterStart(this.#host);
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      // Not started after all: "Try again", or the next call that needs the cart, starts again.
      this.#started = undefined;
      this.held = true;
      state.error = { source: 'start', error: failure, retry: () => this.start() };
      state.changed();
      if (!this.readyEmitted) widget.events.emit('CART_READY', failure, undefined);
      this.readyEmitted = true;
      throw failure;
    }
  }
}
