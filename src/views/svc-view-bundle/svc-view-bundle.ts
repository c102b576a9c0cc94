import type {
  Bundle,
  BundleGroup,
  BundleItem,
  BundlePlan,
  BundleQuotePayload,
  BundleRuleset,
  ParentProduct,
} from '@svc/sdk';
import { html, nothing } from 'lit';
import type { ViewData } from '../../controller/view-data.js';
import { SvcView, viewKitStyles } from '../view-kit.js';
import { BundleCatalogue } from './bundle-catalogue.js';
import {
  boxesTemplate,
  findingTemplate,
  plansTemplate,
  preferencesTemplate,
  sizesTemplate,
} from './bundle-choice-templates.js';
import { listTemplate } from './bundle-list-templates.js';
import { BundleQuoteController } from './bundle-quote.js';
import {
  boxCounts,
  checkBox,
  countOf,
  estimateTotal,
  itemLimit,
  itemsInput,
  leafOf,
  pickInGroup,
  plansFor,
  preferencesInput,
  startingChoices,
  targetRuleset,
  violationsOf,
  type BoxContext,
  type BoxSelection,
  type BundleViolation,
} from './bundle-rules.js';
import { summaryTemplate } from './bundle-summary-templates.js';
import { progressText, ruleText, type BundleWords } from './bundle-words.js';
import { bundleStyles } from './svc-view-bundle.styles.js';
import type { BundleMessageKey } from './messages.js';
import { skeleton } from '../../ui/skeleton.js';
import { VIEW_SKELETONS } from '../../ui/view-skeletons.js';

/**
 * @summary The build-a-box view: the shopper fills a box from the bundle's items (by group,
 * filtered, searched, page by page), sees how far the box is from full and what it costs as
 * they pick, chooses the box size, the number of boxes, the plan and preferences, and adds the
 * box as one cart line (`{ productId, quantity, bundle: { items, preferences } }`).
 *
 * The button stays focusable while the box breaks a rule (`aria-disabled`), with the reason in
 * the progress line; the live price comes from `bundles.quote`, asked for after a short pause in
 * the picking, and only its latest answer counts. A fixed (not configurable) bundle reached
 * through its product hands over to the bundle-plan view.
 *
 * The view starts from the payload's choices: a plan (`productId`), a box count (`quantity`), the
 * items and preferences (`bundle`), and the server's refusal of a box built on the shop's page.
 *
 * @csspart view-body - The choices and the item list.
 * @csspart option - A plan, box size or, in `single_product` mode, an item as a card.
 * @csspart option-name - The name on a card.
 * @csspart option-price - The price on a card.
 * @csspart savings - What a plan saves per box.
 * @csspart chip - A box count, preference value or filter as a small toggle.
 * @csspart field - The search field.
 * @csspart field-label - The search field's label.
 * @csspart field-error - A message next to the plans, the box count or the box's content.
 * @csspart group - A group of items with its heading.
 * @csspart group-title - A group's name and its rule ("Pick up to 2").
 * @csspart item - An item of the list.
 * @csspart item-name - An item's name.
 * @csspart stepper - An item's − and + buttons around its quantity.
 * @csspart decrease - The − button.
 * @csspart item-quantity - How many of the item are in the box.
 * @csspart increase - The + button.
 * @csspart list-status - Loading and "3 items found" messages of the list.
 * @csspart load-more - The button that shows the next page of items.
 * @csspart tray - The items in the box, at the bottom.
 * @csspart tray-item - One item in the tray.
 * @csspart tray-remove - The button that takes an item out of the box.
 * @csspart progress - How far the box is from ready ("Add 3 more items to fill your box").
 * @csspart price - The box's price: the quote, else an estimate.
 * @csspart reason - Why the box cannot be added yet, when the progress line does not say it.
 * @csspart view-error - A failure that concerns no field.
 * @csspart view-actions - The tray, progress, price and the button.
 * @csspart submit-button - "Add to cart" (the box size's call to action) with the price; in edit
 *   mode (the customer portal) `edit.label`, and the box is saved through `edit.submit`.
 * @csspart loading - The skeleton of the box while the bundle and its items load ("Loading the items…").
 */
export class SvcViewBundle extends SvcView<BundleMessageKey> {
  static override styles = [...SvcView.styles, viewKitStyles, bundleStyles];
  static override properties = {
    ...SvcView.properties,
    picked: { state: true },
    rulesetId: { state: true },
    planId: { state: true },
    boxes: { state: true },
    prefs: { state: true },
    serverViolations: { state: true },
    planError: { state: true },
  };

  /** Quantity per variant ID, in picking order. */
  declare picked: ReadonlyMap<number, number>;
  declare rulesetId: number | null;
  /** The chosen bundle plan's ID (`bundle.plans[].id`). */
  declare planId: number | null;
  declare boxes: number;
  /** Chosen preference value IDs per attribute ID. */
  declare prefs: ReadonlyMap<number, readonly number[]>;
  /** The rules the server said the box broke when it was added. */
  declare serverViolations: BundleViolation[];
  declare planError: string | null;

  /** The bundle, its groups and the items found, page by page. */
  readonly #catalogue = new BundleCatalogue(this, {
    data: () => this.#data(),
    opened: (bundle) => this.#opened(bundle),
  });
  /** The live price of the box. */
  readonly #quote = new BundleQuoteController(this, {
    data: () => this.#data(),
    bundleId: () => this.#catalogue.bundle!.id,
    payload: () => this.#quotePayload(),
  });
  readonly #words: BundleWords = {
    t: (key, params) => this.t(key, params),
    money: (minor) => this.money(minor),
    percent: (value) => new Intl.NumberFormat(this.l10n.lang, { style: 'percent' }).format(value / 100),
    itemName: (productId) => this.#catalogue.known.get(productId)?.product?.name ?? `#${productId}`,
  };

  constructor() {
    super();
    this.picked = new Map();
    this.rulesetId = null;
    this.planId = null;
    this.boxes = 1;
    this.prefs = new Map();
    this.serverViolations = [];
    this.planError = null;
  }

  get #bundle(): Bundle | null {
    return this.#catalogue.bundle;
  }

  get #product(): ParentProduct | undefined {
    return this.customization?.product as ParentProduct | undefined;
  }

  get #plans(): BundlePlan[] {
    return this.#bundle ? plansFor(this.#bundle, this.#product) : [];
  }

  get #plan(): BundlePlan | undefined {
    return this.#plans.find((plan) => plan.id === this.planId);
  }

  get #single(): boolean {
    return this.#bundle?.selectionType === 'single_product' && this.#catalogue.hasGroups;
  }

  get #context(): BoxContext {
    return { bundle: this.#bundle!, groups: this.#catalogue.groups, items: this.#catalogue.known };
  }

  get #selection(): BoxSelection {
    return { picked: this.picked, boxes: this.boxes, rulesetId: this.rulesetId };
  }

  get #ruleset(): BundleRuleset | undefined {
    return this.#bundle ? targetRuleset(this.#bundle, this.rulesetId, countOf(this.picked)) : undefined;
  }

  /**
   * Runs the view's action and keeps the broken rules of a refused box (`validation[]` of the
   * 422), which the tray turns into "Add 2 more items".
   */
  protected override run(work: () => Promise<unknown>): Promise<boolean> {
    if (!this.busy) this.serverViolations = [];
    return super.run(async () => {
      try {
        await work();
      } catch (error) {
        this.serverViolations = violationsOf(error);
        throw error;
      }
    });
  }

  override willUpdate(): void {
    // Not asked for yet, or stopped by leaving the page before it came.
    if (this.#catalogue.status === 'initial' && this.state.controller && this.customization)
      void this.#start();
  }

  override render() {
    const { t } = this.#words;
    if (!this.#bundle) {
      return html`<div part="view-body">
        ${
          this.#catalogue.status === 'failed'
            ? html`<p part="view-error" role="alert">${t('bundle.loadError')}</p>
                <button type="button" class="secondary" @click=${() => void this.#start()}>
                  ${t('bundle.retry')}
                </button>`
            : skeleton(t('bundle.loading'), VIEW_SKELETONS.bundle)
        }
      </div>`;
    }
    return html`<div part="view-body">
        ${this.#renderPlans()} ${this.#renderSizes()} ${this.#renderBoxes()} ${this.#renderPreferences()}
        ${this.#renderFinding()} ${this.#renderList()}
      </div>
      ${this.#renderActions()}`;
  }

  // ------------------------------------------------------------------ loading

  #data(): Promise<ViewData> {
    return this.state.controller!.viewData();
  }

  /** Loads the bundle with its first page, then the names of items picked before (an edited box). */
  async #start(): Promise<void> {
    const customization = this.customization!;
    const bundleId = customization.bundle?.id ?? customization.payload.bundleId ?? this.#product?.bundleId;
    // A bundle the router already knows is configurable: its groups load alongside.
    if (!(await this.#catalogue.open(bundleId, Boolean(customization.bundle?.configurable)))) return;
    await this.#catalogue.learn(this.picked.keys());
    this.#quote.schedule();
  }

  /** The bundle arrived: a fixed one goes to the bundle-plan view, else the choices start. */
  #opened(bundle: Bundle): void {
    const customization = this.customization!;
    if (bundle.configurable === false) {
      this.state.controller!.showCustomization({
        view: 'bundle-plan',
        payload: customization.payload,
        bundle,
        ...(this.#product ? { product: this.#product } : {}),
        ...(customization.refusal ? { refusal: customization.refusal } : {}),
      });
      return;
    }
    // The choices the view starts with: the payload's (an edited box) or the bundle's defaults.
    const choices = startingChoices(bundle, this.#product, customization.payload);
    this.rulesetId = choices.rulesetId;
    this.planId = choices.planId;
    this.boxes = choices.boxes;
    this.picked = choices.picked;
    this.prefs = choices.prefs;
    // A box built on the shop's page that the server refused: its reason shows where it would
    // after a press of the button, until the shopper changes the box.
    const refusal = customization.refusal;
    if (refusal) void this.run(() => Promise.reject(refusal));
  }

  #shownItemIds(): string[] {
    return [...this.renderRoot.querySelectorAll('[part~="item-name"]')].map((element) => element.id);
  }

  async #loadMore(): Promise<void> {
    const before = new Set(this.#shownItemIds());
    await this.#catalogue.loadMore();
    await this.updateComplete;
    // The button is gone after the last page: focus goes to the first new item instead.
    if (!this.renderRoot.querySelector('[part~="load-more"]')) {
      const first = this.#shownItemIds().find((id) => !before.has(id));
      const entry = first ? this.renderRoot.querySelector(`#${first}`)?.closest('li, label') : null;
      entry?.querySelector<HTMLElement>('button, input')?.focus();
    }
  }

  // ------------------------------------------------------------------ choices

  /** The selection changed: the server's old verdicts no longer hold; ask for a new price. */
  #changed(): void {
    this.serverViolations = [];
    this.viewError = null;
    this.fieldErrors = {};
    this.planError = null;
    this.#quote.schedule();
  }

  #setQuantity(productId: number, quantity: number): void {
    const next = new Map(this.picked);
    if (quantity > 0) next.set(productId, quantity);
    else next.delete(productId);
    this.picked = next;
    this.#changed();
  }

  #step(item: BundleItem, by: 1 | -1): void {
    const current = this.picked.get(item.productId) ?? 0;
    if (by > 0 && current >= this.#limit(item)) return;
    if (by < 0 && current === 0) return;
    this.#setQuantity(item.productId, current + by);
  }

  #limit(item: BundleItem): number {
    return itemLimit(this.#context, this.#selection, item.productId);
  }

  /** `single_product`: the group's one variant (`null`: none), keeping the group's quantity. */
  #chooseInGroup(group: BundleGroup, productId: number | null): void {
    this.picked = pickInGroup(this.#context, this.#selection, group, productId);
    this.#changed();
  }

  /** Takes an item out from the tray; focus moves to the next item there (or the tray). */
  async #takeOut(productId: number): Promise<void> {
    const index = [...this.picked.keys()].indexOf(productId);
    this.#setQuantity(productId, 0);
    await this.updateComplete;
    const left = [...this.renderRoot.querySelectorAll<HTMLElement>('[part~="tray-remove"]')];
    const target =
      left[Math.min(index, left.length - 1)] ?? this.renderRoot.querySelector<HTMLElement>('[part~="tray"]');
    target?.focus();
  }

  #choosePlan(plan: BundlePlan): void {
    this.planId = plan.id;
    this.#changed();
  }

  #chooseSize(ruleset: BundleRuleset): void {
    this.rulesetId = ruleset.id;
    this.#changed();
  }

  #chooseBoxes(count: number): void {
    this.boxes = count;
    this.#changed();
  }

  #togglePreference(attributeId: number, valueId: number, on: boolean): void {
    const values = this.prefs.get(attributeId) ?? [];
    const next = new Map(this.prefs);
    next.set(attributeId, on ? [...values, valueId] : values.filter((id) => id !== valueId));
    this.prefs = next;
  }

  // ------------------------------------------------------------------ price

  /** The quote payload when the box holds the rules and a plan is chosen, else `null`. */
  #quotePayload(): BundleQuotePayload | null {
    const leaf = this.#plan ? leafOf(this.#plan) : undefined;
    if (!this.#bundle || !leaf || checkBox(this.#context, this.#selection).length) return null;
    return {
      productId: leaf.id,
      quantity: this.boxes,
      items: itemsInput(this.picked),
      preferences: preferencesInput(this.#bundle, this.prefs),
    };
  }

  // ------------------------------------------------------------------ submit

  async #submit(): Promise<void> {
    if (this.busy || !this.#bundle) return;
    const plan = this.#plan;
    if (!plan) {
      this.planError = this.#words.t('bundle.plans.required');
      await this.updateComplete;
      this.renderRoot.querySelector<HTMLInputElement>('input[name="plan"]')?.focus();
      return;
    }
    // Not ready: the reason is on screen next to the button, which keeps the focus.
    if (checkBox(this.#context, this.#selection).length || this.#reasons().length) return;
    const leaf = leafOf(plan)!;
    await this.advance(
      {
        productId: leaf.id,
        quantity: this.boxes,
        bundle: { items: itemsInput(this.picked), preferences: preferencesInput(this.#bundle, this.prefs) },
      },
      leaf,
    );
  }

  /** A broken rule in words; `short` for the server's verdict ("Add 2 more items"). */
  #ruleText(violation: BundleViolation, short = false): string {
    return ruleText(this.#words, this.#catalogue.groups, violation, short);
  }

  /** Why the box cannot be added now, besides the broken rule the progress line shows. */
  #reasons(): string[] {
    const reasons: string[] = [];
    if (!this.#plan) reasons.push(this.#words.t('bundle.planMissing'));
    for (const violation of this.#quote.current?.violations ?? [])
      reasons.push(this.#ruleText(violation, true));
    return reasons;
  }

  // ------------------------------------------------------------------ render

  #renderPlans() {
    return plansTemplate(this.#words, {
      bundle: this.#bundle!,
      plans: this.#plans,
      rulesetId: this.#ruleset?.id,
      planId: this.planId,
      error: this.planError ?? this.fieldError('productId'),
      choose: (plan) => this.#choosePlan(plan),
    });
  }

  #renderSizes() {
    return sizesTemplate(this.#words, {
      bundle: this.#bundle!,
      plan: this.#plan,
      rulesetId: this.rulesetId,
      boxes: this.boxes,
      choose: (ruleset) => this.#chooseSize(ruleset),
    });
  }

  #renderBoxes() {
    // In edit mode (the customer portal) the subscription's own Quantity field holds the box count.
    if (this.customization?.edit) return nothing;
    return boxesTemplate(this.#words, {
      counts: boxCounts(this.#bundle!),
      boxes: this.boxes,
      error: this.fieldError('quantity'),
      choose: (count) => this.#chooseBoxes(count),
    });
  }

  #renderPreferences() {
    return preferencesTemplate(this.#words, {
      bundle: this.#bundle!,
      prefs: this.prefs,
      toggle: (attributeId, valueId, on) => this.#togglePreference(attributeId, valueId, on),
    });
  }

  #renderFinding() {
    return findingTemplate(this.#words, this.#bundle!, this.#catalogue);
  }

  #renderList() {
    return listTemplate(this.#words, this.#catalogue, {
      bundle: this.#bundle!,
      single: this.#single,
      rulesetId: this.#ruleset?.id,
      picked: this.picked,
      limit: (item) => this.#limit(item),
      step: (item, by) => this.#step(item, by),
      chooseInGroup: (group, productId) => this.#chooseInGroup(group, productId),
      loadMore: () => void this.#loadMore(),
    });
  }

  #renderActions() {
    const bundle = this.#bundle!;
    const violations = checkBox(this.#context, this.#selection);
    const reasons = this.#reasons();
    const itemsError = this.serverViolations.length
      ? this.serverViolations.map((violation) => this.#ruleText(violation, true)).join(' · ')
      : (this.fieldError('bundle') ?? this.fieldError('items'));
    const shownElsewhere =
      itemsError ||
      (this.#plans.length > 1 && this.fieldError('productId')) ||
      (boxCounts(bundle).length > 1 && this.fieldError('quantity'));
    const ruleset = this.#ruleset;
    return summaryTemplate(this.#words, {
      picked: this.picked,
      progress: progressText(this.#words, this.#catalogue.groups, violations, {
        bundle,
        ruleset,
        picked: this.picked,
      }),
      quote: this.#quote.current?.value,
      estimate: estimateTotal(this.#context, this.#selection, this.#plan),
      quoting: this.#quote.quoting,
      blocked: violations.length > 0 || reasons.length > 0,
      reasons,
      itemsError,
      viewError: this.viewError && !shownElsewhere ? this.viewError : null,
      cta: this.customization?.edit?.label || ruleset?.ctaText || this.#words.t('bundle.add'),
      busy: this.busy,
      takeOut: (productId) => void this.#takeOut(productId),
      submit: () => void this.#submit(),
    });
  }
}
