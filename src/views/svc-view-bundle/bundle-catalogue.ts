/**
 * The bundle view's catalogue as a reactive controller: the bundle with its first page of groups,
 * then page by page its groups, or the items a filter or a search finds (a bundle without groups
 * lists its items so), and every item seen on the way. Each load is a `DataTask`: a newer one
 * drops the answer of the one before, and leaving the page aborts it (it is asked again when
 * the view is shown again).
 */
import type { Bundle, BundleGroup, BundleItem, BundlePreferenceInput, Paginated, Pagination } from '@svc/sdk';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ViewData } from '../../controller/view-data.js';
import { DataTask } from '../../ui/data-task.js';
import { groupOf } from './bundle-rules.js';

/** Typing in the search box waits this long before asking for the matching items. */
const SEARCH_DELAY = 300;

/** How far the list has got in its pages. */
export interface PageState {
  current: number;
  last: number;
  total: number;
}

/**
 * The bundle: `initial` before it is asked for, `loading`, `failed` (the view offers to try
 * again) or `ready` once it shows.
 */
export type CatalogueStatus = 'initial' | 'loading' | 'failed' | 'ready';

/** The page the list waits for: `idle` when none, `loading`, or `failed` (with a retry). */
export type ListStatus = 'idle' | 'loading' | 'failed';

/** A part of the item list: a group, every item (`all`), or the items of no known group (`other`). */
export interface ListSection {
  key: string;
  group?: BundleGroup;
  items: BundleItem[];
}

export interface BundleCatalogueOptions {
  /** The views' data operations (`svcCart.viewData()`). */
  data: () => Promise<ViewData>;
  /**
   * Called with the bundle as it arrives, before it shows: the view takes its starting choices,
   * or hands a fixed (not configurable) bundle over to another view; that one does not show.
   */
  opened: (bundle: Bundle) => void;
}

type ListRequest =
  | { kind: 'groups'; page: number }
  | { kind: 'items'; page: number; filter: BundlePreferenceInput | null; query: string };

/** The bundle as it arrived, with its first page of groups unless it is a fixed one. */
interface Opened {
  bundle: Bundle;
  groups?: Paginated<BundleGroup>;
}

type ListPage =
  { kind: 'groups'; answer: Paginated<BundleGroup> } | { kind: 'items'; answer: Paginated<BundleItem> };

const pageOf = (pagination: Pagination | undefined, count: number): PageState => ({
  current: pagination?.currentPage ?? 1,
  last: pagination?.lastPage ?? 1,
  total: pagination?.total ?? count,
});

/**
 * Loads what the bundle view lists. `open` brings the bundle and its first page; `chooseFilter`,
 * `typeQuery` and `applyQuery` change what the list shows, `loadMore` and `retry` page on.
 */
export class BundleCatalogue implements ReactiveController {
  readonly #host: ReactiveControllerHost;
  readonly #options: BundleCatalogueOptions;
  readonly #opening: DataTask<[number | null | undefined, boolean], Opened>;
  readonly #list: DataTask<[ListRequest], ListPage>;
  /** Every item seen so far, by variant ID: names and prices for the tray and the rules. */
  readonly #known = new Map<number, BundleItem>();
  #bundle: Bundle | null = null;
  #groups: BundleGroup[] = [];
  #groupsPage: PageState | null = null;
  #results: BundleItem[] | null = null;
  #resultsPage: PageState | null = null;
  #filterKey = '';
  #queryText = '';
  #appliedQuery = '';
  /** The page the list waits for or failed to get; `undefined` when it shows what it has. */
  #listRequest: ListRequest | undefined;
  /** The first page of items of a bundle without groups, which `open` waits for. */
  #firstPage: Promise<boolean> | undefined;
  #searchTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(host: ReactiveControllerHost, options: BundleCatalogueOptions) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
    this.#opening = new DataTask(host, {
      task: async ([bundleId, groupsAlongside]) => {
        if (!bundleId) throw new Error('No bundle to show');
        const data = await options.data();
        // A bundle the router already knows is configurable: its groups load alongside.
        const groupsFirst = groupsAlongside ? data.loadBundleGroups(bundleId, 1) : undefined;
        groupsFirst?.catch(() => undefined);
        const bundle = await data.loadBundle(bundleId);
        if (bundle.configurable === false) return { bundle };
        return { bundle, groups: await (groupsFirst ?? data.loadBundleGroups(bundleId, 1)) };
      },
      onComplete: ({ bundle, groups }) => {
        options.opened(bundle);
        if (groups) this.#show(bundle, groups);
      },
    });
    this.#list = new DataTask(host, {
      task: async ([request]) => {
        const data = await options.data();
        const bundleId = this.#bundle!.id;
        if (request.kind === 'groups')
          return { kind: 'groups', answer: await data.loadBundleGroups(bundleId, request.page) };
        const { page, filter, query } = request;
        return { kind: 'items', answer: await data.loadBundleItems(bundleId, { page, filter, query }) };
      },
      onComplete: (answer, [request]) => {
        this.#listRequest = undefined;
        if (answer.kind === 'groups') this.#takeGroups(answer.answer, request.page);
        else this.#takeResults(answer.answer, request.page);
      },
    });
  }

  /** Where the bundle is: asked for, failed, or shown. */
  get status(): CatalogueStatus {
    if (this.#bundle) return 'ready';
    if (this.#opening.status === 'initial') return 'initial';
    return this.#opening.status === 'error' ? 'failed' : 'loading';
  }

  /** The bundle once it shows (a configurable one). */
  get bundle(): Bundle | null {
    return this.#bundle;
  }

  /** The groups loaded so far (pages appended). */
  get groups(): readonly BundleGroup[] {
    return this.#groups;
  }

  /** Every item seen so far, by variant ID. */
  get known(): ReadonlyMap<number, BundleItem> {
    return this.#known;
  }

  /** The applied filter value as `attributeId:valueId`; `''` for all items. */
  get filterKey(): string {
    return this.#filterKey;
  }

  /** The text in the search box, applied or not yet. */
  get queryText(): string {
    return this.#queryText;
  }

  get hasGroups(): boolean {
    return this.#groups.length > 0;
  }

  /** Whether the list shows the groups as loaded (no filter, no search). */
  get showsGroups(): boolean {
    return this.hasGroups && !this.#filterKey && !this.#appliedQuery;
  }

  get listStatus(): ListStatus {
    if (!this.#listRequest) return 'idle';
    return this.#list.status === 'error' ? 'failed' : 'loading';
  }

  /** Whether a next page is there to show (and none is loading). */
  get more(): boolean {
    const page = this.showsGroups ? this.#groupsPage : this.#resultsPage;
    return this.listStatus !== 'loading' && page !== null && page.current < page.last;
  }

  /** What a filter or a search found so far; `null` when neither applies or nothing came yet. */
  get found(): { items: readonly BundleItem[]; total: number } | null {
    if (this.showsGroups || !(this.#filterKey || this.#appliedQuery) || !this.#results) return null;
    return { items: this.#results, total: this.#resultsPage?.total ?? this.#results.length };
  }

  /**
   * The list in parts: the groups as loaded; else the flat list (filtered or searched, or every
   * item of a bundle without groups), under the groups its items belong to.
   */
  get sections(): ListSection[] {
    if (this.showsGroups)
      return this.#groups.map((group) => ({ key: `g${group.id}`, group, items: group.items }));
    const results = this.#results ?? [];
    if (!this.hasGroups) return results.length ? [{ key: 'all', items: results }] : [];
    const sections: ListSection[] = this.#groups.map((group) => ({ key: `g${group.id}`, group, items: [] }));
    const other: ListSection = { key: 'other', items: [] };
    for (const item of results) {
      const group = groupOf(this.#groups, item.productId);
      (sections.find((section) => section.group === group) ?? other).items.push(item);
    }
    return [...sections, other].filter((section) => section.items.length);
  }

  get #filter(): BundlePreferenceInput | null {
    if (!this.#filterKey) return null;
    const [attributeId, valueId] = this.#filterKey.split(':').map(Number);
    return { attributeId: attributeId!, values: [valueId!] };
  }

  /**
   * Loads the bundle and its first page of groups (of items, when it has none). Resolves `true`
   * once the bundle shows with that page settled; `false` when it failed, was stopped, or the
   * bundle is a fixed one.
   */
  async open(bundleId: number | null | undefined, groupsAlongside: boolean): Promise<boolean> {
    if (!(await this.#opening.run(bundleId, groupsAlongside)) || !this.#bundle) return false;
    await this.#firstPage;
    return true;
  }

  /** Items picked before their page was shown (an edited box): their names and prices. */
  async learn(productIds: Iterable<number>): Promise<void> {
    const missing = [...productIds].filter((id) => !this.#known.has(id));
    if (!missing.length) return;
    try {
      const data = await this.#options.data();
      const answer = await data.loadBundleItems(this.#bundle!.id, { page: 1, productIds: missing });
      this.#remember(answer.data);
      this.#host.requestUpdate();
    } catch {
      // The tray shows what it knows; the rules are checked again when the box is added.
    }
  }

  /** Shows the next page of the list. */
  loadMore(): Promise<boolean> {
    if (this.showsGroups) return this.#loadGroups((this.#groupsPage?.current ?? 1) + 1);
    return this.#loadItems((this.#resultsPage?.current ?? 1) + 1);
  }

  /** Asks again for the page that failed. */
  retry(): Promise<boolean> {
    if (this.showsGroups) return this.#loadGroups(this.#groupsPage ? this.#groupsPage.current + 1 : 1);
    return this.#loadItems(this.#results && this.#resultsPage ? this.#resultsPage.current + 1 : 1);
  }

  /** Applies a filter value (`attributeId:valueId`; `''` for all items). */
  chooseFilter(key: string): void {
    this.#filterKey = key;
    this.#reload();
  }

  /** The search box changed: the matches are asked for once typing pauses. */
  typeQuery(value: string): void {
    this.#queryText = value;
    clearTimeout(this.#searchTimer);
    this.#searchTimer = setTimeout(() => this.applyQuery(), SEARCH_DELAY);
    this.#host.requestUpdate();
  }

  /** Searches for the text in the search box now, unless it is what the list shows. */
  applyQuery(): void {
    clearTimeout(this.#searchTimer);
    const query = this.#queryText.trim();
    if (query === this.#appliedQuery) return;
    this.#appliedQuery = query;
    this.#reload();
  }

  /** Shown again (the router keeps the element for its customization): finishes what was waiting. */
  hostConnected(): void {
    if (!this.#bundle) return;
    this.applyQuery();
    const request = this.#listRequest;
    if (request && this.#list.status !== 'pending' && this.#list.status !== 'error')
      void this.#list.run(request);
  }

  hostDisconnected(): void {
    clearTimeout(this.#searchTimer);
  }

  #show(bundle: Bundle, groups: Paginated<BundleGroup>): void {
    this.#takeGroups(groups, 1);
    this.#bundle = bundle;
    this.#firstPage = groups.data.length ? undefined : this.#loadItems(1);
  }

  #remember(items: readonly BundleItem[]): void {
    for (const item of items)
      this.#known.set(item.productId, { ...this.#known.get(item.productId), ...item });
  }

  #takeGroups({ data, pagination }: Paginated<BundleGroup>, page: number): void {
    for (const group of data) this.#remember(group.items);
    this.#groups = page === 1 ? data : [...this.#groups, ...data];
    this.#groupsPage = pageOf(pagination, this.#groups.length);
  }

  #takeResults({ data, pagination }: Paginated<BundleItem>, page: number): void {
    this.#remember(data);
    this.#results = page === 1 ? data : [...(this.#results ?? []), ...data];
    this.#resultsPage = pageOf(pagination, this.#results.length);
  }

  #loadGroups(page: number): Promise<boolean> {
    return this.#loadPage({ kind: 'groups', page });
  }

  #loadItems(page: number): Promise<boolean> {
    if (page === 1) this.#results = null;
    return this.#loadPage({ kind: 'items', page, filter: this.#filter, query: this.#appliedQuery });
  }

  /** Asks for a page; the answer of any page asked for before it no longer counts. */
  #loadPage(request: ListRequest): Promise<boolean> {
    this.#listRequest = request;
    return this.#list.run(request);
  }

  /** Shows the list for the current filter and search: the groups, or the first page of matches. */
  #reload(): void {
    if (this.showsGroups) {
      this.#list.abort();
      this.#listRequest = undefined;
      this.#results = null;
      this.#resultsPage = null;
      this.#host.requestUpdate();
      return;
    }
    void this.#loadItems(1);
  }
}
