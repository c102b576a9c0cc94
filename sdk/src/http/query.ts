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
 * The inverse of `serializeQuery`, for the sandbox: bracket keys become arrays and objects.
 * Every leaf stays a string; callers convert numbers and booleans.
 */
export function parseQuery(search: URLSearchParams): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [rawKey, value] of search) {
    const parts = rawKey.split('[').map((p, i) => (i === 0 ? p : p.replace(/]$/, '')));
    let node: Record<string, unknown> | unknown[] = root;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const nextIsList = !last && (parts[i + 1] === '' || /^\d+$/.test(parts[i + 1]!));
      const slot = part === '' ? (node as unknown[]).length : part;
      const container = node as Record<string | number, unknown>;
      if (last) {
        if (part === '') (node as unknown[]).push(value);
        else container[slot] = value;
        return;
      }
      container[slot] ??= nextIsList ? [] : {};
      node = container[slot] as Record<string, unknown> | unknown[];
    });
  }
  return root;
}
