/**
 * The checkout's contact step: a guest's email (EMAIL_COLLECTED once per email), sign-in with the
 * password or a one-time code, registration with consents, social sign-in through the page, a
 * signed-in customer's view with "Not you? Sign out", errors next to their field, busy buttons.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { http, HttpResponse } from 'msw';
import type { CheckoutStore } from '../../src/controller/checkout/checkout-store.js';
import type { SvcCartEventType } from '../../src/controller/events.js';
import type { SvcCart } from '../../src/controller/svc-cart.js';
import type { SentRequest } from '../../sandbox/testing.js';
import { deepActiveElement, dialog } from '../elements/element-helpers.js';
import { waitFor } from '../shared/widget-wait.js';
import { setPageUrl, setupWidget, startWidget, withPageSocialToken } from '../widget/helpers.js';
import {
  buttonNamed,
  checkoutUpdated,
  field,
  openCheckout,
  partText,
  stepElement,
  stepRoot,
  type,
} from './checkout-helpers.js';

/** The data of every `eventType` event from now on. */
function record(svcCart: SvcCart, eventType: SvcCartEventType): unknown[] {
  const seen: unknown[] = [];
  svcCart.events.on(eventType, (_error, data) => seen.push(data));
  return seen;
}

/** The focused element, named for assertions: `#id`, else tag, part and text (cheap to print). */
function focused(): string {
  const element = deepActiveElement();
  if (!element) return 'nothing';
  if (element.id) return `#${element.id}`;
  const part = element.getAttribute('part');
  return `${element.localName}${part ? `[part=${part}]` : ''} ${(element.textContent ?? '').replace(/\s+/g, ' ').trim()}`;
}

/** The contact step's root, whichever form it shows. */
const contact = () => stepRoot('contact');

/** Waits until the contact step shows the form with `heading`. */
async function formShown(heading: string): Promise<ShadowRoot> {
  await waitFor(
    () =>
      stepElement('contact')?.shadowRoot?.querySelector('[part~="contact-heading"]')?.textContent?.trim() ===
      heading,
    `the "${heading}" form`,
  );
  await checkoutUpdated();
  return contact();
}

/** The message next to a field (its `<id>-error`). */
const errorOf = (id: string) => contact().getElementById(`${id}-error`)?.textContent?.trim() ?? '';

/** Starts the widget with a mug (needs delivery) in the cart; `config` as startWidget's. */
async function startWithMug(config: Parameters<typeof startWidget>[0] = {}): Promise<SvcCart> {
  const svcCart = await startWidget(config);
  await svcCart.addItem({ productId: 201, quantity: 1 });
  return svcCart;
}

/** Types the email and presses Continue; waits for the form that follows. */
async function continueWith(email: string, next: string): Promise<ShadowRoot> {
  type(field(contact(), 'email'), email);
  buttonNamed(contact(), 'Continue').click();
  return formShown(next);
}

/** Waits until the step is done and the store shows `step`. */
async function movedTo(store: CheckoutStore, step: string): Promise<void> {
  await waitFor(() => store.step === step, `the ${step} step`);
}

const pick = (requests: SentRequest[]) => requests.map((r) => [r.method, r.path, r.body]);

describe('svc-checkout-contact', () => {
  const sandbox = setupWidget();

  /** The sign-in, customer and attach requests that left the client (not other steps' loads). */
  const accountRequests = async () =>
    pick(
      (await sandbox().sent()).filter(
        (r) =>
          r.path.startsWith('/auth/') ||
          r.path === '/customers/me' ||
          /^\/carts\/[^/]+\/customer$/.test(r.path),
      ),
    );

  describe('a guest with an account', () => {
    it('signs in with the password: registered, login, me, the cart attached, then delivery', async () => {
      const svcCart = await startWithMug();
      const collected = record(svcCart, 'EMAIL_COLLECTED');
      const signIns = record(svcCart, 'SIGN_IN');
      const store = await openCheckout(svcCart);
      sandbox().clearSent();

      const root = await continueWith('shopper@example.com', 'Sign in');
      expect(collected).to.deep.equal([{ email: 'shopper@example.com' }]);
      expect(partText(root, 'contact-email')).to.equal('shopper@example.com Use another email');
      expect(focused()).to.equal('#password');
      expect(field(root, 'password').type).to.equal('password');
      expect(field(root, 'password').autocomplete).to.equal('current-password');

      type(field(root, 'password'), 'demo1234');
      buttonNamed(root, 'Sign in').click();
      await movedTo(store, 'delivery');

      const cartId = svcCart.cart!.id;
      expect(await accountRequests()).to.deep.equal([
        ['POST', '/auth/registered', { email: 'shopper@example.com' }],
        ['POST', '/auth/login', { email: 'shopper@example.com', password: 'demo1234' }],
        ['GET', '/customers/me', undefined],
        ['POST', `/carts/${cartId}/customer`, undefined],
      ]);
      expect(svcCart.customer!.email).to.equal('shopper@example.com');
      expect(svcCart.cart!.customerId).to.equal(1);
      expect(signIns).to.deep.equal([{ customer: svcCart.customer }]);
      expect(collected).to.deep.equal([{ email: 'shopper@example.com' }]);
      expect(store.done.has('contact')).to.equal(true);
      expect(store.contact.password).to.equal('');
      expect(store.contact.firstName).to.equal('Sam');
    });

    it('a wrong password: the message next to the password, focus there, the field emptied, nothing else lost', async () => {
      const svcCart = await startWithMug();
      const store = await openCheckout(svcCart);
      const root = await continueWith('shopper@example.com', 'Sign in');
      type(field(root, 'password'), 'wrong-password');
      buttonNamed(root, 'Sign in').click();
      await waitFor(() => errorOf('password') !== '', 'the password message');

      expect(errorOf('password')).to.equal(
        'This password is not right. Try again, or get a one-time code by email.',
      );
      expect(field(root, 'password').getAttribute('aria-invalid')).to.equal('true');
      expect(field(root, 'password').getAttribute('aria-describedby')).to.equal('password-error');
      expect(focused()).to.equal('#password');
      expect(field(root, 'password').value).to.equal('');
      expect(partText(root, 'contact-email')).to.equal('shopper@example.com Use another email');
      expect(partText(root, 'view-error')).to.equal(null);
      expect(store.step).to.equal('contact');
      expect(svcCart.customer).to.equal(null);

      // Typing again clears the message.
      type(field(root, 'password'), 'd');
      await checkoutUpdated();
      expect(errorOf('password')).to.equal('');
      expect(field(root, 'password').getAttribute('aria-invalid')).to.equal('false');
    });

    it('an empty password is refused before sending', async () => {
      const svcCart = await startWithMug();
      await openCheckout(svcCart);
      const root = await continueWith('shopper@example.com', 'Sign in');
      sandbox().clearSent();
      buttonNamed(root, 'Sign in').click();
      await waitFor(() => errorOf('password') !== '', 'the password message');
      expect(errorOf('password')).to.equal('Enter your password.');
      expect(focused()).to.equal('#password');
      expect(await sandbox().sent()).to.deep.equal([]);
    });

    it('signs in with a one-time code: otp, then otpLogin with the code, then delivery', async () => {
      const svcCart = await startWithMug();
      const signIns = record(svcCart, 'SIGN_IN');
      const store = await openCheckout(svcCart);
      let root = await continueWith('shopper@example.com', 'Sign in');
      sandbox().clearSent();

      buttonNamed(root, 'Email me a one-time code instead').click();
      root = await formShown('Enter your code');
      expect(partText(root, 'contact-note')).to.equal('We emailed a sign-in code to shopper@example.com.');
      const code = field(root, 'code');
      expect(focused()).to.equal('#code');
      expect([code.type, code.inputMode, code.autocomplete]).to.deep.equal([
        'text',
        'numeric',
        'one-time-code',
      ]);

      type(code, '123456');
      buttonNamed(root, 'Sign in').click();
      await movedTo(store, 'delivery');
      const cartId = svcCart.cart!.id;
      expect(await accountRequests()).to.deep.equal([
        ['POST', '/auth/otp', { email: 'shopper@example.com' }],
        ['POST', '/auth/otp/login', { email: 'shopper@example.com', token: '123456' }],
        ['GET', '/customers/me', undefined],
        ['POST', `/carts/${cartId}/customer`, undefined],
      ]);
      expect(signIns).to.have.length(1);
      expect(svcCart.cart!.customerId).to.equal(1);
    });

    it('a wrong code: the message next to the code field, focus there; a new code can be sent', async () => {
      const svcCart = await startWithMug();
      await openCheckout(svcCart);
      let root = await continueWith('shopper@example.com', 'Sign in');
      buttonNamed(root, 'Email me a one-time code instead').click();
      root = await formShown('Enter your code');
      type(field(root, 'code'), '000000');
      buttonNamed(root, 'Sign in').click();
      await waitFor(() => errorOf('code') !== '', 'the code message');
      expect(errorOf('code')).to.equal('This code is not right or has expired. Check it, or send a new one.');
      expect(focused()).to.equal('#code');
      expect(field(root, 'code').value).to.equal('');

      sandbox().clearSent();
      buttonNamed(root, 'Send a new code').click();
      await waitFor(
        () => partText(contact(), 'contact-note')!.startsWith('We emailed a new code'),
        'the note',
      );
      expect(partText(root, 'contact-note')).to.equal('We emailed a new code to shopper@example.com.');
      expect(pick(await sandbox().sent())).to.deep.equal([
        ['POST', '/auth/otp', { email: 'shopper@example.com' }],
      ]);
      expect(focused()).to.equal('#code');
      expect(svcCart.customer).to.equal(null);
    });

    it('"Use another email" goes back to the email field with the email kept', async () => {
      const svcCart = await startWithMug();
      await openCheckout(svcCart);
      const root = await continueWith('shopper@example.com', 'Sign in');
      buttonNamed(root, 'Use another email').click();
      await formShown('Your email');
      expect(field(root, 'email').value).to.equal('shopper@example.com');
      expect(focused()).to.equal('#email');
    });
  });

  describe('a new guest', () => {
    it('registers with names, password and both consents, then delivery', async () => {
      const svcCart = await startWithMug();
      const signIns = record(svcCart, 'SIGN_IN');
      const store = await openCheckout(svcCart);
      sandbox().clearSent();
      const root = await continueWith('new@example.com', 'Create your account');
      expect(focused()).to.equal('#firstName');
      expect(field(root, 'firstName').autocomplete).to.equal('given-name');
      expect(field(root, 'lastName').autocomplete).to.equal('family-name');
      expect(field(root, 'password').autocomplete).to.equal('new-password');

      type(field(root, 'firstName'), ' Nora ');
      type(field(root, 'lastName'), 'Newton');
      type(field(root, 'password'), 'secret123');
      field(root, 'marketingConsent').click();
      field(root, 'tosConsent').click();
      buttonNamed(root, 'Create account').click();
      await movedTo(store, 'delivery');

      const cartId = svcCart.cart!.id;
      expect(await accountRequests()).to.deep.equal([
        ['POST', '/auth/registered', { email: 'new@example.com' }],
        [
          'POST',
          '/auth/register',
          { email: 'new@example.com', firstName: 'Nora', lastName: 'Newton', password: 'secret123' },
        ],
        ['GET', '/customers/me', undefined],
        ['PATCH', '/customers/me', { marketingConsent: true, tosConsent: true }],
        ['POST', `/carts/${cartId}/customer`, undefined],
      ]);
      expect(svcCart.customer).to.include({
        email: 'new@example.com',
        firstName: 'Nora',
        marketingConsent: true,
        tosConsent: true,
      });
      expect(signIns).to.have.length(1);
      expect(svcCart.cart!.customerId).to.equal(svcCart.customer!.id);
    });

    it('without a password and marketing consent, neither is sent', async () => {
      const svcCart = await startWithMug();
      const store = await openCheckout(svcCart);
      const root = await continueWith('new@example.com', 'Create your account');
      sandbox().clearSent();
      type(field(root, 'firstName'), 'Nora');
      type(field(root, 'lastName'), 'Newton');
      field(root, 'tosConsent').click();
      buttonNamed(root, 'Create account').click();
      await movedTo(store, 'delivery');
      const sent = (await accountRequests()).slice(0, 3);
      expect(sent).to.deep.equal([
        ['POST', '/auth/register', { email: 'new@example.com', firstName: 'Nora', lastName: 'Newton' }],
        ['GET', '/customers/me', undefined],
        ['PATCH', '/customers/me', { tosConsent: true }],
      ]);
    });

    it('needs names and the terms: the messages next to them, focus on the first, nothing sent', async () => {
      const svcCart = await startWithMug();
      const store = await openCheckout(svcCart);
      const root = await continueWith('new@example.com', 'Create your account');
      type(field(root, 'lastName'), 'Newton');
      sandbox().clearSent();
      buttonNamed(root, 'Create account').click();
      await waitFor(() => errorOf('firstName') !== '', 'the messages');
      expect([errorOf('firstName'), errorOf('lastName'), errorOf('tosConsent')]).to.deep.equal([
        'Enter your first name.',
        '',
        'Accept the terms and conditions to create your account.',
      ]);
      expect(field(root, 'tosConsent').getAttribute('aria-invalid')).to.equal('true');
      expect(focused()).to.equal('#firstName');
      expect(await sandbox().sent()).to.deep.equal([]);
      expect(store.contact.lastName).to.equal('Newton');
    });

    it('an email registered meanwhile: the password form with the message next to the password', async () => {
      const svcCart = await startWithMug();
      await openCheckout(svcCart);
      // The account check says no, but the email has an account by the time of registering.
      sandbox().worker.use(
        http.post('*/storefront/v1/auth/registered', () => HttpResponse.json({ registered: false }), {
          once: true,
        }),
      );
      const root = await continueWith('shopper@example.com', 'Create your account');
      type(field(root, 'firstName'), 'Sam');
      type(field(root, 'lastName'), 'Shopper');
      type(field(root, 'password'), 'whatever1');
      field(root, 'tosConsent').click();
      buttonNamed(root, 'Create account').click();
      await formShown('Sign in');
      await waitFor(() => errorOf('password') !== '', 'the password message');
      expect(errorOf('password')).to.equal(
        'You already have an account with this email. Sign in with your password, or get a one-time code by email.',
      );
      expect(focused()).to.equal('#password');
      expect(field(root, 'password').value).to.equal('');
      expect(svcCart.customer).to.equal(null);
    });

    it('a server field error (a short password) shows next to the password', async () => {
      const svcCart = await startWithMug();
      await openCheckout(svcCart);
      const root = await continueWith('new@example.com', 'Create your account');
      type(field(root, 'firstName'), 'Nora');
      type(field(root, 'lastName'), 'Newton');
      type(field(root, 'password'), 'short');
      field(root, 'tosConsent').click();
      buttonNamed(root, 'Create account').click();
      await waitFor(() => errorOf('password') !== '', 'the password message');
      expect(errorOf('password')).to.equal('The password must be at least 8 characters.');
      expect(focused()).to.equal('#password');
      expect([field(root, 'firstName').value, field(root, 'lastName').value]).to.deep.equal([
        'Nora',
        'Newton',
      ]);
      expect(field(root, 'tosConsent').checked).to.equal(true);
    });

    it('stores the page’s customerExternalId on the new profile', async () => {
      setPageUrl('/shop?customerExternalId=crm-7');
      const svcCart = await startWithMug();
      const store = await openCheckout(svcCart);
      const root = await continueWith('new@example.com', 'Create your account');
      type(field(root, 'firstName'), 'Nora');
      type(field(root, 'lastName'), 'Newton');
      field(root, 'tosConsent').click();
      sandbox().clearSent();
      buttonNamed(root, 'Create account').click();
      await movedTo(store, 'delivery');
      const patches = (await sandbox().sent()).filter(
        (r) => r.method === 'PATCH' && r.path === '/customers/me',
      );
      expect(patches.map((r) => r.body)).to.deep.equal([{ tosConsent: true }, { externalId: 'crm-7' }]);
      expect(svcCart.customer!.externalId).to.equal('crm-7');
    });
  });

  describe('the email and EMAIL_COLLECTED', () => {
    it('has focus when the step appears', async () => {
      const svcCart = await startWithMug();
      await openCheckout(svcCart);
      await waitFor(() => deepActiveElement() === field(contact(), 'email'), 'focus on the email');
      const email = field(contact(), 'email');
      expect([email.type, email.autocomplete, email.inputMode]).to.deep.equal(['email', 'email', 'email']);
    });

    it('an invalid email: the message next to it, focus there, no event and nothing sent', async () => {
      const svcCart = await startWithMug();
      const collected = record(svcCart, 'EMAIL_COLLECTED');
      await openCheckout(svcCart);
      sandbox().clearSent();
      type(field(contact(), 'email'), 'shopper@example');
      buttonNamed(contact(), 'Continue').click();
      await waitFor(() => errorOf('email') !== '', 'the email message');
      expect(errorOf('email')).to.equal('Enter a valid email address, such as name@example.com.');
      expect(focused()).to.equal('#email');
      expect(collected).to.deep.equal([]);
      expect(await sandbox().sent()).to.deep.equal([]);
    });

    it('is reported once per email: the same email twice once, another email again', async () => {
      const svcCart = await startWithMug();
      const collected = record(svcCart, 'EMAIL_COLLECTED');
      await openCheckout(svcCart);
      let root = await continueWith('shopper@example.com', 'Sign in');
      buttonNamed(root, 'Use another email').click();
      await formShown('Your email');
      root = await continueWith(' shopper@example.com ', 'Sign in');
      expect(collected).to.deep.equal([{ email: 'shopper@example.com' }]);
      buttonNamed(root, 'Use another email').click();
      await formShown('Your email');
      await continueWith('other@example.com', 'Sign in');
      expect(collected).to.deep.equal([{ email: 'shopper@example.com' }, { email: 'other@example.com' }]);
      const dom = new Promise<CustomEvent>((resolve) =>
        window.addEventListener('svc-cart:email-collected', (event) => resolve(event as CustomEvent), {
          once: true,
        }),
      );
      buttonNamed(contact(), 'Use another email').click();
      await formShown('Your email');
      await continueWith('new@example.com', 'Create your account');
      expect((await dom).detail).to.deep.equal({ error: null, data: { email: 'new@example.com' } });
    });

    it('is prefilled from setCustomerData, consents included', async () => {
      const svcCart = await startWithMug();
      svcCart.setCustomerData({ email: 'pre@example.com', marketingConsent: true, tosConsent: true });
      await openCheckout(svcCart);
      expect(field(contact(), 'email').value).to.equal('pre@example.com');
      const root = await continueWith('pre@example.com', 'Create your account');
      expect(field(root, 'marketingConsent').checked).to.equal(true);
      expect(field(root, 'tosConsent').checked).to.equal(true);
    });

    it('is prefilled from the page’s ?email=, with the names', async () => {
      setPageUrl('/shop?email=query%40example.com&firstName=Quinn&lastName=Query');
      const svcCart = await startWithMug();
      await openCheckout(svcCart);
      expect(field(contact(), 'email').value).to.equal('query@example.com');
      buttonNamed(contact(), 'Continue').click();
      const root = await formShown('Create your account');
      expect([field(root, 'firstName').value, field(root, 'lastName').value]).to.deep.equal([
        'Quinn',
        'Query',
      ]);
      expect(field(root, 'tosConsent').checked).to.equal(false);
    });

    it('Continue shows a spinner and ignores presses while the account check runs', async () => {
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (release = resolve));
      sandbox().worker.use(
        http.post('*/storefront/v1/auth/registered', async () => {
          await gate;
          return HttpResponse.json({ registered: true });
        }),
      );
      const svcCart = await startWithMug();
      await openCheckout(svcCart);
      sandbox().clearSent();
      type(field(contact(), 'email'), 'shopper@example.com');
      const button = buttonNamed(contact(), 'Continue');
      button.click();
      await waitFor(() => button.getAttribute('aria-busy') === 'true', 'the busy button');
      expect(Boolean(button.querySelector('.spinner'))).to.equal(true);
      button.click();
      button.click();
      await checkoutUpdated();
      release();
      await formShown('Sign in');
      const checks = (await sandbox().sent()).filter((r) => r.path === '/auth/registered');
      expect(checks).to.have.length(1);
    });
  });

  describe('social sign-in', () => {
    it('shows a button only for the providers in shop.apps (the sandbox: google_login)', async () => {
      const svcCart = await startWithMug();
      await openCheckout(svcCart);
      const buttons = [...contact().querySelectorAll('[part~="social-button"]')].map((b) =>
        b.textContent!.trim(),
      );
      expect(buttons).to.deep.equal(['Continue with Google']);
    });

    it('shows Facebook for facebook_login, and no social part without an app', async () => {
      const svcCart = await startWithMug();
      (svcCart.shop as { apps: { name: string }[] }).apps = [{ name: 'facebook_login' }];
      await openCheckout(svcCart);
      const names = () =>
        [...contact().querySelectorAll('[part~="social-button"]')].map((b) => b.textContent!.trim());
      expect(names()).to.deep.equal(['Continue with Facebook']);
      (svcCart.shop as { apps: { name: string }[] }).apps = [];
      svcCart.notify();
      await checkoutUpdated();
      expect(names()).to.deep.equal([]);
      expect(partText(contact(), 'contact-divider')).to.equal(null);
    });

    it('asks the page for the ID token, then auth.social with it, then delivery', async () => {
      const svcCart = await startWithMug();
      const signIns = record(svcCart, 'SIGN_IN');
      const collected = record(svcCart, 'EMAIL_COLLECTED');
      const store = await openCheckout(svcCart);
      const asked = await withPageSocialToken('google-id-token', async () => {
        sandbox().clearSent();
        buttonNamed(contact(), 'Continue with Google').click();
        await movedTo(store, 'delivery');
      });
      expect(asked).to.deep.equal(['google']);
      const [social] = await accountRequests();
      expect(social).to.deep.equal([
        'POST',
        '/auth/social',
        { token: 'google-id-token', provider: 'google' },
      ]);
      expect(svcCart.customer!.email).to.match(/^google\.[0-9a-f]{8}@social\.example$/);
      expect(signIns).to.have.length(1);
      expect(collected).to.deep.equal([{ email: svcCart.customer!.email }]);
      expect(svcCart.cart!.customerId).to.equal(svcCart.customer!.id);
    });

    it('without a page listener: the message under the buttons, focus on the button, nothing sent', async () => {
      const svcCart = await startWithMug();
      await openCheckout(svcCart);
      sandbox().clearSent();
      const button = buttonNamed(contact(), 'Continue with Google');
      button.click();
      await waitFor(() => errorOf('social') !== '', 'the social message');
      expect(errorOf('social')).to.equal(
        'Sign-in with Google is not available on this page. Continue with your email instead.',
      );
      expect(focused()).to.equal('button[part=social-button] Continue with Google');
      expect(await sandbox().sent()).to.deep.equal([]);
    });
  });

  describe('a signed-in customer', () => {
    async function startSignedIn(): Promise<SvcCart> {
      const token = sandbox().store.issueToken(1);
      return startWithMug({ accessToken: token });
    }

    it('sees who is signed in; EMAIL_COLLECTED on open; Continue attaches the cart', async () => {
      const svcCart = await startSignedIn();
      const collected = record(svcCart, 'EMAIL_COLLECTED');
      sandbox().clearSent();
      const store = await openCheckout(svcCart);
      const root = contact();
      expect(partText(root, 'contact-heading')).to.equal('Signed in as shopper@example.com');
      expect(partText(root, 'contact-customer')).to.equal('Sam Shopper');
      expect(collected).to.deep.equal([{ email: 'shopper@example.com' }]);
      expect(focused()).to.equal('h4[part=contact-heading] Signed in as shopper@example.com');
      expect(field(root, 'marketingConsent').checked).to.equal(false);

      buttonNamed(root, 'Continue').click();
      await movedTo(store, 'delivery');
      expect(await accountRequests()).to.deep.equal([
        ['POST', `/carts/${svcCart.cart!.id}/customer`, undefined],
      ]);
      expect(svcCart.cart!.customerId).to.equal(1);
      expect(collected).to.have.length(1);
    });

    it('a changed marketing consent is saved on Continue; an attached cart is not attached again', async () => {
      const svcCart = await startSignedIn();
      await svcCart.changeCart('attach', (sdk) => sdk.cart.attachCustomer({ expand: ['items.product'] }));
      const store = await openCheckout(svcCart);
      sandbox().clearSent();
      field(contact(), 'marketingConsent').click();
      buttonNamed(contact(), 'Continue').click();
      await movedTo(store, 'delivery');
      expect(await accountRequests()).to.deep.equal([['PATCH', '/customers/me', { marketingConsent: true }]]);
      expect(svcCart.customer!.marketingConsent).to.equal(true);
    });

    it('a message of the guest form does not follow once the page signs the customer in', async () => {
      const svcCart = await startWithMug();
      await openCheckout(svcCart);
      const root = await continueWith('new@example.com', 'Create your account');
      buttonNamed(root, 'Create account').click();
      await waitFor(() => errorOf('firstName') !== '', 'the messages');
      await svcCart.authenticate(sandbox().store.issueToken(1));
      await formShown('Signed in as shopper@example.com');
      expect(partText(contact(), 'view-error')).to.equal(null);
      const messages = [...contact().querySelectorAll('[part~="field-error"]')].map((p) =>
        p.textContent!.trim(),
      );
      expect(messages.filter(Boolean)).to.deep.equal([]);
    });

    it('"Not you? Sign out" signs out and reopens the guest form', async () => {
      const svcCart = await startSignedIn();
      const signOuts = record(svcCart, 'SIGN_OUT');
      const store = await openCheckout(svcCart);
      buttonNamed(contact(), 'Not you? Sign out').click();
      const root = await formShown('Your email');
      expect(signOuts).to.have.length(1);
      expect(svcCart.customer).to.equal(null);
      expect(svcCart.sdk!.auth.isAuthenticated).to.equal(false);
      expect(field(root, 'email').value).to.equal('');
      expect(focused()).to.equal('#email');
      expect(store.step).to.equal('contact');
      expect(store.done.has('contact')).to.equal(false);
    });
  });

  describe('accessibility', () => {
    it('the email form and the sign-in form pass axe', async () => {
      const svcCart = await startWithMug();
      await openCheckout(svcCart);
      await expect(dialog()!).to.be.accessible();
      await continueWith('shopper@example.com', 'Sign in');
      await expect(dialog()!).to.be.accessible();
    });

    it('the one-time code form passes axe', async () => {
      const svcCart = await startWithMug();
      await openCheckout(svcCart);
      const root = await continueWith('shopper@example.com', 'Sign in');
      buttonNamed(root, 'Email me a one-time code instead').click();
      await formShown('Enter your code');
      await expect(dialog()!).to.be.accessible();
    });

    it('the registration form with its messages passes axe', async () => {
      const svcCart = await startWithMug();
      await openCheckout(svcCart);
      const root = await continueWith('new@example.com', 'Create your account');
      buttonNamed(root, 'Create account').click();
      await waitFor(() => errorOf('tosConsent') !== '', 'the messages');
      await expect(dialog()!).to.be.accessible();
    });

    it('the signed-in view with a failure passes axe (the cart could not be attached)', async () => {
      const svcCart = await startWithMug({ accessToken: sandbox().store.issueToken(1) });
      await openCheckout(svcCart);
      sandbox().worker.use(
        http.post('*/storefront/v1/carts/:cartId/customer', () =>
          HttpResponse.json({ code: 'http_503', message: 'down' }, { status: 503 }),
        ),
      );
      buttonNamed(contact(), 'Continue').click();
      await waitFor(() => partText(contact(), 'view-error') !== null, 'the error');
      expect(partText(contact(), 'view-error')).to.equal('We could not complete that. Please try again.');
      await expect(dialog()!).to.be.accessible();
    });

    it('registration with the keyboard only', async () => {
      const svcCart = await startWithMug();
      const store = await openCheckout(svcCart);
      await waitFor(() => deepActiveElement() === field(contact(), 'email'), 'focus on the email');
      await sendKeys({ type: 'keys@example.com' });
      await sendKeys({ press: 'Enter' });
      await formShown('Create your account');
      expect(focused()).to.equal('#firstName');
      await sendKeys({ type: 'Kay' });
      await sendKeys({ press: 'Tab' });
      await sendKeys({ type: 'Board' });
      await sendKeys({ press: 'Tab' });
      expect(focused()).to.equal('#password');
      await sendKeys({ type: 'keyboard1' });
      await sendKeys({ press: 'Tab' });
      expect(focused()).to.equal('#marketingConsent');
      await sendKeys({ press: 'Tab' });
      expect(focused()).to.equal('#tosConsent');
      await sendKeys({ press: 'Space' });
      await sendKeys({ press: 'Tab' });
      expect(focused()).to.equal('button[part=submit-button] Create account');
      sandbox().clearSent();
      await sendKeys({ press: 'Enter' });
      await movedTo(store, 'delivery');
      const [registerRequest] = await accountRequests();
      expect(registerRequest).to.deep.equal([
        'POST',
        '/auth/register',
        { email: 'keys@example.com', firstName: 'Kay', lastName: 'Board', password: 'keyboard1' },
      ]);
      expect(svcCart.customer!.tosConsent).to.equal(true);
      expect(svcCart.customer!.marketingConsent).to.equal(false);
    });
  });
});
