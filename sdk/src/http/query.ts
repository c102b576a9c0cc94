/** Values a query parameter may hold; nested arrays and objects use bracket notation. */
export type QueryValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly QueryValue[]
  | { readonly [key: string]: QueryValue };

export type QueryParams = { readonly [key: string]: QueryValue };

/**
 * Serializes params in one consistent way (docs/decisions.md: "Query strings"):
 * scalars as `key=value`, arrays of scalars as `key[]=a&key[]=b`, objects as `key[sub]=v`,
 * arrays of objects as `key[0][sub]=v`. `undefined` and `null` are left out; booleans
 * are `true`/`false`. `expand: ['a', 'b']` becomes `expand[]=a&expand[]=b`.
 */
export function serializeQuery(params: QueryParams | null | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) append(search, key, value);
  return search.toString();
}

function append(search: URLSearchParams, key: string, value: QueryValue): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    const scalars = value.every((v) => v === null || typeof v !== 'object');
    value.forEach((item, index) => append(search, scalars ? `${key}[]` : `${key}[${index}]`, item));
    return;
  }
  if (typeof value === 'object') {
    for (const [sub, item] of Object.entries(value)) append(search, `${key}[${sub}]`, item);
    return;
  }
  search.append(key, String(value));
}

/**
 * Keys that would reach an object's prototype (`__proto__`) or its constructor rather than a field
 * of its own: a query that names one in any segment is left out whole, and an answer's field of
 * that name is not copied onto a model (resources/context.ts).
 */
export const UNSAFE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

type QueryNode = { [key: string]: QueryNode | string } | (QueryNode | string)[];

/**
 * The inverse of `serializeQuery`, for the sandbox: bracket keys become arrays and objects.
 * Every leaf stays a string; callers convert numbers and booleans. The objects it builds have no
 * prototype, and a key with a segment of `UNSAFE_KEYS` (`__proto__[polluted]=1`) is ignored, so
 * no query changes `Object.prototype` of the process that parses it.
 */
export function parseQuery(search: URLSearchParams): Record<string, unknown> {
  const root: Record<string, QueryNode | string> = Object.create(null);
  for (const [rawKey, value] of search) {
    const [first = '', ...rest] = rawKey.split('[');
    const parts = [first, ...rest.map((part) => (part.endsWith(']') ? part.slice(0, -1) : part))];
    if (parts.some((part) => UNSAFE_KEYS.has(part))) continue;
    let node: QueryNode = root;
    parts.forEach((part, i) => {
      // A list takes its index as a key, as an object takes a name; `[]` appends.
      const container = node as Record<string, QueryNode | string>;
      const slot = part === '' && Array.isArray(node) ? String(node.length) : part;
      const next = parts[i + 1];
      if (next === undefined) container[slot] = value;
      else node = (container[slot] ??= newNode(next)) as QueryNode;
    });
  }
  return root;
}

/** The container for the segment after `next`: a list for `[]` or `[0]`, else an object without prototype. */
function newNode(next: string): QueryNode {
  const isIndex = next === '' || /^\d+$/.test(next);
  return isIndex ? [] : Object.create(null);
}
