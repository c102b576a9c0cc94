import { adoptStyles, html, LitElement, nothing, svg, type TemplateResult } from 'lit';
import { CartStateController } from '../../ui/cart-state-controller.js';
import { LocalizeController } from '../../ui/localize-controller.js';
import { lazyChunk } from '../../ui/load-element.js';
import { controls, tokens } from '../../ui/tokens.js';
import type { CartTotals } from '../../core/cart-model.js';
import type { LineFocus } from '../drawer-focus.js';
import { drawerFocus, loadDrawerFocus } from '../drawer-focus-loader.js';
import type { CodeEntries } from '../../ui/code-entry.js';
import { totals, totalsStyles } from '../../ui/totals.js';
import { summaryStyles } from './svc-cart-summary.styles.js';

/**
 * The code of the discount code and gift card entries, a chunk of its own: the drawer fetches it in
 * the task after `CART_READY` (drawer.ts), a summary that draws before then asks for it itself.
 */
export const loadCodeEntries = lazyChunk(() => import('../../ui/code-entry.js'));

const bagIcon = svg`<path d="M6 7h12l1 13H5L6 7Z" /><path d="M9 10V6a3 3 0 0 1 6 0v4" />`;

/** The line's parts, forwarded so a shop can style them through the summary. */
const LINE_PARTS =
  'line, image, image-placeholder, details, name, variant, notes, subscription, terms, addon, gift, ' +
  'answers, bundle, bundle-item, price, unit-price, actions, stepper, decrease, quantity, increase, ' +
  'remove, error: line-error';

/**
 * @summary The cart summary: the lines, the discount code and gift card entries, the totals
 * ("Due today" and "Recurring" per frequency) and the checkout button, or an empty state with a
 * way back to shopping. It fills the rest of the panel's height, scrolls its own list and keeps
 * the totals and the checkout button pinned at the bottom. A long cart's first screenful of lines
 * is drawn at once, the others in batches a moment later; `updateComplete` resolves once every
 * line is drawn.
 *
 * @csspart loading - The text shown until the cart is loaded.
 * @csspart notice - What a change of a line the cart no longer has said (another tab removed it),
 *   above the lines.
 * @csspart empty - The empty state.
 * @csspart empty-title - The empty state's title.
 * @csspart empty-text - The empty state's text.
 * @csspart continue-button - "Continue shopping": closes the widget.
 * @csspart body - The scrolling area (lines and code entries).
 * @csspart list - The list of lines.
 * @csspart list-item - One list entry around a `<svc-cart-line>`.
 * @csspart codes - The discount code and gift card entries.
 * @csspart coupon - The discount code entry.
 * @csspart coupon-label - Its label.
 * @csspart coupon-input - Its text field.
 * @csspart coupon-button - Its Apply button.
 * @csspart coupon-error - The server's answer when the code was refused.
 * @csspart coupon-applied - The applied code.
 * @csspart coupon-remove - The button that removes the applied code.
 * @csspart gift-card - The gift card entry (same sub-parts with the `gift-card-` prefix).
 * @csspart gift-card-label - Its label.
 * @csspart gift-card-input - Its text field.
 * @csspart gift-card-button - Its Redeem button.
 * @csspart gift-card-error - The server's answer when the card was refused.
 * @csspart gift-card-applied - The applied gift card and the amount it covers.
 * @csspart gift-card-remove - The button that removes the gift card.
 * @csspart footer - The pinned footer: totals and checkout button.
 * @csspart totals - The totals list.
 * @csspart totals-row - Every totals row; each also has its own part: `subtotal`, `discount`,
 *   `fees`, `shipping`, `tax`, `gift-card-amount`, `due-today`, `recurring`.
 * @csspart checkout-button - The checkout button.
 * @csspart line - Each line's grid (forwarded from `<svc-cart-line>`, as are all its parts below).
 * @csspart image - A line's image or placeholder.
 * @csspart name - A line's product name.
 * @csspart variant - A line's variant or plan name.
 * @csspart subscription - A line's "Today: …, then … every …" text.
 * @csspart price - A line's price.
 * @csspart stepper - A line's quantity stepper (`decrease`, `quantity`, `increase` inside).
 * @csspart remove - A line's remove button.
 * @csspart line-error - A line's error message (the line's `error` part).
 *
 * @cssproperty --svc-summary-padding - Inline padding of the list and the footer (default `1.25rem`).
 * @cssproperty --svc-accent - Colour of the checkout button and focus rings.
 * @cssproperty --svc-accent-contrast - Text colour on the accent.
 * @cssproperty --svc-surface - Background.
 * @cssproperty --svc-surface-muted - Background of applied codes.
 * @cssproperty --svc-text - Text colour.
 * @cssproperty --svc-text-muted - Colour of labels and secondary text.
 * @cssproperty --svc-border - Separators and field borders.
 * @cssproperty --svc-danger - Colour of error messages.
 * @cssproperty --svc-success - Colour of applied codes.
 * @cssproperty --svc-radius - Corner radius of buttons and fields.
 */
export class SvcCartSummary extends LitElement {
  static override styles = [tokens, controls, totalsStyles, summaryStyles];

  readonly #state = new CartStateController(this);
  readonly #l10n = new LocalizeController(this, () => this.#state.controller);
  /** The code entries, once their code is there (`loadCodeEntries`). */
  #codes: CodeEntries | undefined;
  #codesLoading: Promise<void> | undefined;
  /** Moves focus with its line when the lines change, once its code is here (`loadDrawerFocus`). */
  #lineFocus: LineFocus | undefined;
  /**
   * Draws a long cart's lines in batches after the first screenful, when its code was here as this
   * summary was made (`loadDrawerFocus`); a summary made sooner draws all its lines at once.
   */
  readonly #lineBatches = drawerFocus && new drawerFocus.LineBatches(this, this.#state);
  /** The last failed change of each line, by line ID (line elements are re-used by position). */
  readonly #lineErrors = new Map<string, string>();
  /**
   * The failure of a change whose line the cart no longer has (another tab removed it), shown above
   * the lines it came with (a cart's, until another cart is shown), until the next change of a line.
   */
  #notice: { text: string | undefined; items: unknown } | undefined;
  /**
   * A line reports the failure of its last change (or that a change starts): kept by line ID, or
   * as the notice when the cart no longer has that line.
   */
  readonly #onLineError = (event: CustomEvent<{ id: string; text: string | undefined }>) => {
    event.preventDefault();
    const { id, text } = event.detail;
    const items = this.#items;
    this.#notice = items.some((item) => item.id === id) ? undefined : { text, items };
    if (text) this.#lineErrors.set(id, text);
    else this.#lineErrors.delete(id);
    this.requestUpdate();
  };

  override connectedCallback(): void {
    super.connectedCallback();
    // On the shadow root, which outlives the list: a line taken out of it reports there.
    this.shadowRoot!.addEventListener('svc-line-error', this.#onLineError);
  }

  get #items() {
    return this.#state.controller?.cart?.items ?? [];
  }

  override willUpdate(): void {
    this.#lineFocus?.before();
    const ids = new Set(this.#items.map((item) => item.id));
    for (const lineId of this.#lineErrors.keys()) if (!ids.has(lineId)) this.#lineErrors.delete(lineId);
  }

  override updated(): void {
    if (this.#lineFocus) this.#lineFocus.after(this.#state.controller?.cart?.items);
    else
      loadDrawerFocus().then(
        ({ LineFocus: Focus }) => {
          this.#lineFocus ??= new Focus(this);
          this.requestUpdate();
        },
        () => undefined,
      );
  }

  /**
   * Done drawing once the code entries and every line are drawn too: the entries' chunk is part of
   * the summary (a summary that drew before it arrived draws again when it does), and a long cart's
   * lines after the first screenful come in batches.
   */
  protected override async getUpdateComplete(): Promise<boolean> {
    let complete = await super.getUpdateComplete();
    while ((this.#codesLoading && !this.#codes) || this.#lineBatches?.drawing) {
      await (this.#lineBatches?.drawing ?? this.#codesLoading);
      complete = await super.getUpdateComplete();
    }
    return complete;
  }

  // ------------------------------------------------------------------ render

  /** The discount code and gift card entries; nothing until their code is there (then a redraw). */
  #codeEntries() {
    const codes = this.#codes;
    if (codes) return html`<div part="codes">${codes.render('coupon')} ${codes.render('gift-card')}</div>`;
    this.#codesLoading ??= loadCodeEntries().then(
      ({ CodeEntries: Entries, codeEntryStyles }) => {
        adoptStyles(this.renderRoot as ShadowRoot, [...SvcCartSummary.elementStyles, codeEntryStyles]);
        this.#codes = new Entries(this, this.#state, this.#l10n);
        this.requestUpdate();
      },
      // Not fetched (offline): the summary works without them; its next render asks again.
      () => {
        this.#codesLoading = undefined;
      },
    );
    return nothing;
  }

  #checkout(): void {
    const cart = this.#state.controller;
    if (!cart || cart.busy.size > 0 || !cart.cart?.items.length) return;
    cart.showCheckout();
  }

  #empty(notice: unknown): TemplateResult {
    const t = this.#l10n;
    return html`<div part="empty">
      ${notice}
      <svg viewBox="0 0 24 24" aria-hidden="true">${bagIcon}</svg>
      <p part="empty-title">${t.term('empty.title')}</p>
      <p part="empty-text">${t.term('empty.text')}</p>
      <button
        type="button"
        class="primary"
        part="continue-button"
        @click=${() => this.#state.controller?.close()}
      >
        ${t.term('empty.action')}
      </button>
    </div>`;
  }

  override render() {
    const svcCart = this.#state.controller;
    const t = this.#l10n;
    if (!svcCart?.cart) return html`<p part="loading" role="status">${t.term('cart.loading')}</p>`;
    const cart = svcCart.cart as CartTotals;
    const notice =
      this.#notice?.items === cart.items
        ? html`<p part="notice" role="alert">${this.#notice.text}</p>`
        : nothing;
    if (!cart.items.length) return this.#empty(notice);
    const busy = svcCart.busy.size > 0;
    // The list is a div with the list role: a styled <ul> loses its list semantics in Safari.
    return html`<div part="body">
        ${notice}
        <div part="list" role="list" aria-label=${t.term('summary.items')}>
          ${cart.items.slice(0, this.#lineBatches?.count).map(
            // By position: a line element shows whichever line is at its place (it resets itself
            // when that changes), so removing a line re-uses the elements below it. The set size
            // and position count the lines not drawn yet too.
            (item, index) =>
              html`<div
                part="list-item"
                role="listitem"
                aria-setsize=${cart.items.length}
                aria-posinset=${index + 1}
              >
                <svc-cart-line
                  .item=${item}
                  .error=${this.#lineErrors.get(item.id)}
                  exportparts=${LINE_PARTS}
                ></svc-cart-line>
              </div>`,
          )}
        </div>
        ${this.#codeEntries()}
      </div>
      <div part="footer">
        ${totals(cart, t)}
        <button
          type="button"
          class="primary"
          part="checkout-button"
          aria-disabled=${busy ? 'true' : 'false'}
          @click=${() => this.#checkout()}
        >
          ${t.term('checkout.button')}
        </button>
      </div>`;
  }
}
