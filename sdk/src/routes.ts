/**
 * `@svc/sdk/routes`: the API's tables for tools, mocks and servers that stand in for the
 * Storefront API: the SDK's route table (operation → HTTP method and path) and the subscription
 * statuses. The SDK itself does not need this module.
 */
export { routes } from './http/routes.js';
export { SUBSCRIPTION_STATUSES } from './types/subscription.js';
export type { OperationName, Route } from './http/routes.js';
