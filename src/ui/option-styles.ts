/**
 * The option cards of the customization views and of `<svc-option-picker>` (a `<label
 * part="option">` around its radio or checkbox, in a fieldset with a legend), and the form they
 * sit in. They sit on the UI floor because the views and the storefront both draw them; neither
 * imports the other. How the cards are filled has a module each, so a page loads only the one it
 * draws: the plan cards (`plan-card-styles.ts`) and the option buttons (`variant-styles.ts`).
 */
import { css } from 'lit';

/** A `<label part="option">` card around its input, in a fieldset with a legend. */
export const optionCardStyles = css`
  fieldset {
    display: grid;
    gap: 0.625rem;
    margin: 0;
    padding: 0;
    border: 0;
  }
  legend {
    margin-bottom: 0.5rem;
    padding: 0;
    font-weight: 600;
  }
  [part~='option'] {
    display: grid;
    grid-template-columns: auto 1fr auto;
    align-items: center;
    gap: 0.25rem 0.75rem;
    padding: 0.75rem 0.875rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
    cursor: pointer;
  }
  [part~='option']:has(input:checked) {
    border-color: var(--_accent);
    box-shadow: inset 0 0 0 1px var(--_accent);
  }
  [part~='option']:has(input:disabled) {
    cursor: not-allowed;
    opacity: 0.6;
  }
  [part~='option']:has(input:focus-visible) {
    outline: 2px solid var(--_focus-color);
    outline-offset: 2px;
  }
  [part~='option'] input {
    margin: 0;
    accent-color: var(--_accent);
  }
  .muted {
    color: var(--_text-muted);
    font-size: 0.875rem;
  }
`;

/** The form around a view's options takes no box, and an empty field message no room. */
export const optionFormStyles = css`
  form {
    display: contents;
  }
  /* An empty message takes no room; it is announced (role="alert") once it has text. */
  [part~='field-error']:empty {
    display: none;
  }
`;
