import type { Pagination, Subscription, SubscriptionStatus } from '@svc/sdk';
import { css, html, nothing, type PropertyValues } from 'lit';
import { DataTask } from '../../ui/data-task.js';
import { skeleton, skeletonStyles, type SkeletonBlock } from '../../ui/skeleton.js';
import { portalStyles, SvcPortalPart } from '../portal-kit.js';
import { EDITABLE_STATUSES } from '../../core/subscriptions.js';
import './subscription-card.js';

/** Every status, in the filter's order. */
const STATUSES: readonly SubscriptionStatus[] = [...EDITABLE_STATUSES, 'cancelled', 'switched', 'expired'];

/** The card's parts, forwarded so that `::part()` reaches them from the page. */
const CARD_PARTS =
  'card, title, status, next, plan, quantity-form, quantity, save, effect, saved, error, reason, box, box-items, answers, change-box, change-answers, editor, update-orders, close, addons, addon';

/** A subscription card while the list loads: its title, what comes next, its plan and a control. */
export const CARD_SHAPE: readonly SkeletonBlock[] = ['title', 'card', 'line', 'button'];

interface Shown {
  data: Subscription[];
  /** Absent when one subscription is shown. */
  pagination?: Pagination;
  allowed: boolean;
}

/**
 * @summary The subscriber's subscriptions in the customer portal: a status filter, one page at a
 * time with Previous and Next, and a card per subscription (`<svc-portal-subscription>`) with
 * what happens next and the changes the API allows. With `subscription-id`, only that
 * subscription (another customer's is "not found").
 *
 * @csspart filter - The status filter.
 * @csspart status-message - Loading (a skeleton in the shape of a card), empty, not found or failed.
 * @csspart retry - "Try again" after a failed load.
 * @csspart list - The list of cards.
 * @csspart subscription - One card's element (its own parts are forwarded under the same names).
 * @csspart pages - The paging bar.
 * @csspart previous - The "Previous" button.
 * @csspart next-page - The "Next" button.
 * @csspart page - "Page 2 of 3".
 * @event svc-portal-subscription-changed - Bubbles from a card after each saved change (`detail.subscription`).
 */
export class SvcPortalSubscriptions extends SvcPortalPart {
  static override styles = [
    ...SvcPortalPart.styles,
    portalStyles,
    css`
      .head {
        justify-content: space-between;
      }
      ul {
        list-style: none;
        margin: 0;
        padding: 0;
      }
      p {
        margin: 0;
      }
    `,
    skeletonStyles,
  ];

  static override properties = {
    subscriptionId: { type: Number, attribute: 'subscription-id' },
    status: { state: true },
    page: { state: true },
  };

  /** Shows only this subscription. */
  declare subscriptionId: number | undefined;
  /** The filter: one status, or `''` for all. */
  declare status: SubscriptionStatus | '';
  /** The page shown, from 1. */
  declare page: number;

  /** The page (or the one subscription) asked for; a newer question drops an older answer. */
  readonly #load = new DataTask<[number, SubscriptionStatus | '', number | undefined], Shown>(this, {
    task: async ([page, status, id]) => {
      const data = await this.data();
      const allowed = data.quantityChangeAllowed;
      const answer = id
        ? data.loadSubscription(id).then((subscription) => ({ data: [subscription] }))
        : data.listSubscriptions({ page, statuses: status ? [status] : [] });
      // The page's first money and date formats are slow to make (the browser loads the
      // language's data): they are made while the answer is on its way, not while cards draw.
      this.money(0);
      this.date('2000-01-01');
      return { ...(await answer), allowed };
    },
  });
  #asked = '';

  constructor() {
    super();
    this.status = '';
    this.page = 1;
  }

  override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    const key = `${this.page}:${this.status}:${this.subscriptionId ?? ''}`;
    if (this.state.controller && key !== this.#asked) {
      this.#asked = key;
      void this.#load.run(this.page, this.status, this.subscriptionId);
    }
  }

  override disconnectedCallback(): void {
    // Leaving the page drops the load under way: it is asked again on return.
    if (this.#load.status === 'pending') this.#asked = '';
    super.disconnectedCallback();
  }

  #retry(): void {
    this.#asked = '';
    this.requestUpdate();
  }

  #filter(event: Event): void {
    this.status = (event.target as HTMLSelectElement).value as SubscriptionStatus | '';
    this.page = 1;
  }

  /** A card's change: the list holds the server's answer from now on. */
  #changed(event: CustomEvent<{ subscription: Subscription }>): void {
    const shown = this.#load.value;
    const changed = event.detail.subscription;
    if (shown) shown.data = shown.data.map((entry) => (entry.id === changed.id ? changed : entry));
  }

  override render() {
    const single = Boolean(this.subscriptionId);
    return html`<section class="stack" aria-labelledby="subs-title">
      <div class="row head">
        <h2 id="subs-title">${this.t('portal.subs.title')}</h2>
        ${
          single
            ? nothing
            : html`<label class="row"
                >${this.t('portal.subs.filter')}
                <select part="filter" @change=${this.#filter}>
                  <option value="">${this.t('portal.subs.all')}</option>
                  ${STATUSES.map(
                    (status) =>
                      html`<option value=${status} ?selected=${status === this.status}>
                        ${this.t(`portal.subs.status.${status}`)}
                      </option>`,
                  )}
                </select></label
              >`
        }
      </div>
      ${this.#body()} ${single ? nothing : this.#pages()}
    </section>`;
  }

  #body() {
    const load = this.#load;
    if (load.status === 'error') {
      const refusal = this.describe(load.error);
      if (refusal.status === 404)
        return html`<p part="status-message" role="alert">${this.t('portal.subs.notFound')}</p>`;
      return html`<div class="stack" role="alert">
        <p part="status-message">${this.t('portal.subs.loadFailed')} ${refusal.text}</p>
        <div>
          <button part="retry" type="button" @click=${this.#retry}>${this.t('portal.subs.retry')}</button>
        </div>
      </div>`;
    }
    const shown = load.value;
    if (load.status !== 'complete' || !shown)
      return skeleton(this.t('portal.subs.loading'), CARD_SHAPE, 'status-message');
    if (!shown.data.length)
      return html`<p part="status-message" role="status">
        ${
          this.status
            ? this.t('portal.subs.emptyStatus', { status: this.t(`portal.subs.status.${this.status}`) })
            : this.t('portal.subs.empty')
        }
      </p>`;
    return html`<ul
      part="list"
      class="stack"
      @svc-portal-subscription-changed=${(event: CustomEvent<{ subscription: Subscription }>) =>
        this.#changed(event)}
    >
      ${shown.data.map(
        (subscription) =>
          html`<li>
            <svc-portal-subscription
              part="subscription"
              exportparts=${CARD_PARTS}
              .subscription=${subscription}
              ?quantity-allowed=${shown.allowed}
            ></svc-portal-subscription>
          </li>`,
      )}
    </ul>`;
  }

  /** Previous and Next stay focusable at the ends (`aria-disabled`), so focus stays where it was. */
  #pages() {
    const pagination = this.#load.value?.pagination;
    const last = pagination?.lastPage ?? 1;
    if (last <= 1) return nothing;
    const page = pagination?.currentPage ?? this.page;
    const go = (to: number) => {
      if (to >= 1 && to <= last && this.#load.status !== 'pending') this.page = to;
    };
    return html`<nav part="pages" class="row" aria-label=${this.t('portal.subs.pages')}>
      <button
        part="previous"
        type="button"
        aria-disabled=${page <= 1 ? 'true' : 'false'}
        @click=${() => go(page - 1)}
      >
        ${this.t('portal.subs.previous')}
      </button>
      <span part="page" role="status">${this.t('portal.subs.page', { page, pages: last })}</span>
      <button
        part="next-page"
        type="button"
        aria-disabled=${page >= last ? 'true' : 'false'}
        @click=${() => go(page + 1)}
      >
        ${this.t('portal.subs.next')}
      </button>
    </nav>`;
  }
}

if (!customElements.get('svc-portal-subscriptions'))
  customElements.define('svc-portal-subscriptions', SvcPortalSubscriptions);

declare global {
  interface HTMLElementTagNameMap {
    'svc-portal-subscriptions': SvcPortalSubscriptions;
  }
}
