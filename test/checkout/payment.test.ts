/**
 * The checkout's payment step: the signed-in customer's saved cards, a new card through the
 * sandbox gateway's form (wallet.setup, wallet.store) used by "Continue", "Continue" putting the
 * chosen card on the cart, a purchase failure shown on the step until its cause is fixed, and the
 * return from a redirect-based card setup.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { setViewport } from '../shared/viewport.js';
import { http, HttpResponse } from 'msw';
import type { CheckoutStore } from '../../src/controller/checkout/checkout-store.js';
import type { SvcCart } from '../../src/controller/svc-cart.js';
import { deepActiveElement } from '../elements/element-helpers.js';
import { smallTapTargets } from '../shared/tap-targets.js';
import { waitFor } from '../shared/widget-wait.js';
import { sandboxRequest } from '../../sandbox/testing.js';
import { setPageUrl, setupWidget, startWidget } from '../widget/helpers.js';
import { buttonNamed, checkoutUpdated, stepElement, stepRoot, stepShown, type } from './checkout-helpers.js';

/** The eBook (digital): its cart needs no delivery, so payment follows contact. */
const EBOOK = 231;
/** shopper@example.com's saved cards in the sandbox (sandbox/fixtures.ts). */
const SAVED = { visa4242: 1, visa3184: 2, mastercard0002: 3 };

/** The payment step's shadow root. */
const payment = () => stepRoot('payment');

/** The saved cards' radio buttons. */
const cardRadios = () => [...payment().querySelectorAll<HTMLInputElement>('input[name="payment-method"]')];

/** Each saved card's text as a shopper sees and hears it (visible and visually hidden). */
const cardTexts = () =>
  [...payment().querySelectorAll('[part~="option"]')].map((option) =>
    (option.textContent ?? '').replace(/\s+/g, ' ').trim(),
  );

/** The sandbox gateway's card form (wherever the step mounted it). */
function cardForm(): ShadowRoot {
  const form =
    stepElement('payment')?.querySelector('svc-gateway-card-form') ??
    document.querySelector('svc-cart-root > [slot="svc-gateway"] svc-gateway-card-form');
  if (!form?.shadowRoot) throw new Error('the card form is not shown');
  return form.shadowRoot;
}

const cardShown = () => {
  try {
    return Boolean(cardForm().querySelector('#card-number'));
  } catch {
    return false;
  }
};

const cardInput = (field: 'number' | 'expiry' | 'cvc') =>
  cardForm().querySelector<HTMLInputElement>(`#card-${field}`)!;
const cardError = (field: 'number' | 'expiry' | 'cvc') =>
  cardForm().querySelector(`#card-${field}-error`)?.textContent?.trim() ?? '';

/** Waits until `check` holds, the step re-rendered in between. */
async function until(check: () => boolean, what: string): Promise<void> {
  await waitFor(() => {
    try {
      return check();
    } catch {
      return false;
    }
  }, what);
  await checkoutUpdated();
}

describe('svc-checkout-payment', () => {
  const sandbox = setupWidget();

  /**
   * Starts the widget signed in as shopper@example.com with the eBook in the cart, counts contact
   * as done and opens the checkout on payment, its saved cards listed.
   */
  async function openPayment(
    options: { url?: string; cards?: boolean } = {},
  ): Promise<{ svcCart: SvcCart; store: CheckoutStore }> {
    if (options.url) setPageUrl(options.url);
    const svcCart = await startWidget({ accessToken: sandbox().store.issueToken(1) });
    await svcCart.addItem({ productId: EBOOK, quantity: 1 });
    const store = await svcCart.loadCheckout();
    store.complete('contact');
    expect(store.step).to.equal('payment');
    svcCart.open('checkout');
    await stepShown('payment');
    if (options.cards !== false) await until(() => cardRadios().length > 0, 'the saved cards');
    return { svcCart, store };
  }

  /** The wallet and cart-update requests that left the client, as [method, path, body]. */
  const paymentRequests = async () =>
    (await sandbox().sent())
      .filter(
        (r) =>
          r.path.startsWith('/customers/me/payment-methods') ||
          r.path.startsWith('/wallet') ||
          (r.method === 'PATCH' && /^\/carts\/[^/]+$/.test(r.path)),
      )
      .map((r) => [r.method, r.path.replace(/\/carts\/[^/]+/, '/carts/:id'), r.body, r.url.search]);

  it('lists shopper@example.com’s saved cards with brand, last four and expiry, the default chosen', async () => {
    await openPayment();
    expect(cardTexts()).to.deep.equal([
      'Visa •••• 4242Visa ending in 4242 Default Expires 12/30',
      'Visa •••• 3184Visa ending in 3184 Expires 12/30',
      'Mastercard •••• 0002Mastercard ending in 0002 Expires 12/30',
    ]);
    expect(cardRadios().map((radio) => radio.checked)).to.deep.equal([true, false, false]);
    const list = (await sandbox().sent()).filter(
      (r) => r.method === 'GET' && r.path.includes('payment-methods'),
    );
    expect(list.map((r) => r.url.searchParams.get('currencyCode'))).to.deep.equal(['USD']);
  });

  it('Continue puts the chosen card on the cart and moves to review', async () => {
    const { svcCart, store } = await openPayment();
    const updates: unknown[] = [];
    svcCart.events.on('CART_UPDATED', (_error, cart) =>
      updates.push((cart as { paymentMethodId?: unknown }).paymentMethodId),
    );
    cardRadios()[1]!.click();
    sandbox().clearSent();
    buttonNamed(payment(), 'Continue').click();
    await until(() => store.step === 'review', 'the review step');

    const sent = (await sandbox().sent()).filter((r) => r.method === 'PATCH');
    expect(sent.map((r) => [r.path, r.body, r.url.searchParams.getAll('expand[]')])).to.deep.equal([
      [`/carts/${svcCart.cart!.id}`, { paymentMethodId: SAVED.visa3184 }, ['items.product']],
    ]);
    expect(svcCart.cart!.paymentMethodId).to.equal(SAVED.visa3184);
    expect(updates).to.deep.equal([SAVED.visa3184]);
    expect(store.done.has('payment')).to.equal(true);
    expect(store.paymentGatewayType).to.equal('sandbox');
  });

  it('a typed new card 4242 4242 4242 4242 goes on with Continue: wallet.setup, wallet.store, the cart, review', async () => {
    const { svcCart, store } = await openPayment();
    sandbox().clearSent();
    buttonNamed(payment(), 'Add a new card').click();
    await until(cardShown, 'the card form');
    expect(await paymentRequests()).to.deep.equal([['POST', '/wallet/setup', { gatewayId: 1 }, '']]);
    expect(deepActiveElement()).to.equal(cardInput('number'));
    // The open form is the choice: no saved card shows chosen beside it.
    expect(cardRadios().map((radio) => radio.checked)).to.deep.equal([false, false, false]);
    // The name on the card is the signed-in customer's: nothing to type.
    expect(cardForm().querySelector<HTMLInputElement>('#card-name')!.value).to.equal('Sam Shopper');

    type(cardInput('number'), '4242424242424242');
    type(cardInput('expiry'), '1234');
    type(cardInput('cvc'), '123');
    expect([cardInput('number').value, cardInput('expiry').value]).to.deep.equal([
      '4242 4242 4242 4242',
      '12/34',
    ]);
    sandbox().clearSent();
    buttonNamed(payment(), 'Continue').click();
    await until(() => store.step === 'review', 'the review step');

    const newCard = store.paymentMethods![3]!.id;
    expect(await paymentRequests()).to.deep.equal([
      ['POST', '/customers/me/payment-methods', { gatewayId: 1, token: 'tok_4242' }, ''],
      ['PATCH', '/carts/:id', { paymentMethodId: newCard }, '?expand%5B%5D=items.product'],
    ]);
    expect(svcCart.cart!.paymentMethodId).to.equal(newCard);
    expect(store.done.has('payment')).to.equal(true);

    // Back on payment: the new card is listed and chosen, the form closed, no message.
    store.goTo('payment');
    await stepShown('payment');
    await until(() => cardRadios().length === 4, 'the new card');
    expect(cardTexts()[3]).to.equal('Visa •••• 4242Visa ending in 4242 Expires 12/30');
    expect(cardRadios().map((radio) => radio.checked)).to.deep.equal([false, false, false, true]);
    expect(cardShown()).to.equal(false);
    expect(payment().getElementById('choose-error')!.textContent!.trim()).to.equal('');
  });

  it('Continue with a wrong card number and a past expiry shows them by their fields, focused; nothing is sent', async () => {
    const { store } = await openPayment();
    buttonNamed(payment(), 'Add a new card').click();
    await until(cardShown, 'the card form');
    type(cardInput('number'), '4242 4242 4242 4241');
    type(cardInput('expiry'), '01/20');
    type(cardInput('cvc'), '123');
    sandbox().clearSent();
    buttonNamed(payment(), 'Continue').click();
    await until(() => cardError('number') !== '', 'the card number message');

    expect(cardError('number')).to.equal('This card number is not valid. Check it and try again.');
    expect(cardError('expiry')).to.equal('This card has expired. Use another card.');
    expect(cardInput('number').getAttribute('aria-invalid')).to.equal('true');
    expect(deepActiveElement()).to.equal(cardInput('number'));
    // Shown once, by the field: not repeated under the form.
    expect(payment().getElementById('new-card-error')!.textContent!.trim()).to.equal('');

    type(cardInput('number'), '4242 4242 4242 4242');
    buttonNamed(payment(), 'Continue').click();
    await until(() => cardError('number') === '', 'the fixed number');
    expect(cardError('expiry')).to.equal('This card has expired. Use another card.');
    expect(deepActiveElement()).to.equal(cardInput('expiry'));
    expect(await paymentRequests()).to.deep.equal([]);
    expect(store.step).to.equal('payment');
  });

  it('a double press on Continue with a typed card stores it once and puts it on the cart once', async () => {
    const { store } = await openPayment();
    buttonNamed(payment(), 'Add a new card').click();
    await until(cardShown, 'the card form');
    type(cardInput('number'), '4242 4242 4242 4242');
    type(cardInput('expiry'), '12/34');
    type(cardInput('cvc'), '123');
    sandbox().clearSent();
    const button = buttonNamed(payment(), 'Continue');
    button.click();
    button.click();
    await until(() => store.step === 'review', 'the review step');
    expect((await paymentRequests()).map(([method, path]) => `${method} ${path}`)).to.deep.equal([
      'POST /customers/me/payment-methods',
      'PATCH /carts/:id',
    ]);
  });

  it('Continue with an empty card form says what each field needs and focuses the card number', async () => {
    const { store } = await openPayment();
    buttonNamed(payment(), 'Add a new card').click();
    await until(cardShown, 'the card form');
    cardInput('cvc').focus();
    sandbox().clearSent();
    buttonNamed(payment(), 'Continue').click();
    await until(() => cardError('number') !== '', 'the messages');
    expect([cardError('number'), cardError('expiry'), cardError('cvc')]).to.deep.equal([
      'Enter the card number.',
      'Enter the expiry date.',
      'Enter the security code.',
    ]);
    expect(deepActiveElement()).to.equal(cardInput('number'));
    expect(store.step).to.equal('payment');
    expect(await paymentRequests()).to.deep.equal([]);
  });

  it('a card the server refuses shows its message next to the card form until the card is changed', async () => {
    const { store } = await openPayment();
    sandbox().worker.use(
      http.post(
        '*/storefront/v1/customers/me/payment-methods',
        () =>
          HttpResponse.json(
            { code: 'invalid_payment_token', message: 'This card cannot be saved.' },
            { status: 422 },
          ),
        { once: true },
      ),
    );
    buttonNamed(payment(), 'Add a new card').click();
    await until(cardShown, 'the card form');
    type(cardInput('number'), '4242424242424242');
    type(cardInput('expiry'), '1234');
    type(cardInput('cvc'), '123');
    buttonNamed(payment(), 'Continue').click();
    const formError = () => payment().getElementById('new-card-error')!.textContent!.trim();
    await until(() => formError() !== '', 'the error');
    expect(formError()).to.equal('This card cannot be saved.');
    expect(payment().getElementById('new-card-error')!.getAttribute('role')).to.equal('alert');
    expect(cardRadios()).to.have.length(3);
    expect(cardShown()).to.equal(true);
    expect(store.step).to.equal('payment');
    expect(deepActiveElement()).to.equal(cardInput('number'));

    type(cardInput('number'), '4000 0027 6000 3184');
    await until(() => formError() === '', 'the message gone');
  });

  it('a failure set by the purchase (store.fail) shows as an alert at the top and another card can be chosen', async () => {
    const { svcCart, store } = await openPayment();
    buttonNamed(payment(), 'Continue').click();
    await until(() => store.step === 'review', 'the review step');

    store.fail('payment', { message: 'The card was declined. Choose another payment method.' });
    await stepShown('payment');
    await until(() => payment().querySelector('[part~="view-error"]') !== null, 'the alert');
    const alert = payment().querySelector('[part~="view-error"]')!;
    expect(alert.getAttribute('role')).to.equal('alert');
    expect(alert.textContent!.trim()).to.equal('The card was declined. Choose another payment method.');
    expect(deepActiveElement()).to.equal(cardRadios()[0]);

    // Another card fixes the cause: the message goes at once.
    cardRadios()[1]!.click();
    await until(() => payment().querySelector('[part~="view-error"]') === null, 'the alert gone');
    sandbox().clearSent();
    buttonNamed(payment(), 'Continue').click();
    await until(() => store.step === 'review', 'the review step again');
    expect(svcCart.cart!.paymentMethodId).to.equal(SAVED.visa3184);
    expect(store.errors.payment).to.equal(undefined);
  });

  it('Continue with no card chosen says so by the list; choosing a card takes the message away', async () => {
    const { store } = await openPayment();
    store.payment.paymentMethodId = null;
    store.changed();
    await checkoutUpdated();
    sandbox().clearSent();
    buttonNamed(payment(), 'Continue').click();
    await until(() => payment().getElementById('choose-error')!.textContent!.trim() !== '', 'the message');
    expect(payment().getElementById('choose-error')!.textContent!.trim()).to.equal(
      'Choose a payment method or add a new card.',
    );
    expect(deepActiveElement()).to.equal(cardRadios()[0]);
    expect(store.step).to.equal('payment');
    expect(await paymentRequests()).to.deep.equal([]);

    cardRadios()[1]!.click();
    await until(
      () => payment().getElementById('choose-error')!.textContent!.trim() === '',
      'the message gone',
    );
    expect(store.payment.paymentMethodId).to.equal(SAVED.visa3184);
  });

  it('the message for no card chosen goes when a new card is opened and used', async () => {
    const { store } = await openPayment();
    store.payment.paymentMethodId = null;
    store.changed();
    await checkoutUpdated();
    buttonNamed(payment(), 'Continue').click();
    const message = () => payment().getElementById('choose-error')!.textContent!.trim();
    await until(() => message() !== '', 'the message');
    buttonNamed(payment(), 'Add a new card').click();
    await until(cardShown, 'the card form');
    expect(message()).to.equal('');
    type(cardInput('number'), '4242 4242 4242 4242');
    type(cardInput('expiry'), '12/34');
    type(cardInput('cvc'), '123');
    buttonNamed(payment(), 'Continue').click();
    await until(() => store.step === 'review', 'the review step');
    store.goTo('payment');
    await stepShown('payment');
    await until(() => cardRadios().length === 4, 'the new card listed');
    expect(message()).to.equal('');
  });

  it('choosing a saved card while the new card’s form is open closes the form and uses that card', async () => {
    const { svcCart, store } = await openPayment();
    buttonNamed(payment(), 'Add a new card').click();
    await until(cardShown, 'the card form');
    cardRadios()[1]!.click();
    await until(() => !cardShown(), 'the form closed');
    expect(cardRadios().map((radio) => radio.checked)).to.deep.equal([false, true, false]);
    buttonNamed(payment(), 'Continue').click();
    await until(() => store.step === 'review', 'the review step');
    expect(svcCart.cart!.paymentMethodId).to.equal(SAVED.visa3184);
  });

  it('a return with ?setup_intent=…&payment_method_id=…&redirect_status=succeeded chooses that card', async () => {
    setPageUrl('/?setup_intent=seti_123&payment_method_id=3&redirect_status=succeeded');
    const svcCart = await startWidget({ accessToken: sandbox().store.issueToken(1) });
    // The signed-in shopper comes back from the bank: the checkout opens on its own, at payment.
    expect(svcCart.isOpen).to.equal(true);
    expect(svcCart.view).to.equal('checkout');
    await svcCart.addItem({ productId: EBOOK, quantity: 1 });
    const store = await svcCart.loadCheckout();
    await stepShown('payment');
    expect(store.step).to.equal('payment');
    await until(() => cardRadios().length === 3, 'the saved cards');
    expect(cardRadios().map((radio) => radio.checked)).to.deep.equal([false, false, true]);
    expect(store.payment.paymentMethodId).to.equal(SAVED.mastercard0002);
    expect(payment().querySelector('[part~="view-error"]')).to.equal(null);
    expect(deepActiveElement()).to.equal(cardRadios()[2]);
  });

  it('a return with redirect_status=failed shows the failure and keeps the default card', async () => {
    await openPayment({ url: '/?setup_intent=seti_123&redirect_status=failed' });
    await until(() => payment().querySelector('[part~="view-error"]') !== null, 'the alert');
    expect(payment().querySelector('[part~="view-error"]')!.textContent!.trim()).to.equal(
      'Your bank did not confirm the new card. Add it again or choose another payment method.',
    );
    expect(cardRadios().map((radio) => radio.checked)).to.deep.equal([true, false, false]);
  });

  it('with several gateways the shopper chooses one before its form loads', async () => {
    const { body: shop } = await sandboxRequest('GET', '/shop');
    sandbox().worker.use(
      http.get('*/storefront/v1/shop', () =>
        HttpResponse.json({
          ...shop,
          gateways: [...(shop!.gateways as unknown[]), { id: 99, name: 'Other cards', type: 'unknown' }],
        }),
      ),
    );
    await openPayment();
    sandbox().clearSent();
    buttonNamed(payment(), 'Add a new card').click();
    await until(() => payment().querySelector('input[name="gateway"]') !== null, 'the gateway choice');
    const gateways = [...payment().querySelectorAll<HTMLInputElement>('input[name="gateway"]')];
    // Continue before a gateway is chosen: the choice is asked for, and takes the focus.
    buttonNamed(payment(), 'Continue').click();
    const message = () => payment().getElementById('choose-error')!.textContent!.trim();
    await until(() => message() !== '', 'the message');
    expect(message()).to.equal('Choose a payment method or add a new card.');
    expect(gateways.map((input) => input.closest('label')!.textContent!.trim())).to.deep.equal([
      'Sandbox cards',
      'Other cards',
    ]);
    expect(deepActiveElement()).to.equal(gateways[0]);
    expect(cardShown()).to.equal(false);
    expect(await paymentRequests()).to.deep.equal([]);

    gateways[0]!.click();
    await until(cardShown, 'the card form');
    expect(message()).to.equal('');
    expect(await paymentRequests()).to.deep.equal([['POST', '/wallet/setup', { gatewayId: 1 }, '']]);
  });

  it('mounts the gateway in the page’s light DOM through the svc-gateway slot the widget forwards', async () => {
    const { svcCart } = await openPayment();
    // svc-cart-root, svc-cart-panel and svc-cart-checkout forward the svc-gateway slot down to the step.
    expect(stepElement('payment')!.querySelector('slot[name="svc-gateway"]')).to.not.equal(null);
    buttonNamed(payment(), 'Add a new card').click();
    await until(cardShown, 'the card form');

    const mount = document.querySelector('svc-cart-root > [slot="svc-gateway"]')!;
    expect(mount.getRootNode()).to.equal(document);
    expect(mount.querySelector('svc-gateway-card-form')).to.not.equal(null);
    expect(stepElement('payment')!.querySelector('svc-gateway-card-form')).to.equal(null);
    expect(cardInput('number').getBoundingClientRect().width).to.be.greaterThan(0);
    expect(deepActiveElement()).to.equal(cardInput('number'));

    svcCart.close();
    await checkoutUpdated();
    expect(document.querySelector('svc-cart-root > [slot="svc-gateway"]')).to.equal(null);
  });

  it('asks a guest to sign in first', async () => {
    const svcCart = await startWidget();
    await svcCart.addItem({ productId: EBOOK, quantity: 1 });
    const store = await svcCart.loadCheckout();
    store.complete('contact');
    svcCart.open('checkout');
    await stepShown('payment');
    expect(payment().querySelector('p')!.textContent!.trim()).to.equal(
      'Sign in to pay with a saved card or to add a new one.',
    );
    buttonNamed(payment(), 'Back to contact').click();
    expect(store.step).to.equal('contact');
    expect((await sandbox().sent()).filter((r) => r.path.includes('payment-methods'))).to.deep.equal([]);
  });

  /** Records the options every sandbox adapter of `store` is mounted with, until `restore()`. */
  async function recordMounts(store: CheckoutStore) {
    const { GATEWAY_LOADERS } = await import('../../src/ui/gateways/gateway.js');
    const original = GATEWAY_LOADERS.sandbox!;
    const seen: Record<string, unknown>[] = [];
    const sandbox = async () => {
      const module = await original();
      return {
        createAdapter: () => {
          const adapter = module.createAdapter();
          const mount = adapter.mount.bind(adapter);
          adapter.mount = (container, options) => {
            seen.push({ ...options, onSubmit: typeof options.onSubmit });
            return mount(container, options);
          };
          return adapter;
        },
      };
    };
    store.gatewayLoaders = { ...GATEWAY_LOADERS, sandbox };
    return { seen, restore: () => (store.gatewayLoaders = undefined) };
  }

  it('mounts the gateway with the setup token, language, test mode and custom_setup_return_url', async () => {
    const { store } = await openPayment({
      url: '/?checkoutMode=test&custom_setup_return_url=https%3A%2F%2Fshop.example%2Fback',
    });
    const mounts = await recordMounts(store);
    try {
      buttonNamed(payment(), 'Add a new card').click();
      await until(cardShown, 'the card form');
      const setupToken = mounts.seen[0]?.setupToken;
      expect(setupToken).to.match(/^seti_\w+_secret$/);
      expect(mounts.seen).to.deep.equal([
        {
          setupToken,
          language: 'en',
          holderName: 'Sam Shopper',
          testMode: true,
          returnUrl: 'https://shop.example/back',
          onSubmit: 'function',
        },
      ]);
    } finally {
      mounts.restore();
    }
  });

  it('without custom_setup_return_url the returnUrl is this page without the processor’s return parameters', async () => {
    const { store } = await openPayment({ url: '/?lang=en&setup_intent=seti_1&redirect_status=failed' });
    const mounts = await recordMounts(store);
    try {
      buttonNamed(payment(), 'Add a new card').click();
      await until(cardShown, 'the card form');
      expect(mounts.seen.map((options) => [options.returnUrl, options.testMode])).to.deep.equal([
        [`${location.origin}/?lang=en`, false],
      ]);
    } finally {
      mounts.restore();
    }
  });

  it('is accessible with the saved cards', async function () {
    // axe walks every shadow root: slow on a busy machine.
    this.timeout(15_000);
    await openPayment();
    await expect(stepElement('payment')!).to.be.accessible();
  });

  it('is accessible with the new card form open and its messages shown', async function () {
    // axe walks every shadow root: slow on a busy machine.
    this.timeout(15_000);
    await openPayment();
    buttonNamed(payment(), 'Add a new card').click();
    await until(cardShown, 'the card form');
    buttonNamed(payment(), 'Continue').click();
    await until(() => cardError('number') !== '', 'the messages');
    await expect(stepElement('payment')!).to.be.accessible();
  });

  it('adds a new card and continues with the keyboard only: Enter in the card’s fields is Continue', async () => {
    const { store } = await openPayment();
    expect(deepActiveElement()).to.equal(payment().querySelector('[part~="payment-heading"]'));
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(cardRadios()[0]);
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(buttonNamed(payment(), 'Add a new card'));
    await sendKeys({ press: 'Enter' });
    await until(() => cardShown() && deepActiveElement() === cardInput('number'), 'the focused card number');
    await sendKeys({ type: '4242424242424242' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: '12/34' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: '123' });
    sandbox().clearSent();
    await sendKeys({ press: 'Enter' });
    await until(() => store.step === 'review', 'the review step');
    const newCard = store.paymentMethods![3]!.id;
    expect(store.payment.paymentMethodId).to.equal(newCard);
    expect(await paymentRequests()).to.deep.equal([
      ['POST', '/customers/me/payment-methods', { gatewayId: 1, token: 'tok_4242' }, ''],
      ['PATCH', '/carts/:id', { paymentMethodId: newCard }, '?expand%5B%5D=items.product'],
    ]);
  });

  describe('on a phone (390×844)', () => {
    before(() => setViewport({ width: 390, height: 844 }));
    after(() => setViewport({ width: 1024, height: 768 }));

    /** The gateway's mount point in the page's light DOM, when a card form is shown. */
    const mount = () => document.querySelector('svc-cart-root > [slot="svc-gateway"]');

    /** The shown primary-styled buttons of the step and of the card form, by their text. */
    const primaries = () =>
      [
        ...payment().querySelectorAll('.primary'),
        ...(mount()?.querySelectorAll('.primary') ?? []),
        ...(cardShown() ? cardForm().querySelectorAll('.primary') : []),
      ]
        .filter((button) => button.getBoundingClientRect().width > 0)
        .map((button) => (button.textContent ?? '').trim());

    /** The step's and the card form's controls under 44×44. */
    const small = () => [
      ...smallTapTargets(stepElement('payment')!),
      ...(mount() ? smallTapTargets(mount()!) : []),
    ];

    it('shows one primary button, Continue, and every control at least 44×44, in each state', async () => {
      const { store } = await openPayment();
      expect(primaries()).to.deep.equal(['Continue']);
      expect(small()).to.deep.equal([]);

      buttonNamed(payment(), 'Add a new card').click();
      await until(cardShown, 'the card form');
      expect(primaries()).to.deep.equal(['Continue']);
      expect(small()).to.deep.equal([]);
      // The fields are 44 px high with 16 px text, so iOS does not zoom into them.
      const number = cardInput('number');
      expect(number.getBoundingClientRect().height).to.be.at.least(44);
      expect(getComputedStyle(number).fontSize).to.equal('16px');

      buttonNamed(payment(), 'Continue').click();
      await until(() => cardError('number') !== '', 'the messages');
      expect(primaries()).to.deep.equal(['Continue']);
      expect(small()).to.deep.equal([]);

      store.fail('payment', { message: 'The card was declined. Choose another payment method.' });
      await until(() => payment().querySelector('[part~="view-error"]') !== null, 'the alert');
      expect(primaries()).to.deep.equal(['Continue']);
      expect(small()).to.deep.equal([]);
    });

    it('without saved cards the card form opens by itself, Continue its only primary and no Cancel', async () => {
      sandbox().worker.use(
        http.get('*/storefront/v1/customers/me/payment-methods', () => HttpResponse.json([])),
      );
      const { store } = await openPayment({ cards: false });
      await until(cardShown, 'the card form');
      expect(primaries()).to.deep.equal(['Continue']);
      expect(payment().querySelector('[part~="cancel-card-button"]')).to.equal(null);
      expect(small()).to.deep.equal([]);

      type(cardInput('number'), '4242 4242 4242 4242');
      type(cardInput('expiry'), '12/34');
      type(cardInput('cvc'), '123');
      buttonNamed(payment(), 'Continue').click();
      await until(() => store.step === 'review', 'the review step');
      expect(store.paymentMethods!.map((method) => method.last4)).to.deep.equal(['4242']);
    });
  });
});
