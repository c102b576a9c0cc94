import { buildPath, coreRoutes } from './core-routes.js';
import { extraRoutes } from './extra-routes.js';

/**
 * The single route table of the Storefront API: SDK operation → HTTP method and path, written in
 * two parts (core-routes.ts, extra-routes.ts) so the code a page needs at start stays small.
 *
 * The spec leaves methods and paths "not shown"; they are defined here once. The SDK builds
 * every request from this table and the sandbox serves every handler from it, so the two
 * cannot drift. `sdk/API.md` documents it (a test keeps the two in step).
 *
 * Paths are relative to the base URL (which ends in `/storefront/v1/`); `:name` segments
 * are filled from the operation's arguments. `auth: true` marks operations that need a
 * signed-in customer (spec: "Authentication", rule 1).
 */
export type { Route } from './core-routes.js';

const joined = { ...coreRoutes, ...extraRoutes };
const namespaceOf = (operation: string) => operation.slice(0, operation.indexOf('.'));

/**
 * The table, grouped by namespace in alphabetical order (the order of `sdk/API.md`); within a
 * namespace the operations keep their written order.
 */
export const routes = Object.fromEntries(
  Object.entries(joined).sort(([a], [b]) =>
    namespaceOf(a) < namespaceOf(b) ? -1 : namespaceOf(a) > namespaceOf(b) ? 1 : 0,
  ),
) as typeof joined;

export type OperationName = keyof typeof routes;

/** The path parameters of an operation, read from its `:name` segments. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<Op extends OperationName> = Record<
  ParamNames<(typeof routes)[Op]['path']>,
  string | number
>;

export { buildPath };
