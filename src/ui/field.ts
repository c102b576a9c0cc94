/**
 * The labelled field of every form in the widget, written once: a label, the control, an optional
 * hint under it and the message of the field (the form's own check or the server's), with the
 * control's `aria-invalid` and `aria-describedby` (hint, then message) set from them. The ids are
 * the control's id plus `-hint` and `-error`; the parts are `field`, `field-label`, `field-hint`
 * and `field-error` (styled by form.styles.ts).
 */
import { html, nothing, type TemplateResult } from 'lit';

/** What frames a control: its id, label, message and hint. */
export interface FieldFrame {
  /** The control's id (and, unless told otherwise, its name). */
  id: string;
  label: string;
  /** The field's message; none (or empty) when the value is fine. */
  error: string | undefined;
  /** A line under the control that explains what to enter. */
  hint?: string | undefined;
  /** Ids of other text that describes the control, read before the hint and the message. */
  notes?: readonly string[];
}

/** The control's `aria-describedby`: the notes, the hint, the message. */
export function describedBy(frame: FieldFrame): string {
  const hint = frame.hint ? [`${frame.id}-hint`] : [];
  return [...(frame.notes ?? []), ...hint, `${frame.id}-error`].join(' ');
}

/** The control's `aria-invalid`. */
export const invalid = (frame: FieldFrame): 'true' | 'false' => (frame.error ? 'true' : 'false');

/** `control` (which carries `describedBy` and `invalid` of the same frame) in its labelled field. */
export function labelledField(frame: FieldFrame, control: TemplateResult): TemplateResult {
  return html`<div part="field">
    <label part="field-label" for=${frame.id}>${frame.label}</label>
    ${control}
    ${frame.hint ? html`<p part="field-hint" class="muted" id=${`${frame.id}-hint`}>${frame.hint}</p>` : nothing}
    <p part="field-error" id=${`${frame.id}-error`} role="alert">${frame.error ?? ''}</p>
  </div>`;
}

/** A one-line text input in its field. */
export interface TextFieldOptions extends FieldFrame {
  value: string;
  /** The name the form knows it by (default: the id). */
  name?: string;
  type?: 'text' | 'email' | 'number' | 'tel' | 'password';
  inputmode?: 'text' | 'email' | 'numeric' | 'tel';
  /** Default `off`. */
  autocomplete?: string;
  autocapitalize?: 'off' | 'characters';
  spellcheck?: false;
  required?: boolean;
  /** For a number: the least value and the step. */
  min?: string;
  step?: string;
  onInput: (value: string) => void;
}

export function textField(options: TextFieldOptions): TemplateResult {
  return labelledField(
    options,
    html`<input
      id=${options.id}
      name=${options.name ?? options.id}
      type=${options.type ?? 'text'}
      inputmode=${options.inputmode ?? nothing}
      autocomplete=${options.autocomplete ?? 'off'}
      autocapitalize=${options.autocapitalize ?? nothing}
      spellcheck=${options.spellcheck === false ? 'false' : nothing}
      min=${options.min ?? nothing}
      step=${options.step ?? nothing}
      ?required=${options.required ?? false}
      .value=${options.value}
      aria-invalid=${invalid(options)}
      aria-describedby=${describedBy(options)}
      @input=${(event: Event) => options.onInput((event.target as HTMLInputElement).value)}
    />`,
  );
}

/** A whole number from 1 up in its field (a quantity, a number of orders). */
export const countField = (
  options: Omit<TextFieldOptions, 'type' | 'inputmode' | 'min' | 'step' | 'required'>,
) => textField({ ...options, type: 'number', inputmode: 'numeric', min: '1', step: '1', required: true });

/** An email address in its field. */
export const emailField = (options: Omit<TextFieldOptions, 'type' | 'inputmode'>) =>
  textField({ ...options, type: 'email', inputmode: 'email' });

/** A text area in its field (a gift's or a voucher's message). */
export interface TextAreaFieldOptions extends FieldFrame {
  value: string;
  /** Default 3. */
  rows?: number;
  onInput: (value: string) => void;
}

export function textAreaField(options: TextAreaFieldOptions): TemplateResult {
  return labelledField(
    options,
    html`<textarea
      id=${options.id}
      name=${options.id}
      rows=${options.rows ?? 3}
      autocomplete="off"
      .value=${options.value}
      aria-invalid=${invalid(options)}
      aria-describedby=${describedBy(options)}
      @input=${(event: Event) => options.onInput((event.target as HTMLTextAreaElement).value)}
    ></textarea>`,
  );
}
