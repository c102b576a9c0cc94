/**
 * What the page-level storefront elements say besides their data: the quiet status of an entry
 * that is missing or could not be shown, its one line in the console, and how long "Added ✓" stays
 * in a button.
 */
import { css } from 'lit';

/** How long "Added ✓" stays in `<svc-add-to-cart>` and in the box built on the page. */
export const ADDED_MS = 2000;

/** The quiet message (`part="status"`) of a context or a box that cannot be shown. */
export const quietStatusStyles = css`
  [part='status'] {
    margin: 0;
    color: var(--_text-muted);
    font: inherit;
  }
`;

/**
 * A console warning `Cart Widget: <line>`, written once per `key` in a row: a re-render, a language
 * change or the same failure again does not repeat it.
 */
export function warnOnce(): (key: string, line: string) => void {
  let last: string | undefined;
  return (key, line) => {
    if (key === last) return;
    last = key;
    console.warn(`Cart Widget: ${line}`);
  };
}
