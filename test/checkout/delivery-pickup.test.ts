/**
 * The checkout's delivery step: a local pick-up with who collects it, and accessibility (axe, the
 * keyboard, a phone's width).
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { deepActiveElement, dialog } from '../elements/element-helpers.js';
import { waitFor } from '../shared/widget-wait.js';
import { checkoutUpdated, field } from './checkout-helpers.js';
import {
  card,
  cards,
  choose,
  deliveryStep,
  deliverySuite,
  errorOf,
  fill,
  methodsShown,
  root,
  submit,
} from './delivery-suite.js';

describe('svc-checkout-delivery', () => {
  const { sandbox, sentTo, cartUpdates } = deliverySuite();

  describe('pick up', () => {
    it('offers the shop’s pick-up with the saved pick-up details, and Continue writes the pick-up', async () => {
      const { svcCart, store } = await deliveryStep();
      expect(cards('kind').map((c) => [c.text, c.input.checked])).to.deep.equal([
        ['Ship to an address', true],
        ['Pick up', false],
      ]);
      await choose(card('kind', 'Pick up'));
      expect(cards('pickup').map((c) => [c.text, c.input.checked])).to.deep.equal([
        ['Pick up at the roastery 12 Roast Lane, Portland, OR 97201 Free', true],
      ]);
      await waitFor(() => cards('pickup-person').length > 0, 'the pick-up details');
      expect(
        (await sentTo(/^\/customers\/me\/pickup-info$/)).map((r) => Object.fromEntries(r.url.searchParams)),
      ).to.deep.equal([{ shippingMethodId: '10' }]);
      expect(cards('pickup-person').map((c) => [c.text, c.input.checked])).to.deep.equal([
        ['Sam Shopper +1 555 0100', true],
        ['Someone else', false],
      ]);
      expect(root().querySelector('input[name="pickupPhone"]')).to.equal(null);
      sandbox().clearSent();
      submit().click();
      await waitFor(() => store.step === 'payment', 'the payment step');
      // What the step changed (the payment step that follows starts its own reads).
      expect(
        (await sandbox().sent())
          .filter((r) => r.method !== 'GET')
          .map((r) => [r.method, r.path.replace(/[0-9a-f-]{36}/, ':id'), r.body]),
      ).to.deep.equal([['PATCH', '/carts/:id', { shippingMethodId: 10 }]]);
      expect([svcCart.cart!.shippingMethodId, svcCart.cart!.shipping]).to.deep.equal([10, 0]);
    });

    it('stores new pick-up details (the spec’s payload) before writing the pick-up', async () => {
      const { store } = await deliveryStep();
      await choose(card('kind', 'Pick up'));
      await waitFor(() => cards('pickup-person').length > 0, 'the pick-up details');
      await choose(card('pickup-person', 'Someone else'));
      expect(field(root(), 'pickupFirstName').value).to.equal('Sam');
      expect(field(root(), 'pickupPhone').value).to.equal('+1 555 0100');
      expect(field(root(), 'pickupPhone').getAttribute('autocomplete')).to.equal('tel');
      await fill('pickupFirstName', ' Robin ');
      await fill('pickupLastName', 'Friend');
      await fill('pickupPhone', '+1 555 0142');
      sandbox().clearSent();
      submit().click();
      await waitFor(() => store.step === 'payment', 'the payment step');
      // What the step changed (the payment step that follows starts its own reads).
      expect(
        (await sandbox().sent())
          .filter((r) => r.method !== 'GET')
          .map((r) => [r.method, r.path.replace(/[0-9a-f-]{36}/, ':id'), r.body]),
      ).to.deep.equal([
        [
          'POST',
          '/customers/me/pickup-info',
          { firstName: 'Robin', lastName: 'Friend', phone: '+1 555 0142' },
        ],
        ['PATCH', '/carts/:id', { shippingMethodId: 10 }],
      ]);
      expect(store.delivery.pickupInfoId).to.be.a('number');
      expect(sandbox().store.pickupInfo.map((p) => [p.firstName, p.shippingMethodId])).to.deep.equal([
        ['Sam', 10],
        ['Robin', 10],
      ]);
    });

    it('shows a refused phone next to the phone field with focus, and sends no cart change', async () => {
      const { store } = await deliveryStep({ email: 'other@example.com', password: 'other1234' });
      await choose(card('kind', 'Pick up'));
      // Olive has no saved pick-up details: the form is shown at once.
      await waitFor(() => Boolean(root().querySelector('input[name="pickupPhone"]')), 'the pick-up form');
      expect(cards('pickup-person')).to.deep.equal([]);
      await fill('pickupPhone', 'call me');
      sandbox().clearSent();
      submit().click();
      await waitFor(() => errorOf('pickup-phone') !== '', 'the phone message');
      expect(errorOf('pickup-phone')).to.equal('The phone field must be a phone number.');
      expect(deepActiveElement()).to.equal(field(root(), 'pickupPhone'));
      expect(await cartUpdates()).to.deep.equal([]);
      expect(store.step).to.equal('delivery');
    });
  });

  describe('accessibility', () => {
    // axe-core loads and sets itself up on its first run: not part of what these tests wait for.
    before(async function () {
      this.timeout(30_000);
      const warmUp = document.body.appendChild(document.createElement('p'));
      warmUp.textContent = 'axe';
      await expect(warmUp).to.be.accessible();
      warmUp.remove();
    });

    it('passes axe with the saved addresses and their methods', async () => {
      await deliveryStep();
      await methodsShown(2);
      await expect(dialog()!).to.be.accessible();
    });

    it('passes axe with the new address form and its messages', async () => {
      await deliveryStep({ email: 'other@example.com', password: 'other1234' });
      submit().click();
      await waitFor(() => errorOf('address-addressOne') !== '', 'the messages');
      await expect(dialog()!).to.be.accessible();
    });

    it('passes axe with a pick-up and the form for new pick-up details', async () => {
      await deliveryStep();
      await choose(card('kind', 'Pick up'));
      await waitFor(() => cards('pickup-person').length > 0, 'the pick-up details');
      await choose(card('pickup-person', 'Someone else'));
      await expect(dialog()!).to.be.accessible();
    });

    it('keyboard only: a new address typed, a method chosen with the arrows, Enter to continue', async () => {
      const { store } = await deliveryStep({ email: 'other@example.com', password: 'other1234' });
      const focusedName = () => deepActiveElement()?.getAttribute('name');
      const tabTo = async (name: string) => {
        for (let presses = 0; presses < 20 && focusedName() !== name; presses++)
          await sendKeys({ press: 'Tab' });
        expect(focusedName(), `focus on ${name}`).to.equal(name);
      };
      await tabTo('addressOne');
      await sendKeys({ type: '1 Elm Street' });
      await sendKeys({ press: 'Tab' });
      expect(focusedName()).to.equal('addressTwo');
      await sendKeys({ press: 'Tab' });
      await sendKeys({ type: 'Austin' });
      // A US address: the state between the city and the ZIP.
      await sendKeys({ press: 'Tab' });
      expect(focusedName()).to.equal('province');
      await sendKeys({ type: 'TX' });
      await sendKeys({ press: 'Tab' });
      expect(focusedName()).to.equal('zip');
      await sendKeys({ type: '73301' });
      // The browser's region chose the country.
      expect(field<HTMLSelectElement>(root(), 'countryId').value).to.equal('US');
      await methodsShown(2);
      await tabTo('method');
      await sendKeys({ press: 'ArrowDown' });
      await checkoutUpdated();
      expect(card('method', 'Express').checked).to.equal(true);
      await sendKeys({ press: 'Tab' });
      expect(deepActiveElement()).to.equal(submit());
      sandbox().clearSent();
      await sendKeys({ press: 'Enter' });
      await waitFor(() => store.step === 'payment', 'the payment step');
      expect((await cartUpdates()).map((r) => r.body)).to.deep.equal([
        {
          shippingAddress: {
            firstName: 'Olive',
            lastName: 'Other',
            addressOne: '1 Elm Street',
            addressTwo: null,
            city: 'Austin',
            zip: '73301',
            countryId: 840,
            province: 'TX',
          },
          shippingMethodId: 2,
        },
      ]);
    });
  });
});
