/**
 * What the review, the receipt and the checkout's order summary show of a cart: its lines (name,
 * variant or plan, quantity, price, what a subscription costs later), and the styles of the lines
 * and of the totals (drawn by `totals` of src/ui/totals.ts, as in the cart summary).
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import { lineName, lineVariant, type CartLine, type CartTotals } from '../core/cart-model.js';
import { totalsStyles, type OrderText } from './totals.js';
// `line.quantity`, a message of the checkout's.
import '../core/i18n/later-messages.js';

/** "$18.00 every 2 weeks" for a subscription line; `''` for a one-time line. */
function lineLater(line: CartLine, text: OrderText): string {
  const subscription = line.subscription;
  if (!subscription) return '';
  return text.term('line.recurring', {
    price: text.money((line.price ?? 0) * (line.quantity ?? 1)),
    every: text.term(`every.${subscription.frequencyUnit ?? 'month'}`, {
      count: subscription.frequencyCount ?? 1,
    }),
  });
}

/**
 * The cart's lines as a list: name, variant or plan, quantity, the line's price today and, for a
 * subscription, what it costs on each renewal.
 */
export function orderLines(cart: CartTotals, text: OrderText, label: string): TemplateResult {
  return html`<ul part="order-lines" aria-label=${label}>
    ${(cart.items as CartLine[]).map((line) => {
      const variant = lineVariant(line);
      const later = lineLater(line, text);
      return html`<li part="order-line">
        <span part="order-line-name">${lineName(line)}</span>
        ${variant ? html`<span part="order-line-variant">${variant}</span>` : nothing}
        <span part="order-line-quantity">${text.term('line.quantity')}: ${line.quantity ?? 1}</span>
        <span part="order-line-price"
          >${text.money(line.total ?? (line.price ?? 0) * (line.quantity ?? 1))}</span
        >
        ${later ? html`<span part="order-line-later">${later}</span>` : nothing}
      </li>`;
    })}
  </ul>`;
}

/** The lines and totals, laid out like the summary's footer. */
export const orderStyles = css`
  [part~='order-lines'] {
    display: grid;
    gap: 0.75rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  [part~='order-line'] {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    column-gap: 1rem;
  }
  [part~='order-line'] > * {
    grid-column: 1;
  }
  [part~='order-line-name'] {
    font-weight: 600;
  }
  [part~='order-line-variant'],
  [part~='order-line-quantity'],
  [part~='order-line-later'] {
    color: var(--_text-muted);
    font-size: 0.875rem;
  }
  [part~='order-line'] > [part~='order-line-price'] {
    grid-column: 2;
    grid-row: 1;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  ${totalsStyles}
`;
