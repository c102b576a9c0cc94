import type { PaymentMethod } from '@svc/sdk';
import { css, html, nothing } from 'lit';
import { live } from 'lit/directives/live.js';
import { gatewayError, isGatewayError, loadGateway, type GatewayAdapter } from '../../ui/gateways/gateway.js';
import { cardExpiry, cardName, type GatewayInfo } from '../../core/checkout.js';
import { portalStyles, SvcPortalPart, type PortalData, type Refusal } from '../portal-kit.js';
import { accountStyles, button, SvcAccountPart } from './account-kit.js';

/**
 * @summary The signed-in customer's saved cards (`wallet.list`: brand, last four digits, expiry,
 * the default marked), and "Add a card": the gateway (a choice when the shop has several), its
 * setup token (`wallet.setup`) and its adapter's fields; "Save card" (or Enter in the fields)
 * tokenizes them and stores the card (`wallet.store`), which joins the list. The gateway's and
 * the API's refusals show next to the form.
 *
 * The gateway's fields are drawn in the light DOM (Stripe refuses a mount point inside a shadow
 * root): a `<div slot="gateway">` child of the outermost `svc-*` element whose `gateway` slots
 * forward it down to this part, else of this part itself.
 *
 * @slot gateway - Where the gateway's fields show (filled by the part itself).
 *
 * @csspart heading - The "Payment methods" heading.
 * @csspart status - "Loading your cards…", "Preparing the card form…".
 * @csspart load-error - A list that could not load, with Try again.
 * @csspart card-list - The list of saved cards.
 * @csspart card - One saved card.
 * @csspart card-name - Its brand and last four digits.
 * @csspart card-expiry - Its expiry.
 * @csspart badge - "Default".
 * @csspart empty - The line shown when there is no card.
 * @csspart add-button - "Add a card".
 * @csspart form - The new card's form.
 * @csspart gateways - The choice of the gateway, with several.
 * @csspart option - A gateway to choose.
 * @csspart gateway-form - Where the gateway's fields show.
 * @csspart form-error - The gateway's or the API's refusal.
 * @csspart submit-button - "Save card".
 * @csspart cancel-button - "Cancel".
 * @csspart notice - "Card saved."
 */
export class SvcPortalCards extends SvcAccountPart {
  static override styles = [
    ...SvcPortalPart.styles,
    portalStyles,
    accountStyles,
    css`
      [part~='card-list'] {
        margin-block-end: 1rem;
      }
      [part~='card-expiry'] {
        margin-inline-start: auto;
      }
    `,
  ];

  #cards: PaymentMethod[] = [];
  #gateways: GatewayInfo[] = [];
  /** The new card's gateway. */
  #gateway: GatewayInfo | undefined;
  #adapter: GatewayAdapter | null = null;
  #container: HTMLElement | undefined;
  /** Each mount has a number: one a newer mount (or closing the form) overtook is dropped. */
  #mount = 0;
  #open = false;
  #saved = false;

  protected override async load(data: PortalData): Promise<void> {
    this.#cards = await data.listCards();
    this.#gateways = data.gateways;
  }

  protected override describe(error: unknown): Refusal {
    // The card form's and the providers' own words, already in the subscriber's language.
    if (isGatewayError(error) && error.localized) return { text: error.message, fields: {} };
    return super.describe(error);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    // Card data is never kept: the gateway's fields go with the part.
    this.#unmount();
    this.#open = false;
  }

  #t(key: string, params?: Record<string, string>): string {
    return this.t(`portal.cards.${key}`, params);
  }

  #openForm(): void {
    this.#open = true;
    this.#saved = false;
    this.#gateway = undefined;
    this.dismiss();
    this.requestUpdate();
    if (this.#gateways.length === 1) void this.#mountGateway(this.#gateways[0]!);
    else void this.focusOn('input[name="gateway"]');
  }

  #close(): void {
    this.#unmount();
    this.#open = false;
    this.dismiss();
    this.requestUpdate();
    void this.focusOn('[part~="add-button"]');
  }

  #unmount(): void {
    this.#mount += 1;
    this.#adapter?.unmount();
    this.#adapter = null;
    this.#container?.remove();
    this.#container = undefined;
  }

  /** Sets up a card with `gateway` and mounts its adapter's fields. */
  async #mountGateway(gateway: GatewayInfo): Promise<void> {
    this.#unmount();
    this.#gateway = gateway;
    const run = this.#mount;
    await this.attempt(`setup:${run}`, async () => {
      const data = await this.data();
      const [setupToken, adapter] = await Promise.all([data.setupCard(gateway.id), loadGateway(gateway)]);
      if (!adapter) throw gatewayError('gateway_not_supported');
      if (run !== this.#mount) return;
      await this.updateComplete;
      const container = this.#mountPoint();
      await adapter.mount(container, {
        setupToken,
        language: this.l10n.lang,
        testMode: Boolean(this.state.controller?.query.testMode),
        returnUrl: location.href,
        onSubmit: () => void this.#save(),
      });
      if (run !== this.#mount) return adapter.unmount();
      this.#adapter = adapter;
      (container.firstElementChild as HTMLElement | null)?.focus();
    });
  }

  /** The light-DOM node the gateway's fields are drawn in (see the summary). */
  #mountPoint(): HTMLElement {
    const container = (this.#container = document.createElement('div'));
    container.slot = 'gateway';
    const hosts: Element[] = [];
    for (let root = this.getRootNode(); root instanceof ShadowRoot; root = root.host.getRootNode())
      if (root.host.localName.startsWith('svc-')) hosts.unshift(root.host);
    for (const host of [...hosts, this]) {
      host.append(container);
      for (let slot = container.assignedSlot; slot; slot = slot.assignedSlot)
        if (slot.getRootNode() === this.renderRoot) return container;
    }
    return container;
  }

  async #save(): Promise<void> {
    const adapter = this.#adapter;
    const gateway = this.#gateway;
    if (!adapter || !gateway) return;
    const card = await this.attempt('save', async () => {
      let token: string;
      try {
        ({ token } = await adapter.tokenize());
      } catch (error) {
        // The adapter's own form shows it by the field at fault.
        if (isGatewayError(error) && error.inline) return undefined;
        throw error;
      }
      return (await this.data()).storeCard(gateway.id, token);
    });
    if (!card) return;
    this.#cards = [...this.#cards, card];
    this.#saved = true;
    this.#close();
  }

  #card(method: PaymentMethod) {
    const brand = cardName(method);
    const expiry = cardExpiry(method);
    const { last4 } = method;
    return html`<li part="card" class="card row">
      <span part="card-name">${last4 ? this.#t('card', { brand, last4 }) : brand}</span>
      ${method.default ? html`<span part="badge" class="badge">${this.#t('default')}</span>` : nothing}
      ${
        expiry
          ? html`<span part="card-expiry" class="muted">${this.#t('expires', { date: expiry })}</span>`
          : nothing
      }
    </li>`;
  }

  #form() {
    const gateways = this.#gateways;
    const settingUp = this.pending(`setup:${this.#mount}`);
    return html`<div part="form" class="card stack" role="group" aria-labelledby="new-card">
      <h3 id="new-card">${this.#t('new')}</h3>
      ${
        gateways.length > 1
          ? html`<fieldset part="gateways">
              <legend>${this.#t('gateway')}</legend>
              ${gateways.map(
                (gateway) =>
                  html`<label part="option" class="check">
                    <input
                      type="radio"
                      name="gateway"
                      .checked=${live(this.#gateway?.id === gateway.id)}
                      @change=${() => void this.#mountGateway(gateway)}
                    />
                    <span>${gateway.name ?? gateway.type}</span>
                  </label>`,
              )}
            </fieldset>`
          : nothing
      }
      ${settingUp ? html`<p part="status" class="muted" role="status">${this.#t('preparing')}</p>` : nothing}
      <div part="gateway-form"><slot name="gateway"></slot></div>
      <p part="form-error" class="error" id="card-error" role="alert">
        ${this.failure('setup', 'save')?.text ?? ''}
      </p>
      <div class="row">
        ${button(this.#t('save'), this.pending('save'), {
          part: 'submit-button',
          primary: true,
          onClick: () => void this.#save(),
          describedBy: 'card-error',
        })}
        ${button(this.#t('cancel'), false, { part: 'cancel-button', onClick: () => this.#close() })}
      </div>
    </div>`;
  }

  override render() {
    return this.listSection({
      t: (key) => this.#t(key),
      list: 'card-list',
      items: this.#cards.map((card) => this.#card(card)),
      open: this.#open,
      form: () => this.#form(),
      onAdd: () => this.#openForm(),
      saved: this.#saved,
    });
  }
}

if (!customElements.get('svc-portal-cards')) customElements.define('svc-portal-cards', SvcPortalCards);

declare global {
  interface HTMLElementTagNameMap {
    'svc-portal-cards': SvcPortalCards;
  }
}
