import type { CheckoutPurchaseResponse, Subscription } from '@svc/sdk';
import { html, nothing } from 'lit';
import type { CartTotals } from '../../core/cart-model.js';
import { CheckoutStepElement } from '../step-kit.js';
import '../svc-checkout-offers/index.js';
import { recurringTexts, type OrderText } from '../../ui/totals.js';
import { orderLines, orderStyles } from '../svc-checkout-review/order-parts.js';
import type { ReceiptMessageKey } from './messages.js';
import { receiptStyles } from './svc-checkout-receipt.styles.js';

/**
 * The subscriptions a purchase created: all of them when the answer lists them (`subscriptions`,
 * with several subscription lines), else its one `subscription`.
 */
function boughtSubscriptions(purchase: CheckoutPurchaseResponse): Subscription[] {
  const all = purchase.subscriptions;
  if (Array.isArray(all)) return all as Subscription[];
  return purchase.subscription ? [purchase.subscription] : [];
}

/**
 * Where "Manage your subscription" leads: the `accountUrl` setting, else this page when it shows
 * the customer portal (docs/decisions.md, "Receipt: the next charge and where to manage it").
 */
function accountPage(accountUrl: string | undefined): string | undefined {
  if (accountUrl) return accountUrl;
  return document.querySelector('svc-customer-portal') ? location.href.split('#')[0] : undefined;
}

/**
 * @summary The receipt after a purchase: a thank-you heading (focused when it appears), the order
 * number(s), what was paid today and each new subscription's next charge date, what was bought,
 * what subscriptions charge later with a "Manage your subscription" link to the shop's account
 * page (`accountUrl`), the email the confirmation goes to, the post-purchase offers, and "Continue shopping", which closes the
 * widget and starts a new cart, so the next open shows that new cart's summary.
 *
 * @csspart view-body - The scrolling content.
 * @csspart step-title - The thank-you heading.
 * @csspart receipt-email - Where the confirmation goes.
 * @csspart receipt-facts - Order number(s) and the amount paid.
 * @csspart receipt-fact - One of them (`receipt-fact order`, `receipt-fact paid`, `receipt-fact next-charge`).
 * @csspart order - The order number(s) fact.
 * @csspart paid - The amount paid fact.
 * @csspart next-charge - A subscription's next charge date (one fact per new subscription).
 * @csspart order-lines - What was bought (`order-line`, `order-line-name`, … as in the review).
 * @csspart receipt-later - What subscriptions charge later, one entry per frequency.
 * @csspart receipt-later-note - That subscriptions renew until cancelled.
 * @csspart manage-link - "Manage your subscription": the shop's account page (`accountUrl`).
 * @csspart offers - The post-purchase offers (`svc-checkout-offers`).
 * @csspart view-actions - The action bar.
 * @csspart submit-button - "Continue shopping".
 */
export class SvcCheckoutReceipt extends CheckoutStepElement<ReceiptMessageKey> {
  static override styles = [...CheckoutStepElement.styles, orderStyles, receiptStyles];

  get #currency(): string | undefined {
    return this.store?.purchasedCart?.currencyCode;
  }

  get #text(): OrderText {
    return {
      term: (key, params) => this.l10n.term(key, params),
      money: (minor) => this.l10n.money(minor, this.#currency),
    };
  }

  override connectedCallback(): void {
    super.connectedCallback();
    void this.updateComplete.then(() =>
      this.renderRoot.querySelector<HTMLElement>('[part~="step-title"]')?.focus(),
    );
  }

  /**
   * Leaves the receipt: the widget closes; the checkout store then forgets the bought cart's
   * checkout, makes the summary the next view and starts a new cart (`CART_RESET`) unless a change
   * already did.
   */
  #continue(): void {
    this.state.controller?.close();
  }

  /** One fact per new subscription with a next charge; named by its product when there are several. */
  #nextCharges(subscriptions: Subscription[]) {
    const charged = subscriptions.filter((subscription) => subscription.nextBillingAt);
    return charged.map((subscription) => {
      const product = subscription.product;
      const name = product?.parent?.name ?? product?.name ?? `#${subscription.id}`;
      return html`<div part="receipt-fact next-charge">
        <dt>
          ${charged.length > 1 ? this.t('receipt.nextChargeOf', { name }) : this.t('receipt.nextCharge')}
        </dt>
        <dd>${this.l10n.date(subscription.nextBillingAt!)}</dd>
      </div>`;
    });
  }

  override render() {
    const store = this.store;
    const purchase = store?.purchase;
    const cart = store?.purchasedCart as CartTotals | null | undefined;
    if (!store || !purchase || !cart) return nothing;
    const svcCart = this.state.controller;
    const email = svcCart?.customer?.email || store.contact.email || cart.customer?.email || '';
    const orders = (purchase.orders ?? []).map((order) => order.id).filter((id) => id !== undefined);
    const paid = purchase.invoice?.total ?? cart.total ?? 0;
    const later = recurringTexts(cart, this.#text);
    const subscriptions = boughtSubscriptions(purchase);
    const account = subscriptions.length ? accountPage(svcCart?.config.accountUrl) : undefined;
    return html`<div part="view-body">
        <h4 part="step-title" tabindex="-1">${this.t('receipt.title')}</h4>
        ${email ? html`<p part="receipt-email">${this.t('receipt.email', { email })}</p>` : nothing}
        <dl part="receipt-facts" aria-label=${this.t('receipt.details')}>
          ${
            orders.length
              ? html`<div part="receipt-fact order">
                  <dt>${this.t('receipt.order', { count: orders.length })}</dt>
                  <dd>${orders.map((id) => `#${id}`).join(', ')}</dd>
                </div>`
              : nothing
          }
          <div part="receipt-fact paid">
            <dt>${this.t('receipt.paid')}</dt>
            <dd>${this.#text.money(paid)}</dd>
          </div>
          ${this.#nextCharges(subscriptions)}
        </dl>
        <h5 id="receipt-items">${this.t('receipt.items')}</h5>
        ${orderLines(cart, this.#text, this.t('receipt.items'))}
        ${
          later.length
            ? html`<h5 id="receipt-later">${this.t('receipt.later')}</h5>
                <ul part="receipt-later" aria-labelledby="receipt-later">
                  ${later.map((text) => html`<li>${text}</li>`)}
                </ul>
                <p part="receipt-later-note" class="muted">${this.t('receipt.laterNote')}</p>`
            : nothing
        }
        ${
          account
            ? html`<a part="manage-link" href=${account}
                >${this.t('receipt.manage', { count: subscriptions.length })}</a
              >`
            : nothing
        }
        <svc-checkout-offers
          part="offers"
          phase="post"
          .store=${store}
          @svc-offers-finished=${() =>
            this.renderRoot.querySelector<HTMLElement>('[part~="submit-button"]')?.focus()}
        ></svc-checkout-offers>
      </div>
      <div part="view-actions">
        <button type="button" class="primary" part="submit-button" @click=${() => this.#continue()}>
          ${this.t('receipt.continue')}
        </button>
      </div>`;
  }
}
