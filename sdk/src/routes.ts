/**
 * `@svc/sdk/routes`: the SDK's route table (operation → HTTP method and path), for tools, mocks
 * and servers that stand in for the Storefront API. The SDK itself does not need this module.
 */
export { routes } from './http/routes.js';
export type { OperationName, Route } from './http/routes.js';
