/**
 * The contact step's building blocks: a text field, a consent checkbox, a link-like button, the
 * social sign-in buttons, the action bar and a screen's heading. They draw what they are given; the step keeps the state.
 */
import type { SocialProvider } from '@svc/sdk';
import { html, nothing, type TemplateResult } from 'lit';
import { textField as labelledTextField } from '../../ui/field.js';
import type { TextField } from './contact-fields.js';

/** The spinner of a button whose request runs. */
export const spinner = (on: boolean) =>
  on ? html`<span class="spinner" aria-hidden="true"></span>` : nothing;

/** A screen's heading (focused when the signed-in screen shows). */
export const heading = (text: string) => html`<h4 part="contact-heading" tabindex="-1">${text}</h4>`;

/** Whether a control's request runs, and whether any of the step's runs (presses are ignored then). */
export interface Busy {
  busy: boolean;
  disabled: boolean;
}

/** A secondary action drawn as a link; `onClick` ignores a press while `disabled`. */
export function linkButton(label: string, state: Busy, onClick: () => void): TemplateResult {
  return html`<button
    part="link-button"
    type="button"
    aria-busy=${state.busy ? 'true' : 'false'}
    aria-disabled=${state.disabled ? 'true' : 'false'}
    @click=${onClick}
  >
    ${spinner(state.busy)}${label}
  </button>`;
}

/** The action bar: the failure no field shown carries (`viewError`) and the submit button. */
export function actionBar(label: string, state: Busy & { viewError: string | undefined }): TemplateResult {
  const { viewError } = state;
  return html`<div part="view-actions">
    ${viewError ? html`<p part="view-error" role="alert">${viewError}</p>` : nothing}
    <button
      part="submit-button"
      class="primary"
      type="submit"
      aria-busy=${state.busy ? 'true' : 'false'}
      aria-disabled=${state.disabled ? 'true' : 'false'}
    >
      ${spinner(state.busy)}${label}
    </button>
  </div>`;
}

/** How a text field is typed in. */
export interface TextFieldOptions {
  type: 'email' | 'password' | 'text';
  autocomplete: string;
  inputmode?: 'email' | 'numeric';
  hint?: string;
  /** The ID of a note the field is described by. */
  note?: string;
  required?: boolean;
}

/** A field's value, its message and what typing does. */
export interface FieldState<T> {
  value: T;
  error: string | undefined;
  onChange: (value: T) => void;
}

/** A text field with its label, optional hint and message. */
export function textField(
  field: TextField,
  label: string,
  options: TextFieldOptions,
  state: FieldState<string>,
): TemplateResult {
  const plain = field === 'email' || field === 'code';
  return labelledTextField({
    id: field,
    label,
    error: state.error,
    hint: options.hint,
    ...(options.note ? { notes: [options.note] } : {}),
    value: state.value,
    type: options.type,
    ...(options.inputmode ? { inputmode: options.inputmode } : {}),
    autocomplete: options.autocomplete,
    ...(plain ? { autocapitalize: 'off', spellcheck: false } : {}),
    required: options.required !== false,
    onInput: state.onChange,
  });
}

/**
 * The terms consent's words with "terms and conditions" linking to the shop's terms, opened in a
 * new tab (so the form typed so far stays) with no access back to this page. `sentence` holds the
 * `{terms}` placeholder where the link goes.
 */
export function termsLabel(sentence: string, terms: string, url: string): TemplateResult {
  const [before = '', after = ''] = sentence.split('{terms}');
  return html`${before}<a part="terms-link" href=${url} target="_blank" rel="noopener noreferrer">${terms}</a
    >${after}`;
}

/** A consent checkbox with its label; a required one has its message. */
export function consent(
  field: 'marketingConsent' | 'tosConsent',
  label: string | TemplateResult,
  required: boolean,
  state: FieldState<boolean>,
): TemplateResult {
  const { error } = state;
  return html`<div>
    <label part="consent">
      <input
        id=${field}
        name=${field}
        type="checkbox"
        ?required=${required}
        .checked=${state.value}
        aria-invalid=${error ? 'true' : 'false'}
        aria-describedby=${required ? `${field}-error` : nothing}
        @change=${(event: Event) => state.onChange((event.target as HTMLInputElement).checked)}
      />
      <span>${label}</span>
    </label>
    ${required ? html`<p part="field-error" id=${`${field}-error`} role="alert">${error ?? ''}</p>` : nothing}
  </div>`;
}

/** The social buttons' state: each provider's request, its words and press, and their message. */
export interface SocialState {
  busy: (provider: SocialProvider) => boolean;
  disabled: boolean;
  error: string | undefined;
  label: (provider: SocialProvider) => string;
  onClick: (provider: SocialProvider) => void;
}

/** "Continue with Google" and "Continue with Facebook" for `providers`, and the message about them. */
export function socialButtons(providers: SocialProvider[], state: SocialState): TemplateResult {
  return html`<div class="social">
    ${providers.map((provider) => {
      const busy = state.busy(provider);
      return html`<button
        part="social-button"
        class="secondary"
        type="button"
        data-provider=${provider}
        aria-busy=${busy ? 'true' : 'false'}
        aria-disabled=${state.disabled ? 'true' : 'false'}
        aria-describedby="social-error"
        @click=${() => state.onClick(provider)}
      >
        ${spinner(busy)}${state.label(provider)}
      </button>`;
    })}
    <p part="field-error" id="social-error" role="alert">${state.error ?? ''}</p>
  </div>`;
}
