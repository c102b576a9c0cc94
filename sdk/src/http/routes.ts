import { OPERATIONS } from './operation-table.js';
import type { OperationName, Route } from './operations.js';

/**
 * The route table of the Storefront API, for tools, mocks and servers that stand in for it
 * (`@svc/sdk/routes`): SDK operation → HTTP method and path (`auth: true` when it needs a
 * signed-in customer), read from the one table of operations (operation-table.ts), in its order.
 */
export type { OperationName, Route } from './operations.js';

/** The route part of an operation's entry, with its literal method and path. */
type RouteOf<Spec> = Spec extends { readonly method: infer Method; readonly path: infer Path }
  ? Spec extends { readonly auth: true }
    ? { readonly method: Method; readonly path: Path; readonly auth: true }
    : { readonly method: Method; readonly path: Path }
  : never;

export type Routes = { readonly [Op in OperationName]: RouteOf<(typeof OPERATIONS)[Op]> };

function routeTable(): Routes {
  const table: Partial<Record<OperationName, Route>> = {};
  for (const [operation, spec] of Object.entries(OPERATIONS) as [OperationName, Route][]) {
    const { method, path } = spec;
    table[operation] = spec.auth ? { method, path, auth: true } : { method, path };
  }
  return table as Routes;
}

export const routes: Routes = routeTable();

/** The path parameters of an operation, read from its `:name` segments. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<Op extends OperationName> = Record<
  ParamNames<(typeof OPERATIONS)[Op]['path']>,
  string | number
>;

export { buildPath } from './operations.js';
