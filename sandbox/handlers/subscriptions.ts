import { SUBSCRIPTION_STATUSES } from '../../sdk/src/types/subscription.js';
import { metafields } from '../fixtures.js';
import { bundleForLeaf, expands, findLeaf, leafUnitPrice, leafView, surveyForLeaf } from '../catalog.js';
import {
  bodyObject,
  paginate,
  requireCustomer,
  type OperationHandlers,
  type SandboxContext,
} from '../context.js';
import { SandboxError, invalid, notFound } from '../errors.js';
import { assertRules, normalizeSelection } from '../rules/bundle-quote.js';
import { normalizeOptions } from '../rules/survey.js';

const STATUSES: readonly string[] = SUBSCRIPTION_STATUSES;
const EDITABLE = ['active', 'trial', 'pre_order', 'gift_waiting_to_start'];

type Subscription = Record<string, unknown> & {
  id: number;
  customerId: number;
  productId: number;
  quantity: number;
  status: string;
  items: SubscriptionItem[];
};
type SubscriptionItem = Record<string, unknown> & { id: number; productId: number; quantity: number };

/** Only the signed-in customer's own subscription; another's answers 404, not the data. */
function own(context: SandboxContext): Subscription {
  const customer = requireCustomer(context);
  const subscription = context.store.subscriptions.find(
    (s) => String(s.id) === context.params.subscriptionId && s.customerId === customer.id,
  ) as Subscription | undefined;
  if (!subscription) throw notFound(`Subscription ${context.params.subscriptionId}`);
  return subscription;
}

function ownItem(context: SandboxContext, subscription: Subscription): SubscriptionItem {
  const item = subscription.items.find((i) => String(i.id) === context.params.itemId);
  if (!item) throw notFound(`Subscription item ${context.params.itemId}`);
  return item;
}

function editable(subscription: Subscription): void {
  if (!EDITABLE.includes(subscription.status)) {
    throw new SandboxError(
      422,
      'subscription_not_editable',
      `A ${subscription.status} subscription cannot be changed.`,
    );
  }
}

function itemView(item: SubscriptionItem, currency: string, expand: string[]) {
  const found = findLeaf(item.productId);
  const wantProduct = expand.some(
    (e) => e === 'product' || e.startsWith('product.') || e.startsWith('items.product'),
  );
  return {
    ...structuredClone(item),
    // The unit price at this quantity: volume price schemes apply to subscription lines too.
    price: found ? leafUnitPrice(found.leaf, currency, item.quantity) : null,
    ...(wantProduct && found
      ? {
          product: leafView(
            found.leaf,
            found.parent,
            currency,
            expand.some((e) => e.endsWith('parent')),
          ),
        }
      : {}),
  };
}

function subscriptionView(subscription: Subscription, expand: string[]) {
  const currency = (subscription.currencyCode as string) ?? 'USD';
  const { customerId: _owner, ...rest } = structuredClone(subscription);
  const found = findLeaf(subscription.productId);
  return {
    ...rest,
    ...(expand.some((e) => e === 'product' || e.startsWith('product.')) && found
      ? { product: leafView(found.leaf, found.parent, currency, expand.includes('product.parent')) }
      : { product: undefined }),
    ...(expand.includes('discounts') ? { discounts: [] } : {}),
    items: subscription.items.map((item) =>
      itemView(
        item,
        currency,
        expand.filter((e) => e.startsWith('items.')),
      ),
    ),
  };
}

function quantityChange(context: SandboxContext, current: number, body: Record<string, unknown>): number {
  const quantity = body.quantity;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity <= 0) {
    throw invalid(
      'quantity',
      'The quantity field is required and must be a positive whole number (send it even when only metadata changes).',
    );
  }
  if (quantity !== current && !context.store.shop.settings.subscriptionQuantitySelector) {
    throw invalid(
      'quantity',
      'This shop does not let customers change subscription quantities.',
      'quantity_change_not_allowed',
    );
  }
  return quantity;
}

function normalizeMetadata(raw: unknown) {
  if (raw === undefined) return undefined;
  if (raw === null) return [];
  if (!Array.isArray(raw))
    throw invalid('metadata', 'The metadata field must be an array of { id, values } or null.');
  return raw.map((entry, index) => {
    const { id, values } = (entry ?? {}) as { id?: unknown; values?: unknown };
    const field = metafields.find((m) => m.id === id);
    if (!field) throw invalid(`metadata.${index}.id`, `Metafield ${String(id)} does not exist.`);
    if (!Array.isArray(values))
      throw invalid(`metadata.${index}.values`, 'The values field must be an array.');
    if (field.type === 'select' && values.length > 1)
      throw invalid(`metadata.${index}.values`, `Metafield ${field.id} takes one value.`);
    const normalized = values.map((value, i) => {
      const { id: valueId, value: text } = (value ?? {}) as { id?: unknown; value?: unknown };
      if (field.type === 'text') {
        if (typeof text !== 'string')
          throw invalid(`metadata.${index}.values.${i}.value`, 'A text metafield takes { value }.');
        return { value: text };
      }
      if (!field.values.some((v) => v.id === valueId))
        throw invalid(
          `metadata.${index}.values.${i}.id`,
          `Value ${String(valueId)} is not a preset of metafield ${field.id}.`,
        );
      return { id: valueId as number };
    });
    return { id: field.id, values: normalized };
  });
}

function applyPreferences(context: SandboxContext, item: SubscriptionItem, body: Record<string, unknown>) {
  if (!('preferences' in body))
    throw invalid('preferences', 'The preferences field is required (an array, or null to clear).');
  if (body.updateOrders !== undefined && typeof body.updateOrders !== 'boolean')
    throw invalid('updateOrders', 'The updateOrders field must be true or false.');
  if (body.preferences === null) {
    item.preferences = null;
    return;
  }
  const survey = surveyForLeaf(findLeaf(item.productId)!.leaf);
  if (!survey) throw invalid('preferences', 'This subscription has no survey questions.', 'no_survey');
  item.preferences = normalizeOptions(survey, body.preferences, 'preferences');
  void context;
}

/** `boxes` is the subscription's quantity: stock must cover the picked items of every box. */
function applyBundle(
  item: SubscriptionItem,
  body: Record<string, unknown>,
  requireBundle: boolean,
  boxes: number,
) {
  if (!('productId' in body))
    throw invalid('productId', 'The productId field is required (a plan ID, or null to keep the plan).');
  const current = bundleForLeaf(item.productId);
  if (!current || !item.bundle) throw invalid('bundle', 'This subscription is not a bundle.', 'not_a_bundle');
  let productId = item.productId;
  if (body.productId !== null) {
    // A subscription is billed by a plan: the bundle's one-time variant is not a choice here.
    if (
      typeof body.productId !== 'number' ||
      bundleForLeaf(body.productId)?.id !== current.id ||
      findLeaf(body.productId)?.parent.type !== 'subscription'
    ) {
      throw invalid('productId', 'The productId must be a plan of the same bundle.');
    }
    productId = body.productId;
  }
  if (body.bundle === undefined) {
    if (requireBundle) throw invalid('bundle', 'The bundle field is required.');
  } else {
    const raw = body.bundle as { items?: unknown; preferences?: unknown } | null;
    if (typeof raw !== 'object' || raw === null)
      throw invalid('bundle', 'The bundle field must be an object.');
    if (!('items' in raw) || !('preferences' in raw))
      throw invalid('bundle', 'The bundle field needs items and preferences (each an array or null).');
    const previous = item.bundle as {
      items: { productId: number; quantity: number }[];
      preferences: { attributeId: number; values: number[] }[];
    };
    const selection = normalizeSelection(current, {
      items: raw.items === null ? previous.items : raw.items,
      preferences: raw.preferences === null ? previous.preferences : raw.preferences,
    });
    assertRules(current, selection, boxes);
    item.bundle = selection;
  }
  item.productId = productId;
}

export const subscriptionHandlers: OperationHandlers = {
  'subscriptions.list': (context) => {
    const customer = requireCustomer(context);
    const raw = context.query.statuses;
    const statuses = raw === undefined ? [] : (Array.isArray(raw) ? raw : [raw]).map(String);
    const unknown = statuses.find((status) => !STATUSES.includes(status));
    if (unknown) throw invalid('statuses', `Unknown status ${unknown}; use ${STATUSES.join(', ')}.`);
    const mine = (context.store.subscriptions as Subscription[]).filter(
      (s) => s.customerId === customer.id && (!statuses.length || statuses.includes(s.status)),
    );
    const page = paginate(mine, context.query);
    return { ...page, data: page.data.map((s) => subscriptionView(s, expands(context.query))) };
  },

  'subscriptions.load': (context) => subscriptionView(own(context), expands(context.query)),

  'subscriptions.update': (context) => {
    const subscription = own(context);
    editable(subscription);
    const body = bodyObject(context);
    const quantity = quantityChange(context, subscription.quantity, body);
    const metadata = normalizeMetadata(body.metadata);
    subscription.quantity = quantity;
    const main = subscription.items.find((i) => !i.addon);
    if (main) main.quantity = quantity;
    if (metadata !== undefined) subscription.metadata = metadata;
    return subscriptionView(subscription, expands(context.query));
  },

  'subscriptions.updateBundle': (context) => {
    const subscription = own(context);
    editable(subscription);
    const body = bodyObject(context);
    const main = subscription.items.find((i) => !i.addon)!;
    const quantity =
      body.quantity === undefined
        ? subscription.quantity
        : quantityChange(context, subscription.quantity, body);
    const draft = structuredClone(main);
    applyBundle(draft, body, false, quantity);
    subscription.quantity = quantity;
    Object.assign(main, draft, { quantity });
    subscription.productId = main.productId;
    return subscriptionView(subscription, []);
  },

  'subscriptions.updatePreferences': (context) => {
    const subscription = own(context);
    editable(subscription);
    const main = subscription.items.find((i) => !i.addon)!;
    const draft = structuredClone(main);
    applyPreferences(context, draft, bodyObject(context));
    Object.assign(main, draft);
    return subscriptionView(subscription, []);
  },

  'subscriptions.loadItem': (context) => {
    const subscription = own(context);
    return itemView(
      ownItem(context, subscription),
      (subscription.currencyCode as string) ?? 'USD',
      expands(context.query),
    );
  },

  'subscriptions.updateItem': (context) => {
    const subscription = own(context);
    editable(subscription);
    const item = ownItem(context, subscription);
    const body = bodyObject(context);
    const quantity = quantityChange(context, item.quantity, body);
    const metadata = normalizeMetadata(body.metadata);
    item.quantity = quantity;
    if (!item.addon) subscription.quantity = quantity;
    if (metadata !== undefined) item.metadata = metadata;
    return itemView(item, (subscription.currencyCode as string) ?? 'USD', expands(context.query));
  },

  'subscriptions.updateItemBundle': (context) => {
    const subscription = own(context);
    editable(subscription);
    const item = ownItem(context, subscription);
    const body = bodyObject(context);
    if (body.quantity !== undefined) throw invalid('quantity', 'updateItemBundle takes no quantity.');
    const draft = structuredClone(item);
    applyBundle(draft, body, true, item.quantity);
    Object.assign(item, draft);
    if (!item.addon) subscription.productId = item.productId;
    return itemView(item, (subscription.currencyCode as string) ?? 'USD', expands(context.query));
  },

  'subscriptions.updateItemPreferences': (context) => {
    const subscription = own(context);
    editable(subscription);
    const item = ownItem(context, subscription);
    const draft = structuredClone(item);
    applyPreferences(context, draft, bodyObject(context));
    Object.assign(item, draft);
    return itemView(item, (subscription.currencyCode as string) ?? 'USD', []);
  },
};
