/**
 * The checkout's delivery step: a saved or a new address with a delivery method for its country
 * and ZIP, or a local pick-up with who collects it; "Continue" writes the choice to the cart in one
 * change and moves on to payment. Digital-only carts skip the step.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { http, HttpResponse } from 'msw';
// The step's and the checkout's code, loaded up front so the first test does not pay for it.
import '../../src/checkout/svc-checkout-delivery/index.js';
import '../../src/elements/svc-cart-checkout/index.js';
import { checkoutStore, type CheckoutStore } from '../../src/controller/checkout/checkout-store.js';
import type { SvcCart } from '../../src/controller/svc-cart.js';
import { deepActiveElement, dialog } from '../elements/element-helpers.js';
import { laterRequestAnswered } from '../shared/quiet.js';
import { until } from '../shared/wait.js';
import { waitFor } from '../shared/widget-wait.js';
import { nextEvent, rendered, setupWidget, startWidget } from '../widget/helpers.js';
import {
  buttonNamed,
  checkoutElement,
  checkoutUpdated,
  field,
  openCheckout,
  partText,
  stepElement,
  stepRoot,
  type,
} from './checkout-helpers.js';

type AddPayload = Parameters<SvcCart['addItem']>[0];

const MUG = { productId: 201, quantity: 1 };
const text = (element: Element | null | undefined) =>
  (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
const root = () => stepRoot('delivery');
const cards = (name: string) =>
  [...root().querySelectorAll<HTMLInputElement>(`input[name="${name}"]`)].map((input) => ({
    input,
    text: text(input.closest('label')),
  }));
const card = (name: string, label: string) => {
  const found = cards(name).find((entry) => entry.text.startsWith(label));
  if (!found)
    throw new Error(
      `no ${name} card ${label}: ${cards(name)
        .map((c) => c.text)
        .join(' | ')}`,
    );
  return found.input;
};
const errorOf = (id: string) => text(root().getElementById(`${id}-error`));
const submit = () => root().querySelector<HTMLButtonElement>('[part~="submit-button"]')!;

/** Chooses a radio card as a shopper's click does. */
async function choose(input: HTMLInputElement): Promise<void> {
  input.click();
  await checkoutUpdated();
}

/** Types into a field of the step and lets it render. */
async function fill(name: string, value: string): Promise<void> {
  type(field(root(), name), value);
  await checkoutUpdated();
}

async function selectCountry(code: string): Promise<void> {
  const select = field<HTMLSelectElement>(root(), 'countryId');
  select.value = code;
  select.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
  await checkoutUpdated();
}

/**
 * A widget with `items` in the cart, `email` signed in (through the SDK and the controller) with
 * the cart attached, the checkout open past contact, and the delivery step shown and loaded.
 */
async function deliveryStep(
  options: {
    items?: AddPayload[];
    email?: string;
    password?: string;
    before?: (svcCart: SvcCart) => Promise<void>;
  } = {},
): Promise<{ svcCart: SvcCart; store: CheckoutStore }> {
  const svcCart = await startWidget();
  for (const item of options.items ?? [MUG]) await svcCart.addItem(item);
  await svcCart.sdk!.auth.login({
    email: options.email ?? 'shopper@example.com',
    password: options.password ?? 'demo1234',
  });
  await svcCart.authenticate();
  await svcCart.changeCart('attach', (sdk) => sdk.cart.attachCustomer({ expand: ['items.product'] }));
  await options.before?.(svcCart);
  const store = checkoutStore(svcCart);
  store.done.add('contact');
  expect(store.goTo('delivery')).to.equal(true);
  await openCheckout(svcCart, 'delivery');
  await waitFor(
    () => Boolean(stepRoot('delivery').querySelector('input[name="kind"], fieldset')),
    'the options',
  );
  return { svcCart, store };
}

/** Waits until the delivery methods' cards are shown. */
async function methodsShown(count?: number): Promise<void> {
  await waitFor(
    () => (count === undefined ? cards('method').length > 0 : cards('method').length === count),
    'the delivery methods',
  );
}

describe('svc-checkout-delivery', () => {
  const sandbox = setupWidget();

  const sentTo = async (pattern: RegExp, method = 'GET') =>
    (await sandbox().sent()).filter((r) => r.method === method && pattern.test(r.path));
  const methodLookups = async () =>
    (await sentTo(/^\/carts\/[^/]+\/shipping-methods$/)).map((r) => Object.fromEntries(r.url.searchParams));
  const cartUpdates = () => sentTo(/^\/carts\/[^/]+$/, 'PATCH');

  describe('a saved address', () => {
    it('shows the saved addresses with the default chosen and its methods, and Continue writes both', async () => {
      const { svcCart, store } = await deliveryStep();
      expect(deepActiveElement()).to.equal(root().querySelector('[part~="step-title"]'));
      expect(cards('address').map((c) => [c.text, c.input.checked])).to.deep.equal([
        ['Sam Shopper 100 Main Street, Apt 4 Portland, OR 97201 United States', true],
        ['Sam Shopper Shopper GmbH Hauptstraße 5 Berlin 10115 Germany', false],
        ['A new address', false],
      ]);
      expect(root().querySelector('input[name="addressOne"]')).to.equal(null);
      await methodsShown(2);
      expect(await methodLookups()).to.deep.equal([{ country: '840', zip: '97201' }]);
      expect(cards('method').map((c) => [c.text, c.input.checked])).to.deep.equal([
        ['Standard 3–5 days $5.99', false],
        ['Express 1–2 days $14.99', false],
      ]);
      await choose(card('method', 'Express'));
      sandbox().clearSent();
      const updated = nextEvent(svcCart, 'CART_UPDATED');
      submit().click();
      await waitFor(() => store.step === 'payment', 'the payment step');
      const [update, ...more] = await cartUpdates();
      expect(more).to.deep.equal([]);
      expect(update!.body).to.deep.equal({ shippingAddressId: 1, shippingMethodId: 2 });
      expect(update!.url.searchParams.getAll('expand[]')).to.deep.equal(['items.product']);
      expect((await updated).data).to.equal(svcCart.cart);
      expect([
        svcCart.cart!.shippingAddressId,
        svcCart.cart!.shippingMethodId,
        svcCart.cart!.shipping,
      ]).to.deep.equal([1, 2, 1499]);
      expect(store.done.has('delivery')).to.equal(true);
      expect(store.errors.delivery).to.equal(undefined);
    });

    it('another saved address asks for its country’s methods; one method is chosen for the shopper', async () => {
      const { store } = await deliveryStep();
      await methodsShown(2);
      await choose(card('address', 'Sam Shopper Shopper GmbH'));
      await methodsShown(1);
      expect((await methodLookups()).at(-1)).to.deep.equal({ country: '276', zip: '10115' });
      expect(cards('method').map((c) => [c.text, c.input.checked])).to.deep.equal([
        ['International 5–9 days $12.99', true],
      ]);
      sandbox().clearSent();
      submit().click();
      await waitFor(() => store.step === 'payment', 'the payment step');
      expect((await cartUpdates()).map((r) => r.body)).to.deep.equal([
        { shippingAddressId: 2, shippingMethodId: 3 },
      ]);
    });

    it('shows "Free" for a method that costs nothing and the method’s free-over rule', async () => {
      const { svcCart } = await deliveryStep({ items: [{ productId: 201, quantity: 4 }] });
      await methodsShown(2);
      // The sandbox applies the rule itself (the cart is over $50.00): Standard costs nothing.
      expect(cards('method').map((c) => c.text)).to.deep.equal([
        'Standard 3–5 days Free',
        'Express 1–2 days $14.99',
      ]);
      sandbox().worker.use(
        http.get(
          '*/storefront/v1/carts/:cartId/shipping-methods',
          () =>
            HttpResponse.json([
              {
                id: 1,
                name: 'Standard',
                type: 'delivery',
                price: 599,
                freeOver: 5000,
                minDays: 3,
                maxDays: 3,
              },
              {
                id: 2,
                name: 'Courier',
                type: 'delivery',
                price: 0,
                freeOver: null,
                minDays: null,
                maxDays: 1,
              },
            ]),
          { once: true },
        ),
      );
      await choose(card('address', 'Sam Shopper Shopper GmbH'));
      await waitFor(
        () => cards('method')[0]?.text.startsWith('Standard 3 days') ?? false,
        'the answered methods',
      );
      expect(cards('method').map((c) => c.text)).to.deep.equal([
        'Standard 3 days Free over $50.00 $5.99',
        'Courier Up to 1 day Free',
      ]);
      expect(svcCart.cart!.shippingMethodId).to.equal(null);
    });
  });

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
      expect(select.value).to.equal('');
      expect(field(root(), 'firstName').value).to.equal('Sam');
      expect(field(root(), 'lastName').value).to.equal('Shopper');
      const autocomplete = [
        'firstName',
        'lastName',
        'addressOne',
        'addressTwo',
        'city',
        'zip',
        'countryId',
        'phone',
      ].map((name) => [
        name,
        field(root(), name).getAttribute('autocomplete'),
        field(root(), name).labels?.[0]?.textContent?.trim(),
      ]);
      expect(autocomplete).to.deep.equal([
        ['firstName', 'given-name', 'First name'],
        ['lastName', 'family-name', 'Last name'],
        ['addressOne', 'address-line1', 'Address'],
        ['addressTwo', 'address-line2', 'Apartment, suite, etc. (optional)'],
        ['city', 'address-level2', 'City'],
        ['zip', 'postal-code', 'ZIP / postal code'],
        ['countryId', 'country', 'Country'],
        ['phone', 'tel', 'Phone (optional)'],
      ]);
      expect(field(root(), 'phone').type).to.equal('tel');
      expect(partText(root(), 'methods-status')).to.equal('Enter the address to see the delivery methods.');
      sandbox().clearSent();

      await fill('addressOne', '1 Elm Street');
      await fill('city', 'Austin');
      await selectCountry('US');
      // Typing the ZIP key by key sends one lookup, after the typing rests.
      for (const partial of ['7', '73', '733', '7330', '73301']) type(field(root(), 'zip'), partial);
      await checkoutUpdated();
      expect(partText(root(), 'methods-status')).to.equal('Finding delivery methods…');
      await methodsShown(2);
      expect(await methodLookups()).to.deep.equal([{ country: '840', zip: '73301' }]);
      expect(store.delivery.address).to.deep.include({
        addressOne: '1 Elm Street',
        city: 'Austin',
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
      const answered = ({ request }: { request: Request }) => {
        if (new URL(request.url).pathname.endsWith('/shipping-methods')) heldAnswered = true;
      };
      sandbox().worker.events.on('response:mocked', answered);
      release();
      // The held lookup answered, and a later request answered after it: the step has had it.
      await until(() => heldAnswered, 'the first lookup answered');
      sandbox().worker.events.removeListener('response:mocked', answered);
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
        errorOf('address-addressOne'),
        errorOf('address-city'),
        errorOf('address-zip'),
        errorOf('address-countryId'),
        errorOf('methods'),
      ]).to.deep.equal([
        'Enter the street and house number.',
        'Enter a city.',
        'Enter a ZIP or postal code.',
        'Choose a country.',
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
        ['firstName', 'lastName', 'addressOne', 'addressTwo', 'city', 'zip', 'phone'].map(
          (name) => field(root(), name).value,
        ),
      ).to.deep.equal(['Sam', 'Shopper', '1 Elm Street', 'Unit 2', 'Austin', '73301', '+1 555 0199']);
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
            phone: '+1 555 0199',
          },
          shippingMethodId: 2,
        },
      ]);
    });
  });

  describe('failures and busy state', () => {
    it('says when the options could not be loaded and loads them again on "Try again"', async () => {
      const svcCart = await startWidget();
      await svcCart.addItem(MUG);
      await svcCart.sdk!.auth.login({ email: 'shopper@example.com', password: 'demo1234' });
      await svcCart.authenticate();
      sandbox().worker.use(
        http.get('*/storefront/v1/countries', () => HttpResponse.json({ code: 'boom' }, { status: 500 }), {
          once: true,
        }),
      );
      const store = checkoutStore(svcCart);
      store.done.add('contact');
      store.goTo('delivery');
      await openCheckout(svcCart, 'delivery');
      await waitFor(() => partText(root(), 'view-error') !== null, 'the failure');
      expect(partText(root(), 'view-error')).to.equal(
        'We could not load the delivery options. We could not complete that. Please try again.',
      );
      expect(submit().disabled).to.equal(true);
      buttonNamed(root(), 'Try again').click();
      await methodsShown(2);
      expect(partText(root(), 'view-error')).to.equal(null);
      expect(submit().disabled).to.equal(false);
    });

    it('a second press of Continue while the cart changes sends one change', async () => {
      const { store } = await deliveryStep();
      await methodsShown(2);
      await choose(card('method', 'Standard'));
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      sandbox().worker.use(
        http.patch(
          '*/storefront/v1/carts/:cartId',
          async () => {
            await held;
            return undefined;
          },
          { once: true },
        ),
      );
      sandbox().clearSent();
      submit().click();
      await waitFor(() => submit().getAttribute('aria-busy') === 'true', 'the busy button');
      expect(submit().querySelector('.spinner')).to.not.equal(null);
      submit().click();
      release();
      await waitFor(() => store.step === 'payment', 'the payment step');
      expect((await cartUpdates()).map((r) => r.body)).to.deep.equal([
        { shippingAddressId: 1, shippingMethodId: 1 },
      ]);
    });
  });

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

  describe('which carts go through delivery', () => {
    it('a digital-only cart (eBook and gift card) skips delivery: payment follows contact', async () => {
      const svcCart = await startWidget();
      await svcCart.addItem({ productId: 231, quantity: 1 });
      await svcCart.addItem({
        productId: 301,
        quantity: 1,
        giftCard: { customerEmail: 'friend@example.com' },
      });
      const store = checkoutStore(svcCart);
      expect(store.needsDelivery).to.equal(false);
      expect(store.steps).to.deep.equal(['contact', 'payment', 'review']);
      await openCheckout(svcCart);
      const steps = [...checkoutElement()!.shadowRoot!.querySelectorAll('[part~="step"]')].map((step) =>
        text(step),
      );
      expect(steps).to.deep.equal(['Contact', 'Payment', 'Review']);
      store.complete('contact');
      await rendered();
      expect(store.step).to.equal('payment');
      expect(store.goTo('delivery')).to.equal(false);
    });

    it('a cart with a physical item next to digital ones goes through delivery', async () => {
      const svcCart = await startWidget();
      await svcCart.addItem({ productId: 231, quantity: 1 });
      await svcCart.addItem(MUG);
      const store = checkoutStore(svcCart);
      expect(store.steps).to.deep.equal(['contact', 'delivery', 'payment', 'review']);
      store.complete('contact');
      expect(store.step).to.equal('delivery');
    });
  });

  describe('a gift', () => {
    const tomorrow = () => {
      const now = new Date();
      return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1))
        .toISOString()
        .slice(0, 10);
    };
    const giftCart = (startsAt: string) => ({
      items: [{ productId: 101 }],
      before: async (svcCart: SvcCart) => {
        await svcCart.updateCart({ giftInfo: { startsAt, numberOfOrders: 3 } });
      },
    });

    it('says when the gift starts near the delivery method, in the shopper’s language', async () => {
      const startsAt = tomorrow();
      const { svcCart } = await deliveryStep(giftCart(startsAt));
      const date = (lang: string) =>
        new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(new Date(`${startsAt}T00:00:00`));
      expect(partText(root(), 'gift-start')).to.equal(`The gift starts on ${date('en')}.`);
      svcCart.setLanguage('de');
      await waitFor(
        () => partText(root(), 'gift-start') === `Das Geschenk beginnt am ${date('de')}.`,
        'German',
      );
      await choose(card('kind', 'Abholen'));
      expect(partText(root(), 'gift-start')).to.equal(`Das Geschenk beginnt am ${date('de')}.`);
    });

    it('says nothing about a start without a gift', async () => {
      await deliveryStep();
      expect(partText(root(), 'gift-start')).to.equal(null);
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
      await sendKeys({ press: 'Tab' });
      expect(focusedName()).to.equal('zip');
      await sendKeys({ type: '73301' });
      await sendKeys({ press: 'Tab' });
      expect(focusedName()).to.equal('countryId');
      await sendKeys({ press: 'ArrowDown' });
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
          },
          shippingMethodId: 2,
        },
      ]);
    });
  });
});
