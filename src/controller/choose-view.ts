/**
 * Which customization view an item of `configureItem` needs, and the add of an item that needs
 * none. Loaded with the first `configureItem` call, not at start (it only runs once the shopper
 * configures something).
 */
import type { Cart, CartItemAddPayload, ParentProduct, Product } from '@svc/sdk';
import { CART_PARAMS } from '../core/cart-model.js';
import { isPositiveId } from '../core/errors.js';
import type { ConfigureItemPayload, Customization, SvcCart } from './svc-cart.js';

/**
 * The view `payload` needs, or `null` once the item was added as it is (with the leaf
 * `productId`, and a quantity of 1 for one-time items, filled in). The caller goes on as
 * `afterItemAdded` says.
 */
export async function chooseView(
  svcCart: SvcCart,
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

/** One cart request, queued behind the widget's other changes; `CART_UPDATED` when it lands. */
function add(svcCart: SvcCart, payload: ConfigureItemPayload): Promise<Cart> {
  const { bundleId: _bundleId, surveyId: _surveyId, ...item } = payload;
  return svcCart.changeCart('addItem', (sdk) => sdk.cart.addItem(item as CartItemAddPayload, CART_PARAMS));
}

/**
 * `{ productId, bundle: { items, preferences } }`: added with no look-up first. A box the server
 * refuses (422: a broken rule, an item not in the bundle, too little stock) opens the bundle view
 * with the page's selection and the server's reason, so the shopper can put it right; any other
 * failure is shown like every failed `configureItem`.
 */
async function addBox(svcCart: SvcCart, payload: ConfigureItemPayload): Promise<Customization | null> {
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
async function choose(svcCart: SvcCart, payload: ConfigureItemPayload): Promise<Customization | null> {
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
  // A parent or a leaf: both are asked at once, so a leaf costs one round trip, not two.
  const asLeaf = sdk.products.loadVariant(productId, { expand: ['parent'] });
  asLeaf.catch(() => undefined);
  let parent: ParentProduct | undefined;
  try {
    parent = await sdk.products.load(productId);
  } catch (error) {
    if ((error as { status?: number }).status !== 404) throw error;
  }
  if (parent) {
    const leaves = parent.plans ?? parent.pricings ?? parent.variants ?? [];
    if (parent.bundleId) return { view: 'bundle', payload, product: parent };
    // A gift card's variants are its amounts: the voucher view offers them with the recipient.
    if (parent.giftCard && !payload.giftCard && leaves.length > 1)
      return { view: 'voucher', payload, product: parent };
    if (leaves.length > 1)
      return { view: parent.type === 'subscription' ? 'pricing' : 'variant', payload, product: parent };
    if (!leaves[0]) throw new Error(`Cart Widget:configureItem product ${productId} has nothing to buy`);
    payload.productId = leaves[0].id;
    return leafView(cart, payload, { ...leaves[0], parent });
  }
  const leaf = await asLeaf;
  // The plan or variant a box is bought as: the box is built around it.
  if (leaf.parent?.bundleId) return { view: 'bundle', payload, product: leaf.parent };
  return leafView(cart, payload, leaf);
}

/** The view a chosen leaf (plan, variant) still needs, or `null` when it can be added as it is. */
export function leafView(cart: Cart, payload: ConfigureItemPayload, leaf: Product): Customization | null {
  if (leaf.stockCount === 0) return { view: 'out-of-stock', payload, product: leaf };
  if (leaf.parent?.giftCard && !payload.giftCard) return { view: 'voucher', payload, product: leaf };
  if (leaf.survey && !payload.options?.length) return { view: 'survey', payload, product: leaf };
  const hasSubscription = cart.items.some(
    (item) => item.product?.parent?.type === 'subscription' && item.product?.parentId === leaf.parent?.id,
  );
  if (hasSubscription && leaf.parent?.type === 'subscription')
    return { view: 'subscription-replacement', payload, product: leaf };
  payload.productId = leaf.id;
  // A one-time item needs a quantity; configuring one without it means one.
  if (leaf.parent?.type !== 'subscription') payload.quantity ??= 1;
  return null;
}
