/**
 * The layout of a form in the drawer, shared by the customization views and the checkout's steps
 * (so the checkout looks like the rest of the widget): the scrolling body (`view-body`), labelled
 * fields (`field`, `field-label`, `field-error`, see field.ts), the form's error (`view-error`) and
 * the action bar at the bottom (`view-actions`, `submit-button`).
 */
import { css } from 'lit';

export const formStyles = css`
  :host {
    display: flex;
    flex: 1;
    flex-direction: column;
    min-height: 0;
  }
  [part~='view-body'] {
    display: grid;
    align-content: start;
    gap: 1rem;
    flex: 1;
    min-height: 0;
    padding: 0 1.25rem 1.25rem;
    overflow-y: auto;
    overscroll-behavior: contain;
  }
  [part~='field'] {
    display: grid;
    gap: 0.375rem;
  }
  [part~='field-label'] {
    font-size: 0.875rem;
    font-weight: 600;
  }
  [part~='field'] input:not([type='radio'], [type='checkbox']),
  [part~='field'] select,
  [part~='field'] textarea {
    min-height: var(--_tap);
    padding: 0.5rem 0.75rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
    font: inherit;
    color: inherit;
    box-sizing: border-box;
  }
  [aria-invalid='true'] {
    border-color: var(--_danger) !important;
  }
  [part~='field-error'],
  [part~='view-error'] {
    margin: 0;
    color: var(--_danger);
    font-size: 0.875rem;
  }
  [part~='view-actions'] {
    display: grid;
    gap: 0.5rem;
    padding: 1rem 1.25rem calc(1rem + env(safe-area-inset-bottom, 0px));
    border-top: 1px solid var(--_border);
    background: var(--_surface);
  }
  [part~='submit-button'] {
    width: 100%;
  }
  [aria-busy='true'] {
    cursor: progress;
  }
`;
