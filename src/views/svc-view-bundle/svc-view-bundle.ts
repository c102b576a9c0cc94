import type {
  Bundle,
  BundleGroup,
  BundleItem,
  BundleItemInput,
  BundlePlan,
  BundlePreferenceInput,
  BundleQuote,
  BundleQuotePayload,
  BundleRuleset,
  Pagination,
  ParentProduct,
} from '@svc/sdk';
import { html, nothing, type TemplateResult } from 'lit';
import { SvcView, viewKitStyles } from '../view-kit.js';
import {
  boxPrice,
  checkBox,
  countOf,
  estimateTotal,
  groupOf,
  itemLimit,
  itemPrice,
  leafOf,
  targetRuleset,
  violationsOf,
  type BoxContext,
  type BoxSelection,
  type BundleViolation,
} from './bundle-rules.js';
import type { BundleMessageKey } from './messages.js';
import { planLabel } from './plan-label.js';
import { bundleStyles } from './svc-view-bundle.styles.js';

/** The quote waits this long after the last pick, so a run of clicks asks once. */
const QUOTE_DELAY = 300;
/** Typing in the search box waits this long before asking for the matching items. */
const SEARCH_DELAY = 300;

interface PageState {
  current: number;
  last: number;
  total: number;
}

/** The answer of the last quote, for the selection it was asked for (`key`). */
interface QuoteState {
  key: string;
  value?: BundleQuote;
  /** The rules the server says the box breaks; empty when the quote failed otherwise. */
  violations?: BundleViolation[];
}

/** A part of the item list: a group with its heading, or the items of no known group. */
interface ListSection {
  key: string;
  title: string;
  group?: BundleGroup;
  items: BundleItem[];
}

const pageOf = (pagination: Pagination | undefined, count: number): PageState => ({
  current: pagination?.currentPage ?? 1,
  last: pagination?.lastPage ?? 1,
  total: pagination?.total ?? count,
});

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
 * @csspart submit-button - "Add to cart" (the box size's call to action) with the price.
 */
export class SvcViewBundle extends SvcView {
  static override styles = [...SvcView.styles, viewKitStyles, bundleStyles];
  static override properties = {
    ...SvcView.properties,
    bundle: { state: true },
    loadFailed: { state: true },
    groups: { state: true },
    groupsPage: { state: true },
    results: { state: true },
    resultsPage: { state: true },
    listLoading: { state: true },
    listFailed: { state: true },
    filterKey: { state: true },
    queryText: { state: true },
    appliedQuery: { state: true },
    picked: { state: true },
    rulesetId: { state: true },
    planId: { state: true },
    boxes: { state: true },
    prefs: { state: true },
    quote: { state: true },
    quoting: { state: true },
    serverViolations: { state: true },
    planError: { state: true },
  };

  declare bundle: Bundle | null;
  declare loadFailed: boolean;
  /** The groups loaded so far (pages appended). */
  declare groups: BundleGroup[];
  declare groupsPage: PageState | null;
  /** The flat item list: filtered or searched, or every item of a bundle without groups. */
  declare results: BundleItem[] | null;
  declare resultsPage: PageState | null;
  declare listLoading: boolean;
  declare listFailed: boolean;
  /** The applied filter value as `attributeId:valueId`; `''` for all items. */
  declare filterKey: string;
  declare queryText: string;
  declare appliedQuery: string;
  /** Quantity per variant ID, in picking order. */
  declare picked: ReadonlyMap<number, number>;
  declare rulesetId: number | null;
  /** The chosen bundle plan's ID (`bundle.plans[].id`). */
  declare planId: number | null;
  declare boxes: number;
  /** Chosen preference value IDs per attribute ID. */
  declare prefs: ReadonlyMap<number, readonly number[]>;
  declare quote: QuoteState | null;
  declare quoting: boolean;
  /** The rules the server said the box broke when it was added. */
  declare serverViolations: BundleViolation[];
  declare planError: string | null;

  /** Every item seen so far, by variant ID: names and prices for the tray and the rules. */
  readonly #known = new Map<number, BundleItem>();
  #started = false;
  #listSeq = 0;
  #quoteSeq = 0;
  #quoteTimer: ReturnType<typeof setTimeout> | undefined;
  #searchTimer: ReturnType<typeof setTimeout> | undefined;

  constructor() {
    super();
    this.bundle = null;
    this.loadFailed = false;
    this.groups = [];
    this.groupsPage = null;
    this.results = null;
    this.resultsPage = null;
    this.listLoading = false;
    this.listFailed = false;
    this.filterKey = '';
    this.queryText = '';
    this.appliedQuery = '';
    this.picked = new Map();
    this.rulesetId = null;
    this.planId = null;
    this.boxes = 1;
    this.prefs = new Map();
    this.quote = null;
    this.quoting = false;
    this.serverViolations = [];
    this.planError = null;
  }

  #t(key: BundleMessageKey, params?: Record<string, string | number>): string {
    return this.t(key, params);
  }

  override willUpdate(): void {
    if (!this.#started && this.state.controller && this.customization) {
      this.#started = true;
      void this.#start();
    }
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Shown again (the router keeps the element for its customization): finish what was waiting.
    if (this.bundle) {
      if (this.queryText.trim() !== this.appliedQuery) this.#applyQuery();
      this.#scheduleQuote();
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.#quoteTimer);
    clearTimeout(this.#searchTimer);
    this.#quoteSeq += 1;
    this.quoting = false;
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

  // ------------------------------------------------------------------ loading

  get #product(): ParentProduct | undefined {
    return this.customization?.product as ParentProduct | undefined;
  }

  async #start(): Promise<void> {
    const cart = this.state.controller!;
    const customization = this.customization!;
    const bundleId = customization.bundle?.id ?? customization.payload.bundleId ?? this.#product?.bundleId;
    this.loadFailed = false;
    if (!bundleId) {
      this.loadFailed = true;
      return;
    }
    try {
      const data = await cart.viewData();
      // A bundle the router already knows is configurable: its groups load alongside.
      const groupsFirst = customization.bundle?.configurable ? data.loadBundleGroups(bundleId, 1) : undefined;
      groupsFirst?.catch(() => undefined);
      const bundle = await data.loadBundle(bundleId);
      if (bundle.configurable === false) {
        cart.showCustomization({
          view: 'bundle-plan',
          payload: customization.payload,
          bundle,
          ...(this.#product ? { product: this.#product } : {}),
          ...(customization.refusal ? { refusal: customization.refusal } : {}),
        });
        return;
      }
      const seq = ++this.#listSeq;
      this.listLoading = true;
      const groups = await (groupsFirst ?? data.loadBundleGroups(bundleId, 1));
      this.#setUp(bundle);
      this.#takeGroups(groups.data, groups.pagination, 1);
      this.bundle = bundle;
      // A box built on the shop's page that the server refused: its reason shows where it would
      // after a press of the button, until the shopper changes the box.
      const refusal = customization.refusal;
      if (refusal) void this.run(() => Promise.reject(refusal));
      if (!groups.data.length) await this.#loadResults(1);
      else if (seq === this.#listSeq) this.listLoading = false;
      await this.#learnPicked();
      this.#scheduleQuote();
    } catch {
      this.listLoading = false;
      this.loadFailed = true;
    }
  }

  /** The choices the view starts with: the payload's (an edited box) or the bundle's defaults. */
  #setUp(bundle: Bundle): void {
    const payload = this.customization?.payload ?? {};
    const rulesets = bundle.rulesets ?? [];
    const preset = rulesets.find((ruleset) => ruleset.id === this.#product?.bundleRulesetId);
    this.rulesetId =
      preset?.id ?? (this.#sizeChoosable(bundle) || rulesets.length === 1 ? rulesets[0]!.id : null);
    const plans = this.#plansOf(bundle);
    this.planId =
      plans.find((plan) => leafOf(plan)?.id === payload.productId)?.id ??
      (plans.length === 1 ? plans[0]!.id : null);
    const selectors = this.#selectorsOf(bundle);
    const wanted =
      typeof payload.quantity === 'number' && payload.quantity >= 1 ? payload.quantity : undefined;
    this.boxes = selectors.length ? (selectors.find((n) => n === wanted) ?? selectors[0]!) : (wanted ?? 1);
    const items = payload.bundle?.items ?? [];
    this.picked = new Map(
      items.filter((item) => item.quantity > 0).map((item) => [item.productId, item.quantity] as const),
    );
    const known = new Set(bundle.preferences.map((preference) => preference.attributeId));
    this.prefs = new Map(
      (payload.bundle?.preferences ?? [])
        .filter((preference) => known.has(preference.attributeId))
        .map((preference) => [preference.attributeId, [...preference.values]] as const),
    );
  }

  #remember(items: readonly BundleItem[]): void {
    for (const item of items)
      this.#known.set(item.productId, { ...this.#known.get(item.productId), ...item });
  }

  #takeGroups(data: BundleGroup[], pagination: Pagination | undefined, page: number): void {
    for (const group of data) this.#remember(group.items);
    this.groups = page === 1 ? data : [...this.groups, ...data];
    this.groupsPage = pageOf(pagination, this.groups.length);
  }

  /** Items picked before their page was shown (an edited box): their names and prices. */
  async #learnPicked(): Promise<void> {
    const missing = [...this.picked.keys()].filter((id) => !this.#known.has(id));
    if (!missing.length) return;
    try {
      const answer = await (
        await this.state.controller!.viewData()
      ).loadBundleItems(this.bundle!.id, {
        page: 1,
        productIds: missing,
      });
      this.#remember(answer.data);
      this.requestUpdate();
    } catch {
      // The tray shows what it knows; the rules are checked again when the box is added.
    }
  }

  get #hasGroups(): boolean {
    return this.groups.length > 0;
  }

  /** Whether the list shows the groups as loaded (no filter, no search). */
  get #showsGroups(): boolean {
    return this.#hasGroups && !this.filterKey && !this.appliedQuery;
  }

  get #filter(): BundlePreferenceInput | null {
    if (!this.filterKey) return null;
    const [attributeId, valueId] = this.filterKey.split(':').map(Number);
    return { attributeId: attributeId!, values: [valueId!] };
  }

  async #loadGroups(page: number): Promise<void> {
    const seq = ++this.#listSeq;
    this.listLoading = true;
    this.listFailed = false;
    try {
      const answer = await (await this.state.controller!.viewData()).loadBundleGroups(this.bundle!.id, page);
      if (seq !== this.#listSeq) return;
      this.#takeGroups(answer.data, answer.pagination, page);
    } catch {
      if (seq === this.#listSeq) this.listFailed = true;
    } finally {
      if (seq === this.#listSeq) this.listLoading = false;
    }
  }

  async #loadResults(page: number): Promise<void> {
    const seq = ++this.#listSeq;
    this.listLoading = true;
    this.listFailed = false;
    if (page === 1) this.results = null;
    try {
      const answer = await (
        await this.state.controller!.viewData()
      ).loadBundleItems(this.bundle!.id, {
        page,
        filter: this.#filter,
        query: this.appliedQuery,
      });
      if (seq !== this.#listSeq) return;
      this.#remember(answer.data);
      this.results = page === 1 ? answer.data : [...(this.results ?? []), ...answer.data];
      this.resultsPage = pageOf(answer.pagination, this.results.length);
    } catch {
      if (seq === this.#listSeq) this.listFailed = true;
    } finally {
      if (seq === this.#listSeq) this.listLoading = false;
    }
  }

  /** Shows the list for the current filter and search: the groups, or the first page of matches. */
  #reloadList(): Promise<void> {
    if (this.#showsGroups) {
      this.#listSeq += 1;
      this.listLoading = false;
      this.listFailed = false;
      this.results = null;
      this.resultsPage = null;
      return Promise.resolve();
    }
    return this.#loadResults(1);
  }

  #shownItemIds(): string[] {
    return [...this.renderRoot.querySelectorAll('[part~="item-name"]')].map((element) => element.id);
  }

  async #loadMore(): Promise<void> {
    const before = new Set(this.#shownItemIds());
    if (this.#showsGroups) await this.#loadGroups((this.groupsPage?.current ?? 1) + 1);
    else await this.#loadResults((this.resultsPage?.current ?? 1) + 1);
    await this.updateComplete;
    // The button is gone after the last page: focus goes to the first new item instead.
    if (!this.renderRoot.querySelector('[part~="load-more"]')) {
      const first = this.#shownItemIds().find((id) => !before.has(id));
      const entry = first ? this.renderRoot.querySelector(`#${first}`)?.closest('li, label') : null;
      entry?.querySelector<HTMLElement>('button, input')?.focus();
    }
  }

  // ------------------------------------------------------------------ choices

  #plansOf(bundle: Bundle): BundlePlan[] {
    const plans = bundle.plans.filter((plan) => typeof leafOf(plan)?.id === 'number');
    const product = this.#product;
    if (!product) return plans;
    // Reached through a product: the plans that product sells (a subscription or a one-time box).
    const own = new Set(
      [...(product.plans ?? product.pricings ?? []), ...(product.variants ?? [])].map((l) => l.id),
    );
    const mine = plans.filter((plan) => own.has(leafOf(plan)!.id));
    return mine.length ? mine : plans;
  }

  get #plans(): BundlePlan[] {
    return this.bundle ? this.#plansOf(this.bundle) : [];
  }

  get #plan(): BundlePlan | undefined {
    return this.#plans.find((plan) => plan.id === this.planId);
  }

  #selectorsOf(bundle: Bundle): number[] {
    return (bundle.quantitySelectors ?? []).filter((n) => Number.isInteger(n) && n > 0);
  }

  #sizeChoosable(bundle: Bundle): boolean {
    return (bundle.rulesets?.length ?? 0) > 1 && bundle.appearanceType !== 'without_ruleset';
  }

  get #single(): boolean {
    return this.bundle?.selectionType === 'single_product' && this.#hasGroups;
  }

  get #context(): BoxContext {
    return { bundle: this.bundle!, groups: this.groups, items: this.#known };
  }

  get #selection(): BoxSelection {
    return { picked: this.picked, boxes: this.boxes, rulesetId: this.rulesetId };
  }

  get #ruleset(): BundleRuleset | undefined {
    return this.bundle ? targetRuleset(this.bundle, this.rulesetId, countOf(this.picked)) : undefined;
  }

  #itemsPayload(): BundleItemInput[] {
    return [...this.picked].map(([productId, quantity]) => ({ productId, quantity }));
  }

  #preferencesPayload(): BundlePreferenceInput[] {
    return (this.bundle?.preferences ?? [])
      .map((preference) => ({
        attributeId: preference.attributeId,
        values: preference.values
          .map((value) => value.id)
          .filter((id) => this.prefs.get(preference.attributeId)?.includes(id)),
      }))
      .filter((preference) => preference.values.length > 0);
  }

  /** The selection changed: the server's old verdicts no longer hold; ask for a new price. */
  #changed(): void {
    this.serverViolations = [];
    this.viewError = null;
    this.fieldErrors = {};
    this.planError = null;
    this.#scheduleQuote();
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
    const next = new Map(this.picked);
    let quantity = 1;
    for (const item of group.items) {
      if (next.has(item.productId)) quantity = next.get(item.productId)!;
      next.delete(item.productId);
    }
    if (productId !== null) next.set(productId, quantity);
    this.picked = next;
    if (productId !== null) {
      const limit = this.#limit(this.#known.get(productId)!);
      if (quantity > limit) this.picked = new Map(next).set(productId, Math.max(1, limit));
    }
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

  #chooseFilter(key: string): void {
    this.filterKey = key;
    void this.#reloadList();
  }

  #typeQuery(value: string): void {
    this.queryText = value;
    clearTimeout(this.#searchTimer);
    this.#searchTimer = setTimeout(() => this.#applyQuery(), SEARCH_DELAY);
  }

  #applyQuery(): void {
    clearTimeout(this.#searchTimer);
    const query = this.queryText.trim();
    if (query === this.appliedQuery) return;
    this.appliedQuery = query;
    void this.#reloadList();
  }

  // ------------------------------------------------------------------ price

  /** The quote payload when the box holds the rules and a plan is chosen, else `null`. */
  #quotePayload(): BundleQuotePayload | null {
    const leaf = this.#plan ? leafOf(this.#plan) : undefined;
    if (!this.bundle || !leaf || checkBox(this.#context, this.#selection).length) return null;
    return {
      productId: leaf.id,
      quantity: this.boxes,
      items: this.#itemsPayload(),
      preferences: this.#preferencesPayload(),
    };
  }

  /** Preferences do not change the price: a new preference asks for no new quote. */
  #quoteKey(payload: BundleQuotePayload): string {
    return JSON.stringify([payload.productId, payload.quantity, payload.items]);
  }

  #scheduleQuote(): void {
    clearTimeout(this.#quoteTimer);
    // Every change makes earlier questions stale: only the answer to the latest one counts.
    const seq = ++this.#quoteSeq;
    const payload = this.#quotePayload();
    const key = payload && this.#quoteKey(payload);
    if (!payload || !key || this.quote?.key === key) {
      this.quoting = false;
      return;
    }
    this.quoting = true;
    this.#quoteTimer = setTimeout(() => void this.#runQuote(payload, key, seq), QUOTE_DELAY);
  }

  async #runQuote(payload: BundleQuotePayload, key: string, seq: number): Promise<void> {
    try {
      const value = await (await this.state.controller!.viewData()).quoteBundle(this.bundle!.id, payload);
      if (seq === this.#quoteSeq) this.quote = { key, value };
    } catch (error) {
      if (seq === this.#quoteSeq) this.quote = { key, violations: violationsOf(error) };
    } finally {
      if (seq === this.#quoteSeq) this.quoting = false;
    }
  }

  /** The quote for the box as it is now, if it came. */
  get #currentQuote(): QuoteState | undefined {
    const payload = this.#quotePayload();
    return payload && this.quote?.key === this.#quoteKey(payload) ? this.quote : undefined;
  }

  // ------------------------------------------------------------------ words

  #groupName(group: BundleGroup | undefined): string {
    return group?.product?.name ?? '';
  }

  #itemName(productId: number): string {
    return this.#known.get(productId)?.product?.name ?? `#${productId}`;
  }

  /** A broken rule in words; `short` for the server's verdict ("Add 2 more items"). */
  #ruleText(violation: BundleViolation, short = false): string {
    const count = violation.delta;
    if (violation.groupId !== undefined) {
      const group = this.#groupName(this.groups.find((entry) => entry.id === violation.groupId));
      if (group)
        return this.#t(
          violation.rule === 'itemMinQuantity' ? 'bundle.rule.addGroup' : 'bundle.rule.removeGroup',
          {
            count,
            group,
          },
        );
    }
    if (violation.productId !== undefined)
      return this.#t('bundle.rule.removeItem', {
        count,
        name: this.#itemName(violation.productId),
        max: violation.expected,
      });
    switch (violation.rule) {
      case 'itemsMinTotal':
        return this.#t('bundle.rule.addTotal', { amount: this.money(count) });
      case 'itemsMaxTotal':
        return this.#t('bundle.rule.removeTotal', { amount: this.money(count) });
      case 'itemMaxQuantity':
        return this.#t(short ? 'bundle.rule.remove' : 'bundle.progress.remove', { count });
      default:
        if (short) return this.#t('bundle.rule.add', { count });
        return violation.current === 0
          ? this.#t('bundle.progress.start', { count: violation.expected })
          : this.#t('bundle.progress.add', { count });
    }
  }

  #progress(violations: BundleViolation[]): string {
    if (violations.length) return this.#ruleText(violations[0]!);
    const ruleset = this.#ruleset;
    const count = countOf(this.picked);
    const max = this.bundle?.rulesetType === 'total' ? null : ruleset?.maxQuantity;
    if (typeof max !== 'number') return this.#t('bundle.progress.ready');
    return count >= max
      ? this.#t('bundle.progress.full')
      : this.#t('bundle.progress.readyMore', { count: max - count });
  }

  #sizeText(ruleset: BundleRuleset): string {
    const low = ruleset.minQuantity ?? 0;
    const high = ruleset.maxQuantity;
    if (high === null || high === undefined) return this.#t('bundle.size.atLeast', { count: low });
    if (low === high) return this.#t('bundle.size.items', { count: high });
    return this.#t('bundle.size.range', { min: low, max: high });
  }

  #groupRule(group: BundleGroup): string {
    const low = group.minQuantity ?? 0;
    const high = group.maxQuantity;
    if (typeof high === 'number') {
      if (low === high) return this.#t('bundle.group.exactly', { count: high });
      return low > 0
        ? this.#t('bundle.group.between', { min: low, max: high })
        : this.#t('bundle.group.upTo', { count: high });
    }
    return low > 0 ? this.#t('bundle.group.atLeast', { count: low }) : '';
  }

  #percent(value: number): string {
    return new Intl.NumberFormat(this.l10n.lang, { style: 'percent' }).format(value / 100);
  }

  // ------------------------------------------------------------------ submit

  async #submit(): Promise<void> {
    if (this.busy || !this.bundle) return;
    const plan = this.#plan;
    if (!plan) {
      this.planError = this.#t('bundle.plans.required');
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
        bundle: { items: this.#itemsPayload(), preferences: this.#preferencesPayload() },
      },
      leaf,
    );
  }

  /** Why the box cannot be added now, besides the broken rule the progress line shows. */
  #reasons(): string[] {
    const reasons: string[] = [];
    if (!this.#plan) reasons.push(this.#t('bundle.planMissing'));
    for (const violation of this.#currentQuote?.violations ?? [])
      reasons.push(this.#ruleText(violation, true));
    return reasons;
  }

  // ------------------------------------------------------------------ render

  #renderPlans() {
    const plans = this.#plans;
    if (plans.length < 2) return nothing;
    const ruleset = this.#ruleset;
    const prices = new Map(
      plans.map((plan) => {
        const price =
          this.bundle!.priceType === 'total' ? boxPrice(this.bundle!, ruleset?.id, plan.id, 1) : null;
        return [plan.id, price ? price.base - price.discount : null] as const;
      }),
    );
    const known = [...prices.values()].filter((price): price is number => price !== null);
    const dearest = known.length ? Math.max(...known) : 0;
    const error = this.planError ?? this.fieldError('productId');
    return html`<fieldset aria-describedby=${error ? 'plan-error' : nothing}>
      <legend>${this.#t('bundle.plans.legend')}</legend>
      ${plans.map((plan) => {
        const { label, detail } = planLabel(plan, (key, params) => this.#t(key, params));
        const price = prices.get(plan.id);
        const percent =
          price !== null && price !== undefined && dearest > 0 ? Math.round((1 - price / dearest) * 100) : 0;
        return html`<label part="option">
          <input
            type="radio"
            name="plan"
            .checked=${plan.id === this.planId}
            aria-invalid=${error ? 'true' : 'false'}
            @change=${() => this.#choosePlan(plan)}
          />
          <span class="option-text">
            <span part="option-name">${label}</span>
            ${detail ? html`<span class="muted">${detail}</span>` : nothing}
            ${
              percent >= 1
                ? html`<span part="savings"
                    >${this.#t('bundle.savings', { percent: this.#percent(percent) })}</span
                  >`
                : nothing
            }
          </span>
          ${
            price !== null && price !== undefined
              ? html`<span part="option-price"
                  >${this.#t('bundle.perBox', { price: this.money(price) })}</span
                >`
              : nothing
          }
        </label>`;
      })}
      ${error ? html`<p part="field-error" id="plan-error" role="alert">${error}</p>` : nothing}
    </fieldset>`;
  }

  #renderSizes() {
    const bundle = this.bundle!;
    if (!this.#sizeChoosable(bundle)) return nothing;
    const plan = this.#plan;
    return html`<fieldset>
      <legend>${this.#t('bundle.size.legend')}</legend>
      ${(bundle.rulesets ?? []).map((ruleset) => {
        const named = bundle.showRulesetName !== false && ruleset.name;
        const price =
          plan && bundle.priceType === 'total' ? boxPrice(bundle, ruleset.id, plan.id, this.boxes) : null;
        return html`<label part="option">
          <input
            type="radio"
            name="size"
            .checked=${ruleset.id === this.rulesetId}
            @change=${() => this.#chooseSize(ruleset)}
          />
          <span class="option-text">
            <span part="option-name">${named ? ruleset.name : this.#sizeText(ruleset)}</span>
            ${named ? html`<span class="muted">${this.#sizeText(ruleset)}</span>` : nothing}
          </span>
          ${
            price
              ? html`<span part="option-price"
                  >${this.#t('bundle.perBox', { price: this.money(price.base - price.discount) })}</span
                >`
              : nothing
          }
        </label>`;
      })}
    </fieldset>`;
  }

  #renderBoxes() {
    const selectors = this.#selectorsOf(this.bundle!);
    if (selectors.length < 2) return nothing;
    const error = this.fieldError('quantity');
    return html`<fieldset class="chips" aria-describedby=${error ? 'boxes-error' : nothing}>
      <legend>${this.#t('bundle.boxes.legend')}</legend>
      <div class="chip-row">
        ${selectors.map(
          (count) =>
            html`<label part="chip" class="chip">
              <input
                type="radio"
                name="boxes"
                .checked=${count === this.boxes}
                @change=${() => this.#chooseBoxes(count)}
              />
              <span>${this.#t('bundle.boxes.option', { count })}</span>
            </label>`,
        )}
      </div>
      ${error ? html`<p part="field-error" id="boxes-error" role="alert">${error}</p>` : nothing}
    </fieldset>`;
  }

  #renderPreferences() {
    return this.bundle!.preferences.map(
      (preference) =>
        html`<fieldset class="chips">
          <legend>
            ${this.#t('bundle.preferences.optional', { title: preference.title ?? preference.name ?? '' })}
          </legend>
          <div class="chip-row">
            ${preference.values.map(
              (value) =>
                html`<label part="chip" class="chip">
                  <input
                    type="checkbox"
                    .checked=${this.prefs.get(preference.attributeId)?.includes(value.id) ?? false}
                    @change=${(event: Event) =>
                      this.#togglePreference(
                        preference.attributeId,
                        value.id,
                        (event.target as HTMLInputElement).checked,
                      )}
                  />
                  <span>${value.value ?? value.name ?? ''}</span>
                </label>`,
            )}
          </div>
        </fieldset>`,
    );
  }

  #renderFinding() {
    const bundle = this.bundle!;
    const filters = bundle.filters.filter((filter) => filter.values.length);
    const several = filters.length > 1;
    return html`${
      bundle.searchable
        ? html`<div part="field" class="search">
            <label part="field-label" for="bundle-search">${this.#t('bundle.search.label')}</label>
            <input
              id="bundle-search"
              type="search"
              autocomplete="off"
              enterkeyhint="search"
              .value=${this.queryText}
              @input=${(event: Event) => this.#typeQuery((event.target as HTMLInputElement).value)}
              @keydown=${(event: KeyboardEvent) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  this.#applyQuery();
                }
              }}
            />
          </div>`
        : nothing
    }
    ${
      filters.length
        ? html`<fieldset class="chips">
            <legend>${this.#t('bundle.filter.legend')}</legend>
            <div class="chip-row">
              <label part="chip" class="chip">
                <input
                  type="radio"
                  name="filter"
                  .checked=${this.filterKey === ''}
                  @change=${() => this.#chooseFilter('')}
                />
                <span>${this.#t('bundle.filter.all')}</span>
              </label>
              ${filters.flatMap((filter) =>
                filter.values.map((value) => {
                  const key = `${filter.attributeId}:${value.id}`;
                  const name = value.value ?? value.name ?? '';
                  return html`<label part="chip" class="chip">
                    <input
                      type="radio"
                      name="filter"
                      .checked=${this.filterKey === key}
                      @change=${() => this.#chooseFilter(key)}
                    />
                    <span
                      >${
                        several
                          ? this.#t('bundle.filter.value', {
                              filter: filter.title ?? filter.name ?? '',
                              value: name,
                            })
                          : name
                      }</span
                    >
                  </label>`;
                }),
              )}
            </div>
          </fieldset>`
        : nothing
    }`;
  }

  #sections(): ListSection[] {
    if (this.#showsGroups)
      return this.groups.map((group) => ({
        key: `g${group.id}`,
        title: this.#groupName(group),
        group,
        items: group.items,
      }));
    const results = this.results ?? [];
    if (!this.#hasGroups) return results.length ? [{ key: 'all', title: '', items: results }] : [];
    const sections: ListSection[] = this.groups.map((group) => ({
      key: `g${group.id}`,
      title: this.#groupName(group),
      group,
      items: [],
    }));
    const other: ListSection = { key: 'other', title: this.#t('bundle.otherItems'), items: [] };
    for (const item of results) {
      const group = groupOf(this.groups, item.productId);
      (sections.find((section) => section.group === group) ?? other).items.push(item);
    }
    return [...sections, other].filter((section) => section.items.length);
  }

  /** The line under an item's name: its price (or extra), its cap in this box, sold out. */
  #itemNotes(item: BundleItem): string {
    const notes: string[] = [];
    const stock = item.stockCount ?? item.product?.stockCount;
    if (stock === 0) return this.#t('bundle.item.soldOut');
    if (this.bundle!.priceType === 'total') {
      if ((item.extraPrice ?? 0) > 0)
        notes.push(this.#t('bundle.item.extra', { price: this.money(item.extraPrice) }));
    } else notes.push(this.money(itemPrice(item)));
    const cap = item.settings?.find((setting) => setting.rulesetId === this.#ruleset?.id)?.maxQuantity;
    if (typeof cap === 'number') notes.push(this.#t('bundle.item.cap', { count: cap }));
    return notes.join(' · ');
  }

  #stepper(item: BundleItem) {
    const name = this.#itemName(item.productId);
    const quantity = this.picked.get(item.productId) ?? 0;
    const full = quantity >= this.#limit(item);
    return html`<div part="stepper" class="stepper" role="group" aria-labelledby="item-${item.productId}">
      <button
        type="button"
        part="decrease"
        class="icon"
        aria-label=${this.#t('bundle.item.remove', { name })}
        aria-disabled=${quantity === 0 ? 'true' : 'false'}
        @click=${() => this.#step(item, -1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <span part="item-quantity" class="count"
        >${quantity}<span class="visually-hidden"> ${this.#t('bundle.item.inBox')}</span></span
      >
      <button
        type="button"
        part="increase"
        class="icon"
        aria-label=${this.#t('bundle.item.add', { name })}
        aria-disabled=${full ? 'true' : 'false'}
        @click=${() => this.#step(item, 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>`;
  }

  #renderItem(item: BundleItem) {
    const notes = this.#itemNotes(item);
    return html`<li part="item" class="item">
      <div class="item-text">
        <span part="item-name" id="item-${item.productId}">${this.#itemName(item.productId)}</span>
        ${notes ? html`<span class="muted">${notes}</span>` : nothing}
      </div>
      ${this.#stepper(item)}
    </li>`;
  }

  /** `single_product`: the group's variants as radio cards; the chosen one gets a stepper. */
  #renderSingle(section: ListSection): TemplateResult {
    const group = section.group!;
    const name = `group-${group.id}`;
    const chosen = group.items.find((item) => this.picked.has(item.productId));
    const rule = this.#groupRule(group);
    const shown = chosen && section.items.includes(chosen) ? chosen : undefined;
    return html`<fieldset part="group" class="group">
      <legend part="group-title">
        ${section.title}${rule ? html` <span class="muted">${rule}</span>` : nothing}
      </legend>
      ${
        (group.minQuantity ?? 0) === 0 && this.#showsGroups
          ? html`<label part="option">
              <input
                type="radio"
                name=${name}
                .checked=${!chosen}
                @change=${() => this.#chooseInGroup(group, null)}
              />
              <span part="option-name">${this.#t('bundle.item.none')}</span>
            </label>`
          : nothing
      }
      ${section.items.map((item) => {
        const notes = this.#itemNotes(item);
        const soldOut = (item.stockCount ?? item.product?.stockCount) === 0;
        return html`<label part="option">
          <input
            type="radio"
            name=${name}
            .checked=${chosen?.productId === item.productId}
            ?disabled=${soldOut}
            @change=${() => this.#chooseInGroup(group, item.productId)}
          />
          <span class="option-text">
            <span part="item-name" id="item-${item.productId}">${this.#itemName(item.productId)}</span>
            ${notes ? html`<span class="muted">${notes}</span>` : nothing}
          </span>
        </label>`;
      })}
      ${shown ? html`<div part="item" class="item single-quantity">${this.#stepper(shown)}</div>` : nothing}
    </fieldset>`;
  }

  #renderList() {
    const sections = this.#sections();
    const page = this.#showsGroups ? this.groupsPage : this.resultsPage;
    const more = !this.listLoading && page && page.current < page.last;
    const searching = !this.#showsGroups && (this.filterKey || this.appliedQuery);
    let status: TemplateResult | string = '';
    if (this.listLoading)
      status = html`<span class="spinner" aria-hidden="true"></span>${this.#t('bundle.loading')}`;
    else if (this.listFailed) status = '';
    else if (searching && this.results)
      status = this.results.length
        ? this.#t('bundle.results', { count: this.resultsPage?.total ?? this.results.length })
        : this.#t('bundle.noResults');
    return html`<div class="list">
      ${sections.map((section) =>
        this.#single && section.group
          ? this.#renderSingle(section)
          : html`<section
              part="group"
              class="group"
              aria-labelledby=${section.title ? `title-${section.key}` : nothing}
            >
              ${
                section.title
                  ? html`<h4 part="group-title" id="title-${section.key}">
                      ${section.title}
                      ${
                        section.group && this.#groupRule(section.group)
                          ? html`<span class="muted">${this.#groupRule(section.group)}</span>`
                          : nothing
                      }
                    </h4>`
                  : nothing
              }
              <ul class="items">
                ${section.items.map((item) => this.#renderItem(item))}
              </ul>
            </section>`,
      )}
      <p part="list-status" class="list-status" role="status">${status}</p>
      ${
        this.listFailed
          ? html`<p part="view-error" role="alert">
              ${this.#t('bundle.loadError')}
              <button type="button" class="secondary" @click=${() => void this.#retryList()}>
                ${this.#t('bundle.retry')}
              </button>
            </p>`
          : nothing
      }
      ${
        more
          ? html`<button
              type="button"
              part="load-more"
              class="secondary"
              @click=${() => void this.#loadMore()}
            >
              ${this.#t('bundle.more')}
            </button>`
          : nothing
      }
    </div>`;
  }

  /** Asks again for the page that failed. */
  #retryList(): Promise<void> {
    if (this.#showsGroups) return this.#loadGroups(this.groupsPage ? this.groupsPage.current + 1 : 1);
    return this.#loadResults(this.results && this.resultsPage ? this.resultsPage.current + 1 : 1);
  }

  #renderTray() {
    return html`<div part="tray" class="tray" tabindex="-1" aria-labelledby="tray-title">
      <h4 id="tray-title" class="tray-title">${this.#t('bundle.tray.label')}</h4>
      ${
        this.picked.size
          ? html`<ul class="tray-items">
              ${[...this.picked].map(([productId, count]) => {
                const name = this.#itemName(productId);
                return html`<li part="tray-item" class="tray-item">
                  <span>${this.#t('bundle.tray.item', { name, count })}</span>
                  <button
                    type="button"
                    part="tray-remove"
                    class="icon"
                    aria-label=${this.#t('bundle.tray.remove', { name })}
                    @click=${() => void this.#takeOut(productId)}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </li>`;
              })}
            </ul>`
          : html`<p class="muted">${this.#t('bundle.tray.empty')}</p>`
      }
    </div>`;
  }

  #renderPrice() {
    const quote = this.#currentQuote?.value;
    if (quote) {
      const saved = quote.discount ?? 0;
      return html`${this.#t('bundle.price.total', { price: this.money(quote.total) })}${
        saved > 0
          ? html` <span part="savings"
              >${this.#t('bundle.price.savings', { amount: this.money(saved) })}</span
            >`
          : nothing
      }`;
    }
    const estimate = this.bundle ? estimateTotal(this.#context, this.#selection, this.#plan) : null;
    return html`${estimate !== null ? this.#t('bundle.price.estimate', { price: this.money(estimate) }) : ''}${
      this.quoting
        ? html`<span class="spinner" aria-hidden="true"></span
            ><span class="visually-hidden">${this.#t('bundle.price.updating')}</span>`
        : nothing
    }`;
  }

  #renderActions() {
    const violations = checkBox(this.#context, this.#selection);
    const reasons = this.#reasons();
    const blocked = violations.length > 0 || reasons.length > 0;
    const itemsError = this.serverViolations.length
      ? this.serverViolations.map((violation) => this.#ruleText(violation, true)).join(' · ')
      : (this.fieldError('bundle') ?? this.fieldError('items'));
    const shownElsewhere =
      itemsError ||
      (this.#plans.length > 1 && this.fieldError('productId')) ||
      (this.#selectorsOf(this.bundle!).length > 1 && this.fieldError('quantity'));
    const quote = this.#currentQuote?.value;
    const cta = this.#ruleset?.ctaText || this.#t('bundle.add');
    const label = quote ? this.#t('bundle.addPrice', { label: cta, price: this.money(quote.total) }) : cta;
    const describedBy = ['progress', reasons.length ? 'reason' : '', itemsError ? 'items-error' : '']
      .filter(Boolean)
      .join(' ');
    return html`<div part="view-actions">
      ${this.#renderTray()}
      <div class="summary">
        <p part="progress" id="progress" role="status">${this.#progress(violations)}</p>
        <p part="price" class="price" role="status">${this.#renderPrice()}</p>
      </div>
      ${itemsError ? html`<p part="field-error" id="items-error" role="alert">${itemsError}</p>` : nothing}
      ${reasons.length ? html`<p part="reason" id="reason" class="muted">${reasons.join(' ')}</p>` : nothing}
      ${this.viewError && !shownElsewhere ? html`<p part="view-error" role="alert">${this.viewError}</p>` : nothing}
      <button
        type="button"
        part="submit-button"
        class="primary"
        aria-disabled=${blocked ? 'true' : 'false'}
        aria-busy=${this.busy ? 'true' : 'false'}
        aria-describedby=${describedBy}
        @click=${() => void this.#submit()}
      >
        ${this.busy ? html`<span class="spinner" aria-hidden="true"></span>` : nothing}${label}
      </button>
    </div>`;
  }

  override render() {
    if (!this.bundle) {
      return html`<div part="view-body">
        ${
          this.loadFailed
            ? html`<p part="view-error" role="alert">${this.#t('bundle.loadError')}</p>
                <button
                  type="button"
                  class="secondary"
                  @click=${() => {
                    this.#started = true;
                    void this.#start();
                  }}
                >
                  ${this.#t('bundle.retry')}
                </button>`
            : html`<p class="loading" role="status">
                <span class="spinner" aria-hidden="true"></span>${this.#t('bundle.loading')}
              </p>`
        }
      </div>`;
    }
    return html`<div part="view-body">
        ${this.#renderPlans()} ${this.#renderSizes()} ${this.#renderBoxes()} ${this.#renderPreferences()}
        ${this.#renderFinding()} ${this.#renderList()}
      </div>
      ${this.#renderActions()}`;
  }
}
