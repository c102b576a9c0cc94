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

/** A parent as the API shows it, without its leaves. */
export function parentView(parent: ProductFixture, currency: string): Record<string, unknown> {
  const { leaves: _leaves, setupFee, ...rest } = parent;
  return { ...structuredClone(rest), setupFee: price(setupFee as Prices | null, currency) };
}

/** A leaf (variant or plan) with prices in `currency`. */
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
  const view: Record<string, unknown> = {
    ...structuredClone(rest),
    price: prices[currency],
    parentId: parent.id,
  };
  if (parent.type === 'subscription') {
    view.trialPrice = price(trialPrice, currency);
    view.setupFee = price(setupFee, currency);
  } else {
    view.priceScheme = priceScheme
      ? {
          ...priceScheme,
          ranges: priceScheme.ranges.map((r) => ({ ...r, amount: convert(r.amount, currency) })),
        }
      : null;
  }
  if (withParent) view.parent = parentView(parent, currency);
  return view;
}

/** A parent product with its leaves (as `variants`, or `plans` and the older `pricings`). */
export function productView(parent: ProductFixture, currency: string, expand: string[], withLeaves: boolean) {
  const view = parentView(parent, currency);
  // `plans` is the newer name of `pricings`; neither expands the variants of a one-time product.
  const keys = parent.type === 'subscription' ? ['pricings', 'plans'] : ['variants'];
  const key = keys[0]!;
  const wanted = withLeaves || expand.some((e) => keys.some((k) => e === k || e.startsWith(`${k}.`)));
  if (wanted) {
    const nested = keys.some((k) => expand.includes(`${k}.parent`));
    const leaves = parent.leaves.map((leaf) => leafView(leaf, parent, currency, nested));
    view[key] = leaves;
    if (parent.type === 'subscription') view.plans = leaves;
  }
  return view;
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

export function bundlePlanLeafIds(bundle: Bundle): number[] {
  return bundle.plans.map((plan) => ('planId' in plan ? plan.planId : plan.variantId) as number);
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

export function bundleView(bundle: Bundle, currency: string, expand: string[]) {
  const { groups: _groups, items, plans, prices, discounts, metadata, ...rest } = structuredClone(bundle);
  const view: Record<string, unknown> = {
    ...rest,
    plans: plans.map((plan) => {
      const leafId = ('planId' in plan ? plan.planId : plan.variantId) as number;
      const key = 'planId' in plan ? 'plan' : 'variant';
      const found = findLeaf(leafId)!;
      const wantFull = expand.some((e) => e === `plans.${key}` || e.startsWith(`plans.${key}.`));
      const nested = expand.includes(`plans.${key}.parent`);
      return {
        id: plan.id,
        [key]: wantFull ? leafView(found.leaf, found.parent, currency, nested) : { id: leafId },
      };
    }),
    prices: prices.map((row) => ({
      ...row,
      ranges: row.ranges.map((r) => ({ range: r.range, amount: r.amount[currency] })),
    })),
    discounts: discounts.map((row) => ({
      ...row,
      ranges: row.ranges.map((r) => {
        // Fixture amounts off are USD minor units, like the quote converts them.
        const amountOff = r.amountOff as number | null;
        return { ...r, amountOff: amountOff === null ? null : convert(amountOff, currency) };
      }),
    })),
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

export function surveyView(survey: Survey, currency: string, expand: string[]) {
  return {
    ...structuredClone(survey),
    questions: survey.questions.map((question) => ({
      ...structuredClone(question),
      answers: question.answers.map((answer) => {
        const { price: answerPrice, ...rest } = answer as typeof answer & {
          price: Prices | null;
          productId?: number;
        };
        const view: Record<string, unknown> = {
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
