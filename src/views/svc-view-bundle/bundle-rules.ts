/**
 * The build-a-box rules as the shopper's box is filled: which box size the count aims at, what
 * is still missing or too much (the same `{ rule, expected, current, delta }` the server sends
 * back), how many of an item may still go in, and the price worked out from the bundle's price
 * and discount matrices while no quote is at hand. Pure functions of the bundle and the picks.
 */
import type {
  Bundle,
  BundleGroup,
  BundleItem,
  BundleItemInput,
  BundlePlan,
  BundlePreferenceInput,
  BundlePriceRow,
  BundleRuleset,
  CartItemAddPayload,
  ParentProduct,
  Product,
} from '@svc/sdk';

export type BundleRule = 'itemMinQuantity' | 'itemMaxQuantity' | 'itemsMinTotal' | 'itemsMaxTotal';

/** A broken rule: of the whole box, of one group (`groupId`) or of one item (`productId`). */
export interface BundleViolation {
  rule: BundleRule;
  expected: number;
  current: number;
  delta: number;
  groupId?: number;
  productId?: number;
}

/** What the shopper has chosen so far. */
export interface BoxSelection {
  /** Quantity per variant ID, in the order the shopper picked them. */
  picked: ReadonlyMap<number, number>;
  /** Number of boxes. */
  boxes: number;
  /** The chosen box size; `null` when the count decides it. */
  rulesetId: number | null;
}

/** Everything the shopper chooses for the box: the selection, the plan and the preferences. */
export interface BoxChoices extends BoxSelection {
  /** The chosen bundle plan's ID (`bundle.plans[].id`). */
  planId: number | null;
  /** Chosen preference value IDs per attribute ID. */
  prefs: ReadonlyMap<number, readonly number[]>;
}

/** What the rules are checked against: the bundle, its groups and every item seen so far. */
export interface BoxContext {
  bundle: Bundle;
  groups: readonly BundleGroup[];
  items: ReadonlyMap<number, BundleItem>;
}

const RULES: readonly BundleRule[] = ['itemMinQuantity', 'itemMaxQuantity', 'itemsMinTotal', 'itemsMaxTotal'];

/** The leaf a bundle plan is bought as: its subscription plan or its one-time variant. */
export const leafOf = (plan: BundlePlan): Product | undefined =>
  (plan.plan ?? plan.variant) as Product | undefined;

/**
 * The plans a bundle is sold as (those with a leaf). Reached through a product: the plans that
 * product sells (a subscription or a one-time box), else every plan.
 */
export function plansFor(bundle: Bundle, product: ParentProduct | undefined): BundlePlan[] {
  const plans = bundle.plans.filter((plan) => typeof leafOf(plan)?.id === 'number');
  if (!product) return plans;
  const own = new Set(
    [...(product.plans ?? product.pricings ?? []), ...(product.variants ?? [])].map((l) => l.id),
  );
  const mine = plans.filter((plan) => own.has(leafOf(plan)!.id));
  return mine.length ? mine : plans;
}

/**
 * The choices a box starts with: the payload's (an edited box, a plan or box count given), else
 * the bundle's defaults (the product's box size, the only plan, the first box count).
 */
export function startingChoices(
  bundle: Bundle,
  product: ParentProduct | undefined,
  payload: Partial<CartItemAddPayload>,
): BoxChoices {
  const rulesets = bundle.rulesets ?? [];
  const preset = rulesets.find((ruleset) => ruleset.id === product?.bundleRulesetId);
  const plans = plansFor(bundle, product);
  const counts = boxCounts(bundle);
  const wanted = typeof payload.quantity === 'number' && payload.quantity >= 1 ? payload.quantity : undefined;
  const items = payload.bundle?.items ?? [];
  const known = new Set(bundle.preferences.map((preference) => preference.attributeId));
  const picked = new Map(
    items.filter((item) => item.quantity > 0).map((item) => [item.productId, item.quantity] as const),
  );
  return {
    // An edited box starts in the size its items fill.
    rulesetId:
      preset?.id ??
      (sizeChoosable(bundle) || rulesets.length === 1
        ? (picked.size ? targetRuleset(bundle, null, countOf(picked)) : rulesets[0])!.id
        : null),
    planId:
      plans.find((plan) => leafOf(plan)?.id === payload.productId)?.id ??
      (plans.length === 1 ? plans[0]!.id : null),
    boxes: counts.length ? (counts.find((n) => n === wanted) ?? counts[0]!) : (wanted ?? 1),
    picked,
    prefs: new Map(
      (payload.bundle?.preferences ?? [])
        .filter((preference) => known.has(preference.attributeId))
        .map((preference) => [preference.attributeId, [...preference.values]] as const),
    ),
  };
}

/** The box counts the shopper may choose from (`quantitySelectors`): whole and positive. */
export const boxCounts = (bundle: Bundle): number[] =>
  (bundle.quantitySelectors ?? []).filter((n) => Number.isInteger(n) && n > 0);

/** Whether the shopper chooses the box size: several sizes, shown as such. */
export const sizeChoosable = (bundle: Bundle): boolean =>
  (bundle.rulesets?.length ?? 0) > 1 && bundle.appearanceType !== 'without_ruleset';

/** The box's items as the cart and the quote take them, in picking order. */
export const itemsInput = (picked: ReadonlyMap<number, number>): BundleItemInput[] =>
  [...picked].map(([productId, quantity]) => ({ productId, quantity }));

/** The chosen preference values (by attribute ID) in the bundle's order; unchosen ones left out. */
export function preferencesInput(
  bundle: Bundle,
  prefs: ReadonlyMap<number, readonly number[]>,
): BundlePreferenceInput[] {
  return bundle.preferences
    .map((preference) => ({
      attributeId: preference.attributeId,
      values: preference.values
        .map((value) => value.id)
        .filter((id) => prefs.get(preference.attributeId)?.includes(id)),
    }))
    .filter((preference) => preference.values.length > 0);
}

/** The broken rules a 422 answer of `quote` or `addItem` lists (`validation[]`), if any. */
export function violationsOf(error: unknown): BundleViolation[] {
  const body = (error as { body?: unknown } | null)?.body;
  const list =
    typeof body === 'object' && body !== null ? (body as { validation?: unknown }).validation : undefined;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (entry): entry is BundleViolation =>
      typeof entry === 'object' &&
      entry !== null &&
      RULES.includes((entry as BundleViolation).rule) &&
      typeof (entry as BundleViolation).delta === 'number',
  );
}

/** The price a shopper sees for one of an item: its variant's price plus the item's extra. */
export const itemPrice = (item: BundleItem | undefined): number =>
  (item?.product?.price ?? 0) + (item?.extraPrice ?? 0);

export const countOf = (picked: ReadonlyMap<number, number>): number =>
  [...picked.values()].reduce((sum, quantity) => sum + quantity, 0);

export function groupOf(groups: readonly BundleGroup[], productId: number): BundleGroup | undefined {
  return groups.find((group) => group.items.some((item) => item.productId === productId));
}

const min = (ruleset: BundleRuleset) => ruleset.minQuantity ?? 0;
const max = (ruleset: BundleRuleset) => ruleset.maxQuantity ?? Infinity;

/**
 * The box size the rules hold against: the chosen one; without a choice, the one `count` fits,
 * else the next bigger one, else the biggest.
 */
export function targetRuleset(
  bundle: Bundle,
  rulesetId: number | null,
  count: number,
): BundleRuleset | undefined {
  const rulesets = bundle.rulesets ?? [];
  const chosen = rulesets.find((ruleset) => ruleset.id === rulesetId);
  if (chosen) return chosen;
  const fit = rulesets.find((ruleset) => count >= min(ruleset) && count <= max(ruleset));
  if (fit) return fit;
  const bigger = rulesets.filter((ruleset) => min(ruleset) > count).sort((a, b) => min(a) - min(b))[0];
  return bigger ?? [...rulesets].sort((a, b) => max(b) - max(a))[0];
}

/** The most of an item one box may hold by itself: its cap in this box size, and the stock. */
function itemCap(
  ctx: BoxContext,
  ruleset: BundleRuleset | undefined,
  productId: number,
  boxes: number,
): number {
  const item = ctx.items.get(productId);
  let cap = Infinity;
  const setting = item?.settings?.find((entry) => entry.rulesetId === ruleset?.id)?.maxQuantity;
  if (typeof setting === 'number') cap = setting;
  const stock = item?.stockCount ?? item?.product?.stockCount;
  if (typeof stock === 'number') cap = Math.min(cap, Math.floor(stock / Math.max(1, boxes)));
  return cap;
}

const violation = (rule: BundleRule, expected: number, current: number, extra = {}): BundleViolation => ({
  rule,
  expected,
  current,
  delta: Math.abs(expected - current),
  ...extra,
});

/** The rules the box breaks, the box size first, then each group, then each item. */
export function checkBox(ctx: BoxContext, selection: BoxSelection): BundleViolation[] {
  const { bundle } = ctx;
  const { picked } = selection;
  const count = countOf(picked);
  const ruleset = targetRuleset(bundle, selection.rulesetId, count);
  const found: BundleViolation[] = [];
  if (bundle.rulesetType === 'total' && ruleset) {
    const total = [...picked].reduce(
      (sum, [id, quantity]) => sum + quantity * itemPrice(ctx.items.get(id)),
      0,
    );
    if (typeof ruleset.minTotal === 'number' && total < ruleset.minTotal)
      found.push(violation('itemsMinTotal', ruleset.minTotal, total));
    if (typeof ruleset.maxTotal === 'number' && total > ruleset.maxTotal)
      found.push(violation('itemsMaxTotal', ruleset.maxTotal, total));
    if (count === 0 && !found.length) found.push(violation('itemMinQuantity', 1, 0));
  } else if (ruleset) {
    if (count < min(ruleset)) found.push(violation('itemMinQuantity', min(ruleset), count));
    else if (count > max(ruleset)) found.push(violation('itemMaxQuantity', max(ruleset), count));
    else if (count === 0) found.push(violation('itemMinQuantity', 1, 0));
  } else if (count === 0) found.push(violation('itemMinQuantity', 1, 0));
  for (const group of ctx.groups) {
    const inGroup = [...picked]
      .filter(([id]) => group.items.some((item) => item.productId === id))
      .reduce((sum, [, quantity]) => sum + quantity, 0);
    if (typeof group.minQuantity === 'number' && inGroup < group.minQuantity)
      found.push(violation('itemMinQuantity', group.minQuantity, inGroup, { groupId: group.id }));
    if (typeof group.maxQuantity === 'number' && inGroup > group.maxQuantity)
      found.push(violation('itemMaxQuantity', group.maxQuantity, inGroup, { groupId: group.id }));
  }
  for (const [productId, quantity] of picked) {
    const cap = itemCap(ctx, ruleset, productId, selection.boxes);
    if (quantity > cap) found.push(violation('itemMaxQuantity', cap, quantity, { productId }));
  }
  return found;
}

/** How many of `productId` the box may hold, given everything else picked. */
export function itemLimit(ctx: BoxContext, selection: BoxSelection, productId: number): number {
  const { bundle } = ctx;
  const { picked } = selection;
  const current = picked.get(productId) ?? 0;
  const count = countOf(picked);
  const ruleset = targetRuleset(bundle, selection.rulesetId, count);
  let limit = itemCap(ctx, ruleset, productId, selection.boxes);
  const group = groupOf(ctx.groups, productId);
  if (group && typeof group.maxQuantity === 'number') {
    const others = [...picked]
      .filter(([id]) => id !== productId && group.items.some((item) => item.productId === id))
      .reduce((sum, [, quantity]) => sum + quantity, 0);
    limit = Math.min(limit, group.maxQuantity - others);
  }
  if (bundle.rulesetType === 'total') {
    const maxTotal = ruleset?.maxTotal;
    const price = itemPrice(ctx.items.get(productId));
    if (typeof maxTotal === 'number' && price > 0) {
      const others = [...picked]
        .filter(([id]) => id !== productId)
        .reduce((sum, [id, quantity]) => sum + quantity * itemPrice(ctx.items.get(id)), 0);
      limit = Math.min(limit, Math.floor((maxTotal - others) / price));
    }
  } else {
    // A chosen size caps the box; otherwise the biggest size does.
    const chosen = (bundle.rulesets ?? []).find((entry) => entry.id === selection.rulesetId);
    const sizes = chosen ? [chosen] : (bundle.rulesets ?? []);
    const biggest = sizes.length ? Math.max(...sizes.map(max)) : Infinity;
    limit = Math.min(limit, biggest - (count - current));
  }
  return Math.max(0, limit);
}

/**
 * `single_product`: the picks with `productId` as its group's one variant (`null`: none), at the
 * quantity the group had (at least 1), as far as the rules let it.
 */
export function pickInGroup(
  ctx: BoxContext,
  selection: BoxSelection,
  group: BundleGroup,
  productId: number | null,
): Map<number, number> {
  const next = new Map(selection.picked);
  let quantity = 1;
  for (const item of group.items) {
    if (next.has(item.productId)) quantity = next.get(item.productId)!;
    next.delete(item.productId);
  }
  if (productId === null) return next;
  next.set(productId, quantity);
  const limit = itemLimit(ctx, { ...selection, picked: next }, productId);
  if (quantity > limit) next.set(productId, Math.max(1, limit));
  return next;
}

/** A matrix row's step for `boxes`: the highest breakpoint not above it. */
function step<T extends { range: number }>(ranges: readonly T[], boxes: number): T | undefined {
  return [...ranges].sort((a, b) => b.range - a.range).find((entry) => boxes >= entry.range);
}

/**
 * The box's own price per box for a size and plan (the bundle's price matrix, `priceType:
 * total`), with the discount matrix applied; `null` when the matrix has no row for them.
 */
export function boxPrice(
  bundle: Bundle,
  rulesetId: number | undefined,
  planId: number,
  boxes: number,
): { base: number; discount: number } | null {
  // Rows name their bundle plan as `planId` (the bundle plan's ID, not the leaf's).
  const matches = (row: BundlePriceRow) =>
    (row.rulesetId ?? undefined) === rulesetId && row.planId === planId;
  const row = (bundle.prices ?? []).find(matches);
  const priced = row ? step(row.ranges, boxes) : undefined;
  if (typeof priced?.amount !== 'number') return null;
  const base = priced.amount;
  const off = step((bundle.discounts ?? []).find(matches)?.ranges ?? [], boxes);
  let discount = 0;
  if (typeof off?.amountOff === 'number' && off.amountOff > 0) discount = Math.min(off.amountOff, base);
  else if (typeof off?.percentOff === 'number' && off.percentOff > 0)
    discount = base - Math.round(base * (1 - off.percentOff / 100));
  return { base, discount };
}

/**
 * What the box would cost in all (every box), worked out like the quote: the box's price when
 * the bundle is priced per box, plus each item's price (or only its extra, when priced per box),
 * less the discount. `null` when it cannot be told (no plan, no price row).
 */
export function estimateTotal(
  ctx: BoxContext,
  selection: BoxSelection,
  plan: BundlePlan | undefined,
): number | null {
  if (!plan) return null;
  const { bundle } = ctx;
  const perBox = bundle.priceType === 'total';
  const ruleset = targetRuleset(bundle, selection.rulesetId, countOf(selection.picked));
  let base = 0;
  let discount = 0;
  if (perBox) {
    const price = boxPrice(bundle, ruleset?.id, plan.id, selection.boxes);
    if (!price) return null;
    ({ base, discount } = price);
  }
  const items = [...selection.picked].reduce((sum, [id, quantity]) => {
    const item = ctx.items.get(id);
    return sum + quantity * (perBox ? (item?.extraPrice ?? 0) : itemPrice(item));
  }, 0);
  return (base + items - discount) * selection.boxes;
}
