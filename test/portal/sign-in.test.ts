/**
 * `<svc-portal-sign-in>`: password, one-time code, social and registration against the sandbox;
 * each refusal next to what caused it with what was typed kept; one request per double press;
 * the keyboard alone; axe on every form.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { http } from 'msw';
import { withPageSocialToken } from '../widget/helpers.js';
import type { SvcCart } from '../../src/controller/svc-cart.js';
import '../../src/portal/parts/portal-sign-in.js';
import type { SvcPortalSignIn } from '../../src/portal/parts/portal-sign-in.js';
import { deepActiveElement } from '../elements/element-helpers.js';
import {
  buttonIn,
  fitsPhone,
  mountPart,
  nextEvent,
  OTP_CODE,
  setupWidget,
  SHOPPER,
  startWidget,
  until,
} from './portal-helpers.js';

/** The controls a finger must hit. */
const CONTROLS = 'button, input';

describe('svc-portal-sign-in', () => {
  const sandbox = setupWidget();
  let part: SvcPortalSignIn;
  let svcCart: SvcCart;

  const root = () => part.shadowRoot!;
  const input = (id: string) => root().querySelector<HTMLInputElement>(`#${id}`)!;
  const errorOf = (id: string) => root().getElementById(`${id}-error`)?.textContent?.trim() ?? '';
  const text = (selector: string) => root().querySelector(selector)?.textContent?.replace(/\s+/g, ' ').trim();
  const buttonNamed = (label: string) => buttonIn(root(), label);
  const buttons = (part: string) =>
    [...root().querySelectorAll(`[part~="${part}"]`)].map((b) => b.textContent!.trim());
  function type(id: string, value: string): void {
    const element = input(id);
    element.value = value;
    element.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  }
  /** The auth requests that left the client: [path, body]. */
  const authRequests = async () =>
    (await sandbox().sent()).filter((r) => r.path.startsWith('/auth/')).map((r) => [r.path, r.body]);

  /** On a 320 px phone: nothing wider than the screen, every control at least 44 px tall. */
  const onPhone = (check: () => Promise<void>) => fitsPhone(() => part, CONTROLS, check);
  const signedIn = () => until(() => svcCart.customer, 'the customer signed in');

  async function mount(apps?: { name: string }[]): Promise<void> {
    svcCart = await startWidget();
    if (apps) (svcCart.shop as { apps: { name: string }[] }).apps = apps;
    part = await mountPart<SvcPortalSignIn>('svc-portal-sign-in', svcCart);
    // Its data (the shop's social providers) loads with the portal's chunk.
    const { socialProviders } = await svcCart.portal();
    await until(
      () => part.shadowRoot!.querySelectorAll('[part~="social-button"]').length === socialProviders.length,
      'the shop’s social providers shown',
    );
    await part.updateComplete;
    sandbox().clearSent();
  }

  describe('with a password', () => {
    it('signs the widget in: the customer, SIGN_IN and the cookie svc_access_token', async () => {
      await mount();
      const signIn = nextEvent(svcCart, 'SIGN_IN');
      type('email', SHOPPER.email);
      type('password', SHOPPER.password);
      buttonNamed('Sign in').click();
      await signIn;
      expect(svcCart.customer!.email).to.equal(SHOPPER.email);
      expect(document.cookie).to.match(/(^|; )svc_access_token=[^;]+/);
      expect((await authRequests())[0]).to.deep.equal(['/auth/login', SHOPPER]);
    });

    it('a wrong password is refused next to the password field, the email kept, the password focused', async () => {
      await mount();
      type('email', SHOPPER.email);
      type('password', 'wrong-password');
      buttonNamed('Sign in').click();
      await until(() => errorOf('password'), 'the password refusal');
      expect(errorOf('password')).to.equal(
        'This password is not right. Try again, or get a one-time code by email.',
      );
      expect(input('password').getAttribute('aria-invalid')).to.equal('true');
      expect(input('password').getAttribute('aria-describedby')).to.contain('password-error');
      expect(input('email').value).to.equal(SHOPPER.email);
      expect(input('password').value).to.equal('wrong-password');
      expect(errorOf('email')).to.equal('');
      expect(deepActiveElement()).to.equal(input('password'));
      expect(svcCart.customer).to.equal(null);
    });

    it('an email without an account is said so by the email field (checked with auth.registered)', async () => {
      await mount();
      type('email', 'nobody@example.com');
      type('password', 'whatever1');
      buttonNamed('Sign in').click();
      await until(() => errorOf('email'), 'the email refusal');
      expect(errorOf('email')).to.equal(
        'There is no account with this email. Check it, or create an account.',
      );
      expect(errorOf('password')).to.equal('');
      expect(await authRequests()).to.deep.equal([
        ['/auth/login', { email: 'nobody@example.com', password: 'whatever1' }],
        ['/auth/registered', { email: 'nobody@example.com' }],
      ]);
    });

    it('an empty password and an invalid email are named by their fields, and nothing is sent', async () => {
      await mount();
      type('email', 'not-an-email');
      buttonNamed('Sign in').click();
      await until(() => errorOf('password'), 'the messages');
      expect(errorOf('email')).to.equal('Enter a valid email address, such as name@example.com.');
      expect(errorOf('password')).to.equal('Enter your password.');
      expect(deepActiveElement()).to.equal(input('email'));
      expect(await authRequests()).to.deep.equal([]);
    });

    it('a double click sends one request, and the button shows its progress', async () => {
      await mount();
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      sandbox().worker.use(
        http.post(
          '*/storefront/v1/auth/login',
          async () => {
            await held;
            return undefined;
          },
          { once: true },
        ),
      );
      type('email', SHOPPER.email);
      type('password', SHOPPER.password);
      const submit = buttonNamed('Sign in');
      submit.click();
      submit.click();
      await part.updateComplete;
      expect(submit.getAttribute('aria-busy')).to.equal('true');
      expect(submit.querySelector('.spinner')).to.not.equal(null);
      submit.click();
      release();
      await signedIn();
      await part.updateComplete;
      expect(submit.getAttribute('aria-busy')).to.equal('false');
      expect((await authRequests()).filter(([path]) => path === '/auth/login')).to.have.length(1);
    });

    it('works with the keyboard alone: type, Tab, type, Enter', async () => {
      await mount();
      input('email').focus();
      await sendKeys({ type: SHOPPER.email });
      await sendKeys({ press: 'Tab' });
      expect(deepActiveElement()).to.equal(input('password'));
      await sendKeys({ type: SHOPPER.password });
      await sendKeys({ press: 'Enter' });
      await signedIn();
      expect(svcCart.customer!.email).to.equal(SHOPPER.email);
    });

    it('has the autocomplete attributes for password managers', async () => {
      await mount();
      expect(input('email').getAttribute('autocomplete')).to.equal('email');
      expect(input('email').type).to.equal('email');
      expect(input('password').getAttribute('autocomplete')).to.equal('current-password');
      expect(text('h2')).to.equal('Sign in');
    });
  });

  describe('with a one-time code', () => {
    async function requestCode(): Promise<void> {
      type('email', SHOPPER.email);
      buttonNamed('Email me a one-time code instead').click();
      await until(() => root().querySelector('#code'), 'the code form');
      await part.updateComplete;
    }

    it('asks for the code, then a wrong code is refused next to the code field, kept, and focused', async () => {
      await mount();
      await requestCode();
      expect(text('[part~="note"]')).to.equal(`We emailed a sign-in code to ${SHOPPER.email}.`);
      expect(deepActiveElement()).to.equal(input('code'));
      expect(input('code').getAttribute('autocomplete')).to.equal('one-time-code');
      expect(input('code').getAttribute('inputmode')).to.equal('numeric');
      type('code', '000000');
      buttonNamed('Sign in').click();
      await until(() => errorOf('code'), 'the code refusal');
      expect(errorOf('code')).to.equal('This code is not right or has expired. Check it, or send a new one.');
      expect(input('code').getAttribute('aria-invalid')).to.equal('true');
      expect(input('code').getAttribute('aria-describedby')).to.equal('code-error');
      expect(input('code').value).to.equal('000000');
      expect(deepActiveElement()).to.equal(input('code'));
      expect(await authRequests()).to.deep.equal([
        ['/auth/registered', { email: SHOPPER.email }],
        ['/auth/otp', { email: SHOPPER.email }],
        ['/auth/otp/login', { email: SHOPPER.email, token: '000000' }],
      ]);
      expect(svcCart.customer).to.equal(null);
    });

    it('the right code signs the widget in', async () => {
      await mount();
      await requestCode();
      const signIn = nextEvent(svcCart, 'SIGN_IN');
      type('code', OTP_CODE);
      await sendKeys({ press: 'Enter' });
      await signIn;
      expect(svcCart.customer!.email).to.equal(SHOPPER.email);
      expect((await authRequests()).at(-1)).to.deep.equal([
        '/auth/otp/login',
        { email: SHOPPER.email, token: OTP_CODE },
      ]);
    });

    it('a code for an email without an account is not sent; the email field says why', async () => {
      await mount();
      type('email', 'nobody@example.com');
      buttonNamed('Email me a one-time code instead').click();
      await until(() => errorOf('email'), 'the email refusal');
      expect(errorOf('email')).to.equal(
        'There is no account with this email. Check it, or create an account.',
      );
      expect(root().querySelector('#code')).to.equal(null);
      expect(await authRequests()).to.deep.equal([['/auth/registered', { email: 'nobody@example.com' }]]);
    });

    it('"Send a new code" sends one again and says so', async () => {
      await mount();
      await requestCode();
      sandbox().clearSent();
      buttonNamed('Send a new code').click();
      await until(() => /new code/.test(text('[part~="note"]') ?? ''), 'the new note');
      expect(text('[part~="note"]')).to.equal(`We emailed a new code to ${SHOPPER.email}.`);
      expect((await authRequests()).at(-1)).to.deep.equal(['/auth/otp', { email: SHOPPER.email }]);
    });
  });

  describe('with Google or Facebook', () => {
    it('shows a button only for the providers in shop.apps (the sandbox: google_login)', async () => {
      await mount();
      expect(buttons('social-button')).to.deep.equal(['Continue with Google']);
    });

    it('shows Facebook for facebook_login, and no social buttons without an app', async () => {
      await mount([{ name: 'facebook_login' }]);
      expect(buttons('social-button')).to.deep.equal(['Continue with Facebook']);
      part.remove();
      await mount([]);
      expect(root().querySelector('[part~="social"]')).to.equal(null);
    });

    it('asks the page for the ID token, then auth.social with it, and signs in', async () => {
      await mount();
      const asked = await withPageSocialToken('google-id-token', async () => {
        const signIn = nextEvent(svcCart, 'SIGN_IN');
        buttonNamed('Continue with Google').click();
        await signIn;
      });
      expect(asked).to.deep.equal(['google']);
      expect(await authRequests()).to.deep.equal([
        ['/auth/social', { token: 'google-id-token', provider: 'google' }],
      ]);
      expect(svcCart.customer!.email).to.match(/^google\.[0-9a-f]{8}@social\.example$/);
    });

    it('without a page listener: the message under the buttons, nothing sent', async () => {
      await mount();
      const google = buttonNamed('Continue with Google');
      google.click();
      await until(() => errorOf('social'), 'the social message');
      expect(errorOf('social')).to.equal(
        'Sign-in with Google is not available on this page. Sign in with your email instead.',
      );
      expect(google.getAttribute('aria-describedby')).to.equal('social-error');
      expect(await sandbox().sent()).to.deep.equal([]);
    });
  });

  describe('creating an account', () => {
    async function openRegistration(): Promise<void> {
      type('email', 'new.subscriber@example.com');
      buttonNamed('Create an account').click();
      await until(() => root().querySelector('#firstName'), 'the registration form');
    }

    it('keeps the email typed, registers without a password, and signs in', async () => {
      await mount();
      await openRegistration();
      expect(text('h3')).to.equal('Create an account');
      expect(deepActiveElement()).to.equal(input('firstName'));
      expect(input('email').value).to.equal('new.subscriber@example.com');
      expect(
        ['firstName', 'lastName', 'email', 'password'].map((id) => input(id).getAttribute('autocomplete')),
      ).to.deep.equal(['given-name', 'family-name', 'email', 'new-password']);
      type('firstName', 'Nora');
      type('lastName', 'New');
      const signIn = nextEvent(svcCart, 'SIGN_IN');
      buttonNamed('Create account').click();
      await signIn;
      expect(await authRequests()).to.deep.equal([
        ['/auth/register', { email: 'new.subscriber@example.com', firstName: 'Nora', lastName: 'New' }],
      ]);
      expect(svcCart.customer!.email).to.equal('new.subscriber@example.com');
    });

    it('an email with an account is refused next to the email field; every field keeps its text', async () => {
      await mount();
      await openRegistration();
      type('email', SHOPPER.email);
      type('firstName', 'Sam');
      type('lastName', 'Again');
      type('password', 'secret-pass');
      buttonNamed('Create account').click();
      await until(() => errorOf('email'), 'the email refusal');
      expect(errorOf('email')).to.equal('You already have an account with this email. Sign in instead.');
      expect(input('email').getAttribute('aria-invalid')).to.equal('true');
      expect(['firstName', 'lastName', 'email', 'password'].map((id) => input(id).value)).to.deep.equal([
        'Sam',
        'Again',
        SHOPPER.email,
        'secret-pass',
      ]);
      expect(deepActiveElement()).to.equal(input('email'));
      expect(svcCart.customer).to.equal(null);
    });

    it('names missing names by their fields and sends nothing', async () => {
      await mount();
      await openRegistration();
      buttonNamed('Create account').click();
      await until(() => errorOf('firstName'), 'the messages');
      expect([errorOf('firstName'), errorOf('lastName'), errorOf('email')]).to.deep.equal([
        'Enter your first name.',
        'Enter your last name.',
        '',
      ]);
      expect(await authRequests()).to.deep.equal([]);
    });
  });

  it('speaks German to a German shopper', async () => {
    await mount();
    svcCart.setLanguage('de');
    await until(() => text('h2') === 'Anmelden', 'the German heading');
    expect(buttons('link-button')).to.deep.equal([
      'Stattdessen einen Einmalcode per E-Mail senden',
      'Konto erstellen',
    ]);
  });

  describe('accessibility', () => {
    it('axe finds nothing on the sign-in form, with its messages shown', async () => {
      await mount();
      await expect(part).to.be.accessible();
      buttonNamed('Sign in').click();
      await until(() => errorOf('password'), 'the messages');
      await expect(part).to.be.accessible();
    });

    it('axe finds nothing on the code and registration forms', async () => {
      await mount();
      type('email', SHOPPER.email);
      buttonNamed('Email me a one-time code instead').click();
      await until(() => root().querySelector('#code'), 'the code form');
      await expect(part).to.be.accessible();
      buttonNamed('Use my password instead').click();
      await part.updateComplete;
      buttonNamed('Create an account').click();
      await until(() => root().querySelector('#firstName'), 'the registration form');
      await expect(part).to.be.accessible();
    });
  });

  it('fits a 320 px phone with controls of 44 px, on every form', async () => {
    await onPhone(async () => {
      await mount();
      buttonNamed('Create an account').click();
      await until(() => root().querySelector('#firstName'), 'the registration form');
    });
  });
});
