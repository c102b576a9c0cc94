import { ContextProvider } from '@lit/context';
import type { ParentProduct, Product } from '@svc/sdk';
import { css, html, LitElement, type PropertyValues } from 'lit';
import { svcCartContext } from '../../controller/context.js';
import type { SvcCart } from '../../controller/svc-cart.js';
import type { CatalogKind } from '../../controller/storefront/storefront-types.js';
import { FollowController } from '../../ui/follow-controller.js';
import { LocalizeController } from '../../ui/localize-controller.js';
import { tokens } from '../../ui/tokens.js';
import { fieldOf, leavesOf, storefrontContext, type StorefrontState } from '../storefront-context.js';
import { quietStatusStyles, warnOnce } from '../page-messages.js';
import { copyOf } from '../template-copy.js';
import './messages.js';

/**
 * @summary One product or bundle for the storefront elements inside it (`<svc-data>`,
 * `<svc-money>`, `<svc-media>`, the pickers and `<svc-add-to-cart>`): one request, in the widget's
 * currency and language, asked again when either changes. The shop's own markup inside stays as
 * written and is filled in; a `<template>` child is stamped once the data is there: a copy of it
 * is added after it, and the template stays where it is. The context never removes or moves the
 * shop's children, so a framework (React, Vue, Svelte) that owns them may add, remove and reorder
 * them at any time.
 *
 * A product or bundle that does not exist, or an API that cannot be reached, shows a quiet message
 * in place of the content and is logged once in the console with the element and its ID.
 *
 * Without JavaScript of its own a page can still bind data to its markup: an element inside with
 * `data-svc-attr-href="/product.html?slug={product.slug}"` gets `href` filled from the context
 * (any attribute name; `{path}` as in `<svc-data field>`). The context says what it shows in
 * `data-status` (`loading`, `ready`, `missing`, `failed`) and `data-kind` (`one_time`,
 * `subscription`, `gift-card`, `box` for a product bought as a build-a-box, `bundle`), for the
 * shop's CSS.
 *
 * @slot - The shop's markup (kept), or a `<template>` to stamp.
 * @csspart status - The message shown when the product is missing or could not be loaded.
 */
export class SvcContext extends LitElement {
  static override styles = [
    tokens,
    quietStatusStyles,
    css`
      :host {
        display: block;
      }
    `,
  ];

  static override properties = {
    controller: { attribute: false },
    type: {},
    productId: { attribute: 'product-id', type: Number },
    bundleId: { attribute: 'bundle-id', type: Number },
    slug: {},
    slugParam: { attribute: 'slug-param' },
    state: { attribute: false },
  };

  /** The cart widget whose data the context uses; the script sets it. */
  declare controller: SvcCart | undefined;
  /** `product` (default) or `bundle`. */
  declare type: CatalogKind;
  declare productId: number | undefined;
  declare bundleId: number | undefined;
  /** The product's or bundle's slug, instead of an ID. */
  declare slug: string | undefined;
  /** The page's query parameter that holds the slug (`slug-param="slug"` on `/product.html?slug=…`). */
  declare slugParam: string | undefined;
  /** What the elements inside read. */
  declare state: StorefrontState;

  readonly #cart = new ContextProvider(this, { context: svcCartContext });
  readonly #provider = new ContextProvider(this, { context: storefrontContext });
  readonly #l10n = new LocalizeController(this, () => this.controller);
  #asked = '';
  readonly #following = new FollowController(this);
  readonly #warn = warnOnce();
  #stamped = false;

  constructor() {
    super();
    this.type = 'product';
    this.state = this.#next({ status: 'loading', quantity: 1 });
  }

  /** A new state object (the elements inside re-render on a new one) with `changes`. */
  #next(changes: Partial<StorefrontState>): StorefrontState {
    const base: StorefrontState = { ...this.state, ...changes } as StorefrontState;
    base.choose = (leafId) => {
      const leaf = leavesOf(this.state.entry).find((candidate) => candidate.id === leafId);
      if (leaf) this.state = this.#next({ leaf });
    };
    base.setQuantity = (quantity) => {
      if (Number.isInteger(quantity) && quantity >= 1) this.state = this.#next({ quantity });
    };
    return base;
  }

  /** What the context names, as a key: a change of it, or of currency or language, asks again. */
  #key(edition: string): string {
    const id = this.type === 'bundle' ? this.bundleId : this.productId;
    return `${this.type}:${this.#slug() ?? id}:${edition}`;
  }

  /** The `slug`, else the one in the page's query parameter `slug-param`. */
  #slug(): string | undefined {
    return (
      this.slug ?? (this.slugParam && new URLSearchParams(location.search).get(this.slugParam)) ?? undefined
    );
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('controller')) {
      this.#cart.setValue(this.controller);
      this.#following.follow(this.controller);
    }
    if (changed.has('state')) this.#provider.setValue(this.state, true);
    void this.#load();
  }

  async #load(): Promise<void> {
    const controller = this.controller;
    if (!controller) return;
    const data = await controller.storefront();
    if (!data.available) return;
    const key = this.#key(data.edition);
    if (key === this.#asked) return;
    this.#asked = key;
    const kind: CatalogKind = this.type === 'bundle' ? 'bundle' : 'product';
    // The cart's currency; asked during the start-up, before it is known: the shop's default.
    const asked = controller.state.currencyCode;
    const slug = this.#slug();
    const ref = slug ? { slug } : { id: kind === 'bundle' ? this.bundleId : this.productId };
    try {
      const entry = await data.load(kind, ref);
      if (key !== this.#asked) return;
      const currency = asked || data.shopCurrency;
      const leaves = leavesOf(entry);
      const kept = this.state.leaf && leaves.find((leaf) => leaf.id === this.state.leaf!.id);
      const leaf: Product | undefined =
        kept ?? leaves.find((candidate) => candidate.stockCount !== 0) ?? leaves[0];
      this.state = this.#next({ kind, status: 'ready', entry, leaf, currency });
      this.#stamp();
    } catch (error) {
      if (key !== this.#asked) return;
      const missing = (error as { status?: number } | null)?.status === 404;
      this.state = this.#next({
        kind,
        status: missing ? 'missing' : 'failed',
        entry: undefined,
        leaf: undefined,
      });
      const name = `<svc-context ${slug ? `slug="${slug}"` : `${kind}-id="${ref.id}"`}>`;
      this.#warn(name, `${name}: ${(error as Error).message}`);
    }
  }

  /**
   * A `<template>` child is stamped once, when the data is there (or when the template comes
   * later): a copy is added after it, and its copies read this context. The copy is the context's
   * own; the template stays, and a framework may remove or move it after.
   */
  #stamp(): void {
    if (this.#stamped || this.state.status !== 'ready') return;
    const template = [...this.children].find(
      (child): child is HTMLTemplateElement => child instanceof HTMLTemplateElement,
    );
    if (!template) return;
    this.#stamped = true;
    template.after(copyOf(template));
    this.#bind();
  }

  protected override updated(changed: PropertyValues<this>): void {
    // Only a new state changes what the attributes say (not a new controller or language).
    if (!changed.has('state')) return;
    const { status, entry } = this.state;
    const product = entry as ParentProduct | undefined;
    this.dataset.status = status;
    if (entry) this.dataset.kind = this.#kindOf(product);
    else delete this.dataset.kind;
    this.#bind();
  }

  /**
   * Fills `data-svc-attr-NAME` templates into attribute NAME on the elements of this context. In
   * `href` and `src` each value is URI-encoded, so server text cannot change where a link goes;
   * event handlers (`on…`) and `srcdoc` are never set.
   */
  #bind(): void {
    if (!this.state.entry) return;
    for (const element of this.querySelectorAll('*')) {
      if (element.closest('svc-context') !== this) continue;
      for (const { name, value } of element.attributes) {
        const target = name.slice(14);
        if (!name.startsWith('data-svc-attr-') || /^on|^srcdoc$/.test(target)) continue;
        const url = target === 'href' || target === 'src';
        const filled = value.replace(/\{([\w.]+)\}/g, (_, path: string) => {
          const text = String(fieldOf(this.state, path) ?? '');
          return url ? encodeURIComponent(text) : text;
        });
        element.setAttribute(target, filled);
      }
    }
  }

  /** `data-kind`: a bundle, a box built of a product, a gift card, else the product's type. */
  #kindOf(product: ParentProduct | undefined): string | undefined {
    if (this.type === 'bundle') return 'bundle';
    if (product?.bundleId && product.bundle?.configurable !== false) return 'box';
    if (product?.giftCard) return 'gift-card';
    return product?.type;
  }

  protected override render() {
    const { status } = this.state;
    if (status === 'failed')
      return html`<p part="status" role="status">${this.#l10n.text('storefront.failed')}</p>`;
    if (status === 'missing') {
      const key = this.type === 'bundle' ? 'storefront.missing.bundle' : 'storefront.missing.product';
      return html`<p part="status" role="status">${this.#l10n.text(key)}</p>`;
    }
    return html`<slot @slotchange=${() => this.#stamp()}></slot>`;
  }
}
