/**
 * The new address as the chosen country writes it: the country first and preselected from the
 * browser among the shop's countries, the place line in the country's order, a state where the
 * address has one (sent as `province`); and every control of the delivery step at least 44×44 on a
 * phone.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '../shared/viewport.js';
import { smallTapTargets } from '../shared/tap-targets.js';
import { waitFor } from '../shared/widget-wait.js';
import { field } from './checkout-helpers.js';
import {
  card,
  choose,
  deliveryStep,
  deliverySuite,
  errorOf,
  fill,
  methodsShown,
  root,
  selectCountry,
  submit,
  useBrowserLanguages,
} from './delivery-suite.js';

/** The new address's controls by name, in the order shown. */
const shownFields = () =>
  [...root().querySelectorAll('.address-form input, .address-form select')].map((control) =>
    control.getAttribute('name'),
  );

/** The small tap targets of the step once the drawer's animations have ended. */
async function smallOnceStill(): Promise<string[]> {
  await Promise.all(document.getAnimations().map((animation) => animation.finished));
  return smallTapTargets(root());
}

describe('svc-checkout-delivery: the address as the country writes it', () => {
  const { sandbox, cartUpdates } = deliverySuite();

  beforeEach(async () => {
    await setViewport({ width: 390, height: 844 });
  });

  it('a German browser gets Germany, the postcode before the city and no state; the US adds the state', async () => {
    useBrowserLanguages(['de-DE', 'en-US']);
    const { store } = await deliveryStep({ email: 'other@example.com', password: 'other1234' });
    expect(field<HTMLSelectElement>(root(), 'countryId').value).to.equal('DE');
    const start = ['countryId', 'firstName', 'lastName', 'addressOne', 'addressTwo'];
    expect(shownFields()).to.deep.equal([...start, 'zip', 'city', 'phone']);
    await selectCountry('US');
    expect(shownFields()).to.deep.equal([...start, 'city', 'province', 'zip', 'phone']);
    await fill('province', 'TX');
    await selectCountry('GB');
    expect(shownFields()).to.deep.equal([...start, 'city', 'zip', 'phone']);
    await selectCountry('DE');
    await fill('addressOne', 'Hauptstraße 5');
    await fill('zip', '10115');
    await fill('city', 'Berlin');
    await methodsShown(1);
    sandbox().clearSent();
    submit().click();
    await waitFor(() => store.step === 'payment', 'the payment step');
    // The state typed for the US is not sent with a German address.
    expect((await cartUpdates()).map((r) => r.body)).to.deep.equal([
      {
        shippingAddress: {
          firstName: 'Olive',
          lastName: 'Other',
          addressOne: 'Hauptstraße 5',
          addressTwo: null,
          city: 'Berlin',
          zip: '10115',
          countryId: 276,
        },
        shippingMethodId: 3,
      },
    ]);
  });

  it('a browser whose region the shop does not serve gets no country, and the shopper chooses it', async () => {
    useBrowserLanguages(['pt-BR']);
    await deliveryStep({ email: 'other@example.com', password: 'other1234' });
    expect(field<HTMLSelectElement>(root(), 'countryId').value).to.equal('');
    submit().click();
    await waitFor(() => errorOf('address-countryId') !== '', 'the message');
    expect(errorOf('address-countryId')).to.equal('Choose a country.');
  });

  it('every control is at least 44×44 on a phone: saved addresses and methods, a new address with its messages, a pick-up', async () => {
    await deliveryStep();
    await methodsShown(2);
    expect(await smallOnceStill()).to.deep.equal([]);
    await choose(card('address', 'A new address'));
    submit().click();
    await waitFor(() => errorOf('address-addressOne') !== '', 'the messages');
    expect(await smallOnceStill()).to.deep.equal([]);
    await choose(card('kind', 'Pick up'));
    await waitFor(() => Boolean(root().querySelector('input[name="pickup-person"]')), 'the pick-up details');
    expect(await smallOnceStill()).to.deep.equal([]);
  });
});
