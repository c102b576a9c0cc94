import { css, html } from 'lit';
import { retrying } from '../../core/retrying.js';
import { fieldOf } from '../storefront-context.js';
import { StorefrontPart } from '../storefront-kit.js';

/**
 * The sanitizer's chunk (DOMPurify): fetched the first time a description is shown, then kept; a
 * failed fetch is tried again with the next description.
 */
const loadSanitizer = retrying(() => import('./sanitize.js'));

/**
 * @summary Text from the nearest `<svc-context>`, by dot path: `product.name`, `leaf.name`,
 * `product.options.0.name`, … Text only: markup in the value is shown as text, and a number as its
 * digits. The one exception is a field whose last segment is `description` (HTML by the data
 * model): it is shown as HTML through a sanitizer (DOMPurify, loaded only then), without scripts,
 * styles or forms; its links to a new tab get `rel="noopener noreferrer"` and its images load
 * lazily. The shop's own content inside stays until the value is there (also while the sanitizer
 * loads), and when the value is missing or empty.
 *
 * @slot - The shop's text, shown until the data arrives (and to visitors without JavaScript).
 * @csspart description - The box of a sanitized description.
 */
export class SvcData extends StorefrontPart {
  static override styles = [
    ...StorefrontPart.styles,
    css`
      :host {
        display: inline;
      }
      :host([field$='description']) {
        display: block;
      }
      [part='description'] :is(p, ul, ol, blockquote, table, figure) {
        margin-block: 0 0.75em;
      }
      [part='description'] :is(h1, h2, h3, h4, h5, h6) {
        margin-block: 1em 0.5em;
        font-size: 1.125em;
        line-height: 1.3;
      }
      [part='description'] > :first-child {
        margin-block-start: 0;
      }
      [part='description'] > :last-child {
        margin-block-end: 0;
      }
      [part='description'] :is(ul, ol) {
        padding-inline-start: 1.5em;
      }
      [part='description'] img {
        max-inline-size: 100%;
        block-size: auto;
      }
      [part='description'] a {
        color: inherit;
        text-decoration: underline;
      }
      [part='description'] a:focus-visible {
        outline: 2px solid var(--_focus-color);
        outline-offset: 2px;
      }
    `,
  ];
  // Reflected, so `:host([field$='description'])` applies when a page sets the property too.
  static override properties = { field: { reflect: true } };

  /**
   * The dot path of the value, from `product`, `bundle` or `leaf` (also `variant`, `plan`).
   * Reflected to the `field` attribute.
   */
  declare field: string;

  /** The description last asked to be sanitized, and its nodes once they are there (kept across renders). */
  #source: string | undefined;
  #description: HTMLElement | undefined;

  constructor() {
    super();
    this.field = 'product.name';
  }

  get #isHtml(): boolean {
    return this.field.split('.').pop() === 'description';
  }

  protected override willUpdate(): void {
    const value = fieldOf(this.context, this.field);
    // An empty description fetches nothing: the shop's text stays.
    if (!this.#isHtml || typeof value !== 'string' || !value.trim() || value === this.#source) return;
    this.#source = value;
    this.#description = undefined;
    void this.#sanitize(value);
  }

  async #sanitize(source: string): Promise<void> {
    try {
      const { sanitizeDescription } = await loadSanitizer();
      if (source !== this.#source) return;
      const box = document.createElement('div');
      box.setAttribute('part', 'description');
      box.append(sanitizeDescription(source));
      // Nothing left to read (all of it was unsafe, or blank): the shop's own text stays.
      this.#description = box.textContent?.trim() || box.querySelector('img') ? box : undefined;
      this.requestUpdate();
    } catch (error) {
      console.warn(
        `Cart Widget: <svc-data field="${this.field}">: the description could not be shown`,
        error,
      );
    }
  }

  protected override render() {
    const value = fieldOf(this.context, this.field);
    if (this.#isHtml && typeof value === 'string')
      return this.#description && value === this.#source ? html`${this.#description}` : html`<slot></slot>`;
    return (typeof value === 'string' && value) || Number.isFinite(value)
      ? html`${String(value)}`
      : html`<slot></slot>`;
  }
}
