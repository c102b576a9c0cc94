/**
 * The checkout's contact step: a guest with an account signs in with the password or a one-time
 * code, and a signed-in customer's view with "Not you? Sign out". A new guest is in
 * contact-new-guest.test.ts; social sign-in and accessibility in contact-social.test.ts.
 */
import { expect } from '@open-wc/testing';
import type { SvcCart } from '../../src/controller/svc-cart.js';
import { waitFor } from '../shared/widget-wait.js';
import { buttonNamed, checkoutUpdated, field, openCheckout, partText, type } from './checkout-helpers.js';
import {
  contact,
  contactSuite,
  continueWith,
  errorOf,
  focused,
  formShown,
  movedTo,
  pick,
  record,
  startWithMug,
} from './contact-suite.js';

describe('svc-checkout-contact', () => {
  const { sandbox, accountRequests } = contactSuite();

  describe('a guest with an account', () => {
    it('signs in with the password: registered, login, me, the cart attached, then the saved choices to the review', async () => {
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
      await movedTo(store, 'review');

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
      // The attribute: Firefox's `autocomplete` property reads '' for `one-time-code`, a token it does not fill.
      expect([code.type, code.inputMode, code.getAttribute('autocomplete')]).to.deep.equal([
        'text',
        'numeric',
        'one-time-code',
      ]);

      type(code, '123456');
      buttonNamed(root, 'Sign in').click();
      await movedTo(store, 'review');
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
      await movedTo(store, 'review');
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
      await movedTo(store, 'review');
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
});
