/**
 * Customizations: `configureItem` (its view choice loads when first used), the views handing over
 * and finishing, the gift view, and the widget error with its Try again.
 */
import type { CartItemAddPayload } from '@svc/sdk';
import { CART_PARAMS } from '../core/cart-model.js';
import { typeError } from '../core/errors.js';
import type { CartPipeline } from './cart-pipeline.js';
import { addPayload, type ConfigureItemPayload, type Customization } from './types.js';
import type { Visibility } from './visibility.js';
import type { Widget } from './widget.js';
import type { WidgetState } from './widget-state.js';
import type { ChooserWidget } from './choose-view.js';

/** What the customizations call of the controller: nothing else. */
export type CustomizationsWidget = Pick<Widget, 'configureItem' | 'open'> & ChooserWidget;

export class Customizations {
  readonly #widget: CustomizationsWidget;
  readonly #state: WidgetState;
  readonly #pipeline: CartPipeline;
  readonly #visibility: Visibility;

  constructor(
    widget: CustomizationsWidget,
    state: WidgetState,
    pipeline: CartPipeline,
    visibility: Visibility,
  ) {
    this.#widget = widget;
    this.#state = state;
    this.#pipeline = pipeline;
    this.#visibility = visibility;
  }

  /** `configureItem`: its checks and work load with the view choice (choose-view.ts). */
  async configure(payload: ConfigureItemPayload): Promise<{ finalized: boolean }> {
    let chooser: typeof import('./choose-view.js');
    try {
      chooser = await import('./choose-view.js');
    } catch (error) {
      this.report('configureItem', error as Error, () => this.#widget.configureItem(payload));
      throw error;
    }
    return chooser.configure(
      { widget: this.#widget, state: this.#state, pipeline: this.#pipeline, visibility: this.#visibility },
      payload,
    );
  }

  /**
   * A view finished: adds its item (none for the gift view), closes the view with `finalized: true`
   * and goes where `afterItemAdded` says. A failed add rejects and keeps the view, which shows the
   * error next to what caused it (no error view).
   */
  async complete(payload: CartItemAddPayload | null): Promise<void> {
    const state = this.#state;
    const customization = state.customization;
    if (payload)
      await this.#pipeline.mutate('addItem', (sdk) => sdk.cart.addItem(addPayload(payload), CART_PARAMS));
    // Settle the view that finished first: switching views afterwards must not report it unfinished.
    if (state.customization === customization) state.unmount(true);
    this.#visibility.afterAdded();
    state.changed();
  }

  show(customization: Customization): void {
    this.#state.customization = customization;
    this.#state.changed();
  }

  dismiss(): void {
    const state = this.#state;
    state.unmount(false);
    if (state.open && state.view === null) state.view = 'summary';
    state.changed();
  }

  configureGift(payload: unknown, mount: boolean): void {
    if (payload !== null) console.warn('Payload is not supported yet in the configureGift method.');
    if (typeof mount !== 'boolean') throw typeError('configureGift', 'mount', 'true or false', mount);
    if (mount || !this.#state.customization) this.#state.mountGift();
    else this.#state.giftQueued = true;
  }

  /** Shows `error` in the error view (opening the widget with the summary hidden when closed). */
  report(source: string, error: Error, retry?: () => Promise<unknown>): void {
    this.#state.error = { source, error, retry };
    if (!this.#state.open) this.#widget.open(false);
    this.#state.changed();
  }

  async retry(): Promise<void> {
    const state = this.#state;
    const retry = state.error?.retry;
    state.error = null;
    // Never an empty panel: the error view may have opened it with the summary hidden.
    if (state.open && state.view === null && !state.customization) state.view = 'summary';
    state.changed();
    if (retry) await retry();
  }
}
