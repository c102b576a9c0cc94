/**
 * The survey data of the survey and survey-flow views, loaded for them on the controller's side
 * (only the controller uses the SDK). Loaded with the first survey view, not at start.
 */
import type { Survey } from '@svc/sdk';
import type { SvcCart } from '../svc-cart.js';

/** Loads of each widget by survey and currency: going back and forth does not ask again. */
const loads = new WeakMap<SvcCart, Map<string, Promise<Survey>>>();

/** The currency the survey's prices are asked in: the cart's. */
export function surveyCurrency(svcCart: SvcCart): string {
  return svcCart.state.currencyCode || svcCart.cart?.currencyCode || '';
}

/**
 * Survey `surveyId` with its questions and answers, priced in the cart's currency, with the
 * products of `plan` and `offer` answers (`expand: answers.product`). The currency goes as the
 * call's own `x-currency` header: the SDK only sends one after `setCurrency`, and a cart loaded
 * in another currency than the shop's default must still see its own prices. A failed load is
 * forgotten, so trying again asks again.
 */
export function loadSurvey(svcCart: SvcCart, surveyId: number): Promise<Survey> {
  const sdk = svcCart.sdk;
  if (!sdk) return Promise.reject(new Error('The cart is not initialized'));
  const currency = surveyCurrency(svcCart);
  let byKey = loads.get(svcCart);
  if (!byKey) loads.set(svcCart, (byKey = new Map()));
  const key = `${surveyId}:${currency}`;
  let load = byKey.get(key);
  if (!load) {
    load = sdk.surveys.load(
      surveyId,
      { expand: ['answers.product'] },
      currency ? { 'x-currency': currency } : undefined,
    );
    byKey.set(key, load);
    load.catch(() => {
      if (byKey.get(key) === load) byKey.delete(key);
    });
  }
  return load;
}
