import { bodyObject, requireEmail, requirePositiveInt, type OperationHandlers } from '../context.js';
import { notFound } from '../errors.js';
import { findLeaf } from '../catalog.js';

export const leadHandlers: OperationHandlers = {
  'lead.subscribe': (context) => {
    const email = requireEmail(bodyObject(context));
    const existing = context.store.leads.find((lead) => lead.email.toLowerCase() === email.toLowerCase());
    if (existing) return { ...existing };
    const lead = { id: context.store.nextId(), email, createdAt: new Date().toISOString() };
    context.store.leads.push(lead);
    return { ...lead };
  },

  'stock.subscribe': (context) => {
    const body = bodyObject(context);
    const email = requireEmail(body);
    const productId = requirePositiveInt(body, 'productId');
    const quantity = requirePositiveInt(body, 'quantity');
    if (!findLeaf(productId)) throw notFound(`Product ${productId}`);
    const subscription = { id: context.store.nextId(), email, productId, quantity };
    context.store.stockSubscriptions.push(subscription);
    return { ...subscription };
  },
};
