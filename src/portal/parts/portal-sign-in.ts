import { css, html, nothing } from 'lit';
import type { SocialProvider } from '../../controller/portal/portal-types.js';
import { isEmail } from '../../core/email.js';
import { portalStyles, SvcPortalPart, type PortalData } from '../portal-kit.js';
import { accountStyles, button, check, codeOf, field, Invalid, SvcAccountPart } from './account-kit.js';

type Screen = 'password' | 'code' | 'register';
type Value = 'email' | 'password' | 'code' | 'firstName' | 'lastName' | 'newPassword';

const NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };
/** The controls whose refusals each screen shows, and the fields it shows them by. */
const KEYS: Record<Screen, string[]> = {
  password: ['password', 'send'],
  code: ['code', 'send'],
  register: ['register'],
};
const FIELDS: Record<Screen, string[]> = {
  password: ['email', 'password'],
  code: ['code', 'token'],
  register: ['firstName', 'lastName', 'email', 'password'],
};

/**
 * @summary The portal's sign-in: email and password, or a one-time code sent by email, or Google
 * and Facebook for the providers the shop switched on, or "Create an account" (names, email,
 * optional password). A refused password is checked with `registered`: an email without an
 * account is said so by the email field. Everything typed stays after a failure; each refusal
 * shows next to the field or button it concerns; a double press sends one request. On success
 * the controller signs the widget in (`svcCart.customer`, `SIGN_IN`) and the portal moves on.
 *
 * @event svc-cart:social-sign-in - Dispatched on `window` by a social button (the page answers
 * with the provider's ID token, see `SOCIAL_SIGN_IN_EVENT`).
 *
 * @csspart heading - The "Sign in" heading.
 * @csspart subheading - The heading of the code and registration forms.
 * @csspart form - Each form.
 * @csspart note - The note that a code was sent.
 * @csspart field - A text field with its label, hint and message.
 * @csspart field-label - A field's label.
 * @csspart field-hint - The hint under the new password.
 * @csspart field-error - The message next to a field.
 * @csspart submit-button - Sign in, Create account.
 * @csspart link-button - The other ways (one-time code, password, create an account, a new code).
 * @csspart form-error - A refusal that concerns no field (next to the buttons), or a social one.
 * @csspart social - The "or" line, the social buttons and their message.
 * @csspart social-button - "Continue with Google" / "Continue with Facebook".
 */
export class SvcPortalSignIn extends SvcAccountPart {
  static override styles = [
    ...SvcPortalPart.styles,
    portalStyles,
    accountStyles,
    css`
      form,
      [part~='social'] {
        max-inline-size: 28rem;
      }
      [part~='social'] {
        display: grid;
        gap: 0.5rem;
        margin-block-start: 1rem;
      }
      .or {
        text-align: center;
      }
    `,
  ];

  #screen: Screen = 'password';
  #providers: SocialProvider[] = [];
  #provider: SocialProvider = 'google';
  #resent = false;
  readonly #v: Record<Value, string> = {
    email: '',
    password: '',
    code: '',
    firstName: '',
    lastName: '',
    newPassword: '',
  };

  protected override async load(data: PortalData): Promise<void> {
    this.#providers = data.socialProviders;
  }

  protected override wording(): Record<string, string> {
    return { provider: NAMES[this.#provider] };
  }

  #t(key: string, params?: Record<string, string>): string {
    return this.t(`portal.signIn.${key}`, params);
  }

  #emailError(email: string): string | false {
    return !email ? this.#t('emailRequired') : !isEmail(email) && this.#t('emailInvalid');
  }

  #show(screen: Screen, focus: string): void {
    this.#screen = screen;
    this.dismiss();
    this.requestUpdate();
    void this.focusOn(focus);
  }

  async #signIn(event: Event): Promise<void> {
    event.preventDefault();
    const { password } = this.#v;
    await this.attempt('password', async () => {
      const email = this.#v.email.trim();
      check({ email: this.#emailError(email), password: !password && this.#t('passwordRequired') });
      const data = await this.data();
      try {
        await data.signInWithPassword(email, password);
      } catch (error) {
        // The API does not say which of the two is wrong; `registered` tells an unknown email.
        if (codeOf(error) === 'invalid_credentials' && !(await data.isRegistered(email).catch(() => true)))
          throw new Invalid({ email: [this.#t('noAccount')] });
        throw error;
      }
    });
    await this.focusInvalid(FIELDS.password);
  }

  async #sendCode(): Promise<void> {
    const resend = this.#screen === 'code';
    const sent = await this.attempt('send', async () => {
      const email = this.#v.email.trim();
      check({ email: this.#emailError(email) });
      const data = await this.data();
      // The code would never arrive: say so by the email instead.
      if (!(await data.isRegistered(email))) throw new Invalid({ email: [this.#t('noAccount')] });
      await data.sendCode(email);
      return true;
    });
    if (!sent) return this.focusInvalid(['email']);
    this.#resent = resend;
    this.#v.code = '';
    this.#show('code', '#code');
  }

  async #signInWithCode(event: Event): Promise<void> {
    event.preventDefault();
    await this.attempt('code', async () => {
      const code = this.#v.code.trim();
      check({ code: !code && this.#t('codeRequired') });
      await (await this.data()).signInWithCode(this.#v.email.trim(), code);
    });
    await this.focusInvalid(FIELDS.code);
  }

  async #register(event: Event): Promise<void> {
    event.preventDefault();
    const v = this.#v;
    await this.attempt('register', async () => {
      const [email, firstName, lastName] = [v.email, v.firstName, v.lastName].map((text) => text.trim()) as [
        string,
        string,
        string,
      ];
      check({
        firstName: !firstName && this.#t('firstNameRequired'),
        lastName: !lastName && this.#t('lastNameRequired'),
        email: this.#emailError(email),
      });
      const password = v.newPassword;
      await (await this.data()).register({ email, firstName, lastName, ...(password ? { password } : {}) });
    });
    await this.focusInvalid(FIELDS.register);
  }

  #social(provider: SocialProvider): void {
    if (this.pending(`social:${provider}`)) return;
    this.#provider = provider;
    void this.attempt(`social:${provider}`, async () => (await this.data()).signInWithSocial(provider));
  }

  // ------------------------------------------------------------------ parts

  /** The message by field `id` of the refusal shown on this screen. */
  #error(id: string): string | undefined {
    const fields = this.failure(...KEYS[this.#screen])?.fields;
    return (fields?.[id] ?? (id === 'code' ? fields?.token : undefined))?.[0];
  }

  #field(id: string, value: Value, autocomplete: string, more: { type?: string; inputmode?: string } = {}) {
    const optional = value === 'newPassword';
    return field({
      name: id,
      label: this.#t(value),
      value: this.#v[value],
      error: this.#error(id),
      onInput: (text) => (this.#v[value] = text),
      autocomplete,
      optional,
      ...(optional ? { hint: this.#t('newPasswordHint') } : {}),
      ...more,
    });
  }

  /** The main button, the refusal no field shown carries, and the other ways. */
  #actions(label: string, key: string, links: [string, () => unknown, string?][]) {
    const refusal = this.failure(...KEYS[this.#screen]);
    const shown = refusal && !Object.keys(refusal.fields).some((name) => FIELDS[this.#screen].includes(name));
    return html`${button(this.#t(label), this.pending(key), {
        part: 'submit-button',
        primary: true,
        describedBy: 'form-error',
      })}
      <p part="form-error" class="error" id="form-error" role="alert">${shown ? refusal.text : ''}</p>
      <div class="row">
        ${links.map(([text, onClick, busy]) =>
          button(this.#t(text), busy ? this.pending(busy) : false, { part: 'link-button', onClick }),
        )}
      </div>`;
  }

  #passwordForm() {
    return html`<form part="form" novalidate @submit=${this.#signIn}>
      <p class="muted">${this.#t('intro')}</p>
      ${this.#field('email', 'email', 'email', { type: 'email', inputmode: 'email' })}
      ${this.#field('password', 'password', 'current-password', { type: 'password' })}
      ${this.#actions('submit', 'password', [
        ['codeInstead', () => this.#sendCode(), 'send'],
        ['create', () => this.#show('register', '#firstName')],
      ])}
    </form>`;
  }

  #codeForm() {
    const email = this.#v.email.trim();
    return html`<form part="form" novalidate @submit=${this.#signInWithCode}>
      <h3 part="subheading">${this.#t('codeHeading')}</h3>
      <p part="note" class="muted" role="status">
        ${this.#t(this.#resent ? 'codeResent' : 'codeSent', { email })}
      </p>
      ${this.#field('code', 'code', 'one-time-code', { inputmode: 'numeric' })}
      ${this.#actions('submit', 'code', [
        ['resend', () => this.#sendCode(), 'send'],
        ['passwordInstead', () => this.#show('password', '#password')],
      ])}
    </form>`;
  }

  #registerForm() {
    return html`<form part="form" novalidate @submit=${this.#register}>
      <h3 part="subheading">${this.#t('create')}</h3>
      ${this.#field('firstName', 'firstName', 'given-name')}
      ${this.#field('lastName', 'lastName', 'family-name')}
      ${this.#field('email', 'email', 'email', { type: 'email', inputmode: 'email' })}
      ${this.#field('password', 'newPassword', 'new-password', { type: 'password' })}
      ${this.#actions('register', 'register', [['haveAccount', () => this.#show('password', this.#v.email ? '#password' : '#email')]])}
    </form>`;
  }

  #socialButtons() {
    return html`<div part="social">
      <p class="muted or">${this.#t('or')}</p>
      ${this.#providers.map((provider) =>
        button(this.#t(provider), this.pending(`social:${provider}`), {
          part: 'social-button',
          onClick: () => this.#social(provider),
          describedBy: 'social-error',
        }),
      )}
      <p part="form-error" class="error" id="social-error" role="alert">
        ${this.failure('social')?.text ?? ''}
      </p>
    </div>`;
  }

  #form(screen: Screen) {
    if (screen === 'code') return this.#codeForm();
    if (screen === 'register') return this.#registerForm();
    return this.#passwordForm();
  }

  override render() {
    const screen = this.#screen;
    return html`<h2 part="heading">${this.#t('heading')}</h2>
      ${this.#form(screen)} ${screen !== 'code' && this.#providers.length ? this.#socialButtons() : nothing}`;
  }
}

if (!customElements.get('svc-portal-sign-in')) customElements.define('svc-portal-sign-in', SvcPortalSignIn);

declare global {
  interface HTMLElementTagNameMap {
    'svc-portal-sign-in': SvcPortalSignIn;
  }
}
