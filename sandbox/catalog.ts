/** Catalog look-ups and the API's views of products, bundles and surveys, priced per currency. */
import { bundles, products, surveys, type LeafFixture, type ProductFixture } from './fixtures.js';
import { convert, type Prices } from './money.js';

export type Bundle = (typeof bundles)[number];
export type Survey = (typeof surveys)[number];
export type SurveyQuestion = Survey['questions'][number];

export function findParent(id: number): ProductFixture | undefined {
  return products.find((product) => product.id === id);
}

export function findLeaf(id: number): { leaf: LeafFixture; parent: ProductFixture } | undefined {
  for (const parent of products) {
    const leaf = parent.leaves.find((candidate) => candidate.id === id);
    if (leaf) return { leaf, parent };
  }
  return undefined;
}

export const findBundle = (id: number): Bundle | undefined => bundles.find((bundle) => bundle.id === id);
export const findSurvey = (id: number): Survey | undefined => surveys.find((survey) => survey.id === id);

/** The `expand` values of a query (`expand[]=a&expand[]=b` or `expand=a,b`). */
export function expands(query: Record<string, unknown>): string[] {
  const raw = query.expand;
  if (Array.isArray(raw)) return raw.map(String);
  return typeof raw === 'string' ? raw.split(',') : [];
}

const price = (prices: Prices | null | undefined, currency: string): number | null =>
  prices ? (prices[currency] ?? null) : null;

/** The bundle plan a leaf is sold as (`bundle.plans[].plan` / `.variant`), if any. */
const bundlePlanOf = (leafId: number) =>
  bundles.flatMap((bundle) => bundle.plans).find((plan) => planLeafId(plan) === leafId);

/**
 * A parent as the API shows it, with every documented field (`null` where empty) and its leaves:
 * `variants`, or `plans` and their older alias `pricings` (the same list). The leaves carry their
 * own `parent` only when `leavesWithParent` (an `expand` of `variants.parent` / `pricings.parent`).
 */
export function parentView(
  parent: ProductFixture,
  currency: string,
  leavesWithParent = false,
): Record<string, unknown> {
  const { leaves: _leaves, setupFee, ...rest } = parent;
  const bundle = parent.bundleId === null ? undefined : findBundle(parent.bundleId);
  const view: Record<string, unknown> = {
    ...structuredClone(rest),
    setupFee: price(setupFee as Prices | null, currency),
    bundle: bundle ? bundleView(bundle, currency, []) : null,
  };
  const leaves = parent.leaves.map((leaf) => leafView(leaf, parent, currency, leavesWithParent));
  if (parent.type === 'subscription') {
    view.plans = leaves;
    view.pricings = leaves;
  } else view.variants = leaves;
  return view;
}

/**
 * A leaf (variant or plan) with prices in `currency`. Every leaf has a `priceScheme`: a flat price
 * is one range at 1 carrying the price.
 */
export function leafView(leaf: LeafFixture, parent: ProductFixture, currency: string, withParent: boolean) {
  const { prices, trialPrice, setupFee, priceScheme, ...rest } = leaf as LeafFixture & {
    trialPrice?: Prices | null;
    setupFee?: Prices | null;
    priceScheme?: {
      id: number;
      type: string;
      ranges: { id: number; range: number; amount: number }[];
    } | null;
  };
  const amount = prices[currency]!;
  const view: Record<string, unknown> = {
    ...structuredClone(rest),
    price: amount,
    priceScheme: priceScheme
      ? {
          ...priceScheme,
          ranges: priceScheme.ranges.map((r) => ({ ...r, amount: convert(r.amount, currency) })),
        }
      : { id: leaf.id, type: 'volume_price', ranges: [{ id: leaf.id, range: 1, amount }] },
    bundlePlanId: bundlePlanOf(leaf.id)?.id ?? null,
    parentId: parent.id,
    createdAt: parent.createdAt,
  };
  if (parent.type === 'subscription') {
    view.trialPrice = price(trialPrice, currency);
    view.setupFee = price(setupFee, currency);
  }
  if (withParent) view.parent = parentView(parent, currency);
  return view;
}

/** A parent product as `products.list` and `products.load` answer it. */
export function productView(parent: ProductFixture, currency: string, expand: string[]) {
  const keys = parent.type === 'subscription' ? ['pricings', 'plans'] : ['variants'];
  return parentView(
    parent,
    currency,
    keys.some((key) => expand.includes(`${key}.parent`)),
  );
}

/** Unit price of a leaf for a quantity, honouring volume price schemes. */
export function leafUnitPrice(leaf: LeafFixture, currency: string, quantity: number): number {
  const scheme = (leaf as { priceScheme?: { ranges: { range: number; amount: number }[] } | null })
    .priceScheme;
  if (scheme?.ranges?.length) {
    const step = [...scheme.ranges].sort((a, b) => b.range - a.range).find((r) => quantity >= r.range);
    if (step) return convert(step.amount, currency);
  }
  return leaf.prices[currency]!;
}

// ---------------------------------------------------------------- bundles

type BundlePlanFixture = Bundle['plans'][number];

/** The leaf a bundle plan sells: its plan (subscription) or its variant (one-time). */
export const planLeafId = (plan: BundlePlanFixture): number =>
  ('planId' in plan ? plan.planId : plan.variantId) as number;

export function bundlePlanLeafIds(bundle: Bundle): number[] {
  return bundle.plans.map(planLeafId);
}

/** The bundle that sells a plan or variant ID (`bundle.plans[].plan.id` / `.variant.id`). */
export function bundleForLeaf(leafId: number): Bundle | undefined {
  return bundles.find((bundle) => bundlePlanLeafIds(bundle).includes(leafId));
}

function bundleItemView(bundle: Bundle, item: Bundle['items'][number], currency: string, expand: string[]) {
  const found = findLeaf(item.productId)!;
  const view: Record<string, unknown> = {
    id: item.id,
    productId: item.productId,
    quantity: 'quantity' in item ? item.quantity : 1,
    extraPrice: item.extraPrice[currency],
    position: item.position,
    stockCount: found.leaf.stockCount,
    settings: item.settings,
  };
  if (expand.some((e) => e === 'product' || e.startsWith('product.') || e.startsWith('items.product'))) {
    view.product = leafView(
      found.leaf,
      found.parent,
      currency,
      expand.includes('product.parent') || expand.includes('items.product.parent'),
    );
  }
  void bundle;
  return view;
}

/** Price or discount rows with amounts in `currency` (fixture amounts off are USD, as in the quote). */
function rowsView(bundle: Bundle, currency: string, planId?: number) {
  const rows =
    planId === undefined
      ? bundle
      : {
          prices: bundle.prices.filter((row) => row.planId === planId),
          discounts: bundle.discounts.filter((row) => row.planId === planId),
        };
  return {
    prices: rows.prices.map((row) => ({
      ...row,
      ranges: row.ranges.map((r) => ({ range: r.range, amount: r.amount[currency] })),
    })),
    discounts: rows.discounts.map((row) => ({
      ...row,
      ranges: row.ranges.map((r) => {
        const amountOff = r.amountOff as number | null;
        return { ...r, amountOff: amountOff === null ? null : convert(amountOff, currency) };
      }),
    })),
  };
}

/**
 * A bundle plan: `plan` (subscription) or `variant` (one-time), the other `null`, with its own price
 * and discount rows. The side is the whole leaf when expanded (`plans.plan`, `plans.variant`, or
 * `plans.pricing`, the older name of `plans.plan`, which also answers it as `pricing`), else `{ id }`.
 */
function bundlePlanView(bundle: Bundle, plan: BundlePlanFixture, currency: string, expand: string[]) {
  const leafId = planLeafId(plan);
  const isPlan = 'planId' in plan;
  const names = isPlan ? ['plan', 'pricing'] : ['variant'];
  const wants = (name: string) => expand.some((e) => e === `plans.${name}` || e.startsWith(`plans.${name}.`));
  const found = findLeaf(leafId)!;
  const side = names.some(wants)
    ? leafView(
        found.leaf,
        found.parent,
        currency,
        names.some((n) => expand.includes(`plans.${n}.parent`)),
      )
    : { id: leafId };
  return {
    id: plan.id,
    plan: isPlan ? side : null,
    variant: isPlan ? null : side,
    ...(wants('pricing') ? { pricing: isPlan ? side : null } : {}),
    ...rowsView(bundle, currency, plan.id),
  };
}

export function bundleView(bundle: Bundle, currency: string, expand: string[]) {
  const {
    groups: _groups,
    items,
    plans,
    prices: _prices,
    discounts: _discounts,
    metadata,
    ...rest
  } = structuredClone(bundle);
  const view: Record<string, unknown> = {
    ...rest,
    plans: plans.map((plan) => bundlePlanView(bundle, plan, currency, expand)),
    ...rowsView(bundle, currency),
  };
  if (expand.includes('metadata')) view.metadata = metadata;
  if (bundle.configurable === false) {
    view.items = items.map((item) => bundleItemView(bundle, item, currency, ['product']));
  }
  return view;
}

export function bundleItemsView(bundle: Bundle, currency: string, expand: string[]) {
  return bundle.items.map((item) => bundleItemView(bundle, item, currency, expand));
}

export function bundleGroupsView(bundle: Bundle, currency: string, expand: string[]) {
  return bundle.groups.map((group) => {
    const parent = findParent(group.productId)!;
    const items = bundle.items.filter((item) => group.itemIds.includes(item.id));
    return {
      id: group.id,
      productId: group.productId,
      minQuantity: group.minQuantity,
      maxQuantity: group.maxQuantity,
      ...(expand.some((e) => e === 'product') ? { product: parentView(parent, currency) } : {}),
      items: items.map((item) =>
        bundleItemView(
          bundle,
          item,
          currency,
          expand.filter((e) => e.startsWith('items.')).map((e) => e),
        ),
      ),
    };
  });
}

// ---------------------------------------------------------------- surveys

/** A survey with every documented field of its questions and answers (`null` where empty). */
export function surveyView(survey: Survey, currency: string, expand: string[]) {
  return {
    ...structuredClone(survey),
    questions: survey.questions.map((question, index) => ({
      description: null,
      imageUrl: null,
      position: index + 1,
      // Both counted kinds carry all four bounds; `null` is no bound.
      ...(question.type === 'multiple' || question.type === 'quantity'
        ? { minCount: null, maxCount: null, minAmount: null, maxAmount: null }
        : {}),
      ...structuredClone(question),
      answers: question.answers.map((answer) => {
        const { price: answerPrice, ...rest } = answer as typeof answer & {
          price: Prices | null;
          productId?: number;
        };
        const view: Record<string, unknown> = {
          description: null,
          imageUrl: null,
          ...structuredClone(rest),
          price: price(answerPrice, currency),
        };
        const productId = (answer as { productId?: number }).productId;
        if (productId && expand.some((e) => e.includes('product'))) {
          const found = findLeaf(productId)!;
          view.product = leafView(found.leaf, found.parent, currency, true);
        }
        return view;
      }),
    })),
  };
}

/** The survey a leaf asks (plans with `survey: { id }`). */
export function surveyForLeaf(leaf: LeafFixture): Survey | undefined {
  const ref = (leaf as { survey?: { id: number } | null }).survey;
  return ref ? findSurvey(ref.id) : undefined;
}
