import { products, type LeafFixture, type ProductFixture } from '../fixtures.js';
import { paginate, type OperationHandlers } from '../context.js';
import { notFound } from '../errors.js';

export function findLeaf(id: number): { leaf: LeafFixture; parent: ProductFixture } | undefined {
  for (const parent of products) {
    const leaf = parent.leaves.find((candidate) => candidate.id === id);
    if (leaf) return { leaf, parent };
  }
  return undefined;
}

function expands(query: Record<string, unknown>): string[] {
  const raw = query.expand;
  if (Array.isArray(raw)) return raw.map(String);
  return typeof raw === 'string' ? raw.split(',') : [];
}

/** A parent as the API shows it, without its leaves. */
function parentView(parent: ProductFixture) {
  const { leaves: _leaves, ...rest } = parent;
  return structuredClone(rest);
}

export function leafView(leaf: LeafFixture, parent: ProductFixture, currency: string, withParent: boolean) {
  const { prices, ...rest } = leaf;
  return {
    ...structuredClone(rest),
    price: prices[currency],
    parentId: parent.id,
    ...(withParent ? { parent: parentView(parent) } : {}),
  };
}

function productView(parent: ProductFixture, currency: string, expand: string[], withLeaves: boolean) {
  const view: Record<string, unknown> = parentView(parent);
  const key = parent.type === 'subscription' ? 'pricings' : 'variants';
  const wanted = withLeaves || expand.some((e) => e === key || e.startsWith(`${key}.`) || e === 'plans');
  if (wanted) {
    const leaves = parent.leaves.map((leaf) =>
      leafView(leaf, parent, currency, expand.includes(`${key}.parent`)),
    );
    view[key] = leaves;
    if (parent.type === 'subscription') view.plans = leaves;
  }
  return view;
}

const truthy = (value: unknown) => value === 'true' || value === '1';
const list = (value: unknown) =>
  Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : [];

export const productHandlers: OperationHandlers = {
  'products.list': ({ query, currency }) => {
    const expand = expands(query);
    const tags = list(query.tags);
    const slugs = list(query.slugs);
    const matches = products.filter(
      (product) =>
        (query.type === undefined || product.type === query.type) &&
        (!tags.length || tags.some((tag) => product.tags.includes(tag))) &&
        (!slugs.length || slugs.includes(product.slug)) &&
        (query.digital === undefined || product.digital === truthy(query.digital)) &&
        (query.giftCard === undefined || product.giftCard === truthy(query.giftCard)),
    );
    const page = paginate(matches, query);
    return { ...page, data: page.data.map((product) => productView(product, currency, expand, false)) };
  },

  'products.load': ({ params, query, currency }) => {
    const product = products.find((candidate) => String(candidate.id) === params.productId);
    if (!product) throw notFound(`Product ${params.productId}`);
    return productView(product, currency, expands(query), true);
  },

  'products.loadVariant': ({ params, query, currency }) => {
    const found = findLeaf(Number(params.productId));
    if (!found) throw notFound(`Product ${params.productId}`);
    return leafView(found.leaf, found.parent, currency, expands(query).includes('parent'));
  },
};
