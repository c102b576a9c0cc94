import type { Product, Subscription, SubscriptionItem } from '@svc/sdk';
import { html, nothing } from 'lit';
import type { PortalData } from '../../controller/portal/portal-types.js';
import type { Customization } from '../../controller/types.js';
import { EDITABLE_STATUSES } from '../../core/subscriptions.js';
import { loadElement } from '../../ui/load-element.js';
import { portalStyles, SvcPortalPart } from '../portal-kit.js';
import { subscriptionCardStyles } from './subscription-card.styles.js';
import { mainOf, merged, nameOf, quantityOf, unitPrice } from './subscription-rules.js';
import './subscription-messages.js';

type Editor = { kind: 'box' | 'answers'; customization: Customization };

/**
 * @summary One subscription of the subscriber portal, as a card: what happens next and when (the
 * next payment with its amount, the next delivery), the product and plan with its frequency, the
 * status in words, the quantity, the box's contents or the survey's answers and the add-ons, with
 * the changes the API allows on them. Every change shows its effect before it is saved and
 * confirms in place; a refusal shows next to the control that caused it.
 *
 * The box and the answers are changed in the widget's own build-a-box and survey views (loaded on
 * the first press), mounted in the card in edit mode.
 *
 * @csspart card - The card.
 * @csspart title - The product's name.
 * @csspart status - The status, as a word and a colour.
 * @csspart next - What happens next and when.
 * @csspart plan - The plan and its frequency.
 * @csspart quantity-form - The quantity field with its button and messages.
 * @csspart quantity - A quantity field.
 * @csspart save - A quantity's save button.
 * @csspart effect - What a change does ("From your next delivery: …").
 * @csspart saved - "Saved", after a change.
 * @csspart error - A refusal or a form message, next to its control.
 * @csspart reason - Why something cannot be changed here.
 * @csspart box - The box's contents.
 * @csspart box-items - The box's items by name ("2 × Ethiopia Guji").
 * @csspart answers - The survey's answers.
 * @csspart change-box - The "Change box" button.
 * @csspart change-answers - The "Change answers" button.
 * @csspart editor - The build-a-box or survey view in edit mode, with its extras.
 * @csspart update-orders - "Also apply to orders already generated".
 * @csspart close - Closes the editor without saving.
 * @csspart addons - The add-ons.
 * @csspart addon - One add-on.
 * @event svc-portal-subscription-changed - After each saved change, with the server's subscription (`detail.subscription`).
 */
export class SvcPortalSubscription extends SvcPortalPart {
  static override styles = [...SvcPortalPart.styles, portalStyles, subscriptionCardStyles];

  static override properties = {
    subscription: { attribute: false },
    quantityAllowed: { type: Boolean, attribute: 'quantity-allowed' },
    drafts: { state: true },
    problems: { state: true },
    saved: { state: true },
    editor: { state: true },
    updateOrders: { state: true },
  };

  declare subscription: Subscription | undefined;
  /** Whether the shop lets subscribers change quantities (`PortalData.quantityChangeAllowed`). */
  declare quantityAllowed: boolean;
  /** What the subscriber typed per control, kept until it is saved. */
  declare drafts: Record<string, string>;
  /** The form's own message per control. */
  declare problems: Record<string, string>;
  /** The control whose change was saved last. */
  declare saved: string | null;
  declare editor: Editor | null;
  declare updateOrders: boolean;

  constructor() {
    super();
    this.quantityAllowed = false;
    this.drafts = {};
    this.problems = {};
    this.saved = null;
    this.editor = null;
    this.updateOrders = false;
  }

  // ------------------------------------------------------------------ changes

  #type(key: string, value: string): void {
    this.drafts = { ...this.drafts, [key]: value };
    this.saved = null;
  }

  #clear(record: Record<string, string>, key: string): Record<string, string> {
    const { [key]: _gone, ...rest } = record;
    return rest;
  }

  /** The server's subscription in place, confirmed next to `key`, announced to the portal. */
  #apply(updated: Subscription, key: string): void {
    this.subscription = merged(this.subscription!, updated);
    this.drafts = this.#clear(this.drafts, key);
    this.saved = key;
    this.announce(this.subscription);
  }

  async #saveQuantity(
    event: Event,
    key: string,
    current: number,
    change: (data: PortalData, quantity: number) => Promise<Subscription>,
  ): Promise<void> {
    event.preventDefault();
    const raw = (this.drafts[key] ?? String(current)).trim();
    const quantity = Number(raw);
    if (!/^\d+$/.test(raw) || quantity < 1) {
      this.problems = { ...this.problems, [key]: this.t('portal.subs.invalid') };
      this.renderRoot.querySelector<HTMLInputElement>(`#${key}`)?.focus();
      return;
    }
    this.problems = this.#clear(this.problems, key);
    if (quantity === current) {
      this.saved = key;
      return;
    }
    const updated = await this.run(key, async () => change(await this.data(), quantity));
    if (updated) this.#apply(updated, key);
  }

  /** Opens the box or survey view in edit mode; its button saves through `#edited`. */
  async #open(kind: Editor['kind']): Promise<void> {
    this.saved = null;
    const box = kind === 'box';
    const customization = await this.run(kind, async () => {
      const data = await this.data();
      const [found] = await Promise.all([
        box
          ? data.boxCustomization(this.subscription!, (change) =>
              this.#edited(kind, () => data.changeBox(this.subscription!, change)),
            )
          : data.answersCustomization(this.subscription!, (answers) =>
              this.#edited(kind, () => data.changeAnswers(this.subscription!, answers, this.updateOrders)),
            ),
        loadElement(box ? 'svc-view-bundle' : 'svc-view-survey', this.l10n.lang),
      ]);
      return found;
    });
    if (!customization) return;
    const label = this.t(box ? 'portal.subs.saveBox' : 'portal.subs.saveAnswers');
    const edit = customization.edit;
    this.editor = {
      kind,
      customization: edit
        ? { ...customization, edit: { ...edit, label: edit.label || label } }
        : customization,
    };
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>('#editor')?.focus();
  }

  /** The view's save: a refusal rejects, so the view shows it next to its button. */
  async #edited(kind: Editor['kind'], change: () => Promise<Subscription>): Promise<void> {
    const updated = await change();
    this.#apply(updated, kind);
    await this.#close(kind);
  }

  /** The open button: closes its editor when open, else opens it. */
  #toggle(kind: Editor['kind']): void {
    if (this.editor?.kind === kind) void this.#close(kind);
    else void this.#open(kind);
  }

  async #close(kind: Editor['kind']): Promise<void> {
    this.editor = null;
    this.updateOrders = false;
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>(`#${kind}`)?.focus();
  }

  // ------------------------------------------------------------------ render

  override render() {
    const subscription = this.subscription;
    if (!subscription) return nothing;
    const { status } = subscription;
    const main = mainOf(subscription);
    const plan = subscription.product ?? main?.product;
    const editable = EDITABLE_STATUSES.includes(status);
    const quantity = editable && this.quantityAllowed;
    const addons = subscription.items.filter((item) => item.addon);
    return html`<article part="card" class="card stack" aria-labelledby="title">
      <div class="row head">
        <h3 id="title" part="title">${plan?.parent?.name ?? plan?.name ?? `#${subscription.id}`}</h3>
        ${this.#status(subscription)}
      </div>
      ${this.#next(subscription, plan, editable)}
      <p part="plan">${this.#plan(plan)}</p>
      ${
        quantity
          ? this.#quantity(
              'quantity',
              this.t('portal.subs.quantity'),
              subscription.quantity,
              main,
              (data, n) => data.changeQuantity(this.subscription!, n),
            )
          : html`<p>${this.t('portal.subs.quantityIs', { count: subscription.quantity })}</p>`
      }
      ${editable && !this.quantityAllowed ? html`<p part="reason" class="muted">${this.t('portal.subs.noQuantity')}</p>` : nothing}
      ${this.#box(main, editable)} ${this.#answers(main, plan, editable)}
      ${
        addons.length
          ? html`<section part="addons" class="stack" aria-labelledby="addons">
              <h4 id="addons">${this.t('portal.subs.addons')}</h4>
              ${addons.map((item) => this.#addon(subscription, item, quantity))}
            </section>`
          : nothing
      }
      ${editable ? nothing : html`<p part="reason" class="muted">${this.t(`portal.subs.locked.${status}`)}</p>`}
    </article>`;
  }

  /** "Monthly · every month": the plan's name (unless it is the product's only name) and its frequency. */
  #plan(plan: Product | undefined): string {
    const name = plan?.parent?.name ? plan.pricingName || plan.name : '';
    const every = plan?.frequencyUnit
      ? this.t(`every.${plan.frequencyUnit}`, { count: plan.frequencyCount ?? 1 })
      : '';
    return name && name.toLowerCase() === every.toLowerCase()
      ? name
      : [name, every].filter(Boolean).join(' · ');
  }

  /** The status in words: a trial until its first payment, a gift from its first delivery. */
  #statusWord(subscription: Subscription): string {
    const { status, nextBillingAt, nextShippingAt } = subscription;
    if (status === 'trial' && nextBillingAt)
      return this.t('portal.subs.status.trialUntil', { date: this.date(nextBillingAt) });
    if (status === 'gift_waiting_to_start' && nextShippingAt)
      return this.t('portal.subs.status.giftStarts', { date: this.date(nextShippingAt) });
    return this.t(`portal.subs.status.${status}`);
  }

  #status(subscription: Subscription) {
    return html`<span part="status" data-status=${subscription.status}
      >${this.#statusWord(subscription)}</span
    >`;
  }

  /** What happens next and when: the next payment and its amount, the next delivery. */
  #next(subscription: Subscription, plan: Product | undefined, editable: boolean) {
    if (!editable) return html`<p part="next" class="muted">${this.t('portal.subs.ended')}</p>`;
    const total = subscription.items.reduce((sum, item) => {
      const count = quantityOf(subscription, item);
      return sum + (unitPrice(item, count) ?? 0) * count;
    }, 0);
    const currency = typeof subscription.currencyCode === 'string' ? subscription.currencyCode : undefined;
    const amount = total > 0 ? this.money(total, currency) : '';
    const { nextBillingAt: billing, nextShippingAt: shipping } = subscription;
    const preOrder = subscription.status === 'pre_order' ? plan?.parent?.preOrderEndAt : null;
    const rows: [string, string][] = [];
    if (billing)
      rows.push([
        'nextPayment',
        amount ? this.t('portal.subs.dateAmount', { date: this.date(billing), amount }) : this.date(billing),
      ]);
    else if (amount) rows.push(['perDelivery', amount]);
    if (shipping) rows.push(['nextDelivery', this.date(shipping)]);
    else if (preOrder) rows.push(['shipsFrom', this.date(preOrder)]);
    return html`<div part="next" class="next">
      ${
        rows.length
          ? html`<dl>
              ${rows.map(
                ([key, value]) =>
                  html`<div>
                    <dt>${this.t(`portal.subs.${key}`)}</dt>
                    <dd>${value}</dd>
                  </div>`,
              )}
            </dl>`
          : nothing
      }
      ${billing || shipping || preOrder ? nothing : html`<p class="muted">${this.t('portal.subs.noDates')}</p>`}
    </div>`;
  }

  /** A quantity field with its effect, its button, "Saved" and its refusal. */
  #quantity(
    key: string,
    label: string,
    current: number,
    item: SubscriptionItem | undefined,
    change: (data: PortalData, quantity: number) => Promise<Subscription>,
  ) {
    const draft = this.drafts[key];
    const typed = Number(draft);
    const unit = unitPrice(item, typed);
    const currency =
      typeof this.subscription?.currencyCode === 'string' ? this.subscription.currencyCode : undefined;
    const effect =
      draft !== undefined && Number.isInteger(typed) && typed >= 1 && typed !== current && unit
        ? this.t('portal.subs.effect', {
            count: typed,
            price: this.money(unit, currency),
            total: this.money(unit * typed, currency),
          })
        : '';
    const error = this.problems[key] ?? this.refusal(key)?.text;
    const pending = this.pending(key);
    return html`<form
      part="quantity-form"
      novalidate
      @submit=${(event: Event) => void this.#saveQuantity(event, key, current, change)}
    >
      <div class="row">
        <label for=${key}>${label}</label>
        <input
          part="quantity"
          id=${key}
          type="number"
          inputmode="numeric"
          min="1"
          step="1"
          .value=${draft ?? String(current)}
          aria-invalid=${error ? 'true' : 'false'}
          aria-describedby=${`${key}-effect ${key}-error`}
          @input=${(event: Event) => this.#type(key, (event.target as HTMLInputElement).value)}
        />
        <button part="save" type="submit" aria-busy=${pending ? 'true' : 'false'}>
          ${this.t(pending ? 'portal.subs.saving' : 'portal.subs.save')}
        </button>
      </div>
      <p id=${`${key}-effect`} role="status">${this.#feedback(key, effect)}</p>
      <p id=${`${key}-error`} part="error" class="error" role="alert">${error ?? nothing}</p>
    </form>`;
  }

  /** "Saved" after `key`'s change, else what the typed quantity would do. */
  #feedback(key: string, effect: string) {
    if (this.saved === key) return this.#savedNotice();
    return effect ? html`<span part="effect">${effect}</span>` : nothing;
  }

  #savedNotice() {
    return html`<span part="saved" class="notice">${this.t('portal.subs.saved')}</span>`;
  }

  #addon(subscription: Subscription, item: SubscriptionItem, changeable: boolean) {
    const name = nameOf(item.product) || `#${item.productId}`;
    const count = quantityOf(subscription, item);
    return html`<div part="addon" class="addon stack">
      <p>
        <strong>${name}</strong> × ${count} ·
        <span class="muted"
          >${this.t(item.addonDuration === 1 ? 'portal.subs.addonOnce' : 'portal.subs.addonEvery')}</span
        >
      </p>
      ${
        changeable
          ? this.#quantity(
              `addon-${item.id}`,
              this.t('portal.subs.addonQuantity', { name }),
              count,
              item,
              (data, n) => data.changeAddon(this.subscription!, item.id, n),
            )
          : nothing
      }
    </div>`;
  }

  /** The open button of an editor with its progress, "Saved" and refusal. */
  #opener(kind: Editor['kind'], text: string) {
    const pending = this.pending(kind);
    const error = this.refusal(kind)?.text;
    return html`<div class="row">
        <button
          id=${kind}
          part=${kind === 'box' ? 'change-box' : 'change-answers'}
          type="button"
          aria-expanded=${this.editor?.kind === kind ? 'true' : 'false'}
          aria-busy=${pending ? 'true' : 'false'}
          aria-describedby=${`${kind}-error`}
          @click=${() => this.#toggle(kind)}
        >
          ${pending ? this.t('portal.subs.opening') : text}
        </button>
        <span role="status"> ${this.saved === kind ? this.#savedNotice() : nothing} </span>
      </div>
      <p id=${`${kind}-error`} part="error" class="error" role="alert">${error ?? nothing}</p>
      ${this.editor?.kind === kind ? this.#editor(this.editor) : nothing}`;
  }

  #editor({ kind, customization }: Editor) {
    return html`<div part="editor" id="editor" class="stack" tabindex="-1" aria-labelledby=${kind}>
      ${
        kind === 'box'
          ? html`<svc-view-bundle .customization=${customization}></svc-view-bundle>`
          : html`<label class="row check">
                <input
                  part="update-orders"
                  type="checkbox"
                  .checked=${this.updateOrders}
                  @change=${(event: Event) => (this.updateOrders = (event.target as HTMLInputElement).checked)}
                />
                ${this.t('portal.subs.updateOrders')}
              </label>
              <svc-view-survey .customization=${customization}></svc-view-survey>`
      }
      <div>
        <button part="close" type="button" @click=${() => void this.#close(kind)}>
          ${this.t('portal.subs.close')}
        </button>
      </div>
    </div>`;
  }

  #box(main: SubscriptionItem | undefined, editable: boolean) {
    const items = main?.bundle?.items;
    if (!items) return nothing;
    const count = items.reduce((sum, item) => sum + item.quantity, 0);
    // By name when every item's product is known (the portal's data looks them up), else counted.
    const named = items.every((item) => item.product?.name);
    return html`<section part="box" class="stack" aria-labelledby="box-title">
      <h4 id="box-title">${this.t('portal.subs.box')}</h4>
      ${
        named
          ? html`<ul part="box-items">
              ${items.map((item) => html`<li>${item.quantity} × ${item.product!.name}</li>`)}
            </ul>`
          : html`<p>${this.t('portal.subs.items', { count })}</p>`
      }
      ${editable ? this.#opener('box', this.t('portal.subs.changeBox')) : nothing}
    </section>`;
  }

  #answers(main: SubscriptionItem | undefined, plan: Product | undefined, editable: boolean) {
    if (!plan?.survey) return nothing;
    const answered = (main?.preferences ?? []).filter((option) => option.answers.length).length;
    return html`<section part="answers" class="stack" aria-labelledby="answers-title">
      <h4 id="answers-title">${this.t('portal.subs.answers')}</h4>
      <p>${this.t('portal.subs.answered', { count: answered })}</p>
      ${editable ? this.#opener('answers', this.t('portal.subs.changeAnswers')) : nothing}
    </section>`;
  }
}

if (!customElements.get('svc-portal-subscription'))
  customElements.define('svc-portal-subscription', SvcPortalSubscription);

declare global {
  interface HTMLElementTagNameMap {
    'svc-portal-subscription': SvcPortalSubscription;
  }
}
