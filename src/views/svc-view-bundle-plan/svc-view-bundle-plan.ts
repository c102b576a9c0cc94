import type { Bundle, BundleItem, BundlePlan, ParentProduct, Product } from '@svc/sdk';
import { html, nothing } from 'lit';
import { DataTask } from '../../ui/data-task.js';
import { leafOf, plansFor } from '../svc-view-bundle/bundle-rules.js';
import { planLabel } from '../svc-view-bundle/plan-label.js';
import { SvcView, viewKitStyles } from '../view-kit.js';
import type { BundleMessageKey } from '../svc-view-bundle/messages.js';
import type { BundlePlanMessageKey } from './messages.js';
import { bundlePlanStyles } from './svc-view-bundle-plan.styles.js';
import { skeleton } from '../../ui/skeleton.js';
import { VIEW_SKELETONS } from '../../ui/view-skeletons.js';

/**
 * @summary The bundle-plan view: a fixed (not configurable) bundle's contents and its plans as
 * cards (a subscription frequency or a one-time purchase); the chosen plan or variant is added,
 * or handed to the view it still needs (its survey, out of stock, a subscription to replace).
 *
 * No plan is chosen at first when there are several: the shopper picks what they pay for.
 *
 * @csspart view-body - The contents and the plans.
 * @csspart contents - What the box holds.
 * @csspart option - A plan's card (a `<label>` around its radio button).
 * @csspart option-name - The plan's label: its frequency, or "One-time purchase".
 * @csspart option-price - The plan's price.
 * @csspart field-error - The message next to the plans.
 * @csspart view-error - A failure of adding that concerns no field.
 * @csspart view-actions - The action bar.
 * @csspart submit-button - "Add to cart" with the price.
 * @csspart loading - The skeleton of the contents and plans while they load ("Loading…").
 */
export class SvcViewBundlePlan extends SvcView<BundlePlanMessageKey | BundleMessageKey> {
  static override styles = [...SvcView.styles, viewKitStyles, bundlePlanStyles];
  static override properties = {
    ...SvcView.properties,
    bundle: { state: true },
    contents: { state: true },
    planId: { state: true },
    planError: { state: true },
  };

  declare bundle: Bundle | null;
  /** What the box holds, each variant with its product. */
  declare contents: BundleItem[];
  /** The chosen bundle plan's ID (`bundle.plans[].id`); `null` until the shopper picks one. */
  declare planId: number | null;
  declare planError: string | null;

  /**
   * The bundle with each plan's parent product, which tells the next view apart (a subscription
   * already in the cart; the bundle view hands it over loaded that way), and the contents with
   * their products' names ("Ceramic Mug – Sand"), else the bundle's own list.
   */
  readonly #loading = new DataTask<[], { bundle: Bundle; contents: BundleItem[] }>(this, {
    task: async () => {
      const given = this.customization!.bundle;
      const bundleId = given?.id ?? this.customization!.payload.bundleId ?? this.#product?.bundleId;
      const data = await this.state.controller!.viewData();
      const complete = given && given.plans.every((plan) => leafOf(plan)?.parent);
      const [bundle, items] = await Promise.all([
        complete ? given : data.loadBundle(bundleId!),
        data.loadBundleItems(bundleId!, { page: 1 }).then(
          (answer) => answer.data,
          () => null,
        ),
      ]);
      return { bundle, contents: items ?? (bundle.items as BundleItem[] | undefined) ?? [] };
    },
    onComplete: ({ bundle, contents }) => this.#show(bundle, contents),
  });

  constructor() {
    super();
    this.bundle = null;
    this.contents = [];
    this.planId = null;
    this.planError = null;
  }

  get #product(): ParentProduct | undefined {
    return this.customization?.product as ParentProduct | undefined;
  }

  get #plan(): BundlePlan | undefined {
    return this.bundle
      ? plansFor(this.bundle, this.#product).find((plan) => plan.id === this.planId)
      : undefined;
  }

  get #quantity(): number {
    const quantity = this.customization?.payload.quantity;
    return typeof quantity === 'number' && Number.isInteger(quantity) && quantity >= 1 ? quantity : 1;
  }

  override willUpdate(): void {
    // Not asked for yet, or stopped by leaving the page before it came.
    if (this.#loading.status === 'initial' && this.state.controller && this.customization)
      void this.#loading.run();
  }

  override render() {
    if (!this.bundle) {
      return html`<div part="view-body">
        ${
          this.#loading.status === 'error'
            ? html`<p part="view-error" role="alert">${this.t('bundle-plan.loadError')}</p>
                <button type="button" class="secondary" @click=${() => void this.#loading.run()}>
                  ${this.t('bundle-plan.retry')}
                </button>`
            : skeleton(this.t('bundle-plan.loading'), VIEW_SKELETONS['bundle-plan'])
        }
      </div>`;
    }
    const plans = plansFor(this.bundle, this.#product);
    const error = this.planError ?? this.fieldError('productId');
    const price = this.#plan ? leafOf(this.#plan)?.price : undefined;
    const label =
      typeof price === 'number'
        ? this.t('bundle-plan.addPrice', { price: this.money(price * this.#quantity) })
        : this.t('bundle-plan.add');
    return html`<div part="view-body">
        ${this.#renderContents()}
        <fieldset aria-describedby=${error ? 'plan-error' : nothing}>
          <legend>${this.t('bundle-plan.legend')}</legend>
          ${plans.map((plan) => this.#renderPlan(plan, error))}
          ${error ? html`<p part="field-error" id="plan-error" role="alert">${error}</p>` : nothing}
        </fieldset>
      </div>
      <div part="view-actions">
        ${this.viewError && !error ? html`<p part="view-error" role="alert">${this.viewError}</p>` : nothing}
        <button
          type="button"
          part="submit-button"
          class="primary"
          aria-busy=${this.busy ? 'true' : 'false'}
          @click=${() => void this.#submit()}
        >
          ${this.busy ? html`<span class="spinner" aria-hidden="true"></span>` : nothing}${label}
        </button>
      </div>`;
  }

  /** The bundle came: the plan the payload names (or the only one) is chosen. */
  #show(bundle: Bundle, contents: BundleItem[]): void {
    this.contents = contents;
    const plans = plansFor(bundle, this.#product);
    const wanted = this.customization!.payload.productId;
    this.planId =
      plans.find((plan) => leafOf(plan)?.id === wanted)?.id ?? (plans.length === 1 ? plans[0]!.id : null);
    this.bundle = bundle;
    // The page's item, refused by the server: its reason shows as after a press of the button.
    const refusal = this.customization!.refusal;
    if (refusal) void this.run(() => Promise.reject(refusal));
  }

  #choose(plan: BundlePlan): void {
    this.planId = plan.id;
    this.planError = null;
    this.viewError = null;
    this.fieldErrors = {};
  }

  async #submit(): Promise<void> {
    if (this.busy) return;
    const plan = this.#plan;
    const leaf = plan ? leafOf(plan) : undefined;
    if (!leaf) {
      this.planError = this.t('bundle-plan.required');
      await this.updateComplete;
      this.renderRoot.querySelector<HTMLInputElement>('input[name="plan"]')?.focus();
      return;
    }
    const added = await this.advance({ productId: leaf.id, quantity: this.#quantity }, leaf);
    if (!added && this.fieldError('productId')) {
      await this.updateComplete;
      this.renderRoot.querySelector<HTMLInputElement>('input[name="plan"]:checked')?.focus();
    }
  }

  #itemName(item: BundleItem): string {
    const variant = item.product?.name ?? '';
    const product = item.product?.parent?.name;
    return product && product !== variant ? this.t('bundle-plan.itemName', { product, variant }) : variant;
  }

  #renderContents() {
    const items = this.contents.filter((item) => item.product?.name);
    if (!items.length) return nothing;
    return html`<section part="contents" aria-labelledby="contents-title">
      <h4 id="contents-title">${this.t('bundle-plan.contents')}</h4>
      <ul>
        ${items.map(
          (item) =>
            html`<li>
              ${this.t('bundle-plan.item', { name: this.#itemName(item), count: item.quantity ?? 1 })}
            </li>`,
        )}
      </ul>
    </section>`;
  }

  #renderPlan(plan: BundlePlan, error: string | undefined) {
    const leaf = leafOf(plan) as Product;
    const { label, detail } = planLabel(plan, (key, params) => this.t(key, params));
    return html`<label part="option">
      <input
        type="radio"
        name="plan"
        .checked=${plan.id === this.planId}
        aria-invalid=${error ? 'true' : 'false'}
        @change=${() => this.#choose(plan)}
      />
      <span class="option-text">
        <span part="option-name">${label}</span>
        ${detail ? html`<span class="muted">${detail}</span>` : nothing}
      </span>
      ${
        typeof leaf.price === 'number'
          ? html`<span part="option-price"
              >${this.t('bundle.perBox', { price: this.money(leaf.price) })}</span
            >`
          : nothing
      }
    </label>`;
  }
}
