/**
 * Adding a box built on the page (`<svc-bundle-builder>`): a module of its own, loaded with the
 * builder's bundle, so the storefront's data chunk needs nothing beyond the start set.
 */
import type { Bundle, CartItemAddPayload, Product } from '@svc/sdk';
import { leafView } from '../../core/views.js';
import { addChange, lostAnswersOf } from '../lost-answers.js';
import { addPayload } from '../types.js';
import type { Widget } from '../widget.js';

/** What the storefront's box reads and calls of the controller: nothing else. */
export type BoxWidget = Pick<
  Widget,
  'cart' | 'changeCart' | 'configureItem' | 'events' | 'itemAdded' | 'open'
>;

/**
 * The finished box of `bundle`: the view its plan still needs takes over in the drawer (`false`),
 * else it is added as the drawer's view adds it (`Customizations.complete`) and `afterItemAdded`
 * is followed (`true`).
 */
export async function addBox(
  widget: BoxWidget,
  bundle: Bundle,
  payload: CartItemAddPayload,
): Promise<boolean> {
  const leaf = bundle.plans
    .map((plan) => (plan.plan ?? plan.variant) as Product | null)
    .find((candidate) => candidate?.id === payload.productId);
  if (leaf && widget.cart && leafView(widget.cart, { ...payload }, leaf)) {
    // The drawer's build-a-box view, with this box, asks for the survey or the replacement; it
    // opens even when `afterItemAdded` is `close`, since nothing was added yet.
    const off = widget.events.once('ITEM_SELECTED', () => widget.open(false));
    void widget
      .configureItem({ ...payload, bundleId: bundle.id })
      .catch(() => undefined)
      .finally(off);
    return false;
  }
  // As `addItem`: after a lost answer it is not sent again while it may still apply.
  const change = addChange(addPayload(payload));
  await widget.changeCart('addItem', (sdk) => lostAnswersOf(widget).send(sdk, widget.cart!, change));
  widget.itemAdded();
  return true;
}
