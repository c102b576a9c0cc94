import { html, LitElement, nothing, svg } from 'lit';
import { CartStateController } from '../../ui/cart-state-controller.js';
import { LocalizeController } from '../../ui/localize-controller.js';
import { controls, tokens } from '../../ui/tokens.js';
import { lineName, lineVariant, type CartLine, type CartItem } from '../../core/cart-model.js';
import { shopperMessage } from '../../core/i18n/shopper-message.js';
import { lineStyles } from './svc-cart-line.styles.js';

/** The notes' code (line-notes.ts), once it is here. */
let notesCode: typeof import('./line-notes.js') | undefined;
let notesLoading: Promise<void> | undefined;

/**
 * Fetches the code of the lines' notes once: the root asks in the task after CART_READY (drawer.ts),
 * so it is not part of what loads before, and is there when the drawer opens. A failure asks again
 * at the next use.
 */
export function loadLineNotes(): Promise<void> {
  notesLoading ??= import('./line-notes.js').then(
    (module) => {
      notesCode = module;
    },
    (error: unknown) => {
      notesLoading = undefined;
      throw error;
    },
  );
  return notesLoading;
}

const trashIcon = svg`<path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />`;
const imageIcon = svg`<rect x="3" y="4" width="18" height="16" rx="2" /><path d="m3 16 5-5 4 4 3-3 6 6" />`;

/**
 * @summary One line of the cart: image, name, variant or plan, what is paid today and later, the
 * line's notes (add-on, gift card, survey answers, box contents), its price, a quantity stepper
 * and a remove button. Reads the controller from context for busy states and settings; changes
 * go through `svcCart.updateItem` / `removeItem`, and their errors show on the line itself.
 *
 * @event svc-line-error - A change of this line failed: `detail: { id, text }` (the line ID and the
 * message in the shopper's language). Bubbles and is cancelable; the summary keeps the message by
 * line ID and cancels it, otherwise the line shows it itself. A change that found its line gone
 * may have taken this element out of the page: its event is then dispatched on the root the line
 * was drawn in (the summary's shadow root).
 *
 * @csspart line - The line's grid container.
 * @csspart image - The product image, or its placeholder.
 * @csspart image-placeholder - Shown instead of an image when the product has none.
 * @csspart details - Name, variant and notes.
 * @csspart name - The product name.
 * @csspart variant - The variant or plan name.
 * @csspart notes - The list of notes under the name.
 * @csspart subscription - What is paid today and on each renewal.
 * @csspart terms - One subscription term: trial, setup fee, commitment, charge limit, pre-order date.
 * @csspart addon - The add-on marker with its duration.
 * @csspart gift - The gift card recipient, or the gift subscription's start and deliveries.
 * @csspart answers - The survey answers summary.
 * @csspart bundle - The box contents.
 * @csspart bundle-item - One item of the box.
 * @csspart price - The line's price.
 * @csspart unit-price - The price of one, when the quantity is more than one.
 * @csspart actions - The stepper and the remove button.
 * @csspart stepper - The quantity stepper group.
 * @csspart decrease - The − button.
 * @csspart quantity - The quantity shown (always the server's value).
 * @csspart increase - The + button.
 * @csspart remove - The remove button.
 * @csspart error - The message of a failed change of this line.
 *
 * @cssproperty --svc-line-image-size - Width and height of the image (default `4rem`).
 * @cssproperty --svc-accent - Accent colour (focus ring).
 * @cssproperty --svc-text - Text colour.
 * @cssproperty --svc-text-muted - Colour of secondary text.
 * @cssproperty --svc-surface-muted - Background of the image placeholder and markers.
 * @cssproperty --svc-border - Border of the stepper.
 * @cssproperty --svc-danger - Colour of the error message.
 * @cssproperty --svc-radius - Corner radius.
 */
export class SvcCartLine extends LitElement {
  static override styles = [tokens, controls, lineStyles];
  static override properties = { item: { attribute: false }, error: { attribute: false } };

  readonly #state = new CartStateController(this);
  readonly #l10n = new LocalizeController(this, () => this.#state.controller);
  /** An image URL that failed to load: the placeholder shows instead of a broken image. */
  #brokenImage: string | undefined;
  /** The notes' code being fetched for this line's render. */
  #notesWait: Promise<void> | undefined;

  /** The cart line (`svcCart.cart.items[]`). */
  declare item?: CartItem;
  /**
   * The last failed change of this line, as shopper text. The summary keeps it per line ID (it
   * re-uses line elements by position) and hands it back; a line on its own keeps it itself.
   */
  declare error?: string;

  /** Moves focus to the line's name (after the line above it was removed). */
  override focus(options?: FocusOptions): void {
    this.renderRoot.querySelector<HTMLElement>('[part~="name"]')?.focus(options);
  }

  get #line(): CartLine | undefined {
    return this.item as CartLine | undefined;
  }

  get #name(): string {
    return this.#line ? lineName(this.#line) : '';
  }

  /** Gift cards take quantity 1; a shop may forbid changing subscription quantities. */
  get #quantityLocked(): boolean {
    const product = this.#line?.product;
    if (product?.parent?.giftCard || this.#line?.giftCard) return true;
    const settings = this.#state.controller?.shop.settings as
      { subscriptionQuantitySelector?: boolean } | undefined;
    return product?.parent?.type === 'subscription' && settings?.subscriptionQuantitySelector === false;
  }

  async #run(id: string, change: () => Promise<unknown> | undefined): Promise<void> {
    // A change that found its line gone shows the server's cart first, which may have taken this
    // element out of the summary by then: its failure then goes to the root the line was drawn in.
    const root = this.getRootNode();
    this.#report(this, id, undefined);
    try {
      await change();
    } catch (error) {
      const text = shopperMessage(error, (key) => this.#l10n.term(key)).text;
      this.#report(this.isConnected ? this : root, id, text);
    }
  }

  /** `svc-line-error` to the summary, which keeps it by line ID; without one, kept here. */
  #report(target: Node, id: string, text: string | undefined): void {
    const event = new CustomEvent('svc-line-error', {
      detail: { id, text },
      bubbles: true,
      cancelable: true,
    });
    if (target.dispatchEvent(event) && this.item?.id === id) this.error = text;
  }

  #setQuantity(event: Event, quantity: number): void {
    if ((event.currentTarget as HTMLElement).getAttribute('aria-disabled') === 'true') return;
    const line = this.#line;
    if (!line) return;
    void this.#run(line.id, () => this.#state.controller?.updateItem(line.id, { quantity }));
  }

  #remove(event: Event): void {
    if ((event.currentTarget as HTMLElement).getAttribute('aria-disabled') === 'true') return;
    const line = this.#line;
    if (!line) return;
    void this.#run(line.id, () => this.#state.controller?.removeItem(line.id));
  }

  #imageUrl(): string | undefined {
    const product = this.#line?.product;
    const images = product?.images?.length ? product.images : (product?.parent?.images ?? []);
    const url = [...images].sort((a, b) => (a.order ?? 0) - (b.order ?? 0))[0]?.url;
    return url === this.#brokenImage ? undefined : url;
  }

  /** The line's notes, once their code is here; until then none, and a redraw when it comes. */
  #notes(line: CartLine): unknown[] {
    if (notesCode) return notesCode.lineNotes(line, this.#l10n, this.#state.controller);
    this.#notesWait ??= loadLineNotes().then(
      () => {
        this.#notesWait = undefined;
        this.requestUpdate();
      },
      () => {
        this.#notesWait = undefined;
      },
    );
    return [];
  }

  /** Done drawing once the notes are drawn too (their code arrives a moment after the line's). */
  protected override async getUpdateComplete(): Promise<boolean> {
    let complete = await super.getUpdateComplete();
    while (this.#notesWait) {
      await this.#notesWait;
      complete = await super.getUpdateComplete();
    }
    return complete;
  }

  #stepper(line: CartLine, name: string) {
    const { term } = this.#l10n;
    const cart = this.#state.controller;
    const quantity = line.quantity ?? 1;
    const updating = Boolean(cart?.busy.has(`updateItem:${line.id}`));
    const locked = this.#quantityLocked;
    const stock = line.product?.stockCount;
    const canDecrease = !updating && quantity > 1;
    const canIncrease = !updating && (stock === null || stock === undefined || quantity < stock);
    const describedBy = this.error ? 'error' : undefined;
    // aria-disabled, not disabled: a button pressed while it turns busy keeps the keyboard focus.
    return html`<div
      part="stepper"
      role="group"
      aria-label=${term('line.quantityOf', { name })}
      aria-busy=${updating ? 'true' : 'false'}
    >
      <button
        type="button"
        class="icon"
        part="decrease"
        aria-label=${term('line.decrease', { name })}
        aria-describedby=${describedBy ?? nothing}
        ?disabled=${locked}
        aria-disabled=${canDecrease ? 'false' : 'true'}
        @click=${(event: Event) => this.#setQuantity(event, quantity - 1)}
      >
        −
      </button>
      <span part="quantity">${quantity}</span>
      <button
        type="button"
        class="icon"
        part="increase"
        aria-label=${term('line.increase', { name })}
        aria-describedby=${describedBy ?? nothing}
        ?disabled=${locked}
        aria-disabled=${canIncrease ? 'false' : 'true'}
        @click=${(event: Event) => this.#setQuantity(event, quantity + 1)}
      >
        +
      </button>
      ${updating ? html`<span class="spinner" aria-hidden="true"></span>` : nothing}
    </div>`;
  }

  override render() {
    const line = this.#line;
    if (!line) return nothing;
    const { term, money } = this.#l10n;
    const cart = this.#state.controller;
    const name = this.#name;
    const variant = lineVariant(line);
    const image = this.#imageUrl();
    const quantity = line.quantity ?? 1;
    const removing = Boolean(cart?.busy.has(`removeItem:${line.id}`));
    const updating = Boolean(cart?.busy.has(`updateItem:${line.id}`));
    const notes = this.#notes(line);
    const amount = line.total ?? line.subTotal ?? (line.price ?? 0) * quantity;
    return html`<div part="line">
      ${
        image
          ? html`<img
              part="image"
              src=${image}
              alt=${name}
              width="64"
              height="64"
              loading="lazy"
              @error=${() => {
                this.#brokenImage = image;
                this.requestUpdate();
              }}
            />`
          : html`<span part="image image-placeholder" aria-hidden="true"
              ><svg viewBox="0 0 24 24">${imageIcon}</svg></span
            >`
      }
      <div part="details">
        <span part="name" tabindex="-1">${name}</span>
        ${variant ? html`<span part="variant">${variant}</span>` : nothing}
        ${
          notes.length
            ? html`<ul part="notes">
                ${notes}
              </ul>`
            : nothing
        }
      </div>
      <div part="price">
        ${money(amount)}
        ${
          quantity > 1 && !line.subscription
            ? html`<span part="unit-price">${term('line.each', { price: money(line.price) })}</span>`
            : nothing
        }
      </div>
      <div part="actions">
        ${this.#stepper(line, name)}
        <button
          type="button"
          class="icon"
          part="remove"
          aria-label=${term('line.remove', { name })}
          aria-describedby=${this.error ? 'error' : nothing}
          aria-disabled=${removing ? 'true' : 'false'}
          aria-busy=${removing ? 'true' : 'false'}
          @click=${(event: Event) => this.#remove(event)}
        >
          ${
            removing
              ? html`<span class="spinner" aria-hidden="true"></span>`
              : html`<svg viewBox="0 0 24 24" aria-hidden="true">${trashIcon}</svg>`
          }
        </button>
      </div>
      ${this.error ? html`<p part="error" id="error" role="alert">${this.error}</p>` : nothing}
      <span class="visually-hidden" role="status"
        >${updating ? term('status.updating') : removing ? term('status.removing') : ''}</span
      >
    </div>`;
  }
}
