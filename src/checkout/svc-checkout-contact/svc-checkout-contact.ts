import type { Customer, SocialProvider } from '@svc/sdk';
import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import type { ContactForm, ContactMode, StepError } from '../../controller/checkout/checkout-store.js';
import {
  adoptCustomer,
  collectEmail,
  continueSignedIn,
  isRegistered,
  register,
  sendCode,
  signInWithCode,
  signInWithPassword,
  signInWithSocial,
  signOut,
  socialProviders,
} from '../../controller/checkout/contact-actions.js';
import { CheckoutStepElement } from '../step-kit.js';
import type { ContactMessageKey } from './messages.js';
import { contactStyles } from './svc-checkout-contact.styles.js';

/** The check the SDK makes on an email before sending it, so the form says it first. */
const EMAIL = /^(?=[^\s@]+@[^\s@]+$).+@.+\../;

/** What the step shows: one of the guest's forms, or the signed-in customer. */
type Screen = ContactMode | 'signed-in';

/** The fields (and places) an error can sit next to; `social` is the row of social buttons. */
type ContactField = 'email' | 'password' | 'code' | 'firstName' | 'lastName' | 'tosConsent' | 'social';

type TextField = 'email' | 'password' | 'code' | 'firstName' | 'lastName';

/** The fields each screen shows, in their order (the first one at fault gets the focus). */
const SCREEN_FIELDS: Record<Screen, ContactField[]> = {
  email: ['email', 'social'],
  'sign-in': ['password'],
  otp: ['code'],
  register: ['firstName', 'lastName', 'password', 'tosConsent'],
  'signed-in': [],
};

/** The form field of each payload field the server may name in its field errors. */
const SERVER_FIELDS: Record<string, ContactField> = {
  email: 'email',
  password: 'password',
  token: 'code',
  firstName: 'firstName',
  lastName: 'lastName',
  provider: 'social',
};

/** API error codes the step explains in its own words (`contact.error.<code>`), and their field. */
const CODE_FIELDS: Record<string, ContactField> = {
  invalid_credentials: 'password',
  invalid_otp: 'code',
  // The account exists: the way forward is signing in, so the form switches to the password.
  email_taken: 'password',
  provider_disabled: 'social',
  social_unavailable: 'social',
  social_failed: 'social',
};

const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

/**
 * @summary The checkout's contact step. A guest enters an email ("Continue" reports it with
 * `EMAIL_COLLECTED`, once per email, and asks whether it has an account), then signs in with the
 * password or a one-time code sent by email, or registers (names, optional password, marketing
 * consent, required terms consent). Google and Facebook buttons appear for the providers the
 * shop switched on; the page supplies their ID token through the window event
 * `svc-cart:social-sign-in` (see `SOCIAL_SIGN_IN_EVENT`). After any sign-in the customer is
 * loaded, `SIGN_IN` emitted, the cart attached and the next step shown. A customer already signed
 * in sees who they are, can sign out ("Not you?"), and continues. What the shopper typed stays in
 * the checkout store; a password or code the server refused is cleared.
 *
 * @event svc-cart:social-sign-in - Dispatched on `window` when a social button is pressed;
 * `detail: { provider, respondWith(tokenOrPromise) }`.
 *
 * @csspart view-body - The step's content.
 * @csspart contact-heading - The heading of each form (focused when the signed-in view shows).
 * @csspart contact-email - The chosen email with "Use another email", while signing in or registering.
 * @csspart contact-customer - The signed-in customer's name.
 * @csspart contact-note - The note that a one-time code was sent.
 * @csspart contact-divider - The "or" line above the social buttons.
 * @csspart social-button - "Continue with Google" / "Continue with Facebook".
 * @csspart link-button - The secondary actions (another email, one-time code, sign out, …).
 * @csspart field - A text field with its label and message.
 * @csspart field-label - A field's label.
 * @csspart field-hint - The hint under the new password.
 * @csspart field-error - The message next to a field (the form's or the server's).
 * @csspart consent - A consent checkbox with its label.
 * @csspart view-error - A failure that concerns no field shown.
 * @csspart view-actions - The action bar.
 * @csspart submit-button - The form's main action (Continue, Sign in, Create account).
 */
export class SvcCheckoutContact extends CheckoutStepElement {
  static override styles = [...CheckoutStepElement.styles, contactStyles];

  /** The screen focus was last moved for; a new screen moves focus to its first field. */
  #shownScreen: Screen | undefined;
  /** Whether the code note should say a new code was sent. */
  #codeResent = false;
  /** The provider of the last social attempt (its error names it, focus goes back to its button). */
  #provider: SocialProvider = 'google';
  /** The last error this element raised, and the screen it belongs to (it goes when that screen does). */
  #raised: { error: StepError; screen: Screen } | undefined;

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#shownScreen = undefined;
  }

  #t(key: ContactMessageKey, params?: Record<string, string | number>): string {
    return this.t(key, params);
  }

  get #contact(): ContactForm {
    return this.store!.contact;
  }

  get #customer(): Customer | null {
    return this.store?.svcCart.customer ?? null;
  }

  get #screen(): Screen {
    return this.#customer ? 'signed-in' : this.#contact.mode;
  }

  #busy(action: string): boolean {
    return this.store?.busy.has(`contact:${action}`) ?? false;
  }

  /** Whether any of the step's requests runs: every other action waits for it. */
  get #anyBusy(): boolean {
    return [...(this.store?.busy ?? [])].some((name) => name.startsWith('contact:'));
  }

  override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    const store = this.store;
    if (!store) return;
    const customer = this.#customer;
    if (customer) adoptCustomer(store, customer);
    // A message of a form that is gone must not follow to the next one (a failed registration's
    // messages once the customer is signed in). Errors other steps put here stay.
    const raised = this.#raised;
    if (raised && store.errors.contact === raised.error && raised.screen !== this.#screen)
      delete store.errors.contact;
  }

  /** Shows `error` as the step's failure on the screen shown now. */
  #raise(error: StepError): void {
    this.#raised = { error, screen: this.#screen };
    this.store!.fail('contact', error);
  }

  override updated(changed: PropertyValues): void {
    super.updated(changed);
    if (!this.store) return;
    const screen = this.#screen;
    // Spec (Events): for signed-in customers, EMAIL_COLLECTED when the checkout form opens.
    if (screen === 'signed-in') collectEmail(this.store, this.#customer?.email);
    if (screen !== this.#shownScreen) {
      this.#shownScreen = screen;
      this.#focusStart(screen);
    }
  }

  // ------------------------------------------------------------------ errors and focus

  #fieldError(field: ContactField): string | undefined {
    if (!SCREEN_FIELDS[this.#screen].includes(field)) return undefined;
    return this.store?.errors.contact?.fields?.[field]?.[0];
  }

  /** The step's failure when no field shown carries it. */
  get #viewError(): string | undefined {
    const error = this.store?.errors.contact;
    if (!error?.message) return undefined;
    return SCREEN_FIELDS[this.#screen].some((field) => this.#fieldError(field)) ? undefined : error.message;
  }

  /** Shows the form's own messages by field and focuses the first one. */
  async #invalid(fields: Partial<Record<ContactField, string>>): Promise<void> {
    const entries = Object.entries(fields).filter(([, message]) => message) as [string, string][];
    this.#raise({
      message: entries[0]![1],
      fields: Object.fromEntries(entries.map(([field, message]) => [field, [message]])),
    });
    await this.updateComplete;
    this.#focusInvalid();
  }

  /** A failed request as the step's error: next to the field it concerns, in the shopper's words. */
  #failWith(error: unknown): void {
    const contact = this.#contact;
    const code = (error as { code?: unknown } | null)?.code;
    const known = typeof code === 'string' ? CODE_FIELDS[code] : undefined;
    let stepError: StepError;
    if (known) {
      const message = this.#t(`contact.error.${code}` as ContactMessageKey, {
        provider: PROVIDER_NAMES[this.#provider],
      });
      stepError = { message, fields: { [known]: [message] } };
    } else {
      const base = this.stepError(error);
      const fields: Record<string, string[]> = {};
      for (const [name, messages] of Object.entries(base.fields ?? {})) {
        const field = SERVER_FIELDS[name];
        if (field && Array.isArray(messages) && messages.length) fields[field] ??= messages.map(String);
      }
      stepError = { message: base.message, fields };
    }
    // A refused password or code is of no more use; the email and names stay.
    if (code === 'invalid_credentials' || code === 'email_taken') contact.password = '';
    if (code === 'invalid_otp') contact.code = '';
    if (code === 'email_taken') contact.mode = 'sign-in';
    this.#raise(stepError);
  }

  /** Forgets the message of `field` once the shopper changes it. */
  #forget(field: ContactField): void {
    const store = this.store!;
    const error = store.errors.contact;
    if (!error?.fields?.[field]) return;
    const { [field]: _gone, ...rest } = error.fields;
    if (Object.keys(rest).length === 0) delete store.errors.contact;
    else {
      store.errors.contact = { ...error, fields: rest };
      if (this.#raised?.error === error) this.#raised = { ...this.#raised, error: store.errors.contact };
    }
    store.changed();
  }

  #focusInvalid(): void {
    const field = SCREEN_FIELDS[this.#screen].find((name) => this.#fieldError(name));
    if (!field) return;
    const target =
      field === 'social'
        ? this.renderRoot.querySelector<HTMLElement>(`[data-provider="${this.#provider}"]`)
        : this.renderRoot.querySelector<HTMLElement>(`#${field}`);
    target?.focus();
  }

  #focusStart(screen: Screen): void {
    const first: Record<Screen, string> = {
      email: '#email',
      'sign-in': '#password',
      otp: '#code',
      register: '#firstName',
      'signed-in': '[part~="contact-heading"]',
    };
    this.renderRoot.querySelector<HTMLElement>(first[screen])?.focus();
  }

  // ------------------------------------------------------------------ actions

  /**
   * Runs `work` as the step's action `contact:<action>` (its button shows progress; every other
   * action of the step is ignored meanwhile). A failure is shown and focused; resolves whether it
   * succeeded.
   */
  async #act(action: string, work: () => Promise<void>): Promise<boolean> {
    const store = this.store;
    if (!store || this.#anyBusy) return false;
    delete store.errors.contact;
    let failed = false;
    await store.run(`contact:${action}`, async () => {
      try {
        await work();
      } catch (error) {
        failed = true;
        this.#failWith(error);
      }
    });
    if (failed) {
      await this.updateComplete;
      this.#focusInvalid();
    }
    return !failed;
  }

  /** Shows another guest form; a password or code typed for the last one is dropped. */
  #setMode(mode: ContactMode): void {
    const store = this.store!;
    const contact = store.contact;
    contact.mode = mode;
    contact.password = '';
    contact.code = '';
    this.#codeResent = false;
    delete store.errors.contact;
    store.changed();
  }

  async #submitEmail(event: Event): Promise<void> {
    event.preventDefault();
    if (this.#anyBusy) return;
    const store = this.store!;
    const email = this.#contact.email.trim();
    if (!email) return this.#invalid({ email: this.#t('contact.emailRequired') });
    if (!EMAIL.test(email)) return this.#invalid({ email: this.#t('contact.emailInvalid') });
    this.#contact.email = email;
    collectEmail(store, email);
    let registered = false;
    const checked = await this.#act('check', async () => {
      registered = await isRegistered(store, email);
    });
    if (checked) this.#setMode(registered ? 'sign-in' : 'register');
  }

  async #submitPassword(event: Event): Promise<void> {
    event.preventDefault();
    if (this.#anyBusy) return;
    const { email, password } = this.#contact;
    if (!password) return this.#invalid({ password: this.#t('contact.passwordRequired') });
    await this.#act('sign-in', () => signInWithPassword(this.store!, email, password));
  }

  async #requestCode(resend: boolean): Promise<void> {
    const email = this.#contact.email;
    if (!(await this.#act('otp', () => sendCode(this.store!, email)))) return;
    if (resend) {
      this.#contact.code = '';
      this.#codeResent = true;
      this.store!.changed();
      this.renderRoot.querySelector<HTMLElement>('#code')?.focus();
    } else this.#setMode('otp');
  }

  async #submitCode(event: Event): Promise<void> {
    event.preventDefault();
    if (this.#anyBusy) return;
    const email = this.#contact.email;
    const code = this.#contact.code.trim();
    if (!code) return this.#invalid({ code: this.#t('contact.codeRequired') });
    await this.#act('otp-login', () => signInWithCode(this.store!, email, code));
  }

  async #submitRegistration(event: Event): Promise<void> {
    event.preventDefault();
    if (this.#anyBusy) return;
    const contact = this.#contact;
    contact.firstName = contact.firstName.trim();
    contact.lastName = contact.lastName.trim();
    const errors: Partial<Record<ContactField, string>> = {};
    if (!contact.firstName) errors.firstName = this.#t('contact.firstNameRequired');
    if (!contact.lastName) errors.lastName = this.#t('contact.lastNameRequired');
    if (!contact.tosConsent) errors.tosConsent = this.#t('contact.tosRequired');
    if (Object.keys(errors).length) return this.#invalid(errors);
    const { email, firstName, lastName, password } = contact;
    await this.#act('register', () => register(this.store!, { email, firstName, lastName, password }));
  }

  async #social(provider: SocialProvider): Promise<void> {
    if (this.#anyBusy) return;
    this.#provider = provider;
    await this.#act(`social:${provider}`, () => signInWithSocial(this.store!, provider));
  }

  async #continue(event: Event): Promise<void> {
    event.preventDefault();
    await this.#act('continue', () => continueSignedIn(this.store!));
  }

  async #signOut(): Promise<void> {
    await this.#act('sign-out', () => signOut(this.store!));
  }

  // ------------------------------------------------------------------ parts

  #spinner(on: boolean) {
    return on ? html`<span class="spinner" aria-hidden="true"></span>` : nothing;
  }

  /** A secondary action drawn as a link; `action` names its request, if it sends one. */
  #linkButton(label: string, onClick: () => unknown, action?: string) {
    const busy = action ? this.#busy(action) : false;
    return html`<button
      part="link-button"
      type="button"
      aria-busy=${busy ? 'true' : 'false'}
      aria-disabled=${this.#anyBusy ? 'true' : 'false'}
      @click=${() => {
        if (!this.#anyBusy) onClick();
      }}
    >
      ${this.#spinner(busy)}${label}
    </button>`;
  }

  #actions(label: string, busy: boolean) {
    const viewError = this.#viewError;
    return html`<div part="view-actions">
      ${viewError ? html`<p part="view-error" role="alert">${viewError}</p>` : nothing}
      <button
        part="submit-button"
        class="primary"
        type="submit"
        aria-busy=${busy ? 'true' : 'false'}
        aria-disabled=${this.#anyBusy ? 'true' : 'false'}
      >
        ${this.#spinner(busy)}${label}
      </button>
    </div>`;
  }

  #textField(
    field: TextField,
    label: string,
    options: {
      type: 'email' | 'password' | 'text';
      autocomplete: string;
      inputmode?: 'email' | 'numeric';
      hint?: string;
      note?: string;
      required?: boolean;
    },
  ) {
    const error = this.#fieldError(field);
    const describedBy = [options.note, options.hint ? `${field}-hint` : '', `${field}-error`]
      .filter(Boolean)
      .join(' ');
    const plain = field === 'email' || field === 'code';
    return html`<div part="field">
      <label part="field-label" for=${field}>${label}</label>
      <input
        id=${field}
        name=${field}
        type=${options.type}
        autocomplete=${options.autocomplete}
        inputmode=${options.inputmode ?? nothing}
        autocapitalize=${plain ? 'off' : nothing}
        spellcheck=${plain ? 'false' : nothing}
        ?required=${options.required !== false}
        .value=${this.#contact[field]}
        aria-invalid=${error ? 'true' : 'false'}
        aria-describedby=${describedBy}
        @input=${(event: Event) => {
          this.#contact[field] = (event.target as HTMLInputElement).value;
          this.#forget(field);
        }}
      />
      ${options.hint ? html`<p part="field-hint" id=${`${field}-hint`}>${options.hint}</p>` : nothing}
      <p part="field-error" id=${`${field}-error`} role="alert">${error ?? ''}</p>
    </div>`;
  }

  #consent(field: 'marketingConsent' | 'tosConsent', label: string, required: boolean) {
    const error = field === 'tosConsent' ? this.#fieldError('tosConsent') : undefined;
    return html`<div>
      <label part="consent">
        <input
          id=${field}
          name=${field}
          type="checkbox"
          ?required=${required}
          .checked=${this.#contact[field]}
          aria-invalid=${error ? 'true' : 'false'}
          aria-describedby=${required ? `${field}-error` : nothing}
          @change=${(event: Event) => {
            this.#contact[field] = (event.target as HTMLInputElement).checked;
            if (field === 'tosConsent') this.#forget('tosConsent');
          }}
        />
        <span>${label}</span>
      </label>
      ${required ? html`<p part="field-error" id=${`${field}-error`} role="alert">${error ?? ''}</p>` : nothing}
    </div>`;
  }

  #heading(text: string) {
    return html`<h4 part="contact-heading" tabindex="-1">${text}</h4>`;
  }

  /** The chosen email, with the way back to the email form (and for password managers). */
  #chosenEmail() {
    const email = this.#contact.email;
    return html`<div part="contact-email">
        <span class="email-value">${email}</span>
        ${this.#linkButton(this.#t('contact.useAnotherEmail'), () => this.#useAnotherEmail())}
      </div>
      <input hidden type="email" name="username" autocomplete="username" .value=${email} readonly />`;
  }

  async #useAnotherEmail(): Promise<void> {
    this.#setMode('email');
    await this.updateComplete;
    const input = this.renderRoot.querySelector<HTMLInputElement>('#email');
    input?.focus();
    input?.select();
  }

  // ------------------------------------------------------------------ screens

  #emailScreen() {
    const providers = socialProviders(this.store!.svcCart);
    const socialError = this.#fieldError('social');
    return html`<form novalidate @submit=${(event: Event) => this.#submitEmail(event)}>
      <div part="view-body">
        ${this.#heading(this.#t('contact.heading.email'))}
        <p class="muted" id="email-intro">${this.#t('contact.intro')}</p>
        ${this.#textField('email', this.#t('contact.email'), {
          type: 'email',
          autocomplete: 'email',
          inputmode: 'email',
          note: 'email-intro',
        })}
        ${
          providers.length
            ? html`<p part="contact-divider">${this.#t('contact.or')}</p>
                <div class="social">
                  ${providers.map((provider) => {
                    const busy = this.#busy(`social:${provider}`);
                    return html`<button
                      part="social-button"
                      class="secondary"
                      type="button"
                      data-provider=${provider}
                      aria-busy=${busy ? 'true' : 'false'}
                      aria-disabled=${this.#anyBusy ? 'true' : 'false'}
                      aria-describedby="social-error"
                      @click=${() => this.#social(provider)}
                    >
                      ${this.#spinner(busy)}${this.#t(`contact.social.${provider}` as ContactMessageKey)}
                    </button>`;
                  })}
                  <p part="field-error" id="social-error" role="alert">${socialError ?? ''}</p>
                </div>`
            : nothing
        }
      </div>
      ${this.#actions(this.#t('contact.continue'), this.#busy('check'))}
    </form>`;
  }

  #signInScreen() {
    return html`<form novalidate @submit=${(event: Event) => this.#submitPassword(event)}>
      <div part="view-body">
        ${this.#heading(this.#t('contact.heading.signIn'))} ${this.#chosenEmail()}
        ${this.#textField('password', this.#t('contact.password'), {
          type: 'password',
          autocomplete: 'current-password',
        })}
        <div class="links">
          ${this.#linkButton(this.#t('contact.otpInstead'), () => this.#requestCode(false), 'otp')}
        </div>
      </div>
      ${this.#actions(this.#t('contact.signIn'), this.#busy('sign-in'))}
    </form>`;
  }

  #otpScreen() {
    const email = this.#contact.email;
    return html`<form novalidate @submit=${(event: Event) => this.#submitCode(event)}>
      <div part="view-body">
        ${this.#heading(this.#t('contact.heading.otp'))} ${this.#chosenEmail()}
        <p part="contact-note" id="code-note" role="status">
          ${this.#t(this.#codeResent ? 'contact.codeResent' : 'contact.codeSent', { email })}
        </p>
        ${this.#textField('code', this.#t('contact.code'), {
          type: 'text',
          autocomplete: 'one-time-code',
          inputmode: 'numeric',
          note: 'code-note',
        })}
        <div class="links">
          ${this.#linkButton(this.#t('contact.resendCode'), () => this.#requestCode(true), 'otp')}
          ${this.#linkButton(this.#t('contact.passwordInstead'), () => this.#setMode('sign-in'))}
        </div>
      </div>
      ${this.#actions(this.#t('contact.signIn'), this.#busy('otp-login'))}
    </form>`;
  }

  #registerScreen() {
    return html`<form novalidate @submit=${(event: Event) => this.#submitRegistration(event)}>
      <div part="view-body">
        ${this.#heading(this.#t('contact.heading.register'))} ${this.#chosenEmail()}
        ${this.#textField('firstName', this.#t('contact.firstName'), { type: 'text', autocomplete: 'given-name' })}
        ${this.#textField('lastName', this.#t('contact.lastName'), { type: 'text', autocomplete: 'family-name' })}
        ${this.#textField('password', this.#t('contact.newPassword'), {
          type: 'password',
          autocomplete: 'new-password',
          hint: this.#t('contact.newPasswordHint'),
          required: false,
        })}
        <div class="consents">
          ${this.#consent('marketingConsent', this.#t('contact.marketingConsent'), false)}
          ${this.#consent('tosConsent', this.#t('contact.tosConsent'), true)}
        </div>
      </div>
      ${this.#actions(this.#t('contact.register'), this.#busy('register'))}
    </form>`;
  }

  #signedInScreen(customer: Customer) {
    const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ');
    // Right after a sign-in in this step, its request still runs (the cart is being attached).
    const busy = this.#anyBusy && !this.#busy('sign-out');
    return html`<form novalidate @submit=${(event: Event) => this.#continue(event)}>
      <div part="view-body">
        ${this.#heading(this.#t('contact.signedInAs', { email: customer.email ?? '' }))}
        ${name ? html`<p part="contact-customer">${name}</p>` : nothing}
        <div class="links">
          ${this.#linkButton(this.#t('contact.signOut'), () => this.#signOut(), 'sign-out')}
        </div>
        <div class="consents">
          ${this.#consent('marketingConsent', this.#t('contact.marketingConsent'), false)}
        </div>
      </div>
      ${this.#actions(this.#t('contact.continue'), busy)}
    </form>`;
  }

  override render(): TemplateResult | typeof nothing {
    if (!this.store) return nothing;
    const customer = this.#customer;
    if (customer) return this.#signedInScreen(customer);
    switch (this.#contact.mode) {
      case 'sign-in':
        return this.#signInScreen();
      case 'otp':
        return this.#otpScreen();
      case 'register':
        return this.#registerScreen();
      default:
        return this.#emailScreen();
    }
  }
}
