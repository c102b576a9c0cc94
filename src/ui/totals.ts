/**
 * The order totals, drawn the same in the summary, the review and the receipt: subtotal, discount,
 * fees, shipping, tax, gift card, "Due today" and "Recurring" (one value per frequency).
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import type { CartTotals } from '../core/cart-model.js';
import type { MessageKey, MessageParams } from '../core/i18n/localize.js';

/** The shopper's language: catalog messages and money in a currency, as functions of their own. */
export interface OrderText {
  term: (key: MessageKey, params?: MessageParams) => string;
  money: (minor: number | null | undefined) => string;
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

/** The totals list (`totals`), each row a `totals-row` with its own part as well. */
export function totals(cart: CartTotals, text: OrderText): TemplateResult {
  const { term, money } = text;
  // One row: a label and one value, or several (one per recurring frequency).
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

/** The totals' layout (`totals` above): label and value on one line, "Due today" set apart. */
export const totalsStyles = css`
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
