/**
 * Which customization view an item of `configureItem` needs. Loaded with the first
 * `configureItem` call, not at start (it only runs once the shopper configures something).
 */
import type { Cart, ParentProduct, Product, SvcClient } from '@svc/sdk';
import { loadElement } from '../elements/load-element.js';
import type { ConfigureItemPayload, Customization } from './svc-cart.js';

const isPositiveId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

/**
 * The view `payload` needs, or `null` when it can be added as it is. Fills in the leaf
 * `productId` (and a quantity of 1 for one-time items) of an item that needs no view.
 */
export async function chooseView(
  sdk: SvcClient,
  cart: Cart,
  payload: ConfigureItemPayload,
): Promise<Customization | null> {
  // The view's code loads while the API answers, not after: the router now, the view once known.
  const router = loadElement(
    'svc-cart-customization',
    () => import('../elements/svc-cart-customization/index.js'),
  );
  router.catch(() => undefined);
  const chosen = await choose(sdk, cart, payload);
  if (chosen) {
    const { view } = chosen;
    router
      .then(() => import('../elements/svc-cart-customization/svc-cart-customization.js'))
      .then(({ VIEW_LOADERS }) => VIEW_LOADERS[view] && loadElement(`svc-view-${view}`, VIEW_LOADERS[view]))
      .catch(() => undefined);
  }
  return chosen;
}

async function choose(
  sdk: SvcClient,
  cart: Cart,
  payload: ConfigureItemPayload,
): Promise<Customization | null> {
  if (payload.surveyId !== undefined) return { view: 'survey-flow', payload };
  if (payload.bundleId !== undefined) {
    const bundle = await sdk.bundles.load(payload.bundleId, { expand: ['plans.plan', 'plans.variant'] });
    if (bundle.configurable) return { view: 'bundle', payload, bundle };
    const leafIds = bundle.plans.map((plan) => plan.plan?.id ?? plan.variant?.id).filter(isPositiveId);
    if (payload.productId === undefined && leafIds.length > 1)
      return { view: 'bundle-plan', payload, bundle };
    const only = bundle.plans.find((plan) => (plan.plan?.id ?? plan.variant?.id) === leafIds[0]);
    payload.productId = leafIds[0];
    if (only?.variant) payload.quantity ??= 1;
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
