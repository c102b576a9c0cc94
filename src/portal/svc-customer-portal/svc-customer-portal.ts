import { ContextProvider } from '@lit/context';
import type { SvcClient } from '@svc/sdk';
import { html, LitElement, type PropertyValues } from 'lit';
import { svcCartContext } from '../../controller/context.js';
import type { SvcCart } from '../../controller/svc-cart.js';
import { keepCartButtonRoom } from '../../ui/cart-button-room.js';
import { FollowController } from '../../ui/follow-controller.js';
import { LocalizeController } from '../../ui/localize-controller.js';
import { skeleton, skeletonStyles, type SkeletonBlock } from '../../ui/skeleton.js';
import { controls, tokens } from '../../ui/tokens.js';
import '../parts/portal-addresses.js';
import '../parts/portal-cards.js';
import '../parts/portal-profile.js';
import '../parts/portal-sign-in.js';
import '../parts/portal-subscriptions.js';
import { portalStyles } from '../portal-kit.js';
import { listsFirst } from './lists-first.js';
import './messages.js';
import { portalShellStyles } from './svc-customer-portal.styles.js';

export type PortalSection = 'subscriptions' | 'addresses' | 'cards' | 'profile';
const SECTIONS: readonly PortalSection[] = ['subscriptions', 'addresses', 'cards', 'profile'];
const SECTION_TAGS: Record<PortalSection, string> = {
  subscriptions: 'svc-portal-subscriptions',
  addresses: 'svc-portal-addresses',
  cards: 'svc-portal-cards',
  profile: 'svc-portal-profile',
};

/** The account while the widget starts: its title, the tabs' row, then a subscription card. */
const ACCOUNT_SHAPE: readonly SkeletonBlock[] = ['title', 'line', 'title', 'card', 'line', 'button'];

/** The parts of each section the page may style through `svc-customer-portal::part(…)`. */
const PARTS = {
  signIn:
    'heading, subheading, form, note, field, field-label, field-hint, field-error, submit-button, link-button, form-error, social, social-button',
  subscriptions:
    'heading, filter, status-message, retry, list, subscription, pages, previous, next-page, page, card, title, status, next, plan, quantity-form, quantity, save, effect, saved, error, reason, box, box-items, answers, change-box, change-answers, editor, update-orders, close, addons, addon',
  addresses:
    'heading, status, load-error, address-list, address, badge, empty, add-button, form, field, field-label, field-error, country, submit-button, cancel-button, form-error, notice',
  cards:
    'heading, status, load-error, card-list, card, card-name, card-expiry, badge, empty, add-button, form, gateways, option, gateway-form, form-error, submit-button, cancel-button, notice',
  profile: 'heading, details, consents, consent, checkbox, consent-status, field-error',
};

/**
 * @summary The subscriber portal: sign-in (password, emailed code, Google or Facebook, or a new
 * account), then the subscriber's subscriptions (status, what comes next and when, quantity,
 * box contents, survey answers, add-ons), addresses, saved cards and consents, on the shop's own
 * page. Sign-in is the cart widget's: signing in or out here signs in or out in the drawer too.
 *
 * Placement: `<svc-customer-portal></svc-customer-portal>` on a page with the cart widget's
 * script; the script loads the portal's code when the tag appears. Without a running widget, give
 * the element an `api-key` attribute (and `api-url`) or an SDK instance as `sdkClient`.
 *
 * The API has no operation to pause, skip or cancel a subscription: the `contact` slot holds the
 * shop's own way to ask for those.
 *
 * @slot contact - The shop's contact link or text for pausing, skipping or cancelling.
 * @slot gateway - Where the payment gateway's card fields are drawn while a card is added (the
 *   portal fills it itself; it is in the page's light DOM because some gateways refuse a shadow root).
 * @csspart heading - A section's heading (each section's other parts are forwarded as well: see
 *   docs/customer-portal.md).
 * @csspart header - The title, the signed-in email and the sign-out button.
 * @csspart sign-out - The sign-out button.
 * @csspart tabs - The section tabs.
 * @csspart tab - One section tab.
 * @csspart panel - The shown section.
 * @csspart contact - The box around the contact slot.
 * @csspart status - The loading skeleton (in the shape of the account) or the unavailable message.
 * @event svc-cart:subscription-updated - On `window`, after every change of a subscription (`detail.data.subscription`).
 * @cssproperty --svc-portal-width - The portal's maximum width (default 56rem).
 */
export class SvcCustomerPortal extends LitElement {
  static override styles = [tokens, controls, portalStyles, skeletonStyles, portalShellStyles];
  static override properties = {
    controller: { attribute: false },
    sdkClient: { attribute: false },
    apiKey: { attribute: 'api-key' },
    apiUrl: { attribute: 'api-url' },
    subscriptionId: { attribute: 'subscription-id', type: Number },
    section: { reflect: true },
    unavailable: { state: true },
    signingOut: { state: true },
  };

  /** The cart widget whose sign-in and SDK the portal uses; the script sets it. */
  declare controller: SvcCart | undefined;
  /** An SDK instance (`Svc.init`) for a page without the cart widget. */
  declare sdkClient: SvcClient | undefined;
  /** The Storefront API key, for a page without the cart widget. */
  declare apiKey: string | undefined;
  /** The Storefront API address, with `api-key`. */
  declare apiUrl: string | undefined;
  /** Shows only this subscription (a link from an email, for example). */
  declare subscriptionId: number | undefined;
  /** The section shown: `subscriptions` (default), `addresses`, `cards` or `profile`. */
  declare section: PortalSection;
  /** Set when the portal could not get a controller (no widget, no key). */
  declare unavailable: boolean;
  declare signingOut: boolean;

  readonly #provider = new ContextProvider(this, { context: svcCartContext });
  readonly #l10n = new LocalizeController(this, () => this.controller);
  readonly #following = new FollowController(this);

  constructor() {
    super();
    this.section = 'subscriptions';
    this.unavailable = false;
    this.signingOut = false;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('controller')) {
      this.#following.follow(this.controller);
      this.#provider.setValue(this.controller);
      // The data work's chunk loads beside the start-up, not after CART_READY, and the list shown
      // first is asked for as soon as the subscriber is known, not after the portal drew itself.
      const first = listsFirst(this);
      this.controller?.portal().then(
        (data) => first && data.prefetchSubscriptions(),
        () => undefined,
      );
    }
    if (!SECTIONS.includes(this.section)) this.section = 'subscriptions';
    keepCartButtonRoom(this, this.controller);
  }

  #t(key: string, params?: Record<string, string>): string {
    return this.#l10n.text(key, params);
  }

  async #signOut(): Promise<void> {
    if (this.signingOut || !this.controller) return;
    this.signingOut = true;
    try {
      await (await this.controller.portal()).signOut();
    } finally {
      this.signingOut = false;
    }
  }

  #choose(section: PortalSection, focus = false): void {
    this.section = section;
    void this.updateComplete.then(() => {
      const tab = this.renderRoot.querySelector<HTMLElement>(`#tab-${section}`);
      // The chosen tab scrolls into the row's view on a phone, never the page.
      tab?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      if (focus) tab?.focus();
    });
  }

  /** Arrow keys, Home and End move between the tabs (the ARIA tabs pattern). */
  #onTabKey(event: KeyboardEvent): void {
    const index = SECTIONS.indexOf(this.section);
    const rtl = getComputedStyle(this).direction === 'rtl';
    const step: Record<string, number> = {
      ArrowRight: rtl ? -1 : 1,
      ArrowLeft: rtl ? 1 : -1,
      Home: -index,
      End: SECTIONS.length - 1 - index,
    };
    const move = step[event.key];
    if (move === undefined) return;
    event.preventDefault();
    this.#choose(SECTIONS[(index + move + SECTIONS.length) % SECTIONS.length]!, true);
  }

  #section(section: PortalSection) {
    switch (section) {
      case 'addresses':
        return html`<svc-portal-addresses exportparts=${PARTS.addresses}></svc-portal-addresses>`;
      case 'cards':
        // The gateway's card fields go into the page's light DOM (Stripe refuses a shadow root).
        return html`<svc-portal-cards exportparts=${PARTS.cards}
          ><slot name="gateway" slot="gateway"></slot
        ></svc-portal-cards>`;
      case 'profile':
        return html`<svc-portal-profile exportparts=${PARTS.profile}></svc-portal-profile>`;
      default:
        return html`<svc-portal-subscriptions
          exportparts=${PARTS.subscriptions}
          .subscriptionId=${this.subscriptionId}
        ></svc-portal-subscriptions>`;
    }
  }

  protected override render() {
    const controller = this.controller;
    if (this.unavailable)
      return html`<p class="status" part="status" role="alert">${this.#t('portal.unavailable')}</p>`;
    if (!controller?.ready) return skeleton(this.#t('portal.loading'), ACCOUNT_SHAPE, 'status');
    const customer = controller.customer;
    if (!customer) return html`<svc-portal-sign-in exportparts=${PARTS.signIn}></svc-portal-sign-in>`;
    const section = this.section;
    return html`<div class="shell" lang=${this.#l10n.lang} dir=${this.#l10n.dir}>
      <header part="header">
        <div>
          <h2 class="title">${this.#t('portal.title')}</h2>
          <p class="muted">${this.#t('portal.signedInAs', { email: customer.email ?? '' })}</p>
        </div>
        <button
          part="sign-out"
          type="button"
          aria-busy=${this.signingOut ? 'true' : 'false'}
          @click=${() => void this.#signOut()}
        >
          ${this.signingOut ? this.#t('portal.signingOut') : this.#t('portal.signOut')}
        </button>
      </header>
      <div part="tabs" role="tablist" aria-label=${this.#t('portal.sections')} @keydown=${this.#onTabKey}>
        ${SECTIONS.map(
          (name) =>
            html`<button
              part="tab"
              role="tab"
              type="button"
              id=${`tab-${name}`}
              aria-selected=${name === section ? 'true' : 'false'}
              aria-controls="panel"
              tabindex=${name === section ? '0' : '-1'}
              @click=${() => this.#choose(name)}
            >
              ${this.#t(`portal.tab.${name}`)}
            </button>`,
        )}
      </div>
      <div
        part="panel"
        id="panel"
        role="tabpanel"
        aria-labelledby=${`tab-${section}`}
        data-section=${SECTION_TAGS[section]}
      >
        ${this.#section(section)}
      </div>
      <aside class="card contact" part="contact" aria-labelledby="contact-title">
        <h2 id="contact-title">${this.#t('portal.contact.title')}</h2>
        <slot name="contact"><p>${this.#t('portal.contact.text')}</p></slot>
      </aside>
    </div>`;
  }
}
