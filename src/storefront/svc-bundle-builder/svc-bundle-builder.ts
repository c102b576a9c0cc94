import { ContextConsumer, ContextProvider } from '@lit/context';
import type { CartItemAddPayload, ParentProduct } from '@svc/sdk';
import { css, html, LitElement, nothing, type PropertyValues } from 'lit';
import { svcCartContext } from '../../controller/context.js';
import type { SvcCart } from '../../controller/svc-cart.js';
import type { BoxView } from '../../controller/storefront/storefront-types.js';
import { keepCartButtonRoom } from '../../ui/cart-button-room.js';
import { FollowController } from '../../ui/follow-controller.js';
import { LocalizeController } from '../../ui/localize-controller.js';
import { controls, tokens } from '../../ui/tokens.js';
import { loadElement } from '../../ui/load-element.js';
import type { SvcViewBundle } from '../../views/svc-view-bundle/svc-view-bundle.js';
import { ADDED_MS, quietStatusStyles, warnOnce } from '../page-messages.js';
import { storefrontContext } from '../storefront-context.js';
import '../svc-context/messages.js';
import './messages.js';

/** Every part of the build-a-box view, exported under its own name. */
const VIEW_PARTS =
  'view-body, option, option-name, option-price, savings, chip, field, field-label, field-error, group, group-title, item, item-name, stepper, decrease, item-quantity, increase, list-status, load-more, tray, tray-item, tray-remove, progress, price, reason, view-error, view-actions, submit-button';

/** What a view shows once its bundle is there: the box, or its own "Try again". */
const SHOWING = '[part~="view-actions"], [part~="view-error"]';

/**
 * The drawer's build-a-box view, asked of the registry of lazy elements by tag (its own chunk,
 * fetched once a builder names a bundle; a failed fetch is tried again on the next call).
 */
const viewCode = (language: string) => loadElement('svc-view-bundle', language);

/** The box as the shopper left it in `view`: the next view (another currency) starts from it. */
function boxOf(view: SvcViewBundle): Partial<CartItemAddPayload> {
  const plan = view.customization?.bundle?.plans.find((candidate) => candidate.id === view.planId);
  const leafId = (plan?.plan ?? plan?.variant)?.id;
  return {
    ...(leafId ? { productId: leafId } : {}),
    quantity: view.boxes,
    bundle: {
      items: [...view.picked].map(([productId, quantity]) => ({ productId, quantity })),
      preferences: [...view.prefs].map(([attributeId, values]) => ({ attributeId, values: [...values] })),
    },
  };
}

/**
 * @summary The build-a-box view of a bundle, on the shop's own page instead of in the drawer: the
 * shopper fills the box as in the drawer (the same view, whose code loads only on a page with a
 * builder) and adds it the same way: one cart request, then the drawer follows the shop's
 * `afterItemAdded` (opens on the summary by default, stays closed for `close`, goes to the checkout
 * for `checkout`). The button says "Added ✓" for 2 s after, and the box keeps its picks. A box whose
 * plan still needs a question answered in the drawer (a survey, replacing a subscription the cart
 * holds) goes to the drawer's build-a-box view with the same box.
 *
 * On the page the view's titles (the item groups', "In your box") are headings of level 2, under
 * the page's own h1, where the drawer has them at level 4.
 *
 * The shop's own markup inside stays until the view shows its box, so the box appears in one step.
 * A change of currency or language asks again; the view of the new answer, started from the box as
 * it was, takes the old one's place once it is ready. A missing `bundle-id`, a bundle that does not
 * exist or a fixed (not configurable) one shows a quiet message and is logged once in the console.
 *
 * @slot - The shop's markup, shown until the view is ready (a picture, "Loading your box…").
 * @csspart placeholder - Holds the shop's markup while the view loads.
 * @csspart view - The build-a-box view (`<svc-view-bundle>`). Every part of that view is exported
 *   under its own name: `view-body`, `option`, `option-name`, `option-price`, `savings`, `chip`,
 *   `field`, `field-label`, `field-error`, `group`, `group-title`, `item`, `item-name`, `stepper`,
 *   `decrease`, `item-quantity`, `increase`, `list-status`, `load-more`, `tray`, `tray-item`,
 *   `tray-remove`, `progress`, `price`, `reason`, `view-error`, `view-actions`, `submit-button`.
 * @csspart status - The message shown when the bundle is missing or could not be loaded.
 * @cssproperty --svc-bundle-builder-min-height - The height kept for the box while it loads
 *   (default 24rem).
 */
export class SvcBundleBuilder extends LitElement {
  static override styles = [
    tokens,
    controls,
    quietStatusStyles,
    css`
      :host {
        display: block;
        padding-block-end: var(--_cart-button-room, 0);
      }
      [hidden] {
        display: none;
      }
      [part='placeholder'] {
        min-block-size: var(--svc-bundle-builder-min-height, 24rem);
      }
      /* The drawer's view fills a fixed height and scrolls inside; on a page it takes its own. */
      svc-view-bundle::part(view-body) {
        flex: none;
        overflow: visible;
      }
    `,
  ];

  static override properties = {
    controller: { attribute: false },
    bundleId: { attribute: 'bundle-id', type: Number },
    status: { state: true },
    added: { state: true },
  };

  /** The cart widget that adds the box; the script sets it. */
  declare controller: SvcCart | undefined;
  /**
   * The bundle to build (`bundle-id`): a configurable one. Without it, inside a `<svc-context>`, the
   * context's bundle, or the bundle its product is bought as (`bundleId`); a product of another
   * kind shows nothing.
   */
  declare bundleId: number | undefined;
  declare status: 'loading' | 'shown' | 'missing' | 'failed' | 'none';
  declare added: boolean;

  readonly #cart = new ContextProvider(this, { context: svcCartContext });
  readonly #l10n = new LocalizeController(this, () => this.controller);
  readonly #following = new FollowController(this);
  /** The nearest `<svc-context>`'s state, asked for once that element is defined (it may come later). */
  #context?: ContextConsumer<typeof storefrontContext, this>;
  #asked = '';
  readonly #warn = warnOnce();
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor() {
    super();
    this.status = 'loading';
    this.added = false;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.#context && this.closest('svc-context'))
      void customElements.whenDefined('svc-context').then(() => {
        this.#context ??= new ContextConsumer(this, { context: storefrontContext, subscribe: true });
      });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.#timer);
  }

  /** `bundle-id`, else the one of the nearest context's bundle or product. */
  get #id(): number | undefined {
    if (this.bundleId !== undefined) return this.bundleId;
    const state = this.#context?.value;
    if (!state?.entry) return undefined;
    return state.kind === 'bundle' ? state.entry.id : ((state.entry as ParentProduct).bundleId ?? undefined);
  }

  get #named(): boolean {
    const id = this.#id;
    return Number.isInteger(id) && id! > 0;
  }

  /** The views' container: the shown view, and the next one while it loads. */
  get #views(): HTMLElement | null {
    return this.renderRoot.querySelector('.views');
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('controller')) {
      this.#cart.setValue(this.controller);
      this.#following.follow(this.controller);
    }
    keepCartButtonRoom(this, this.controller);
    if (!this.#named && this.bundleId === undefined && this.closest('svc-context')) {
      // In a context: its product is not there yet, or is not bought as a box (then nothing shows).
      const status = this.#context?.value?.status ?? 'loading';
      this.#asked = '';
      this.status = status === 'loading' ? 'loading' : 'none';
      this.#views?.replaceChildren();
      return;
    }
    if (!this.#named) {
      this.#asked = '';
      this.#fail('missing', 'bundle-id must name a bundle (a whole number of 1 or more)');
      return;
    }
    // The view's code loads while the widget starts.
    viewCode(this.#l10n.lang).catch(() => undefined);
    void this.#load();
  }

  protected override updated(changed: PropertyValues<this>): void {
    // The button's words come from `edit.label`, which the view reads as it renders.
    if (changed.has('added'))
      for (const view of this.#views?.children ?? []) (view as LitElement).requestUpdate();
  }

  async #load(): Promise<void> {
    const controller = this.controller;
    if (!controller?.ready) return;
    const data = await controller.storefront();
    if (!this.#named) return;
    const bundleId = this.#id!;
    const key = `${bundleId}:${data.edition}`;
    if (key === this.#asked) return;
    this.#asked = key;
    try {
      const [box] = await Promise.all([data.boxView(bundleId), viewCode(this.#l10n.lang)]);
      await this.updateComplete;
      if (key === this.#asked) this.#mount(box);
    } catch (error) {
      if (key !== this.#asked) return;
      const missing = error instanceof TypeError || (error as { status?: number } | null)?.status === 404;
      this.#fail(missing ? 'missing' : 'failed', (error as Error).message);
    }
  }

  /** A view of `box`, hidden until it shows its box, then in the place of the one before. */
  #mount(box: BoxView): void {
    const views = this.#views!;
    const shown = views.querySelector<SvcViewBundle>(':scope > :not([hidden])');
    // A view still loading is out of date: this one replaces it.
    for (const stale of views.querySelectorAll(':scope > [hidden]')) stale.remove();
    if (shown?.customization?.bundle?.id === box.bundle.id) box.payload = { ...box.payload, ...boxOf(shown) };
    const { submit } = box.edit;
    const label = () => (this.added ? this.#l10n.text('storefront.builder.added') : '');
    box.edit = {
      submit: async (payload) => {
        const added = await submit(payload);
        if (added) this.#confirm();
        return added;
      },
      get label() {
        return label();
      },
    };
    const view = document.createElement('svc-view-bundle');
    view.customization = box;
    view.hidden = true;
    view.setAttribute('part', 'view');
    view.setAttribute('exportparts', VIEW_PARTS);
    view.addController({
      hostUpdated: () => {
        // The view's titles are h4 under the drawer's h2 and h3; on a page they follow its own h1.
        for (const title of view.renderRoot.querySelectorAll('h4')) title.setAttribute('aria-level', '2');
        if (view.hidden && view.isConnected && view.renderRoot.querySelector(SHOWING)) this.#show(view);
      },
    });
    views.append(view);
  }

  #show(view: SvcViewBundle): void {
    for (const other of [...this.#views!.children]) if (other !== view) other.remove();
    view.hidden = false;
    this.status = 'shown';
  }

  #confirm(): void {
    this.added = true;
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => (this.added = false), ADDED_MS);
  }

  /** The quiet message instead of the box, and one line in the console per reason. */
  #fail(status: 'missing' | 'failed', reason: string): void {
    this.status = status;
    this.#views?.replaceChildren();
    const id = this.getAttribute('bundle-id');
    const line = `<svc-bundle-builder${id === null ? '' : ` bundle-id="${id}"`}>: ${reason}`;
    this.#warn(line, line);
  }

  protected override render() {
    const t = (key: string) => this.#l10n.text(key);
    const { status } = this;
    return html`${
        status === 'missing' || status === 'failed'
          ? html`<p part="status" role="status">
              ${t(status === 'missing' ? 'storefront.missing.bundle' : 'storefront.failed')}
            </p>`
          : nothing
      }
      <div part="placeholder" ?hidden=${status !== 'loading'}><slot></slot></div>
      <div class="views"></div>
      <span role="status" class="visually-hidden">${this.added ? t('storefront.builder.added') : ''}</span>`;
  }
}
