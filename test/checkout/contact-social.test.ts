/**
 * The checkout's contact step: social sign-in through the page, and accessibility (axe, the
 * keyboard, errors next to their field).
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { http, HttpResponse } from 'msw';
import { deepActiveElement, dialog } from '../elements/element-helpers.js';
import { waitFor } from '../shared/widget-wait.js';
import { withPageSocialToken } from '../widget/helpers.js';
import { buttonNamed, checkoutUpdated, field, openCheckout, partText } from './checkout-helpers.js';
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
import { pressSpace } from '../shared/keys.js';

describe('svc-checkout-contact', () => {
  const { sandbox, accountRequests } = contactSuite();

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
      await pressSpace();
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
