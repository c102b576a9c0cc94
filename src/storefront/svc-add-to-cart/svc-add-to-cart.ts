import type { Product } from '@svc/sdk';
import { css, html } from 'lit';
import { controls } from '../../ui/tokens.js';
import { ADDED_MS } from '../page-messages.js';
import { StorefrontPart } from '../storefront-kit.js';

/**
 * @summary Adds the nearest `<svc-context>`'s chosen variant or plan, in its quantity, through
 * `svcCart.configureItem` (so a plan with a survey opens the survey, and the drawer follows the
 * shop's `afterItemAdded`); for a bundle it opens the build-a-box view. It says "Adding…" while the
 * cart changes and "Added ✓" for 2 s after. For a leaf out of stock (`stockCount` 0) it says "Sold
 * out — notify me" and stays enabled: a press adds nothing and opens the drawer's out-of-stock view,
 * where the shopper leaves an email to hear when it is back. A second press while it adds is ignored.
 *
 * @slot - The button's words (default "Add to cart").
 * @csspart button - The button.
 * @csspart error - Why the product could not be added.
 */
export class SvcAddToCart extends StorefrontPart {
  static override styles = [
    ...StorefrontPart.styles,
    controls,
    css`
      :host {
        display: inline-block;
      }
      button {
        min-block-size: 2.75rem;
        padding-inline: 1.25rem;
        border: 0;
        border-radius: var(--_radius);
        background: var(--_accent);
        color: var(--_accent-contrast);
        font: inherit;
        font-weight: 600;
        cursor: pointer;
      }
      button[aria-disabled='true'],
      button.sold-out {
        background: var(--_surface-muted);
        color: var(--_text);
      }
      button[aria-disabled='true'] {
        color: var(--_text-muted);
        cursor: not-allowed;
      }
      :focus-visible {
        outline: 2px solid var(--_focus-color);
        outline-offset: 2px;
      }
      [part='error'] {
        margin: 0.25rem 0 0;
        color: var(--_danger);
      }
    `,
  ];
  static override properties = { phase: { state: true }, error: { state: true } };

  declare phase: 'idle' | 'adding' | 'added';
  declare error: string;
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor() {
    super();
    this.phase = 'idle';
    this.error = '';
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.#timer);
  }

  get #soldOut(): boolean {
    const leaf = this.context?.leaf as (Product & { stockCount?: number | null }) | undefined;
    return this.context?.kind === 'product' && leaf?.stockCount === 0;
  }

  async #add(): Promise<void> {
    const context = this.context;
    const controller = this.cart.controller;
    if (this.phase === 'adding' || !context?.entry || !controller) return;
    if (context.kind === 'bundle' || this.#soldOut) {
      // The build-a-box view, or the out-of-stock view ("Notify me"): the drawer takes it from here.
      void controller
        .configureItem(
          context.kind === 'bundle'
            ? { bundleId: context.entry.id }
            : { productId: context.leaf!.id, quantity: context.quantity },
        )
        .catch(() => undefined);
      return;
    }
    if (!context.leaf) return;
    this.phase = 'adding';
    this.error = '';
    clearTimeout(this.#timer);
    try {
      const { finalized } = await controller.configureItem({
        productId: context.leaf.id,
        quantity: context.quantity,
      });
      // A view it opened (a survey, a gift card's recipient) closed without adding: nothing to confirm.
      if (!finalized) {
        this.phase = 'idle';
        return;
      }
      this.phase = 'added';
      this.#timer = setTimeout(() => (this.phase = 'idle'), ADDED_MS);
    } catch (error) {
      this.phase = 'idle';
      this.error = (error as Error).message;
    }
  }

  /** The button's words: what it is doing, else "Sold out — notify me", else the shop's own words. */
  #words(soldOut: boolean) {
    const t = (key: string) => this.l10n.text(key);
    if (this.phase === 'adding') return t('storefront.adding');
    if (this.phase === 'added') return t('storefront.added');
    if (soldOut) return t('storefront.soldOut');
    return html`<slot>${t('storefront.add')}</slot>`;
  }

  protected override render() {
    const t = (key: string) => this.l10n.text(key);
    const ready = this.context?.status === 'ready';
    const soldOut = this.#soldOut;
    const words = this.#words(soldOut);
    return html`<button
        part="button"
        type="button"
        class=${soldOut ? 'sold-out' : ''}
        aria-disabled=${ready ? 'false' : 'true'}
        aria-busy=${this.phase === 'adding' ? 'true' : 'false'}
        @click=${() => void this.#add()}
      >
        ${words}
      </button>
      <span role="status" class="visually-hidden"
        >${this.phase === 'added' ? t('storefront.added') : ''}</span
      >
      ${this.error ? html`<p part="error" role="alert">${this.error}</p>` : ''}`;
  }
}
