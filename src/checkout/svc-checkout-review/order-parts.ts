/**
 * What the review and the receipt both show of a cart: its lines (name, variant or plan,
 * quantity, price, what a subscription costs later) and its totals, with "Due today" and
 * "Recurring" per frequency as the cart summary shows them (the summary's own templates are
 * private to it, so the rows are drawn here with the same catalog messages).
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import type { MessageKey, MessageParams } from '../../core/i18n/localize.js';
import { lineName, lineVariant, type CartLine, type CartTotals } from '../../core/cart-model.js';

/** The shopper's language: catalog messages and money in a currency. */
export interface OrderText {
  term(key: MessageKey, params?: MessageParams): string;
  money(minor: number | null | undefined): string;
}

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

/** The amounts charged later, one text per frequency ("$18.00 every 2 weeks"). */
export function recurringTexts(cart: CartTotals, text: OrderText): string[] {
  return (cart.recurring ?? []).map((entry) =>
    text.term('line.recurring', {
      price: text.money(entry.amount),
      every: text.term(`every.${entry.frequencyUnit}`, { count: entry.frequencyCount }),
    }),
  );
}

/** The totals as the summary shows them, with "Due today" and "Recurring" per frequency. */
export function orderTotals(cart: CartTotals, text: OrderText): TemplateResult {
  const { term, money } = text;
  const row = (part: string, label: string, values: string | string[]) =>
    html`<div part="totals-row ${part}">
      <dt>${label}</dt>
      ${(Array.isArray(values) ? values : [values]).map((value) => html`<dd>${value}</dd>`)}
    </div>`;
  const discount = cart.discount ?? 0;
  const fees = cart.fees ?? 0;
  const tax = cart.tax ?? 0;
  const giftCard = cart.giftCardAmount ?? 0;
  const shipping =
    cart.shipping === null || cart.shipping === undefined
      ? term('totals.shippingLater')
      : cart.shipping === 0
        ? term('totals.free')
        : money(cart.shipping);
  const recurring = recurringTexts(cart, text);
  return html`<dl part="totals" aria-label=${term('totals.label')}>
    ${row('subtotal', term('totals.subtotal'), money(cart.subTotal ?? 0))}
    ${discount > 0 ? row('discount', term('totals.discount'), money(-discount)) : nothing}
    ${fees > 0 ? row('fees', term('totals.fees'), money(fees)) : nothing}
    ${row('shipping', term('totals.shipping'), shipping)}
    ${tax > 0 ? row('tax', term('totals.tax'), money(tax)) : nothing}
    ${giftCard > 0 ? row('gift-card-amount', term('totals.giftCard'), money(-giftCard)) : nothing}
    ${row('due-today', term('totals.dueToday'), money(cart.total ?? 0))}
    ${recurring.length ? row('recurring', term('totals.recurring'), recurring) : nothing}
  </dl>`;
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
  [part~='totals'] {
    display: grid;
    gap: 0.375rem;
    margin: 0;
  }
  [part~='totals-row'] {
    display: flex;
    justify-content: space-between;
    gap: 1rem;
  }
  [part~='totals-row'] dt {
    color: var(--_text-muted);
  }
  [part~='totals-row'] dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  [part~='due-today'] {
    padding-top: 0.5rem;
    border-top: 1px solid var(--_border);
    font-size: 1.125rem;
    font-weight: 700;
  }
  [part~='due-today'] dt {
    color: var(--_text);
  }
  [part~='recurring'] {
    display: grid;
    grid-template-columns: auto 1fr;
    column-gap: 1rem;
  }
  [part~='recurring'] dd {
    grid-column: 2;
  }
`;
