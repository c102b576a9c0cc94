import type { CheckoutPurchaseResponse, FunnelStep, Product } from '@svc/sdk';
import { html, nothing, type PropertyValues } from 'lit';
import type { FunnelPhase } from '../../controller/checkout/funnels.js';
import { loadGateway } from '../../ui/gateways/gateway.js';
import { CheckoutStepElement } from '../step-kit.js';
import type { OffersMessageKey } from './messages.js';
import { offersStyles } from './svc-checkout-offers.styles.js';

/** An offered product as the funnel step carries it (a leaf, with its parent when expanded). */
type OfferedProduct = Product & { parent?: { name?: string } };

/**
 * @summary A funnel offer of the checkout, one at a time, where the shopper is not filling in a
 * form: in the review, the pre-purchase phase's offer (`phase="pre"`), then, once that phase has
 * none left, the mid-purchase phase's (`then="mid"`); on the receipt the post-purchase phase's
 * (`phase="post"`). It shows the step's title, the offered products with their price (and the
 * discount), "Add to order" (pre, mid: added to the cart) or "Buy now" (post: charged to the card
 * of the purchase, once, with 3-D Secure when the bank asks) and "No thanks". Accepting shows the
 * phase's next step; "No thanks" skips the step (the next fetch answers the following one) and
 * shows none in its place until the element is shown again. With nothing left it draws nothing. A
 * failure shows in the offer.
 *
 * @event svc-offers-finished - The shopper answered an offer while focus was in it and no offer follows in its place (the host moves focus on).
 *
 * @csspart offers - The offers area.
 * @csspart offers-status - What was added last (a live region).
 * @csspart offer - The offer card.
 * @csspart offer-title - Its heading.
 * @csspart offer-products - The list of offered products.
 * @csspart offer-product - One product: name, variant or plan, price.
 * @csspart offer-name - The product's name.
 * @csspart offer-variant - The variant or plan.
 * @csspart offer-price - The price (the former price first when discounted).
 * @csspart offer-was - The price before the discount.
 * @csspart offer-now - The discounted price.
 * @csspart offer-discount - The discount, such as "20% off".
 * @csspart offer-note - After the purchase: which card is charged.
 * @csspart offer-error - A failure of the last answer.
 * @csspart offer-actions - The two buttons.
 * @csspart offer-accept - "Add to order" / "Buy now".
 * @csspart offer-reject - "No thanks".
 * @csspart verification - Where a 3-D Secure challenge of a post-purchase charge is drawn.
 */
export class SvcCheckoutOffers extends CheckoutStepElement<OffersMessageKey> {
  static override styles = [...CheckoutStepElement.styles, offersStyles];
  static override properties = {
    ...CheckoutStepElement.properties,
    phase: { reflect: true },
    then: { reflect: true },
  };

  /** Which offers: `pre`, `mid` or `post`. */
  declare phase: FunnelPhase;
  /** The phase whose offers follow once `phase` has none left (the review: `mid` after `pre`). */
  declare then: FunnelPhase | undefined;

  #step: FunnelStep | null = null;
  /** The phase of the step shown (`phase`, or `then` once `phase` has none left). */
  #stepPhase: FunnelPhase | undefined;
  #error: string | null = null;
  /** What the last accepted offer added (shown in the live region). */
  #added = '';
  /** The phase and cart the shown step was fetched for; reset on each connection. */
  #loadedFor: string | undefined;
  #generation = 0;

  /** The phase of the step shown, or the first one asked for while none is. */
  get #phase(): FunnelPhase {
    return this.#stepPhase ?? this.phase;
  }

  get #busyKey(): string {
    return `offer-${this.#phase}`;
  }

  get #currency(): string | undefined {
    const cart = this.#phase === 'post' ? this.store?.purchasedCart : this.state.controller?.cart;
    return cart?.currencyCode;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Shown again (the shopper came back to this step): the sequence may have moved on, or have
    // started again for a changed cart; a step skipped last time makes room for the next one.
    this.#loadedFor = undefined;
    this.#step = null;
    this.#stepPhase = undefined;
    this.requestUpdate();
  }

  override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    const cartId = this.store && this.phase ? this.store.funnels.offerCartId(this.phase) : undefined;
    const key = cartId ? `${this.phase} ${cartId}` : undefined;
    if (key && key !== this.#loadedFor) {
      this.#loadedFor = key;
      void this.#load(false);
    }
  }

  #money(minor: number | null | undefined): string {
    return this.l10n.money(minor, this.#currency);
  }

  #part<E extends HTMLElement = HTMLElement>(name: string): E | null {
    return this.renderRoot.querySelector<E>(`[part~="${name}"]`);
  }

  /**
   * Fetches the next step of the phase shown (of `phase` at first, then of `then` once `phase` has
   * none left); with `focus`, focus goes to it, or the host hears that none is left.
   */
  async #load(focus: boolean): Promise<void> {
    const store = this.store;
    if (!store) return;
    const generation = ++this.#generation;
    const phases = this.then ? [this.phase, this.then] : [this.phase];
    let step: FunnelStep | null = null;
    let stepPhase: FunnelPhase | undefined;
    // A phase whose offers are done stays done: the fetch goes on from the phase shown.
    for (const phase of phases.slice(phases.indexOf(this.#phase))) {
      try {
        step = await store.funnels.fetchOffer(phase);
      } catch (error) {
        // Offers are extras: a failed fetch shows none and never blocks the checkout.
        if (this.isConnected)
          console.warn(`Cart Widget: the ${phase}-purchase offer could not be loaded`, error);
      }
      if (generation !== this.#generation) return;
      stepPhase = phase;
      if (step) break;
    }
    this.#step = step;
    this.#stepPhase = step ? stepPhase : undefined;
    this.#error = null;
    this.requestUpdate();
    if (!focus) return;
    await this.updateComplete;
    if (step) this.#part('offer-title')?.focus();
    else this.#finished();
  }

  /** No offer follows in this place now: the host moves focus on. */
  #finished(): void {
    this.dispatchEvent(new CustomEvent('svc-offers-finished', { bubbles: true, composed: true }));
  }

  #names(step: FunnelStep): string {
    return (step.offer.products as OfferedProduct[])
      .map((product) => {
        const variant = this.#variant(product);
        const name = product.parent?.name ?? product.name ?? '';
        return variant ? `${name} (${variant})` : name;
      })
      .join(', ');
  }

  #variant(product: OfferedProduct): string {
    const name = product.pricingName || product.name || '';
    return product.parent?.name && name !== product.parent.name ? name : '';
  }

  get #discountPercent(): number {
    const percent = (this.#step?.offer as { discountPercent?: unknown } | undefined)?.discountPercent;
    return typeof percent === 'number' && percent > 0 && percent <= 100 ? percent : 0;
  }

  async #accept(event: Event): Promise<void> {
    const store = this.store;
    const step = this.#step;
    const phase = this.#phase;
    if (!store || !step || (event.currentTarget as HTMLElement).getAttribute('aria-disabled') === 'true')
      return;
    await store.run(this.#busyKey, async () => {
      this.#error = null;
      let result: CheckoutPurchaseResponse | null;
      try {
        result = await store.funnels.acceptOffer(phase, step, {
          loadGateway: (gateway) => loadGateway(gateway, store.gatewayLoaders),
          host: this.#part('verification')!,
        });
      } catch (error) {
        if ((error as { code?: unknown }).code === 'step_already_answered') return this.#load(true);
        this.#error = this.stepError(error).message;
        this.requestUpdate();
        await this.updateComplete;
        this.#part('offer-accept')?.focus();
        return;
      }
      const name = this.#names(step);
      const total = result?.invoice?.total;
      this.#added =
        typeof total === 'number'
          ? this.t('offers.charged', { name, total: this.#money(total) })
          : this.t('offers.added', { name });
      // A product that must be delivered, added to a cart that needed no delivery: its step comes first.
      const open = store.steps.find((candidate) => candidate !== 'review' && !store.done.has(candidate));
      if (phase !== 'post' && open && store.step === 'review') store.goTo(open);
      await this.#load(true);
    });
  }

  async #reject(event: Event): Promise<void> {
    const store = this.store;
    const step = this.#step;
    const phase = this.#phase;
    if (!store || !step || (event.currentTarget as HTMLElement).getAttribute('aria-disabled') === 'true')
      return;
    await store.run(this.#busyKey, async () => {
      this.#error = null;
      try {
        await store.funnels.rejectOffer(phase, step);
      } catch (error) {
        if ((error as { code?: unknown }).code !== 'step_already_answered') {
          this.#error = this.stepError(error).message;
          this.requestUpdate();
          await this.updateComplete;
          this.#part('offer-reject')?.focus();
          return;
        }
      }
      // Skipped: no other offer takes its place at once (the next one waits for the next visit).
      this.#generation += 1;
      this.#step = null;
      this.requestUpdate();
      await this.updateComplete;
      this.#finished();
    });
  }

  #product(product: OfferedProduct) {
    const percent = this.#discountPercent;
    const price = product.price ?? 0;
    const now = price - Math.round((price * percent) / 100);
    const variant = this.#variant(product);
    return html`<li part="offer-product">
      <span>
        <span part="offer-name">${product.parent?.name ?? product.name ?? ''}</span>
        ${variant ? html`<span part="offer-variant">${variant}</span>` : nothing}
      </span>
      <span part="offer-price">
        ${
          percent
            ? html`<span class="visually-hidden">${this.t('offers.was')} </span
                ><s part="offer-was">${this.#money(price)}</s>
                <span class="visually-hidden">${this.t('offers.now')} </span
                ><span part="offer-now">${this.#money(now)}</span>`
            : this.#money(price)
        }
      </span>
    </li>`;
  }

  #offer(step: FunnelStep) {
    const busy = this.store?.busy.has(this.#busyKey) ?? false;
    const percent = this.#discountPercent;
    const title = typeof step.title === 'string' && step.title ? step.title : this.t('offers.title');
    const phase = this.#phase;
    const errorId = `offer-error-${phase}`;
    const described = this.#error ? errorId : nothing;
    return html`<div part="offer">
      <!-- In the review and the receipt the offer sits under their headings. -->
      <p part="offer-title" role="heading" aria-level="5" tabindex="-1">${title}</p>
      <ul part="offer-products">
        ${(step.offer.products as OfferedProduct[]).map((product) => this.#product(product))}
      </ul>
      ${percent ? html`<p part="offer-discount">${this.t('offers.discount', { percent })}</p>` : nothing}
      ${phase === 'post' ? html`<p part="offer-note" class="muted">${this.t('offers.chargeNote')}</p>` : nothing}
      ${this.#error ? html`<p part="offer-error" id=${errorId} role="alert">${this.#error}</p>` : nothing}
      <div part="offer-actions">
        <button
          type="button"
          class="secondary"
          part="offer-accept"
          aria-disabled=${busy ? 'true' : 'false'}
          aria-busy=${busy ? 'true' : 'false'}
          aria-describedby=${described}
          @click=${(event: Event) => this.#accept(event)}
        >
          ${busy ? html`<span class="spinner" aria-hidden="true"></span>` : nothing}
          ${this.t(phase === 'post' ? 'offers.buy' : 'offers.add')}
        </button>
        <button
          type="button"
          class="secondary"
          part="offer-reject"
          aria-disabled=${busy ? 'true' : 'false'}
          @click=${(event: Event) => this.#reject(event)}
        >
          ${this.t('offers.reject')}
        </button>
      </div>
      <div part="verification"></div>
    </div>`;
  }

  override render() {
    const step = this.#step;
    if (!step && !this.#added) return nothing;
    return html`<section part="offers" aria-label=${this.t('offers.label')}>
      <p part="offers-status" role="status">${this.#added}</p>
      ${step ? this.#offer(step) : nothing}
    </section>`;
  }
}
