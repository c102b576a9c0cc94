/**
 * What loads when first needed: the views' data (as soon as a view is chosen, beside the view's
 * code), the checkout's data work (beside the checkout's elements), the plugins the bootstrap
 * installs (the analytics bridge, the debug overlay), and the prefetch of a click's code on intent.
 */
import type { CartOperations } from './cart-operations.js';
import type { CartPipeline } from './cart-pipeline.js';
import type { CheckoutStore, CheckoutStores } from './checkout/checkout-store.js';
import type { PortalData } from './portal/portal-types.js';
import type { StorefrontData } from './storefront/storefront-types.js';
import { typeError } from '../core/errors.js';
import { retrying } from '../core/retrying.js';
import type { PageInputs } from '../core/page-inputs.js';
import type { ViewData } from './types.js';
import type { Widget } from './widget.js';
import type { WidgetState } from './widget-state.js';

export class LazyParts {
  readonly #widget: Widget;
  readonly #state: WidgetState;
  readonly #page: PageInputs<Widget>;
  readonly #pipeline: CartPipeline;
  /** This widget's checkout stores, once their code loaded. */
  #checkout: CheckoutStores | undefined;
  #operations: CartOperations | undefined;
  #operationsLoading: Promise<CartOperations> | undefined;
  #debugLoaded = false;
  #analyticsLoaded = false;

  constructor(widget: Widget, state: WidgetState, page: PageInputs<Widget>, pipeline: CartPipeline) {
    this.#widget = widget;
    this.#state = state;
    this.#page = page;
    this.#pipeline = pipeline;
  }

  /** The cart operations (`addItem`, `updateCart`, …), once their code loaded. */
  get operations(): CartOperations | undefined {
    return this.#operations;
  }

  /** Loads the cart operations' code (after `CART_READY`, or on the first call that needs it). */
  loadOperations(): Promise<CartOperations> {
    this.#operationsLoading ??= import('./cart-operations.js').then(
      ({ CartOperations }) =>
        (this.#operations = new CartOperations(this.#widget, this.#state, this.#pipeline)),
      (error: unknown) => {
        this.#operationsLoading = undefined;
        throw error;
      },
    );
    return this.#operationsLoading;
  }

  /** The checkout's store of the current cart, once its code loaded. */
  get checkout(): CheckoutStore | undefined {
    return this.#widget.cart ? this.#checkout?.store() : undefined;
  }

  readonly viewData: () => Promise<ViewData> = retrying(() =>
    import('./view-data.js').then((module) => module.viewData(this.#widget)),
  );

  /** The customer portal's data work, a chunk of its own loaded on the first call. */
  readonly portal: () => Promise<PortalData> = retrying(() =>
    import('./portal/portal-data.js').then((module) => module.portalData(this.#widget, this.#state)),
  );

  /** The storefront elements' data, a chunk of its own loaded on the first call. */
  readonly storefront: () => Promise<StorefrontData> = retrying(() =>
    import('./storefront/storefront-data.js').then((module) =>
      module.storefrontData(this.#widget, this.#state),
    ),
  );

  readonly #loadCheckout = retrying(() =>
    import('./checkout/checkout-store.js').then((module) => {
      this.#checkout = new module.CheckoutStores(this.#widget);
      this.#state.changed();
      return this.#checkout;
    }),
  );

  /** Loads the checkout's data chunk (subscribers re-render once it is there) and gives the store. */
  loadCheckout(): Promise<CheckoutStore> {
    return this.#loadCheckout().then((stores) => stores.store());
  }

  /** Shows (`true`) or removes the debug overlay, a plugin; its code loads on the first `true`. */
  debug(on: boolean): Promise<void> {
    if (typeof on !== 'boolean') throw typeError('debug', 'on', 'true or false', on);
    if (!on && !this.#debugLoaded) return Promise.resolve();
    this.#debugLoaded = true;
    return this.#page.plugins.debug(this.#widget, on);
  }

  /** The analytics bridge, a plugin, once `settings.analytics` is on. */
  loadAnalytics(): void {
    if (!this.#widget.settings.analytics || this.#analyticsLoaded) return;
    this.#analyticsLoaded = true;
    this.#page.plugins
      .analytics(this.#widget)
      .catch((error: unknown) => console.error('Cart Widget: the analytics code could not be loaded', error));
  }

  prefetch(what: 'customization' | 'checkout'): void {
    const views = this.#page.views;
    const loads =
      what === 'checkout'
        ? [views.loadCheckout(), this.loadCheckout()]
        : [import('./choose-view.js'), views.loadView()];
    for (const load of loads) load.catch(() => undefined);
  }
}
