/**
 * What loads when first needed: the views' data (as soon as a view is chosen, beside the view's
 * code), the checkout's data work (beside the checkout's elements), the plugins the bootstrap
 * installs (the analytics bridge, the debug overlay), and the prefetch of a click's code on intent.
 */
import type { CheckoutStore } from './checkout/checkout-store.js';
import type { PortalData } from './portal/portal-types.js';
import { typeError } from '../core/errors.js';
import type { PageInputs } from '../core/page-inputs.js';
import type { ViewData } from './types.js';
import type { Widget } from './widget.js';
import type { WidgetState } from './widget-state.js';

export class LazyParts {
  readonly #widget: Widget;
  readonly #state: WidgetState;
  readonly #page: PageInputs<Widget>;
  #viewData: Promise<ViewData> | undefined;
  #portal: Promise<PortalData> | undefined;
  #checkout: typeof import('./checkout/checkout-store.js') | undefined;
  #checkoutLoading: Promise<CheckoutStore> | undefined;
  #debugLoaded = false;
  #analyticsLoaded = false;

  constructor(widget: Widget, state: WidgetState, page: PageInputs<Widget>) {
    this.#widget = widget;
    this.#state = state;
    this.#page = page;
  }

  /** The checkout's store of the current cart, once its code loaded. */
  get checkout(): CheckoutStore | undefined {
    return this.#widget.cart ? this.#checkout?.checkoutStore(this.#widget) : undefined;
  }

  viewData(): Promise<ViewData> {
    this.#viewData ??= import('./view-data.js').then(
      (module) => module.viewData(this.#widget),
      (error: unknown) => {
        this.#viewData = undefined;
        throw error;
      },
    );
    return this.#viewData;
  }

  /** The customer portal's data work, a chunk of its own loaded on the first call. */
  portal(): Promise<PortalData> {
    this.#portal ??= import('./portal/portal-data.js').then(
      (module) => module.portalData(this.#widget),
      (error: unknown) => {
        this.#portal = undefined;
        throw error;
      },
    );
    return this.#portal;
  }

  /** Loads the checkout's data chunk (subscribers re-render once it is there) and gives the store. */
  loadCheckout(): Promise<CheckoutStore> {
    if (this.#checkout) return Promise.resolve(this.#checkout.checkoutStore(this.#widget));
    this.#checkoutLoading ??= import('./checkout/checkout-store.js').then(
      (module) => {
        this.#checkout = module;
        this.#state.changed();
        return module.checkoutStore(this.#widget);
      },
      (error: unknown) => {
        this.#checkoutLoading = undefined;
        throw error;
      },
    );
    return this.#checkoutLoading;
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
