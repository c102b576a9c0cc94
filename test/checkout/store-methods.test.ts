/**
 * The checkout store changes through methods named by what the shopper did, each telling the
 * subscribers once; the step errors' fields go one by one as the shopper corrects them.
 */
import { expect } from '@open-wc/testing';
import type { CheckoutStore } from '../../src/controller/checkout/checkout-store.js';
import { setupWidget, startWidget } from '../widget/helpers.js';

/** The store of a started widget's one-mug cart, and how many times it told its subscribers. */
async function storeWithCount(): Promise<{ store: CheckoutStore; count: () => number }> {
  const svcCart = await startWidget();
  await svcCart.addItem({ productId: 201, quantity: 1 });
  const store = await svcCart.loadCheckout();
  let told = 0;
  store.subscribe(() => {
    told += 1;
  });
  return { store, count: () => told };
}

describe('checkout store methods', () => {
  setupWidget();

  it('editContact takes the fields given, keeps the others and notifies once', async () => {
    const { store, count } = await storeWithCount();
    store.editContact({ email: 'shopper@example.com', firstName: 'Ada' });
    expect(count()).to.equal(1);
    expect([store.contact.email, store.contact.firstName, store.contact.mode]).to.deep.equal([
      'shopper@example.com',
      'Ada',
      'email',
    ]);
  });

  it('editDelivery merges the address fields and the pick-up person; choosePickup chooses who collects', async () => {
    const { store, count } = await storeWithCount();
    store.editDelivery({ kind: 'pickup', address: { zip: '97201' } }, { phone: '555-0100' });
    store.choosePickup(7);
    expect(count()).to.equal(2);
    expect(store.delivery.kind).to.equal('pickup');
    expect(store.delivery.address.zip).to.equal('97201');
    expect(store.delivery.address.city).to.equal('');
    expect(store.pickupPerson.phone).to.equal('555-0100');
    expect(store.delivery.pickupInfoId).to.equal(7);
  });

  it('choosePaymentMethod, chooseGateway and forgetPaymentMethods each notify once', async () => {
    const { store, count } = await storeWithCount();
    store.choosePaymentMethod(3);
    store.chooseGateway(2);
    store.paymentMethods = [];
    store.forgetPaymentMethods();
    expect(count()).to.equal(3);
    expect([store.payment.paymentMethodId, store.payment.gatewayId, store.paymentMethods]).to.deep.equal([
      3,
      2,
      null,
    ]);
  });

  it('showStepError shows an error where the shopper is; forgetFieldError drops one field, then the error', async () => {
    const { store, count } = await storeWithCount();
    const error = { message: 'Check the fields', fields: { email: ['Bad email'], firstName: ['Missing'] } };
    store.showStepError('contact', error);
    expect(store.step).to.equal('contact');
    expect(store.forgetFieldError('contact', 'email')).to.deep.equal({
      message: 'Check the fields',
      fields: { firstName: ['Missing'] },
    });
    expect(
      store.forgetFieldError('contact', 'email'),
      'a field without a message changes nothing',
    ).to.deep.equal(store.errors.contact);
    expect(store.forgetFieldError('contact', 'firstName')).to.equal(undefined);
    expect(store.errors).to.deep.equal({});
    expect(count(), 'shown, one field gone, the error gone').to.equal(3);
  });
});
