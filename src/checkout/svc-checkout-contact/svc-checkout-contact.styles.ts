import { css } from 'lit';

/** The contact step: headings, the email summary, text-like buttons, social buttons and consents. */
export const contactStyles = css`
  form {
    display: contents;
  }
  [part~='contact-heading'] {
    margin: 0;
    font-size: 1.0625rem;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  [part~='contact-heading']:focus {
    outline: none;
  }
  [part~='contact-heading']:focus-visible {
    outline: 2px solid var(--_focus-color);
    outline-offset: 2px;
  }
  p {
    margin: 0;
  }
  [part~='contact-email'] {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0 1rem;
    padding: 0.125rem 0.875rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface-muted);
    overflow-wrap: anywhere;
  }
  .email-value {
    font-weight: 600;
  }
  /* A text-like button still takes a 44×44 tap (docs/decisions.md, "Tap targets"). */
  [part~='link-button'] {
    display: inline-flex;
    align-items: center;
    justify-self: start;
    min-width: 2.75rem;
    min-height: 2.75rem;
    padding: 0.25rem 0;
    border: 0;
    background: none;
    color: var(--_text);
    font-size: 0.875rem;
    text-align: start;
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
  [part~='link-button']:hover:not([aria-disabled='true']) {
    color: color-mix(in srgb, var(--_accent) 70%, var(--_text));
  }
  .links {
    display: grid;
    justify-items: start;
    gap: 0;
  }
  [part~='contact-divider'] {
    display: flex;
    align-items: center;
    gap: 0.75rem;
    color: var(--_text-muted);
    font-size: 0.875rem;
  }
  [part~='contact-divider']::before,
  [part~='contact-divider']::after {
    content: '';
    flex: 1;
    border-top: 1px solid var(--_border);
  }
  .social {
    display: grid;
    gap: 0.5rem;
  }
  [part~='social-button'] {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 0.5rem;
    width: 100%;
    min-height: 2.75rem;
    font-weight: 600;
  }
  [part~='consent'] {
    display: grid;
    grid-template-columns: auto 1fr;
    align-items: start;
    gap: 0.625rem;
    cursor: pointer;
  }
  [part~='consent'] input {
    width: 1.125rem;
    height: 1.125rem;
    margin: 0.125rem 0 0;
    accent-color: var(--_accent);
  }
  .consents {
    display: grid;
    gap: 0.625rem;
  }
  [part~='field-hint'] {
    color: var(--_text-muted);
    font-size: 0.875rem;
  }
  [aria-disabled='true'] {
    cursor: not-allowed;
  }
  [aria-busy='true'] {
    cursor: progress;
  }
  .spinner {
    flex: none;
  }
`;
