/**
 * `configureItem`'s work: which customization view an item needs, the add of an item that needs
 * none, and mounting the view. Loaded with the first `configureItem` call, not at start (it only
 * runs once the shopper configures something).
 */
import type { Cart, ParentProduct, Product } from '@svc/sdk';
import { leafView, parentLeaves, parentView } from '../core/views.js';
import { assertPayload, isPositiveId, NOT_INITIALIZED, typeError } from '../core/errors.js';
import { addChange, lostAnswersOf } from './lost-answers.js';
import { addPayload, type ConfigureItemPayload, type Customization } from './types.js';
import type { Visibility } from './visibility.js';
import type { Widget } from './widget.js';
import type { WidgetState } from './widget-state.js';

/** What the view choice of `configureItem` reads and calls of the controller: nothing else. */
export type ChooserWidget = Pick<
  Widget,
  | 'cart'
  | 'catalog'
  | 'changeCart'
  | 'configureItem'
  | 'events'
  | 'isOpen'
  | 'loadView'
  | 'open'
  | 'reportError'
  | 'sdk'
  | 'viewData'
>;

/** What `configureItem` needs of the controller besides its public side. */
export interface ConfigureHost {
  readonly widget: ChooserWidget;
  readonly state: WidgetState;
  /** Where `afterItemAdded` sends the shopper once the item landed, and whether adding opens the widget. */
  readonly visibility: Pick<Visibility, 'afterAdded' | 'openAfterAdding'>;
  readonly pipeline: { startWhenAllowed(): Promise<void> };
}

/** `configureItem`: checks the payload (a wrong one is refused by name), starts the widget, then `configureItem` below. */
export async function configure(
  host: ConfigureHost,
  payload: ConfigureItemPayload,
): Promise<{ finalized: boolean }> {
  assertPayload('configureItem', payload);
  const keys = (['productId', 'bundleId', 'surveyId'] as const).filter((key) => payload[key] !== undefined);
  // The real service's widget also takes a bundle with its plan chosen.
  if (keys.length !== 1 && keys.join() !== 'productId,bundleId')
    throw new TypeError(
      'Cart Widget:configureItem payload needs exactly one of productId, bundleId or surveyId',
    );
  for (const key of keys)
    if (!isPositiveId(payload[key]))
      throw typeError('configureItem', `payload.${key}`, 'a positive whole number', payload[key]);
  await host.pipeline.startWhenAllowed();
  if (!host.widget.cart) throw new Error(NOT_INITIALIZED);
  host.state.setBusy('configureItem', true);
  return configureItem(host, payload);
}

/**
 * Finishes `payload` (checked by the caller, the widget started) in the view it needs and adds it;
 * resolves `{ finalized }` when that view closes. A payload that does not fit what it names (a plan
 * not of that bundle) is refused as a `TypeError` and shows nothing; other failures show the error
 * view with Try again.
 */
async function configureItem(
  host: ConfigureHost,
  payload: ConfigureItemPayload,
): Promise<{ finalized: boolean }> {
  const { widget, state } = host;
  let customization: Customization | null;
  try {
    // A copy: choosing fills in the leaf ID and quantity, the caller's object stays as it was.
    customization = await chooseView(widget, { ...payload });
  } catch (error) {
    state.setBusy('configureItem', false);
    if (!(error instanceof TypeError && error.message.startsWith('Cart Widget:')))
      widget.reportError('configureItem', error as Error, () => widget.configureItem(payload));
    throw error;
  }
  state.setBusy('configureItem', false);
  // None: the item was added as it was.
  if (!customization) {
    host.visibility.afterAdded();
    return { finalized: true };
  }
  const done = state.mount(customization);
  if (host.visibility.openAfterAdding && !widget.isOpen) widget.open(false);
  state.changed();
  widget.events.emit('ITEM_SELECTED', null, customization);
  return done;
}

/**
 * The view `payload` needs, or `null` once the item was added as it is (with the leaf
 * `productId`, and a quantity of 1 for one-time items, filled in). The caller goes on as
 * `afterItemAdded` says.
 */
async function chooseView(
  svcCart: ChooserWidget,
  payload: ConfigureItemPayload,
): Promise<Customization | null> {
  // The view's code loads while the API answers, not after: the router now, the view once known.
  svcCart.loadView().catch(() => undefined);
  let chosen: Customization | null;
  // A box built on the shop's page: the page has checked it, so it goes to the cart first.
  if (payload.bundle && payload.bundleId === undefined) chosen = await addBox(svcCart, payload);
  else {
    chosen = await choose(svcCart, payload);
    if (!chosen) await add(svcCart, payload);
  }
  if (chosen) {
    svcCart.loadView(chosen.view).catch(() => undefined);
    svcCart.viewData().catch(() => undefined);
  }
  return chosen;
}

/**
 * One cart request, queued behind the widget's other changes; `CART_UPDATED` when it lands. As
 * `addItem`: after a lost answer it is not sent again while it may still apply (lost-answers.ts).
 */
function add(svcCart: ChooserWidget, payload: ConfigureItemPayload): Promise<Cart> {
  const change = addChange(addPayload(payload));
  return svcCart.changeCart('addItem', (sdk) => lostAnswersOf(svcCart).send(sdk, svcCart.cart!, change));
}

/**
 * `{ productId, bundle: { items, preferences } }`: added with no look-up first. A box the server
 * refuses (422: a broken rule, an item not in the bundle, too little stock) opens the bundle view
 * with the page's selection and the server's reason, so the shopper can put it right; any other
 * failure is shown like every failed `configureItem`.
 */
async function addBox(svcCart: ChooserWidget, payload: ConfigureItemPayload): Promise<Customization | null> {
  // A box line counts boxes, as the bundle view always sends it: none given means one.
  payload.quantity ??= 1;
  try {
    await add(svcCart, payload);
    return null;
  } catch (refusal) {
    if ((refusal as { status?: unknown } | null)?.status !== 422) throw refusal;
    // Its bundle is found as for the plan alone; a product in no bundle keeps the refusal as it is.
    const view = await choose(svcCart, payload).catch(() => null);
    if (view?.view !== 'bundle') throw refusal;
    return { ...view, refusal: refusal as Error };
  }
}

/** The view `payload` needs, or `null` when it can be added as it is (leaf ID filled in). */
async function choose(svcCart: ChooserWidget, payload: ConfigureItemPayload): Promise<Customization | null> {
  const sdk = svcCart.sdk!;
  const cart = svcCart.cart!;
  if (payload.surveyId !== undefined) return { view: 'survey-flow', payload };
  if (payload.bundleId !== undefined) {
    const bundle = await sdk.bundles.load(payload.bundleId, { expand: ['plans.plan', 'plans.variant'] });
    // A bundle plan names its leaf on one side, the other side `null` or absent.
    const leafIds = bundle.plans.map((plan) => plan.plan?.id ?? plan.variant?.id).filter(isPositiveId);
    const wanted = payload.productId;
    // `{ bundleId, productId }`: the plan must be one the bundle sells, else nothing happens.
    if (wanted !== undefined && !leafIds.includes(wanted))
      throw new TypeError(
        `Cart Widget:configureItem payload.productId must be a plan or variant of bundle ${bundle.id}: ${leafIds.join(' or ') || 'none'} (got ${wanted})`,
      );
    if (bundle.configurable) return { view: 'bundle', payload, bundle };
    const leafId = wanted ?? (leafIds.length === 1 ? leafIds[0] : undefined);
    if (leafId === undefined) return { view: 'bundle-plan', payload, bundle };
    const chosen = bundle.plans.find((plan) => (plan.plan?.id ?? plan.variant?.id) === leafId);
    payload.productId = leafId;
    if (chosen?.variant) payload.quantity ??= 1;
    return null;
  }
  const productId = payload.productId!;
  // A product the storefront elements read (the page's own): no look-up.
  const known = svcCart.catalog?.('product', productId);
  if (known)
    return 'parent' in known && known.parent
      ? fromLeaf(cart, payload, known as Product)
      : fromParent(cart, payload, known as ParentProduct);
  // A parent first, the leaf only when there is none: a product link (`/checkout/add/200`) and
  // `configureItem` name a parent as a rule, and asking for both at once made the browser log the
  // leaf's 404 in red for every one of them. A leaf's ID costs a second round trip (and its
  // parent's 404) instead (docs/decisions.md, "A product link asks for the product first").
  let parent: ParentProduct | undefined;
  try {
    parent = await sdk.products.load(productId);
  } catch (error) {
    if ((error as { status?: number }).status !== 404) throw error;
  }
  if (parent) return fromParent(cart, payload, parent);
  return fromLeaf(cart, payload, await sdk.products.loadVariant(productId, { expand: ['parent'] }));
}

/** The view a parent product needs, or its first leaf added as it is. */
function fromParent(cart: Cart, payload: ConfigureItemPayload, parent: ParentProduct): Customization | null {
  const leaves = parentLeaves(parent);
  const view = parentView(parent, payload);
  if (view) return { view, payload, product: parent };
  if (!leaves[0]) throw new Error(`Cart Widget:configureItem product ${parent.id} has nothing to buy`);
  payload.productId = leaves[0].id;
  return withLeaf(cart, payload, { ...leaves[0], parent });
}

/** The view a leaf (with its parent) needs, or `null` when it can be added as it is. */
function fromLeaf(cart: Cart, payload: ConfigureItemPayload, leaf: Product): Customization | null {
  // The plan or variant a box is bought as: the box is built around it.
  if (leaf.parent?.bundleId) return { view: 'bundle', payload, product: leaf.parent };
  return withLeaf(cart, payload, leaf);
}

/** The customization of a chosen leaf's view, or `null` when it can be added as it is. */
function withLeaf(cart: Cart, payload: ConfigureItemPayload, leaf: Product): Customization | null {
  const view = leafView(cart, payload, leaf);
  return view ? { view, payload, product: leaf } : null;
}
