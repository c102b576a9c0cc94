/**
 * The checkout's contact step for a new guest: registration with consents, the email and
 * EMAIL_COLLECTED (once per email).
 */
import { expect } from '@open-wc/testing';
import { http, HttpResponse } from 'msw';
import { deepActiveElement } from '../elements/element-helpers.js';
import { waitFor } from '../shared/widget-wait.js';
import { setPageUrl } from '../widget/helpers.js';
import { buttonNamed, checkoutUpdated, field, openCheckout, type } from './checkout-helpers.js';
import {
  contact,
  contactSuite,
  continueWith,
  errorOf,
  focused,
  formShown,
  movedTo,
  record,
  startWithMug,
} from './contact-suite.js';

describe('svc-checkout-contact', () => {
  const { sandbox, accountRequests } = contactSuite();

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
});
