import type { Customer, SocialProvider } from '@svc/sdk';
import { html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import type { CheckoutView, ContactMode, StepError } from '../../controller/checkout/checkout-store.js';
import { socialProviders } from '../../core/checkout.js';
import { isEmail } from '../../core/email.js';
import { CheckoutStepElement } from '../step-kit.js';
import {
  contactError,
  PROVIDER_NAMES,
  SCREEN_FIELDS,
  SCREEN_START,
  type ContactField,
  type Screen,
  type TextField,
} from './contact-fields.js';
import {
  actionBar,
  consent,
  heading,
  linkButton,
  socialButtons,
  termsLabel,
  textField,
  type TextFieldOptions,
} from './contact-parts.js';
import type { ContactMessageKey } from './messages.js';
import { contactStyles } from './svc-checkout-contact.styles.js';

/**
 * @summary The checkout's contact step. A guest enters an email ("Continue" reports it with
 * `EMAIL_COLLECTED`, once per email, and asks whether it has an account), then signs in with the
 * password or a one-time code sent by email, or registers (names, optional password, marketing
 * consent, required terms consent). Google and Facebook buttons appear for the providers the
 * shop switched on; the page supplies their ID token through the window event
 * `svc-cart:social-sign-in` (see `SOCIAL_SIGN_IN_EVENT`). After any sign-in the customer is
 * loaded, `SIGN_IN` emitted, the cart attached and the next step shown. A customer already signed
 * in sees who they are, can sign out ("Not you?"), and continues. When the server ends that
 * sign-in (it refuses the customer's token), the password form for the same email shows, saying
 * why. What the shopper typed stays in the checkout store; a password or code the server refused
 * is cleared.
 *
 * @event svc-cart:social-sign-in - Dispatched on `window` when a social button is pressed;
 * `detail: { provider, respondWith(tokenOrPromise) }`.
 *
 * @csspart view-body - The step's content.
 * @csspart contact-heading - The heading of each form (focused when the signed-in view shows).
 * @csspart contact-email - The chosen email with "Use another email", while signing in or registering.
 * @csspart contact-customer - The signed-in customer's name.
 * @csspart contact-note - The note that a one-time code was sent, or that the sign-in has expired.
 * @csspart contact-divider - The "or" line above the social buttons.
 * @csspart social-button - "Continue with Google" / "Continue with Facebook".
 * @csspart link-button - The secondary actions (another email, one-time code, sign out, …).
 * @csspart field - A text field with its label and message.
 * @csspart field-label - A field's label.
 * @csspart field-hint - The hint under the new password.
 * @csspart field-error - The message next to a field (the form's or the server's).
 * @csspart consent - A consent checkbox with its label.
 * @csspart terms-link - "terms and conditions" in the terms consent, linked to `settings.termsUrl` (new tab).
 * @csspart view-error - A failure that concerns no field shown.
 * @csspart view-actions - The action bar.
 * @csspart submit-button - The form's main action (Continue, Sign in, Create account).
 */
export class SvcCheckoutContact extends CheckoutStepElement<ContactMessageKey> {
  static override styles = [...CheckoutStepElement.styles, contactStyles];

  /** The screen focus was last moved for; a new screen moves focus to its first field. */
  #shownScreen: Screen | undefined;
  /** Whether the code note should say a new code was sent. */
  #codeResent = false;
  /** The provider of the last social attempt (its error names it, focus goes back to its button). */
  #provider: SocialProvider = 'google';
  /** The last error this element raised, and the screen it belongs to (it goes when that screen does). */
  #raised: { error: StepError; screen: Screen } | undefined;

  get #contact(): CheckoutView['contact'] {
    return this.store!.contact;
  }

  get #customer(): Customer | null {
    return this.store?.svcCart.customer ?? null;
  }

  get #screen(): Screen {
    return this.#customer ? 'signed-in' : this.#contact.mode;
  }

  /** Whether any of the step's requests runs: every other action waits for it. */
  get #anyBusy(): boolean {
    return [...(this.store?.busy ?? [])].some((name) => name.startsWith('contact:'));
  }

  /** The step's failure when no field shown carries it. */
  get #viewError(): string | undefined {
    const error = this.store?.errors.contact;
    if (!error?.message) return undefined;
    return SCREEN_FIELDS[this.#screen].some((field) => this.#fieldError(field)) ? undefined : error.message;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#shownScreen = undefined;
  }

  override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    const store = this.store;
    if (!store) return;
    const customer = this.#customer;
    if (customer) store.contact.adoptCustomer(customer);
    // A message of a form that is gone must not follow to the next one (a failed registration's
    // messages once the customer is signed in). Errors other steps put here stay.
    const raised = this.#raised;
    if (raised && store.errors.contact === raised.error && raised.screen !== this.#screen)
      store.showStepError('contact', null);
  }

  override updated(changed: PropertyValues): void {
    super.updated(changed);
    if (!this.store) return;
    const screen = this.#screen;
    // Spec (Events): for signed-in customers, EMAIL_COLLECTED when the checkout form opens.
    if (screen === 'signed-in') this.store.contact.collectEmail(this.#customer?.email);
    if (screen !== this.#shownScreen) {
      this.#shownScreen = screen;
      this.#focusStart(screen);
    }
  }

  #busy(action: string): boolean {
    return this.store?.busy.has(`contact:${action}`) ?? false;
  }

  // ------------------------------------------------------------------ errors and focus

  /** Shows `error` as the step's failure on the screen shown now. */
  #raise(error: StepError): void {
    this.#raised = { error, screen: this.#screen };
    this.store!.fail('contact', error);
  }

  #fieldError(field: ContactField): string | undefined {
    if (!SCREEN_FIELDS[this.#screen].includes(field)) return undefined;
    return this.store?.errors.contact?.fields?.[field]?.[0];
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
    const code = (error as { code?: unknown } | null)?.code;
    const stepError = contactError(
      error,
      (key) => this.t(key, { provider: PROVIDER_NAMES[this.#provider] }),
      (failure) => this.stepError(failure),
    );
    // A refused password or code is of no more use; the email and names stay.
    if (code === 'invalid_credentials') this.store!.editContact({ password: '' });
    if (code === 'email_taken') this.store!.editContact({ password: '', mode: 'sign-in' });
    if (code === 'invalid_otp') this.store!.editContact({ code: '' });
    this.#raise(stepError);
  }

  /** Forgets the message of `field` once the shopper changes it. */
  #forget(field: ContactField): void {
    const store = this.store!;
    const error = store.errors.contact;
    if (!error?.fields?.[field]) return;
    const left = store.forgetFieldError('contact', field);
    if (left && this.#raised?.error === error) this.#raised = { ...this.#raised, error: left };
  }

  #focusInvalid(): void {
    const field = SCREEN_FIELDS[this.#screen].find((name) => this.#fieldError(name));
    if (!field) return;
    const target =
      field === 'social'
        ? this.renderRoot.querySelector<HTMLElement>(`[data-provider="${this.#provider}"]`)
        : this.renderRoot.querySelector<HTMLElement>(`#${field}`);
    this.revealFault(target);
  }

  #focusStart(screen: Screen): void {
    this.renderRoot.querySelector<HTMLElement>(SCREEN_START[screen])?.focus();
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
    store.showStepError('contact', null);
    const signedIn = this.#screen === 'signed-in';
    let failed = false;
    await store.run(`contact:${action}`, async () => {
      try {
        await work();
      } catch (error) {
        failed = true;
        // The sign-in ended while the request ran (the server refused the token): the screen the
        // failure belongs to is gone, and the sign-in form that replaced it says why.
        if (signedIn && !this.#customer) return;
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
    this.#codeResent = false;
    store.showStepError('contact', null);
    store.editContact({ mode, password: '', code: '' });
  }

  async #submitEmail(event: Event): Promise<void> {
    event.preventDefault();
    if (this.#anyBusy) return;
    const store = this.store!;
    const email = this.#contact.email.trim();
    if (!email) return this.#invalid({ email: this.t('contact.emailRequired') });
    if (!isEmail(email)) return this.#invalid({ email: this.t('contact.emailInvalid') });
    store.editContact({ email });
    store.contact.collectEmail(email);
    let registered = false;
    const checked = await this.#act('check', async () => {
      registered = await store.contact.isRegistered(email);
    });
    if (checked) this.#setMode(registered ? 'sign-in' : 'register');
  }

  async #submitPassword(event: Event): Promise<void> {
    event.preventDefault();
    if (this.#anyBusy) return;
    const { email, password } = this.#contact;
    if (!password) return this.#invalid({ password: this.t('contact.passwordRequired') });
    await this.#act('sign-in', () => this.#contact.signInWithPassword(email, password));
  }

  async #requestCode(resend: boolean): Promise<void> {
    const email = this.#contact.email;
    if (!(await this.#act('otp', () => this.#contact.sendCode(email)))) return;
    if (resend) {
      this.#codeResent = true;
      this.store!.editContact({ code: '' });
      this.renderRoot.querySelector<HTMLElement>('#code')?.focus();
    } else this.#setMode('otp');
  }

  async #submitCode(event: Event): Promise<void> {
    event.preventDefault();
    if (this.#anyBusy) return;
    const email = this.#contact.email;
    const code = this.#contact.code.trim();
    if (!code) return this.#invalid({ code: this.t('contact.codeRequired') });
    await this.#act('otp-login', () => this.#contact.signInWithCode(email, code));
  }

  async #submitRegistration(event: Event): Promise<void> {
    event.preventDefault();
    if (this.#anyBusy) return;
    const contact = this.#contact;
    this.store!.editContact({ firstName: contact.firstName.trim(), lastName: contact.lastName.trim() });
    const errors: Partial<Record<ContactField, string>> = {};
    if (!contact.firstName) errors.firstName = this.t('contact.firstNameRequired');
    if (!contact.lastName) errors.lastName = this.t('contact.lastNameRequired');
    if (!contact.tosConsent) errors.tosConsent = this.t('contact.tosRequired');
    if (Object.keys(errors).length) return this.#invalid(errors);
    const { email, firstName, lastName, password } = contact;
    await this.#act('register', () => contact.register({ email, firstName, lastName, password }));
  }

  async #social(provider: SocialProvider): Promise<void> {
    if (this.#anyBusy) return;
    this.#provider = provider;
    await this.#act(`social:${provider}`, () => this.#contact.signInWithSocial(provider));
  }

  async #continue(event: Event): Promise<void> {
    event.preventDefault();
    await this.#act('continue', () => this.#contact.continueSignedIn());
  }

  async #signOut(): Promise<void> {
    await this.#act('sign-out', () => this.#contact.signOut());
  }

  // ------------------------------------------------------------------ parts

  /** A secondary action drawn as a link; `action` names its request, if it sends one. */
  #linkButton(label: string, onClick: () => unknown, action?: string) {
    const busy = action ? this.#busy(action) : false;
    return linkButton(label, { busy, disabled: this.#anyBusy }, () => {
      if (!this.#anyBusy) onClick();
    });
  }

  #actions(label: string, busy: boolean) {
    return actionBar(label, { busy, disabled: this.#anyBusy, viewError: this.#viewError });
  }

  #textField(field: TextField, label: string, options: TextFieldOptions) {
    return textField(field, label, options, {
      value: this.#contact[field],
      error: this.#fieldError(field),
      onChange: (value) => {
        this.store!.editContact({ [field]: value });
        this.#forget(field);
      },
    });
  }

  /** "I accept the terms and conditions", linked to `settings.termsUrl` when the shop set it. */
  #termsConsentLabel(): string | TemplateResult {
    const url = this.store!.svcCart.settings.termsUrl;
    if (!url) return this.t('contact.tosConsent');
    return termsLabel(this.t('contact.tosConsentLinked'), this.t('contact.terms'), url);
  }

  #consent(field: 'marketingConsent' | 'tosConsent', label: string | TemplateResult, required: boolean) {
    return consent(field, label, required, {
      value: this.#contact[field],
      error: field === 'tosConsent' ? this.#fieldError('tosConsent') : undefined,
      onChange: (checked) => {
        this.store!.editContact({ [field]: checked });
        if (field === 'tosConsent') this.#forget('tosConsent');
      },
    });
  }

  /** The chosen email, with the way back to the email form (and for password managers). */
  #chosenEmail() {
    const email = this.#contact.email;
    return html`<div part="contact-email">
        <span class="email-value">${email}</span>
        ${this.#linkButton(this.t('contact.useAnotherEmail'), () => this.#useAnotherEmail())}
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
    const providers = socialProviders(this.store!.svcCart.shop);
    return html`<form novalidate @submit=${(event: Event) => this.#submitEmail(event)}>
      <div part="view-body">
        ${heading(this.t('contact.heading.email'))}
        <p class="muted" id="email-intro">${this.t('contact.intro')}</p>
        ${this.#textField('email', this.t('contact.email'), {
          type: 'email',
          autocomplete: 'email',
          inputmode: 'email',
          note: 'email-intro',
        })}
        ${
          providers.length
            ? html`<p part="contact-divider">${this.t('contact.or')}</p>
                ${socialButtons(providers, {
                  busy: (provider) => this.#busy(`social:${provider}`),
                  disabled: this.#anyBusy,
                  error: this.#fieldError('social'),
                  label: (provider) => this.t(`contact.social.${provider}` as ContactMessageKey),
                  onClick: (provider) => void this.#social(provider),
                })}`
            : nothing
        }
      </div>
      ${this.#actions(this.t('contact.continue'), this.#busy('check'))}
    </form>`;
  }

  /** Why the customer signs in again: the server ended their sign-in (a refused token) for this email. */
  #lostSignInNote() {
    const { lostSignIn, email } = this.#contact;
    if (!lostSignIn || lostSignIn.toLowerCase() !== email.trim().toLowerCase()) return nothing;
    return html`<p part="contact-note" role="status">${this.t('contact.signInExpired')}</p>`;
  }

  #signInScreen() {
    return html`<form novalidate @submit=${(event: Event) => this.#submitPassword(event)}>
      <div part="view-body">
        ${heading(this.t('contact.heading.signIn'))} ${this.#lostSignInNote()} ${this.#chosenEmail()}
        ${this.#textField('password', this.t('contact.password'), {
          type: 'password',
          autocomplete: 'current-password',
        })}
        <div class="links">
          ${this.#linkButton(this.t('contact.otpInstead'), () => this.#requestCode(false), 'otp')}
        </div>
      </div>
      ${this.#actions(this.t('contact.signIn'), this.#busy('sign-in'))}
    </form>`;
  }

  #otpScreen() {
    const email = this.#contact.email;
    return html`<form novalidate @submit=${(event: Event) => this.#submitCode(event)}>
      <div part="view-body">
        ${heading(this.t('contact.heading.otp'))} ${this.#chosenEmail()}
        <p part="contact-note" id="code-note" role="status">
          ${this.t(this.#codeResent ? 'contact.codeResent' : 'contact.codeSent', { email })}
        </p>
        ${this.#textField('code', this.t('contact.code'), {
          type: 'text',
          autocomplete: 'one-time-code',
          inputmode: 'numeric',
          note: 'code-note',
        })}
        <div class="links">
          ${this.#linkButton(this.t('contact.resendCode'), () => this.#requestCode(true), 'otp')}
          ${this.#linkButton(this.t('contact.passwordInstead'), () => this.#setMode('sign-in'))}
        </div>
      </div>
      ${this.#actions(this.t('contact.signIn'), this.#busy('otp-login'))}
    </form>`;
  }

  #registerScreen() {
    return html`<form novalidate @submit=${(event: Event) => this.#submitRegistration(event)}>
      <div part="view-body">
        ${heading(this.t('contact.heading.register'))} ${this.#chosenEmail()}
        ${this.#textField('firstName', this.t('contact.firstName'), { type: 'text', autocomplete: 'given-name' })}
        ${this.#textField('lastName', this.t('contact.lastName'), { type: 'text', autocomplete: 'family-name' })}
        ${this.#textField('password', this.t('contact.newPassword'), {
          type: 'password',
          autocomplete: 'new-password',
          hint: this.t('contact.newPasswordHint'),
          required: false,
        })}
        <div class="consents">
          ${this.#consent('marketingConsent', this.t('contact.marketingConsent'), false)}
          ${this.#consent('tosConsent', this.#termsConsentLabel(), true)}
        </div>
      </div>
      ${this.#actions(this.t('contact.register'), this.#busy('register'))}
    </form>`;
  }

  #signedInScreen(customer: Customer) {
    const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ');
    // Right after a sign-in in this step, its request still runs (the cart is being attached).
    const busy = this.#anyBusy && !this.#busy('sign-out');
    return html`<form novalidate @submit=${(event: Event) => this.#continue(event)}>
      <div part="view-body">
        ${heading(this.t('contact.signedInAs', { email: customer.email ?? '' }))}
        ${name ? html`<p part="contact-customer">${name}</p>` : nothing}
        <div class="links">
          ${this.#linkButton(this.t('contact.signOut'), () => this.#signOut(), 'sign-out')}
        </div>
        <div class="consents">
          ${this.#consent('marketingConsent', this.t('contact.marketingConsent'), false)}
        </div>
      </div>
      ${this.#actions(this.t('contact.continue'), busy)}
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
