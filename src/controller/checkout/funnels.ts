/**
 * Funnel offers of the checkout (spec: "SDK funnels"): the step of a phase, accepting it (pre and
 * mid add to the cart, which is read again through the controller's queue; post charges the card
 * of the purchase, with 3-D Secure when asked) and rejecting it. The pre-purchase sequence starts
 * again (`prePurchaseRefresh`) when the cart's lines changed since the shopper last answered it.
 */
import type { Cart, CheckoutPurchaseResponse, FunnelStep } from '@svc/sdk';
import type { CheckoutState } from './checkout-state.js';
import { verifyPayment, type Verification } from './purchase.js';
import { CART_PARAMS } from '../../core/cart-model.js';
import { NOT_INITIALIZED } from '../../core/errors.js';

/** When an offer is made: before the checkout's steps, in the review, or after the purchase. */
export type FunnelPhase = 'pre' | 'mid' | 'post';

const MAX_VERIFICATIONS = 2;

const linesOf = (cart: Cart | undefined): string =>
  JSON.stringify((cart?.items ?? []).map((item) => [item.productId, item.quantity]));

/** The cart a phase is about: the purchased cart after the purchase, else the current cart. */
export function offerCartId(store: CheckoutState, phase: FunnelPhase): string | undefined {
  return phase === 'post' ? store.purchasedCart?.id : store.svcCart.cart?.id;
}

/**
 * The phase's next step (`null`: nothing left), with the offered products' parents. For the pre
 * phase, a cart whose lines changed since the shopper last answered starts the sequence again, so
 * an offer skipped for the old cart may fit the new one.
 */
export async function fetchOffer(store: CheckoutState, phase: FunnelPhase): Promise<FunnelStep | null> {
  const sdk = store.svcCart.sdk;
  const cartId = offerCartId(store, phase);
  if (!sdk || !cartId) return null;
  const params = { expand: ['parent'] };
  if (phase === 'post') return (await sdk.funnels.postPurchaseFetch(cartId, params)).step;
  if (phase === 'mid') return (await sdk.funnels.midPurchaseFetch(cartId, params)).step;
  const answeredWith = store.preAnsweredFor;
  if (answeredWith !== undefined && answeredWith !== linesOf(store.svcCart.cart)) {
    store.preAnsweredFor = undefined;
    await sdk.funnels.prePurchaseRefresh(cartId);
  }
  return (await sdk.funnels.prePurchaseFetch(cartId, params)).step;
}

/**
 * Accepts `step`: pre and mid add its products to the cart (the answer is a plain cart object,
 * so the cart is read again through the controller, `CART_UPDATED`) and resolve `null`; post
 * charges the card already used and resolves the purchase, with 3-D Secure through `verification`.
 */
export async function acceptOffer(
  store: CheckoutState,
  phase: FunnelPhase,
  step: FunnelStep,
  verification: Verification,
): Promise<CheckoutPurchaseResponse | null> {
  const svcCart = store.svcCart;
  const cartId = offerCartId(store, phase);
  if (!svcCart.sdk || !cartId) throw new Error(NOT_INITIALIZED);
  const offers = step.offer.products.map((product) => ({ productId: product.id }));
  if (phase === 'post') return acceptPostOffer(store, cartId, step, offers, verification);
  await svcCart.changeCart(`offer-${phase}`, async (sdk) => {
    if (phase === 'pre') await sdk.funnels.prePurchaseAccept(cartId, step.id, { offers });
    else await sdk.funnels.midPurchaseAccept(cartId, step.id, { offers });
    return sdk.cart.load(cartId, CART_PARAMS);
  });
  if (phase === 'pre') store.preAnsweredFor = linesOf(svcCart.cart);
  return null;
}

/** The post-purchase charge, verified by 3-D Secure when the gateway asks (the payload takes the intent). */
async function acceptPostOffer(
  store: CheckoutState,
  cartId: string,
  step: FunnelStep,
  offers: { productId: number }[],
  verification: Verification,
): Promise<CheckoutPurchaseResponse> {
  const sdk = store.svcCart.sdk!;
  let paymentIntentId: string | undefined;
  for (let verifications = 0; ; verifications += 1) {
    try {
      return await sdk.funnels.postPurchaseAccept(
        cartId,
        step.id,
        paymentIntentId ? { offers, paymentIntentId } : { offers },
      );
    } catch (error) {
      const { code, paymentIntentId: intent } = error as { code?: unknown; paymentIntentId?: unknown };
      if (
        code !== 'payment_requires_action' ||
        typeof intent !== 'string' ||
        verifications >= MAX_VERIFICATIONS
      )
        throw error;
      await verifyPayment(store, sdk, intent, store.purchasedCart?.paymentMethodId, verification);
      paymentIntentId = intent;
    }
  }
}

/** Skips `step`; the next fetch answers the following one. */
export async function rejectOffer(store: CheckoutState, phase: FunnelPhase, step: FunnelStep): Promise<void> {
  const sdk = store.svcCart.sdk;
  const cartId = offerCartId(store, phase);
  if (!sdk || !cartId) throw new Error(NOT_INITIALIZED);
  if (phase === 'post') await sdk.funnels.postPurchaseReject(cartId, step.id);
  else if (phase === 'mid') await sdk.funnels.midPurchaseReject(cartId, step.id);
  else {
    await sdk.funnels.prePurchaseReject(cartId, step.id);
    store.preAnsweredFor = linesOf(store.svcCart.cart);
  }
}

/** The funnel offers of one checkout (`store.funnels`): the functions above, bound to its store. */
export class FunnelActions {
  readonly #store: CheckoutState;

  constructor(store: CheckoutState) {
    this.#store = store;
  }

  /** The cart `phase` is about: the purchased cart after the purchase, else the current cart. */
  offerCartId(phase: FunnelPhase): string | undefined {
    return offerCartId(this.#store, phase);
  }

  /** The phase's next step (`null`: nothing left), with the offered products' parents. */
  fetchOffer(phase: FunnelPhase): Promise<FunnelStep | null> {
    return fetchOffer(this.#store, phase);
  }

  /** Accepts `step` (see `acceptOffer`): pre and mid resolve `null`, post the purchase. */
  acceptOffer(
    phase: FunnelPhase,
    step: FunnelStep,
    verification: Verification,
  ): Promise<CheckoutPurchaseResponse | null> {
    return acceptOffer(this.#store, phase, step, verification);
  }

  /** Skips `step`; the next fetch answers the following one. */
  rejectOffer(phase: FunnelPhase, step: FunnelStep): Promise<void> {
    return rejectOffer(this.#store, phase, step);
  }
}
