import type { Cart, CartItem, CartItemAddPayload, Product } from '@svc/sdk';
import { html, nothing } from 'lit';
import type { SvcCart } from '../../controller/svc-cart.js';
import { SvcView, viewKitStyles } from '../view-kit.js';
import type { SubscriptionReplacementMessageKey } from './messages.js';
import { subscriptionReplacementStyles } from './svc-view-subscription-replacement.styles.js';

/** What a plan's row says: its name, its recurring price and, above one, its quantity. */
interface PlanRow {
  name: string;
  price: string;
  quantity: number;
}

/** The add payload that puts a line back as it was (new ID, at the end of the cart). */
function addPayloadOf(line: CartItem): CartItemAddPayload {
  const payload: CartItemAddPayload = {
    productId: line.productId ?? line.product!.id,
    quantity: line.quantity ?? 1,
  };
  if (line.options?.length) payload.options = line.options;
  if (line.addon) {
    payload.addon = true;
    payload.addonDuration = line.addonDuration ?? null;
  }
  if (line.giftCard) payload.giftCard = line.giftCard;
  if (line.bundle) {
    payload.bundle = {
      items: line.bundle.items.map(({ productId, quantity }) => ({ productId, quantity })),
      preferences: line.bundle.preferences,
    };
  }
  return payload;
}

/**
 * @summary The subscription replacement view: the shopper chose a plan of a subscription product
 * the cart already holds. It shows the line in the cart and the new plan and asks: "Replace"
 * takes the line(s) of that product out and adds the new plan; "Keep my current plan" closes the
 * view without adding (`{ finalized: false }`).
 *
 * Replacing removes first, then adds. When the add (or a later removal) fails, the removed lines
 * are put back, with whatever the API dropped along with them (add-ons that need a subscription in
 * the cart, a coupon that needs a non-empty cart), and the view stays with the error: the cart
 * never ends up with neither plan. A successful replacement puts those add-ons and that coupon
 * back too.
 *
 * @csspart view-body - The question and the two plans.
 * @csspart current-plan - The subscription line(s) in the cart.
 * @csspart new-plan - The plan the shopper chose.
 * @csspart view-error - A failure of replacing.
 * @csspart view-actions - The action bar.
 * @csspart submit-button - "Replace".
 * @csspart keep-button - "Keep my current plan".
 */
export class SvcViewSubscriptionReplacement extends SvcView<SubscriptionReplacementMessageKey> {
  static override styles = [...SvcView.styles, viewKitStyles, subscriptionReplacementStyles];

  /** The new plan, with its parent. */
  get #plan(): Product | undefined {
    return this.customization?.product as Product | undefined;
  }

  /** The cart's subscription lines of the new plan's product (what `leafView` found). */
  #currentLines(cart: Cart | undefined): CartItem[] {
    const parentId = this.#plan?.parent?.id ?? this.#plan?.parentId;
    if (parentId === undefined) return [];
    return (cart?.items ?? []).filter(
      (item) => item.product?.parent?.type === 'subscription' && item.product.parentId === parentId,
    );
  }

  /** "$18.00 every 2 weeks" for `quantity` of `plan` at `unitPrice`. */
  #row(plan: Product | undefined, unitPrice: number | undefined, quantity: number): PlanRow {
    const price = this.money((unitPrice ?? 0) * quantity);
    const unit = plan?.frequencyUnit;
    return {
      name: plan?.pricingName || plan?.name || '',
      price: unit
        ? this.l10n.term('line.recurring', {
            price,
            every: this.l10n.term(`every.${unit}`, { count: plan?.frequencyCount ?? 1 }),
          })
        : price,
      quantity,
    };
  }

  /** Puts `lines` back in their order (subscriptions before the add-ons that need them), then `coupon`. */
  async #putBack(cart: SvcCart, lines: CartItem[], coupon: string | undefined): Promise<void> {
    const ordered = [...lines.filter((line) => !line.addon), ...lines.filter((line) => line.addon)];
    for (const line of ordered) await cart.addItem(addPayloadOf(line));
    if (coupon && cart.cart?.coupon?.code !== coupon) await cart.applyCoupon(coupon).catch(() => undefined);
  }

  async #replace(): Promise<void> {
    const cart = this.state.controller;
    const plan = this.#plan;
    if (!cart || !plan || this.busy) return;
    const payload = { ...this.customization!.payload, productId: plan.id } as CartItemAddPayload;
    await this.run(async () => {
      const before = cart.cart?.items ?? [];
      const coupon = cart.cart?.coupon?.code;
      const current = this.#currentLines(cart.cart);
      const removed: CartItem[] = [];
      /** Lines the API took out along with the removed ones (add-ons without a subscription). */
      const dropped = () => {
        const left = new Set((cart.cart?.items ?? []).map((item) => item.id));
        return before.filter((line) => !left.has(line.id) && !current.includes(line));
      };
      try {
        for (const line of current) {
          await cart.removeItem(line.id);
          removed.push(line);
        }
      } catch (error) {
        // A failed put-back shows the widget's error view, whose "Try again" adds the line again.
        await this.#putBack(cart, [...removed, ...dropped()], coupon).catch(() => undefined);
        throw error;
      }
      const lost = dropped();
      try {
        await cart.completeCustomization(payload);
      } catch (error) {
        await this.#putBack(cart, [...removed, ...lost], coupon).catch(() => undefined);
        throw error;
      }
      // The new plan is in and the view closed: the add-ons and the coupon it lost come back.
      await this.#putBack(cart, lost, coupon).catch(() => undefined);
    });
  }

  #plans(heading: SubscriptionReplacementMessageKey, rows: PlanRow[], part: string) {
    const id = `${part}-title`;
    return html`<section
      part=${part}
      class=${part === 'new-plan' ? 'plan new' : 'plan'}
      aria-labelledby=${id}
    >
      <h4 id=${id}>${this.t(heading)}</h4>
      <ul>
        ${rows.map(
          (row) =>
            html`<li>
              <span class="plan-name">${row.name}</span>
              <span class="plan-price">${row.price}</span>
              ${
                row.quantity > 1
                  ? html`<span class="muted"
                      >${this.t('subscription-replacement.quantity', { count: row.quantity })}</span
                    >`
                  : nothing
              }
            </li>`,
        )}
      </ul>
    </section>`;
  }

  override render() {
    const plan = this.#plan;
    if (!plan) return nothing;
    const current = this.#currentLines(this.state.controller?.cart).map((line) =>
      this.#row(line.product, line.price, line.quantity ?? 1),
    );
    const chosen = this.#row(plan, plan.price, this.customization?.payload.quantity ?? 1);
    return html`<div part="view-body">
        <p class="intro">
          ${this.t('subscription-replacement.intro', { product: plan.parent?.name ?? plan.name ?? '' })}
        </p>
        ${current.length ? this.#plans('subscription-replacement.current', current, 'current-plan') : nothing}
        ${this.#plans('subscription-replacement.new', [chosen], 'new-plan')}
      </div>
      <div part="view-actions">
        ${this.viewError ? html`<p part="view-error" role="alert">${this.viewError}</p>` : nothing}
        <button
          part="submit-button"
          class="primary"
          type="button"
          aria-busy=${this.busy ? 'true' : 'false'}
          @click=${() => this.#replace()}
        >
          ${this.busy ? html`<span class="spinner" aria-hidden="true"></span>` : nothing}
          ${this.t('subscription-replacement.replace')}
        </button>
        <button
          part="keep-button"
          class="secondary"
          type="button"
          ?disabled=${this.busy}
          @click=${() => this.state.controller?.dismissCustomization()}
        >
          ${this.t('subscription-replacement.keep')}
        </button>
      </div>`;
  }
}
