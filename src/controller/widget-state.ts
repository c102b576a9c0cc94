/**
 * The widget's own state beside the cart: open or closed, the view under any customization, the
 * mounted customization and the promise it settles, the widget error, the named actions in flight,
 * the subscribers that re-render on every change, and the fields pages read through `SvcCart`'s
 * getters (the cart, the SDK, the customer, …), which only the controller's parts write.
 */
import type { Cart, Customer, ShopCartSettings, SvcClient } from '@svc/sdk';
import type { SvcCartSettings } from '../core/config.js';
import type { Customization, CustomerData, WidgetError } from './types.js';
import type { Catalog, StartingFields, WidgetFields } from './widget.js';

export class WidgetState implements WidgetFields, StartingFields {
  cart: Cart | undefined;
  sdk: SvcClient | undefined;
  starting: SvcClient | undefined;
  signingIn: boolean | undefined;
  catalog: Catalog | undefined;
  settings: SvcCartSettings;
  cartSettings: ShopCartSettings = {};
  customer: Customer | null = null;
  customerData: CustomerData;
  analyticsConsent: boolean | undefined;
  open = false;
  /** `summary`, `checkout`, another name, or `null` (hidden). */
  view: string | null = 'summary';
  customization: Customization | null = null;
  error: WidgetError | null = null;
  /** The gift view waits for the current customization to close (`configureGift`, `?gift`). */
  giftQueued = false;
  /** A coupon to apply at the next render of the summary or checkout. */
  pendingCoupon: string | null = null;
  /** Set by the start-up once it has the cart (`svcCart.ready`). */
  ready = false;
  /** Set by `destroy()`: nothing re-renders or starts any more. */
  destroyed = false;
  readonly busy = new Set<string>();
  readonly #listeners = new Set<() => void>();
  #settle: ((finalized: boolean) => void) | undefined;

  constructor(settings: SvcCartSettings, customerData: CustomerData) {
    this.settings = settings;
    this.customerData = customerData;
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Tells every subscriber that something changed. */
  changed(): void {
    for (const listener of [...this.#listeners]) listener();
  }

  /** Drops every subscriber (the widget is destroyed). */
  clear(): void {
    this.#listeners.clear();
  }

  setBusy(key: string, on: boolean): void {
    if (on) this.busy.add(key);
    else this.busy.delete(key);
    this.changed();
  }

  /** Mounts `customization`; the promise settles when it is unmounted (`finalized` as then). */
  mount(customization: Customization): Promise<{ finalized: boolean }> {
    this.unmount(false);
    this.error = null;
    this.customization = customization;
    return new Promise((resolve) => {
      this.#settle = (finalized) => resolve({ finalized });
    });
  }

  /** Unmounts the customization view, settling its promise; a queued gift view follows. */
  unmount(finalized: boolean): void {
    if (!this.customization) return;
    const settle = this.#settle;
    this.customization = null;
    this.#settle = undefined;
    settle?.(finalized);
    if (this.giftQueued) queueMicrotask(() => this.mountGift());
  }

  /** The gift view, now: the view it replaces is reported unfinished. Does not open the widget. */
  mountGift(): void {
    this.giftQueued = false;
    if (this.customization?.view === 'gift') return;
    const previous = this.#settle;
    this.customization = { view: 'gift', payload: {} };
    this.#settle = undefined;
    previous?.(false);
    this.changed();
  }
}
