/**
 * What the portal's account parts (sign-in, addresses, cards, profile) share: their first load,
 * one refusal shown at a time (the last attempt's), the part's own checks as refusals by field,
 * API error codes worded by the parts, a text field and a busy button.
 */
import { css, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { SvcPortalPart, type PortalData, type Refusal } from '../portal-kit.js';
import './account-messages.js';

/** A refusal of the part's own checks, before anything is sent: the messages by field. */
export class Invalid extends Error {
  constructor(readonly fieldErrors: Record<string, string[]>) {
    super(Object.values(fieldErrors)[0]?.[0]);
  }
}

/** Throws `Invalid` when `checks` (field → message, or false when fine) has a message. */
export function check(checks: Record<string, string | false>): void {
  const wrong = Object.entries(checks).filter((entry): entry is [string, string] => Boolean(entry[1]));
  if (wrong.length) throw new Invalid(Object.fromEntries(wrong.map(([name, message]) => [name, [message]])));
}

/** API error codes the account parts word themselves: the field each concerns and its message. */
const CODES: Record<string, [field: string, key: string]> = {
  invalid_credentials: ['password', 'portal.signIn.error.credentials'],
  invalid_otp: ['code', 'portal.signIn.error.otp'],
  email_taken: ['email', 'portal.signIn.error.taken'],
  provider_disabled: ['social', 'portal.signIn.error.provider'],
  social_unavailable: ['social', 'portal.signIn.error.unavailable'],
  social_failed: ['social', 'portal.signIn.error.social'],
  invalid_zip: ['zip', 'portal.addresses.error.zip'],
  invalid_payment_token: ['card', 'portal.cards.error.token'],
};

/** An API error's `code`, read by shape (elements do not import the SDK). */
export const codeOf = (error: unknown): unknown => (error as { code?: unknown } | null)?.code;

/** The base of the account parts. */
export class SvcAccountPart extends SvcPortalPart {
  /** The control of the last attempt: only its refusal shows. */
  #last: string | undefined;
  #loading = false;

  /** What the part loads once the controller is there (`load`'s refusal offers Try again). */
  protected load?(data: PortalData): Promise<void>;

  /** Words for the placeholders of a coded message (`{provider}`). */
  protected wording(): Record<string, string> {
    return {};
  }

  override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    if (this.load && !this.#loading && this.state.controller) {
      this.#loading = true;
      void this.reload();
    }
  }

  protected reload(): Promise<unknown> {
    return this.run('load', async () => this.load!(await this.data()));
  }

  /** `run` for a control whose refusal replaces any other shown (a second press is ignored). */
  protected attempt<T>(key: string, work: () => Promise<T>): Promise<T | undefined> {
    if (this.pending(key)) return Promise.resolve(undefined);
    this.#last = key;
    return this.run(key, work);
  }

  /** Hides the shown refusal (the form it belongs to is gone). */
  protected dismiss(): void {
    this.#last = undefined;
  }

  /** The refusal shown, when it is one of `keys`' controls. */
  protected failure(...keys: string[]): Refusal | undefined {
    const last = this.#last;
    return last && keys.some((key) => last === key || last.startsWith(`${key}:`))
      ? this.refusal(last)
      : undefined;
  }

  protected override describe(error: unknown): Refusal {
    if (error instanceof Invalid) return { text: error.message, fields: error.fieldErrors };
    const code = codeOf(error);
    const known = typeof code === 'string' ? CODES[code] : undefined;
    if (!known) return super.describe(error);
    const text = this.t(known[1], this.wording());
    return { text, fields: { [known[0]]: [text] } };
  }

  /** After a refusal: focus (and select) the first of `fields` it names. */
  protected async focusInvalid(fields: string[], refusal = this.refusal(this.#last ?? '')): Promise<void> {
    const name = fields.find((field) => refusal?.fields[field]);
    if (!name) return;
    await this.updateComplete;
    const input = this.renderRoot.querySelector<HTMLInputElement>(`#${name}`);
    input?.focus();
    input?.select?.();
  }

  /** Focuses the first field, select or button matching `selector` once rendered. */
  protected async focusOn(selector: string): Promise<void> {
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>(selector)?.focus();
  }

  /**
   * A section that lists what `load` found (addresses, cards): its heading, the load's state, the
   * items (or the `empty` words), the add form while it is open (else its Add button), and the
   * "saved" notice. `t` words the section's own keys (`heading`, `loading`, `retry`, `empty`, `add`,
   * `saved`); `list` names the list's part.
   */
  protected listSection(o: {
    t: (key: string) => string;
    list: string;
    items: readonly TemplateResult[];
    open: boolean;
    form: () => TemplateResult;
    onAdd: () => void;
    saved: boolean;
  }): TemplateResult {
    const loaded = !this.pending('load') && !this.refusal('load');
    return html`<h2 part="heading">${o.t('heading')}</h2>
      ${this.loadState(o.t('loading'), o.t('retry'))}
      ${
        loaded
          ? html`${
              o.items.length
                ? html`<ul part=${o.list} class="stack">
                    ${o.items}
                  </ul>`
                : html`<p part="empty" class="muted">${o.t('empty')}</p>`
            }
            ${o.open ? o.form() : button(o.t('add'), false, { part: 'add-button', onClick: o.onAdd })}`
          : nothing
      }
      <p part="notice" class="notice" role="status">${o.saved ? o.t('saved') : ''}</p>`;
  }

  /** "Loading…" while `load` runs; its refusal with Try again (`retry`). */
  protected loadState(loading: string, retry: string): TemplateResult | typeof nothing {
    if (this.pending('load')) return html`<p part="status" class="muted" role="status">${loading}</p>`;
    const refusal = this.refusal('load');
    return refusal
      ? html`<div part="load-error" class="row">
          <p class="error" role="alert">${refusal.text}</p>
          <button type="button" @click=${() => void this.reload()}>${retry}</button>
        </div>`
      : nothing;
  }
}

/** How a text field is drawn: `name` is its ID and the API field whose errors it shows. */
export interface FieldOptions {
  name: string;
  label: string;
  value: string;
  error: string | undefined;
  onInput: (value: string) => void;
  autocomplete: string;
  type?: string;
  inputmode?: string;
  optional?: boolean;
  hint?: string;
}

/** A text field with its label, hint and message (`aria-invalid`, `aria-describedby`). */
export function field(o: FieldOptions): TemplateResult {
  const plain = o.type === 'email' || o.inputmode === 'numeric';
  return html`<div part="field" class="field">
    <label part="field-label" for=${o.name}>${o.label}</label>
    <input
      id=${o.name}
      name=${o.name}
      type=${o.type ?? 'text'}
      autocomplete=${o.autocomplete}
      inputmode=${o.inputmode ?? nothing}
      autocapitalize=${plain ? 'off' : nothing}
      spellcheck=${plain ? 'false' : nothing}
      ?required=${!o.optional}
      .value=${o.value}
      aria-invalid=${o.error ? 'true' : 'false'}
      aria-describedby=${o.hint ? `${o.name}-hint ${o.name}-error` : `${o.name}-error`}
      @input=${(event: Event) => o.onInput((event.target as HTMLInputElement).value)}
    />
    ${o.hint ? html`<p part="field-hint" class="muted hint" id=${`${o.name}-hint`}>${o.hint}</p>` : nothing}
    <p part="field-error" class="error" id=${`${o.name}-error`} role="alert">${o.error ?? ''}</p>
  </div>`;
}

/** A button's look: the primary action, a button drawn as a link, else a plain button. */
function buttonClass(options: { part: string; primary?: boolean }): string {
  if (options.primary) return 'primary';
  return options.part === 'link-button' ? 'link' : '';
}

/** A button that shows its request's progress (`aria-busy`, a spinner); `part` names it. */
export function button(
  label: string,
  busy: boolean,
  options: { part: string; primary?: boolean; onClick?: () => void; describedBy?: string },
): TemplateResult {
  return html`<button
    part=${options.part}
    class=${buttonClass(options)}
    type=${options.onClick ? 'button' : 'submit'}
    aria-busy=${busy ? 'true' : 'false'}
    aria-describedby=${options.describedBy ?? nothing}
    @click=${options.onClick ?? nothing}
  >
    ${busy ? html`<span class="spinner" aria-hidden="true"></span>` : nothing}${label}
  </button>`;
}

/** The account parts' own layout over `portalStyles`. */
export const accountStyles = css`
  form,
  .field {
    display: grid;
    gap: 0.75rem;
  }
  .field {
    gap: 0.25rem;
  }
  h2 {
    margin-block-end: 0.75rem;
  }
  input:not([type='checkbox']):not([type='radio']),
  select {
    box-sizing: border-box;
    inline-size: 100%;
    font: inherit;
  }
  p {
    margin: 0;
  }
  .error:empty,
  .notice:empty {
    margin: 0;
  }
  .hint {
    font-size: 0.875rem;
  }
  button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 0.5rem;
    font: inherit;
  }
  button.link {
    border-color: transparent;
    background: none;
    color: var(--_accent);
    text-decoration: underline;
    padding-inline: 0.25rem;
  }
  .badge {
    display: inline-block;
    margin-inline-start: 0.5rem;
    padding: 0 0.5rem;
    border-radius: 999px;
    background: var(--_surface-muted);
    font-size: 0.8125rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  fieldset {
    display: grid;
    gap: 0.25rem;
    margin: 0;
    border: 0;
    padding: 0;
  }
  .check {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    min-block-size: 2.75rem;
  }
  .check input {
    inline-size: 1.25rem;
    block-size: 1.25rem;
    margin: 0;
    flex: none;
  }
`;
