/**
 * The controller's parts, built and wired for one widget (docs/architecture.md): the visibility
 * (URL rules, open and close), the cart pipeline (start-up and the update queue), the
 * customizations, the lazily loaded parts and the customer. `SvcCart` delegates each method to one.
 */
import type { NormalizedConfig } from '../core/config.js';
import type { PageInputs } from '../core/page-inputs.js';
import { CartPipeline } from './cart-pipeline.js';
import { Customizations } from './customizations.js';
import { CustomerPart } from './customer.js';
import { LazyParts } from './lazy-parts.js';
import { Visibility } from './visibility.js';
import type { Widget } from './widget.js';
import type { WidgetState } from './widget-state.js';

export interface Parts {
  readonly visibility: Visibility;
  readonly pipeline: CartPipeline;
  readonly customizations: Customizations;
  readonly lazy: LazyParts;
  readonly customer: CustomerPart;
}

/** The parts of `widget`, each given the widget's own `state`; the cart operations' code follows `CART_READY`. */
export function buildParts(
  widget: Widget,
  state: WidgetState,
  page: PageInputs<Widget>,
  config: NormalizedConfig,
): Parts {
  const visibility = new Visibility(widget, state, page, config);
  const pipeline = new CartPipeline({ widget, state, config }, visibility);
  visibility.starter = pipeline;
  const lazy = new LazyParts(widget, state, page, pipeline);
  // The cart operations' code follows the start-up, in a task after CART_READY.
  widget.events.once('CART_READY', () => setTimeout(() => lazy.loadOperations().catch(() => undefined)));
  return {
    visibility,
    pipeline,
    customizations: new Customizations(widget, state, pipeline, visibility),
    lazy,
    customer: new CustomerPart(widget, state, pipeline),
  };
}
