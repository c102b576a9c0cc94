/** Build-a-box rules and pricing: which box size the picked items fill, and what the box costs. */
import { bundlePlanLeafIds, findLeaf, leafView, planLeafId, type Bundle } from '../catalog.js';
import { SandboxError, invalid } from '../errors.js';
import { convert } from '../money.js';
import type { BundleSelection } from '../store.js';

export interface BundleRuleViolation {
  rule: 'itemMinQuantity' | 'itemMaxQuantity' | 'itemsMinTotal' | 'itemsMaxTotal';
  expected: number;
  current: number;
  delta: number;
  groupId?: number;
  productId?: number;
}

function violation(
  rule: BundleRuleViolation['rule'],
  expected: number,
  current: number,
  extra = {},
): BundleRuleViolation {
  return { rule, expected, current, delta: Math.abs(expected - current), ...extra };
}

function describe(v: BundleRuleViolation): string {
  const items = (n: number) => `${n} item${n === 1 ? '' : 's'}`;
  const where = v.groupId ? ' from this group' : v.productId ? ` of product ${v.productId}` : '';
  if (v.rule === 'itemMinQuantity') return `Add ${items(v.delta)} more${where} (at least ${v.expected}).`;
  if (v.rule === 'itemMaxQuantity') return `Remove ${items(v.delta)}${where} (at most ${v.expected}).`;
  if (v.rule === 'itemsMinTotal') return `Add items worth ${v.delta} more.`;
  return `Remove items worth ${v.delta}.`;
}

/** Checks the shape of a selection: known items, whole quantities, known preferences. */
export function normalizeSelection(bundle: Bundle, raw: unknown, field = 'bundle'): BundleSelection {
  if (typeof raw !== 'object' || raw === null) throw invalid(field, `The ${field} field must be an object.`);
  const at = (name: string) => (field ? `${field}.${name}` : name);
  const { items, preferences } = raw as { items?: unknown; preferences?: unknown };
  if (!Array.isArray(items)) throw invalid(at('items'), `The ${at('items')} field must be an array.`);
  const merged = new Map<number, number>();
  items.forEach((item, index) => {
    const { productId, quantity } = (item ?? {}) as { productId?: unknown; quantity?: unknown };
    if (
      typeof productId !== 'number' ||
      !bundle.items.some((candidate) => candidate.productId === productId)
    ) {
      throw invalid(
        at(`items.${index}.productId`),
        `Product ${String(productId)} is not an item of this bundle.`,
      );
    }
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity <= 0) {
      throw invalid(at(`items.${index}.quantity`), 'The quantity must be a positive whole number.');
    }
    merged.set(productId, (merged.get(productId) ?? 0) + quantity);
  });
  const prefs = preferences === undefined || preferences === null ? [] : preferences;
  if (!Array.isArray(prefs))
    throw invalid(at('preferences'), `The ${at('preferences')} field must be an array.`);
  const normalizedPrefs = prefs.map((preference, index) => {
    const { attributeId, values } = (preference ?? {}) as { attributeId?: unknown; values?: unknown };
    const known = bundle.preferences.find((p) => p.attributeId === attributeId);
    if (!known)
      throw invalid(
        at(`preferences.${index}.attributeId`),
        `Attribute ${String(attributeId)} is not a preference of this bundle.`,
      );
    if (!Array.isArray(values) || values.some((v) => !known.values.some((kv) => kv.id === v))) {
      throw invalid(at(`preferences.${index}.values`), 'The values must be IDs of the preference’s values.');
    }
    return { attributeId: known.attributeId, values: values as number[] };
  });
  return {
    items: [...merged].map(([productId, quantity]) => ({ productId, quantity })),
    preferences: normalizedPrefs,
  };
}

/** Which box size (ruleset) the selection fills, or the rules it breaks. */
export function checkRules(
  bundle: Bundle,
  selection: BundleSelection,
  boxes: number,
): { rulesetId: number | null; violations: BundleRuleViolation[] } {
  const violations: BundleRuleViolation[] = [];
  const count = selection.items.reduce((sum, item) => sum + item.quantity, 0);
  let rulesetId: number | null = null;
  if (bundle.configurable && bundle.rulesets.length) {
    const fit = bundle.rulesets.find(
      (r) => count >= (r.minQuantity ?? 0) && (r.maxQuantity === null || count <= r.maxQuantity),
    );
    if (fit) rulesetId = fit.id;
    else {
      const bigger = bundle.rulesets
        .filter((r) => (r.minQuantity ?? 0) > count)
        .sort((a, b) => (a.minQuantity ?? 0) - (b.minQuantity ?? 0))[0];
      const largestMax = Math.max(...bundle.rulesets.map((r) => r.maxQuantity ?? Infinity));
      if (bigger) violations.push(violation('itemMinQuantity', bigger.minQuantity ?? 0, count));
      else violations.push(violation('itemMaxQuantity', largestMax, count));
    }
  }
  for (const group of bundle.groups) {
    const inGroup = selection.items
      .filter((item) =>
        bundle.items.some((bi) => bi.productId === item.productId && group.itemIds.includes(bi.id)),
      )
      .reduce((sum, item) => sum + item.quantity, 0);
    if (group.minQuantity !== null && inGroup < group.minQuantity)
      violations.push(violation('itemMinQuantity', group.minQuantity, inGroup, { groupId: group.id }));
    if (group.maxQuantity !== null && inGroup > group.maxQuantity)
      violations.push(violation('itemMaxQuantity', group.maxQuantity, inGroup, { groupId: group.id }));
  }
  for (const item of selection.items) {
    const bundleItem = bundle.items.find((bi) => bi.productId === item.productId)!;
    const cap = bundleItem.settings.find((s) => s.rulesetId === rulesetId)?.maxQuantity;
    if (cap !== undefined && cap !== null && item.quantity > cap)
      violations.push(violation('itemMaxQuantity', cap, item.quantity, { productId: item.productId }));
    const stock = findLeaf(item.productId)!.leaf.stockCount;
    if (stock !== null && item.quantity * boxes > stock) {
      throw new SandboxError(
        422,
        stock === 0 ? 'out_of_stock' : 'insufficient_stock',
        `Product ${item.productId} has ${stock} in stock.`,
        {
          items: [`Product ${item.productId} has ${stock} in stock.`],
        },
      );
    }
  }
  return { rulesetId, violations };
}

/** Throws the 422 a shopper's view turns into "add 2 more items". */
export function assertRules(bundle: Bundle, selection: BundleSelection, boxes: number): number | null {
  const { rulesetId, violations } = checkRules(bundle, selection, boxes);
  if (violations.length) {
    throw new SandboxError(
      422,
      'bundle_rules_not_met',
      describe(violations[0]!),
      { items: violations.map(describe) },
      { validation: violations },
    );
  }
  return rulesetId;
}

const rangeFor = <T extends { range: number }>(ranges: T[], boxes: number): T | undefined =>
  [...ranges].sort((a, b) => b.range - a.range).find((r) => boxes >= r.range);

/** The priced quote of one bundle line: per-box price after discount, and the lines inside. */
export function quoteBundle(
  bundle: Bundle,
  leafId: number,
  boxes: number,
  selection: BundleSelection,
  currency: string,
  expandProducts: boolean,
) {
  if (!bundlePlanLeafIds(bundle).includes(leafId)) {
    throw invalid('productId', `Product ${leafId} is not a plan or variant of bundle ${bundle.id}.`);
  }
  const effective: BundleSelection = bundle.configurable
    ? selection
    : {
        items: bundle.items.map((i) => ({
          productId: i.productId,
          quantity: 'quantity' in i ? (i.quantity as number) : 1,
        })),
        preferences: [],
      };
  const rulesetId = assertRules(bundle, effective, boxes);
  const bundlePlan = bundle.plans.find((p) => planLeafId(p) === leafId)!;
  const found = findLeaf(leafId)!;

  const lines = effective.items.map((item) => {
    const bundleItem = bundle.items.find((bi) => bi.productId === item.productId)!;
    const leaf = findLeaf(item.productId)!;
    const extra = bundleItem.extraPrice[currency] ?? 0;
    const unit =
      bundle.priceType === 'total' || !bundle.configurable ? extra : leaf.leaf.prices[currency]! + extra;
    return {
      productId: item.productId,
      ...(expandProducts ? { product: leafView(leaf.leaf, leaf.parent, currency, true) } : {}),
      quantity: item.quantity,
      price: unit,
      subTotal: unit * item.quantity,
      discount: 0,
      taxAmount: 0,
      taxRate: 0,
      taxInclusive: false,
      total: unit * item.quantity,
    };
  });
  const extras = lines.reduce((sum, line) => sum + line.subTotal, 0);

  let base: number;
  if (!bundle.configurable) base = found.leaf.prices[currency]!;
  else if (bundle.priceType === 'total') {
    const row = bundle.prices.find((p) => p.rulesetId === rulesetId && p.planId === bundlePlan.id);
    const step = row ? rangeFor(row.ranges, boxes) : undefined;
    base = step ? step.amount[currency]! : 0;
  } else base = 0;
  let discountPerBox = 0;
  const discountRow = bundle.discounts.find((d) => d.rulesetId === rulesetId && d.planId === bundlePlan.id);
  const discountStep = discountRow ? rangeFor(discountRow.ranges, boxes) : undefined;
  if (discountStep) {
    const { amountOff, percentOff } = discountStep as { amountOff: number | null; percentOff: number | null };
    if (amountOff) discountPerBox = Math.min(convert(amountOff, currency), base);
    else if (percentOff) discountPerBox = base - Math.round(base * (1 - percentOff / 100));
  }
  const perBox = base + extras - discountPerBox;
  return {
    productId: leafId,
    ...(expandProducts ? { product: leafView(found.leaf, found.parent, currency, true) } : {}),
    quantity: boxes,
    rulesetId,
    price: perBox,
    subTotal: (base + extras) * boxes,
    discount: discountPerBox * boxes,
    taxAmount: 0,
    taxRate: 0,
    taxInclusive: false,
    total: perBox * boxes,
    items: lines,
  };
}
