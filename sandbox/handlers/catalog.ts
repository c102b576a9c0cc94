import { HttpResponse } from 'msw';
import { bundles, products } from '../fixtures.js';
import {
  bundleGroupsView,
  bundleItemsView,
  bundleView,
  expands,
  findBundle,
  findLeaf,
  findSurvey,
  leafView,
  productView,
  surveyView,
} from '../catalog.js';
import {
  bodyObject,
  paginate,
  requirePositiveInt,
  type OperationHandlers,
  type SandboxContext,
} from '../context.js';
import { invalid, notFound } from '../errors.js';
import { productImage } from '../images.js';
import { normalizeSelection, quoteBundle } from '../rules/bundle-quote.js';

const truthy = (value: unknown) => value === 'true' || value === '1';
const strings = (value: unknown) =>
  Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : [];
const numbers = (value: unknown, field: string) =>
  strings(value).map((raw) => {
    const n = Number(raw);
    if (!Number.isInteger(n)) throw invalid(field, `The ${field} parameter must hold whole numbers.`);
    return n;
  });

function bundleFor(context: SandboxContext) {
  const bundle = findBundle(Number(context.params.bundleId));
  if (!bundle) throw notFound(`Bundle ${context.params.bundleId}`);
  return bundle;
}

export const catalogHandlers: OperationHandlers = {
  'products.list': ({ query, currency }) => {
    const expand = expands(query);
    const tags = strings(query.tags);
    const slugs = strings(query.slugs);
    if (query.type !== undefined && query.type !== 'one_time' && query.type !== 'subscription') {
      throw invalid('type', 'The type filter must be one_time or subscription.');
    }
    const matches = products.filter(
      (product) =>
        (query.type === undefined || product.type === query.type) &&
        (!tags.length || tags.some((tag) => product.tags.includes(tag))) &&
        (!slugs.length || slugs.includes(product.slug)) &&
        (query.digital === undefined || product.digital === truthy(query.digital)) &&
        (query.giftCard === undefined || product.giftCard === truthy(query.giftCard)),
    );
    const page = paginate(matches, query);
    return { ...page, data: page.data.map((product) => productView(product, currency, expand)) };
  },

  'products.load': ({ params, query, currency }) => {
    const product = products.find((candidate) => String(candidate.id) === params.productId);
    if (!product) throw notFound(`Product ${params.productId}`);
    return productView(product, currency, expands(query));
  },

  'products.loadVariant': ({ params, query, currency }) => {
    const found = findLeaf(Number(params.productId));
    if (!found) throw notFound(`Product ${params.productId}`);
    return leafView(found.leaf, found.parent, currency, expands(query).includes('parent'));
  },

  'bundles.list': ({ query, currency }) => {
    const ids = numbers(query.ids, 'ids');
    const slugs = strings(query.slugs);
    const tags = strings(query.tags);
    const matches = bundles.filter(
      (bundle) =>
        (!ids.length || ids.includes(bundle.id)) &&
        (!slugs.length || slugs.includes(bundle.slug)) &&
        (!tags.length || tags.some((tag) => bundle.tags.includes(tag))) &&
        (query.digital === undefined || bundle.digital === truthy(query.digital)) &&
        (query.configurable === undefined || bundle.configurable === truthy(query.configurable)),
    );
    const page = paginate(matches, query);
    return { ...page, data: page.data.map((bundle) => bundleView(bundle, currency, expands(query))) };
  },

  'bundles.load': (context) => bundleView(bundleFor(context), context.currency, expands(context.query)),

  'bundles.loadItems': (context) => {
    const bundle = bundleFor(context);
    const { query } = context;
    let items = bundleItemsView(bundle, context.currency, [...expands(query), 'product']);
    if (query.filters !== undefined && !Array.isArray(query.filters))
      throw invalid('filters', 'The filters parameter must be an array of { attributeId, values }.');
    const filters = (query.filters ?? []) as { attributeId?: unknown; values?: unknown }[];
    if (filters.length > 1) throw invalid('filters', 'A page applies at most one filter.');
    for (const filter of filters) {
      const attributeId = Number(filter.attributeId);
      // Both fields are required; an empty `values` array does not reach the query string at all.
      const values = numbers(filter.values, 'filters.0.values');
      if (!values.length) throw invalid('filters.0.values', 'A filter needs at least one value ID.');
      if (!bundle.filters.some((f) => f.attributeId === attributeId))
        throw invalid('filters', `Attribute ${filter.attributeId} is not a filter of this bundle.`);
      items = items.filter((item) =>
        ((item.product as { attributes?: { attributeId: number; valueId: number }[] }).attributes ?? []).some(
          (a) => a.attributeId === attributeId && values.includes(a.valueId),
        ),
      );
    }
    const productIds = numbers(query.productIds, 'productIds');
    if (productIds.length) items = items.filter((item) => productIds.includes(item.productId as number));
    if (typeof query.query === 'string' && query.query.trim()) {
      const needle = query.query.trim().toLowerCase();
      items = items.filter((item) => {
        const product = item.product as { name: string; parent?: { name?: string } };
        const parentName = findLeaf(item.productId as number)!.parent.name;
        return `${product.name} ${parentName}`.toLowerCase().includes(needle);
      });
    }
    const wanted = expands(query);
    if (!wanted.some((e) => e === 'product' || e.startsWith('product.')))
      items = items.map(({ product: _p, ...rest }) => rest);
    return paginate(items, query);
  },

  'bundles.loadGroups': (context) =>
    paginate(bundleGroupsView(bundleFor(context), context.currency, expands(context.query)), context.query),

  'bundles.quote': (context) => {
    const bundle = bundleFor(context);
    const body = bodyObject(context);
    const productId = requirePositiveInt(body, 'productId');
    const quantity = requirePositiveInt(body, 'quantity');
    if (!Array.isArray(body.items))
      throw invalid('items', 'The items field is required (an array of { productId, quantity }).');
    if (!Array.isArray(body.preferences))
      throw invalid('preferences', 'The preferences field is required; send [] when there are none.');
    const selection = normalizeSelection(bundle, { items: body.items, preferences: body.preferences }, '');
    const expand = expands(context.query);
    return quoteBundle(
      bundle,
      productId,
      quantity,
      selection,
      context.currency,
      expand.some((e) => e.startsWith('items.product')),
    );
  },

  'surveys.load': ({ params, query, currency }) => {
    const survey = findSurvey(Number(params.surveyId));
    if (!survey) throw notFound(`Survey ${params.surveyId}`);
    return surveyView(survey, currency, expands(query));
  },
};

/**
 * `GET images/:file`, the pictures that `images[].url` of products and bundles point to. Not an
 * operation of the route table, and served without an API key: an `<img>` cannot send one.
 */
export function imageFile(file: string): Response {
  const svg = productImage(file);
  if (svg === undefined) {
    const error = notFound(`Image ${file}`);
    return HttpResponse.json(error.toBody(), { status: error.status });
  }
  return new HttpResponse(svg, {
    headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=31536000, immutable' },
  });
}
