/**
 * The checkout's delivery step with a new address: the form, the delivery methods for its country
 * and ZIP (the latest lookup wins), and the one change written to the cart.
 */
import { expect } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import { deepActiveElement } from '../elements/element-helpers.js';
import { laterRequestAnswered } from '../shared/quiet.js';
import { until } from '../shared/wait.js';
import { waitFor } from '../shared/widget-wait.js';
import { checkoutElement, checkoutUpdated, field, partText, stepElement, type } from './checkout-helpers.js';
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
  selectCountry,
  submit,
  text,
} from './delivery-suite.js';

describe('svc-checkout-delivery', () => {
  const { sandbox, methodLookups, cartUpdates } = deliverySuite();

  describe('a new address', () => {
    it('offers the shop’s countries, keeps the contact names, and asks for methods once country and ZIP rest', async () => {
      const { store } = await deliveryStep();
      await methodsShown(2);
      await choose(card('address', 'A new address'));
      const select = field<HTMLSelectElement>(root(), 'countryId');
      expect([...select.options].map((option) => [option.value, text(option)])).to.deep.equal([
        ['', 'Choose a country'],
        ['US', 'United States'],
        ['DE', 'Germany'],
        ['FR', 'France'],
        ['GB', 'United Kingdom'],
      ]);
      // The browser's region (en-US) is one of the shop's countries: it is chosen.
      expect(select.value).to.equal('US');
      expect(field(root(), 'firstName').value).to.equal('Sam');
      expect(field(root(), 'lastName').value).to.equal('Shopper');
      // In the order shown: the country first, and a US place line (city, state, ZIP).
      const shown = [...root().querySelectorAll('.address-form input, .address-form select')].map((control) =>
        control.getAttribute('name'),
      );
      expect(shown).to.deep.equal([
        'countryId',
        'firstName',
        'lastName',
        'addressOne',
        'addressTwo',
        'city',
        'province',
        'zip',
        'phone',
      ]);
      const autocomplete = shown.map((name) => [
        name,
        field(root(), name!).getAttribute('autocomplete'),
        field(root(), name!).labels?.[0]?.textContent?.trim(),
      ]);
      expect(autocomplete).to.deep.equal([
        ['countryId', 'country', 'Country'],
        ['firstName', 'given-name', 'First name'],
        ['lastName', 'family-name', 'Last name'],
        ['addressOne', 'address-line1', 'Address'],
        ['addressTwo', 'address-line2', 'Apartment, suite, etc. (optional)'],
        ['city', 'address-level2', 'City'],
        ['province', 'address-level1', 'State'],
        ['zip', 'postal-code', 'ZIP / postal code'],
        ['phone', 'tel', 'Phone (optional)'],
      ]);
      expect(field(root(), 'phone').type).to.equal('tel');
      expect(partText(root(), 'methods-status')).to.equal('Enter the address to see the delivery methods.');
      sandbox().clearSent();

      await fill('addressOne', '1 Elm Street');
      await fill('city', 'Austin');
      await fill('province', 'TX');
      // Typing the ZIP key by key sends one lookup, after the typing rests.
      for (const partial of ['7', '73', '733', '7330', '73301']) type(field(root(), 'zip'), partial);
      await checkoutUpdated();
      expect(partText(root(), 'methods-status')).to.equal('Finding delivery methods…');
      await methodsShown(2);
      expect(await methodLookups()).to.deep.equal([{ country: '840', zip: '73301' }]);
      expect(store.delivery.address).to.deep.include({
        addressOne: '1 Elm Street',
        city: 'Austin',
        province: 'TX',
        zip: '73301',
        countryId: 840,
      });

      await choose(card('method', 'Standard'));
      submit().click();
      await waitFor(() => store.step === 'payment', 'the payment step');
      expect((await cartUpdates()).map((r) => r.body)).to.deep.equal([
        {
          shippingAddress: {
            firstName: 'Sam',
            lastName: 'Shopper',
            addressOne: '1 Elm Street',
            addressTwo: null,
            city: 'Austin',
            zip: '73301',
            countryId: 840,
            province: 'TX',
          },
          shippingMethodId: 1,
        },
      ]);
    });

    it('shows only the latest lookup: a slow earlier answer does not replace a later one', async () => {
      await deliveryStep();
      await methodsShown(2);
      await choose(card('address', 'A new address'));
      await fill('addressOne', '1 Elm Street');
      await fill('city', 'Austin');
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let heldStarted = false;
      sandbox().worker.use(
        http.get(
          '*/storefront/v1/carts/:cartId/shipping-methods',
          async () => {
            heldStarted = true;
            await held;
            return undefined;
          },
          { once: true },
        ),
      );
      await selectCountry('US');
      await fill('zip', '73301');
      await waitFor(() => heldStarted, 'the first lookup');
      await selectCountry('DE');
      await fill('zip', '10115');
      await methodsShown(1);
      expect(cards('method').map((c) => c.text)).to.deep.equal(['International 5–9 days $12.99']);
      // The first lookup's answer arrives last; the step drops it.
      let heldAnswered = false;
      // The sandbox has answered the request (`request:end`). Not `response:mocked`: the step
      // aborted its fetch, and WebKit's service worker then never reports the response back.
      const answered = ({ request }: { request: Request }) => {
        if (new URL(request.url).pathname.endsWith('/shipping-methods')) heldAnswered = true;
      };
      sandbox().worker.events.on('request:end', answered);
      release();
      // The held lookup answered, and a later request answered after it: the step has had it.
      await until(() => heldAnswered, 'the first lookup answered');
      sandbox().worker.events.removeListener('request:end', answered);
      await laterRequestAnswered();
      await checkoutUpdated();
      expect(cards('method').map((c) => c.text)).to.deep.equal(['International 5–9 days $12.99']);
      expect((await methodLookups()).slice(-2)).to.deep.equal([
        { country: '840', zip: '73301' },
        { country: '276', zip: '10115' },
      ]);
    });

    it('says so when the shop does not deliver to the address', async () => {
      const { store } = await deliveryStep();
      await methodsShown(2);
      sandbox().worker.use(
        http.get('*/storefront/v1/carts/:cartId/shipping-methods', () => HttpResponse.json([]), {
          once: true,
        }),
      );
      await choose(card('address', 'Sam Shopper Shopper GmbH'));
      await waitFor(
        () => partText(root(), 'methods-status') === 'We do not deliver to this address.',
        'the message',
      );
      expect(cards('method')).to.deep.equal([]);
      sandbox().clearSent();
      submit().click();
      await checkoutUpdated();
      expect(await cartUpdates()).to.deep.equal([]);
      expect(store.step).to.equal('delivery');
      expect(errorOf('methods')).to.equal('We do not deliver to this address.');
    });

    it('requires the address fields before sending anything, with focus on the first one missing', async () => {
      const { store } = await deliveryStep({ email: 'other@example.com', password: 'other1234' });
      // Olive has no saved address: the form is the only way.
      expect(cards('address')).to.deep.equal([]);
      expect(field(root(), 'firstName').value).to.equal('Olive');
      sandbox().clearSent();
      submit().click();
      await checkoutUpdated();
      expect([
        errorOf('address-countryId'),
        errorOf('address-addressOne'),
        errorOf('address-city'),
        errorOf('address-province'),
        errorOf('address-zip'),
        errorOf('methods'),
      ]).to.deep.equal([
        // The browser's region chose the United States.
        '',
        'Enter the street and house number.',
        'Enter a city.',
        'Enter a state.',
        'Enter a ZIP or postal code.',
        'Choose a delivery method.',
      ]);
      expect(field(root(), 'addressOne').getAttribute('aria-invalid')).to.equal('true');
      expect(deepActiveElement()).to.equal(field(root(), 'addressOne'));
      expect(await sandbox().sent()).to.deep.equal([]);
      expect(store.step).to.equal('delivery');
      await fill('addressOne', '1 Elm Street');
      expect(errorOf('address-addressOne')).to.equal('');
    });

    it('shows the server’s ZIP error next to the ZIP, focuses it, and stays on the step', async () => {
      const { store } = await deliveryStep();
      await methodsShown(2);
      await choose(card('address', 'A new address'));
      await fill('addressOne', '1 Elm Street');
      await fill('city', 'Austin');
      await fill('province', 'TX');
      await selectCountry('US');
      await fill('zip', '73301');
      await methodsShown(2);
      await choose(card('method', 'Standard'));
      sandbox().worker.use(
        http.patch(
          '*/storefront/v1/carts/:cartId',
          () =>
            HttpResponse.json(
              {
                code: 'invalid_zip',
                message: 'The postal code does not look right for this country.',
                errors: { 'shippingAddress.zip': ['This ZIP code is not in Texas.'] },
              },
              { status: 422 },
            ),
          { once: true },
        ),
      );
      submit().click();
      await waitFor(() => errorOf('address-zip') !== '', 'the ZIP message');
      expect(errorOf('address-zip')).to.equal('This ZIP code is not in Texas.');
      expect(field(root(), 'zip').getAttribute('aria-invalid')).to.equal('true');
      expect(deepActiveElement()).to.equal(field(root(), 'zip'));
      expect(root().querySelector('[part~="view-error"]')).to.equal(null);
      expect(store.step).to.equal('delivery');
      expect(store.done.has('delivery')).to.equal(false);
      expect(store.errors.delivery?.fields).to.deep.equal({
        'shippingAddress.zip': ['This ZIP code is not in Texas.'],
      });
      // Everything typed is still there; changing the ZIP clears its message.
      expect(field(root(), 'addressOne').value).to.equal('1 Elm Street');
      await fill('zip', '73344');
      expect(errorOf('address-zip')).to.equal('');
      expect(store.errors.delivery).to.equal(undefined);
    });

    it('says next to the ZIP when the lookup refuses it', async () => {
      await deliveryStep();
      await methodsShown(2);
      await choose(card('address', 'A new address'));
      await selectCountry('US');
      await fill('zip', 'ABC');
      await waitFor(() => errorOf('address-zip') !== '', 'the ZIP message');
      expect(errorOf('address-zip')).to.equal('The postal code does not look right for this country.');
      expect(cards('method')).to.deep.equal([]);
    });

    it('keeps everything typed when the shopper goes back to contact and forward again', async () => {
      const { store } = await deliveryStep();
      await methodsShown(2);
      await choose(card('address', 'A new address'));
      await fill('addressOne', '1 Elm Street');
      await fill('addressTwo', 'Unit 2');
      await fill('city', 'Austin');
      await fill('province', 'TX');
      await selectCountry('US');
      await fill('zip', '73301');
      await fill('phone', '+1 555 0199');
      await methodsShown(2);
      await choose(card('method', 'Express'));

      checkoutElement()!
        .shadowRoot!.querySelector<HTMLButtonElement>('[part~="checkout-back-button"]')!
        .click();
      await waitFor(() => store.step === 'contact' && !stepElement('delivery'), 'the contact step');
      expect(store.goTo('delivery')).to.equal(true);
      await waitFor(
        () => Boolean(stepElement('delivery')?.shadowRoot?.querySelector('input[name="zip"]')),
        'delivery',
      );
      await methodsShown(2);
      expect(
        ['firstName', 'lastName', 'addressOne', 'addressTwo', 'city', 'province', 'zip', 'phone'].map(
          (name) => field(root(), name).value,
        ),
      ).to.deep.equal(['Sam', 'Shopper', '1 Elm Street', 'Unit 2', 'Austin', 'TX', '73301', '+1 555 0199']);
      expect(field<HTMLSelectElement>(root(), 'countryId').value).to.equal('US');
      expect(card('address', 'A new address').checked).to.equal(true);
      expect(card('method', 'Express').checked).to.equal(true);
      sandbox().clearSent();
      submit().click();
      await waitFor(() => store.step === 'payment', 'the payment step');
      expect((await cartUpdates()).map((r) => r.body)).to.deep.equal([
        {
          shippingAddress: {
            firstName: 'Sam',
            lastName: 'Shopper',
            addressOne: '1 Elm Street',
            addressTwo: 'Unit 2',
            city: 'Austin',
            zip: '73301',
            countryId: 840,
            province: 'TX',
            phone: '+1 555 0199',
          },
          shippingMethodId: 2,
        },
      ]);
    });
  });
});
