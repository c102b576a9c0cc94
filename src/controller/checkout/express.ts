/**
 * The express path of a signed-in customer: once the contact step is done, the steps whose choice
 * the customer has saved are done for them, so a returning customer goes from the contact step
 * straight to the review. Delivery is done when the shop ships to the customer's saved (or the
 * cart's) address and a method is preselected by the delivery rules (the only or the cheapest);
 * payment when the customer has a saved method (the cart's, else the default). Each is the same
 * cart change the step's own Continue makes, with the same `CHECKOUT_STEP_COMPLETED`.
 *
 * A step that needs the shopper (no saved address, a pick-up, no saved card, a failed request)
 * stops the path quietly there: the step shows, with what the path chose already in its form.
 */
import type { PaymentMethod, ShippingMethodDelivery } from '@svc/sdk';
import { deliveryPayload, methodAfterLoad, methodsKey, savedAddress } from '../../core/delivery-form.js';
import type { CheckoutState } from './checkout-state.js';
import {
  applyDeliveryDefaults,
  loadDeliveryOptions,
  loadShippingMethods,
  saveDelivery,
} from './delivery-actions.js';
import { loadPaymentMethods, preferredMethodId, putPaymentMethodOnCart } from './payment-actions.js';

/**
 * Does the delivery step for the customer when their saved choice is complete. Resolves whether
 * the step is done.
 */
async function expressDelivery(store: CheckoutState): Promise<boolean> {
  const svcCart = store.svcCart;
  const offer = await loadDeliveryOptions(svcCart);
  applyDeliveryDefaults(store, offer);
  const form = store.delivery;
  if (form.kind !== 'ship' || !savedAddress(form, offer)) return false;
  const key = methodsKey(form, offer);
  if (!key) return false;
  const methods: ShippingMethodDelivery[] = await loadShippingMethods(svcCart, key.country, key.zip);
  const shippingMethodId = methodAfterLoad(methods, form.shippingMethodId);
  store.editDelivery({ shippingMethodId });
  const method = methods.find((candidate) => candidate.id === shippingMethodId);
  if (!method) return false;
  await saveDelivery(svcCart, deliveryPayload(form, offer));
  store.complete('delivery', { shippingTier: method.name });
  return true;
}

/** Puts the customer's preferred saved method on the cart. Resolves whether the step is done. */
async function expressPayment(store: CheckoutState, saved: Promise<PaymentMethod[]>): Promise<boolean> {
  const paymentMethodId = preferredMethodId(store, await saved);
  if (paymentMethodId === null) return false;
  store.payment.paymentMethodId = paymentMethodId;
  store.changed();
  await putPaymentMethodOnCart(store, paymentMethodId);
  store.complete('payment', { paymentType: store.paymentGatewayType ?? undefined });
  return true;
}

/**
 * Runs the express path after the contact step (see the module's comment): the next open steps,
 * delivery then payment, while each can be done without the shopper. The saved payment methods
 * are asked for beside the delivery's data (one round trip less). Never rejects: what fails is
 * left to the step, which loads afresh and says why.
 */
export async function runExpress(store: CheckoutState): Promise<void> {
  if (!store.svcCart.customer || (store.step !== 'delivery' && store.step !== 'payment')) return;
  // A failure here is the payment step's to show, when it loads them again.
  const saved = loadPaymentMethods(store).catch((): PaymentMethod[] => []);
  try {
    if (store.step === 'delivery' && !(await expressDelivery(store))) return;
    if (store.step === 'payment') await expressPayment(store, saved);
  } catch {
    // The step shown now asks again and shows its own message.
  }
}
