import type { Pagination } from '@svc/sdk';
import { css, html, LitElement, nothing, type PropertyValues } from 'lit';
import type { SvcCart } from '../../controller/svc-cart.js';
import type {
  CatalogEntry,
  CatalogKind,
  CatalogQuery,
  StorefrontData,
} from '../../controller/storefront/storefront-types.js';
import { keepCartButtonRoom } from '../../ui/cart-button-room.js';
import { FollowController } from '../../ui/follow-controller.js';
import { LocalizeController } from '../../ui/localize-controller.js';
import { controls, tokens } from '../../ui/tokens.js';
import type { SvcContext } from '../svc-context/svc-context.js';
import { warnOnce } from '../page-messages.js';
import { copyOf } from '../template-copy.js';
import './messages.js';

const DEFAULT_PER_PAGE = 12;
/** The most a page holds: a page of cards, each with pictures, is what a shopper scrolls through. */
const MOST_PER_PAGE = 50;

/**
 * The slot of the list's own cards. The shop's children (its `<template>` and placeholders, which
 * a framework may own) go to the default slot, which is no longer rendered once a page is shown.
 */
const CARD_SLOT = 'svc-card';

/** A `tags` or `slugs` attribute: names separated by commas or spaces. */
const words = (value: string | undefined): string[] => value?.split(/[\s,]+/).filter(Boolean) ?? [];

/**
 * @summary A page of products or bundles, one request per page: each entry is a card, a
 * `<svc-context>` holding a copy of the `<template>` child, so the storefront elements in it
 * (`<svc-data>`, `<svc-money>`, `<svc-add-to-cart>`, …) read that entry without a request of
 * their own. The cards are placed in the list's own (light) DOM, where the shop's CSS styles them;
 * "Previous" and "Next" move between pages. Asked again when the widget's currency or language
 * changes.
 *
 * The shop's own markup inside (server-rendered cards, a "Loading" line) shows until the first page
 * arrives, then the cards show in its place. The list never removes, moves or changes the shop's
 * children: they stay where the page (or a framework such as React or Vue) put them, no longer
 * shown, and a framework may add, remove or reorder them at any time. An empty page says so; an
 * API that cannot be reached shows a quiet message with "Try again" and is logged once in the
 * console with the element.
 *
 * @slot - A `<template>`, the card copied for each entry (without one, a card shows the name), and
 * the shop's placeholder markup, shown until the first page arrives (then kept, not shown).
 * @slot svc-card - The list's own cards; the list assigns them itself.
 * @csspart items - The cards' container (`role="list"`; a grid by default).
 * @csspart paging - The paging controls, shown when there is more than one page.
 * @csspart previous - The "Previous" button.
 * @csspart next - The "Next" button.
 * @csspart page-status - "Page 2 of 5", announced when it changes.
 * @csspart status - The message for an empty page or a list that could not be loaded.
 * @csspart retry - The "Try again" button after a failure.
 * @fires {CustomEvent<{ page: number }>} svc-page-change - The shopper pressed "Previous" or
 * "Next": `detail.page` is the page asked for (from 1), also reflected in the `page` attribute.
 * Bubbles and crosses shadow roots.
 */
export class SvcList extends LitElement {
  static override styles = [
    tokens,
    controls,
    css`
      :host {
        display: block;
        padding-block-end: var(--_cart-button-room, 0);
      }
      [part='items'] {
        display: grid;
        grid-template-columns: repeat(auto-fill, minmax(min(100%, 14rem), 1fr));
        gap: 1rem;
      }
      [part='paging'] {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        justify-content: center;
        gap: 0.75rem;
        margin-block-start: 1rem;
      }
      [aria-disabled='true'] {
        opacity: 0.55;
        cursor: not-allowed;
      }
      [part='status'] {
        margin: 0 0 0.5rem;
        color: var(--_text-muted);
      }
    `,
  ];

  static override properties = {
    controller: { attribute: false },
    type: {},
    perPage: { attribute: 'per-page', type: Number },
    page: { type: Number, reflect: true },
    tags: {},
    slugs: {},
    digital: { converter: (value: string | null) => (value === null ? undefined : value !== 'false') },
    status: { state: true },
    pagination: { state: true },
  };

  /** The cart widget whose data the list uses; the script sets it. */
  declare controller: SvcCart | undefined;
  /**
   * `products` (default) or `bundles`; `subscription` or `one_time` list the products of that type.
   */
  declare type: string;
  /** Entries per page, 1 to 50 (default 12). */
  declare perPage: number;
  /** The page shown, from 1. */
  declare page: number;
  /** Only entries with one of these tags (comma- or space-separated). */
  declare tags: string | undefined;
  /** Only the entries with these slugs (comma- or space-separated). */
  declare slugs: string | undefined;
  /** Only digital entries (`true`), or only physical ones (`digital="false"`); absent: both. */
  declare digital: boolean | undefined;
  declare status: 'loading' | 'ready' | 'failed';
  /** The pages of the last answer. */
  declare pagination: Pagination | undefined;

  readonly #l10n = new LocalizeController(this, () => this.controller);
  readonly #following = new FollowController(this);
  #data: StorefrontData | undefined;
  #asked = '';
  readonly #warn = warnOnce();
  /** The cards shown, and the currency and language they were read in. */
  #cards: SvcContext[] = [];
  /** A page was shown: the shop's placeholders are no longer shown. */
  #placed = false;
  #edition = '';
  /** A control the shopper pressed may go away with the answer: focus then moves to the cards. */
  #refocus = false;

  constructor() {
    super();
    this.type = 'products';
    this.perPage = DEFAULT_PER_PAGE;
    this.page = 1;
    this.status = 'loading';
  }

  get #kind(): CatalogKind {
    return this.type?.startsWith('bundle') ? 'bundle' : 'product';
  }

  #query(): CatalogQuery {
    const type = this.type === 'subscription' || this.type === 'one_time' ? this.type : undefined;
    return {
      page: Math.max(1, Math.trunc(this.page) || 1),
      perPage: Math.min(MOST_PER_PAGE, Math.max(1, Math.trunc(this.perPage) || DEFAULT_PER_PAGE)),
      tags: words(this.tags),
      slugs: words(this.slugs),
      ...(type ? { type } : {}),
      ...(this.digital === undefined ? {} : { digital: this.digital }),
    };
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('controller')) {
      this.#following.follow(this.controller);
      this.#data = undefined;
    }
    keepCartButtonRoom(this, this.controller);
    // After `setCurrency` or `setLanguage` the cards wait for the list's answer, which brings their
    // data too: on their own they would each ask for their product before it arrives.
    if (this.#data && this.#data.edition !== this.#edition)
      for (const card of this.#cards) card.controller = undefined;
    void this.#load();
  }

  async #load(): Promise<void> {
    const controller = this.controller;
    if (!controller?.ready) return;
    // Known data answers at once, so `aria-busy` comes with the update that asked.
    const data = (this.#data ??= await controller.storefront());
    const kind = this.#kind;
    const query = this.#query();
    const asked = `${kind} ${JSON.stringify(query)}`;
    const key = `${asked} ${data.edition}`;
    if (key === this.#asked) return;
    this.#asked = key;
    this.status = 'loading';
    try {
      const answer = await data.list(kind, query);
      if (key !== this.#asked) return;
      const last = answer.pagination.lastPage ?? 1;
      // A page past the end (a stale link): the last page instead.
      if (!answer.data.length && query.page > last) {
        this.page = last;
        return;
      }
      this.#show(kind, answer.data, data.edition);
      this.pagination = answer.pagination;
      this.status = 'ready';
    } catch (error) {
      if (key !== this.#asked) return;
      this.status = 'failed';
      this.#warn(asked, `<svc-list type="${this.type}">: ${(error as Error).message}`);
    }
  }

  /**
   * A card per entry, reusing the same ones, in the list's cards slot. Only the cards are added,
   * moved or removed: they are the list's own nodes. The shop's children stay as they are.
   */
  #show(kind: CatalogKind, entries: CatalogEntry<CatalogKind>[], edition: string): void {
    const template = this.querySelector<HTMLTemplateElement>(':scope > template');
    const old = new Map(this.#cards.map((card) => [`${card.type}:${card.productId ?? card.bundleId}`, card]));
    const cards = entries.map((entry) => {
      let card = old.get(`${kind}:${entry.id}`);
      if (!card) {
        card = document.createElement('svc-context');
        card.setAttribute('type', kind);
        card.setAttribute(`${kind}-id`, String(entry.id));
        card.setAttribute('role', 'listitem');
        card.slot = CARD_SLOT;
        // The copy's nodes, not a template: the context stamps only a `<template>` child.
        card.append(template ? copyOf(template) : document.createElement('svc-data'));
      }
      card.controller = this.controller;
      return card;
    });
    // Cards the page removed (a framework clearing the list) are put back too.
    const same =
      cards.length === this.#cards.length &&
      cards.every((card, i) => card === this.#cards[i] && card.parentNode === this);
    if (!same) {
      const kept = new Set(cards);
      for (const card of this.#cards) if (!kept.has(card)) card.remove();
      // After the shop's children, in the answer's order: never among a framework's own nodes.
      this.append(...cards);
    }
    this.#cards = cards;
    this.#placed = true;
    this.#edition = edition;
  }

  /** The shop's name for the list (`aria-labelledby` or `aria-label` on the element), for the cards' list. */
  #label(): string {
    const ids = this.getAttribute('aria-labelledby');
    if (!ids) return this.getAttribute('aria-label') ?? '';
    return ids
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent?.trim())
      .join(' ')
      .trim();
  }

  #go(step: number): void {
    const page = this.page + step;
    if (page < 1 || page > (this.pagination?.lastPage ?? 1)) return;
    this.page = page;
    this.#refocus = true;
    this.dispatchEvent(
      new CustomEvent('svc-page-change', { detail: { page }, bubbles: true, composed: true }),
    );
  }

  #retry(): void {
    this.#asked = '';
    this.#refocus = true;
    void this.#load();
  }

  protected override updated(): void {
    if (!this.#refocus || this.status === 'loading') return;
    this.#refocus = false;
    const focused = document.activeElement;
    if (this.shadowRoot!.activeElement || (focused && focused !== document.body)) return;
    const card = this.#cards[0];
    if (card) {
      card.tabIndex = -1;
      card.focus();
    } else this.renderRoot.querySelector<HTMLElement>('[part="retry"]')?.focus();
  }

  /** The list itself: a failure with Try again, "nothing here", else the cards (and the shop's placeholders). */
  #body() {
    const t = (key: string) => this.#l10n.text(key);
    const { status } = this;
    if (status === 'failed')
      return html`<p part="status" role="status">${t('storefront.list.failed')}</p>
        <button part="retry" class="secondary" type="button" @click=${() => this.#retry()}>
          ${t('storefront.list.retry')}
        </button>`;
    if (status === 'ready' && !this.#cards.length)
      return html`<p part="status" role="status">${t(`storefront.list.empty.${this.#kind}`)}</p>`;
    return html`<div
      part="items"
      role=${this.#cards.length ? 'list' : nothing}
      aria-label=${(this.#cards.length && this.#label()) || nothing}
      aria-busy=${status === 'loading' ? 'true' : 'false'}
    >
      ${this.#placed ? nothing : html`<slot></slot>`}<slot name=${CARD_SLOT}></slot>
    </div>`;
  }

  protected override render() {
    const t = (key: string, params?: Record<string, number>) => this.#l10n.text(key, params);
    const { page } = this;
    const pages = this.pagination?.lastPage ?? 1;
    const body = this.#body();
    return html`${body}
    ${
      pages > 1
        ? html`<div part="paging" role="group" aria-label=${t('storefront.list.pages')}>
            <button
              part="previous"
              class="secondary"
              type="button"
              aria-disabled=${page <= 1 ? 'true' : 'false'}
              @click=${() => this.#go(-1)}
            >
              ${t('storefront.list.previous')}
            </button>
            <span part="page-status" aria-live="polite"
              >${t('storefront.list.page', { page: this.pagination?.currentPage ?? page, pages })}</span
            >
            <button
              part="next"
              class="secondary"
              type="button"
              aria-disabled=${page >= pages ? 'true' : 'false'}
              @click=${() => this.#go(1)}
            >
              ${t('storefront.list.next')}
            </button>
          </div>`
        : nothing
    }`;
  }
}
