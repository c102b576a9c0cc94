import { css, html } from 'lit';
import { fieldOf } from '../storefront-context.js';
import { StorefrontPart } from '../storefront-kit.js';

/**
 * @summary A price from the nearest `<svc-context>` (minor units, by dot path; default the chosen
 * leaf's `leaf.price`), formatted in the widget's currency and language; it follows `setCurrency`
 * (the context reads the prices again) and `setLanguage`.
 *
 * @slot - The shop's price text, shown until the data arrives.
 * @csspart amount - The formatted price, once the data is there.
 */
export class SvcMoney extends StorefrontPart {
  static override styles = [
    ...StorefrontPart.styles,
    css`
      :host {
        display: inline;
        font-variant-numeric: tabular-nums;
      }
    `,
  ];
  static override properties = { field: {} };

  declare field: string;

  constructor() {
    super();
    this.field = 'leaf.price';
  }

  protected override render() {
    const value = fieldOf(this.context, this.field);
    // In the currency the price was read in: after `setCurrency` the old price stays in the old
    // currency until the context has read the new one. No currency yet (an answer that came during
    // the start-up before the shop's): the shop's text stays.
    const currency = this.context?.currency;
    return typeof value === 'number' && currency
      ? html`<span part="amount">${this.l10n.money(value, currency)}</span>`
      : html`<slot></slot>`;
  }
}
