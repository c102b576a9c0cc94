import { css, html } from 'lit';
import { fieldOf } from '../storefront-context.js';
import { StorefrontPart } from '../storefront-kit.js';

/**
 * @summary Text from the nearest `<svc-context>`, by dot path: `product.name`, `leaf.name`,
 * `bundle.deliveryInfo`, … Text only: markup in the value is shown as text. The shop's own text
 * inside stays until the value is there, and when the value is empty.
 *
 * @slot - The shop's text, shown until the data arrives (and to visitors without JavaScript).
 */
export class SvcData extends StorefrontPart {
  static override styles = [
    ...StorefrontPart.styles,
    css`
      :host {
        display: inline;
      }
    `,
  ];
  static override properties = { field: {} };

  /** The dot path of the value, from `product`, `bundle` or `leaf` (also `variant`, `plan`). */
  declare field: string;

  constructor() {
    super();
    this.field = 'product.name';
  }

  protected override render() {
    const value = fieldOf(this.context, this.field);
    return typeof value === 'string' || typeof value === 'number'
      ? html`${String(value)}`
      : html`<slot></slot>`;
  }
}
