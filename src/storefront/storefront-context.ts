/**
 * What a `<svc-context>` hands to the storefront elements inside it (by `@lit/context`): the product
 * or bundle, the leaf chosen (a variant or plan), the quantity, and how loading went. The elements
 * inside re-render when the context hands over a new state object.
 */
import { createContext } from '@lit/context';
import type { Bundle, ParentProduct, Product } from '@svc/sdk';
import type { CatalogKind } from '../controller/storefront/storefront-types.js';

export interface StorefrontState {
  kind: CatalogKind;
  /** `loading` until the answer, `missing` for a product that does not exist, `failed` otherwise. */
  status: 'loading' | 'ready' | 'missing' | 'failed';
  /** The product (a parent) or bundle. */
  entry?: ParentProduct | Bundle;
  /** The variant or plan chosen: the first one in stock until the shopper picks. */
  leaf?: Product;
  quantity: number;
  /** The currency the prices were read in (until the next answer after `setCurrency`). */
  currency?: string;
  /** Picks a leaf of the product by ID. */
  choose(leafId: number): void;
  setQuantity(quantity: number): void;
}

export const storefrontContext = createContext<StorefrontState | undefined>(Symbol('svc-storefront'));

/** The leaves of a product: its variants, or its plans (`pricings` is the older name). */
export function leavesOf(entry: ParentProduct | Bundle | undefined): Product[] {
  const product = entry as (ParentProduct & { plans?: Product[]; pricings?: Product[] }) | undefined;
  return product?.variants ?? product?.plans ?? product?.pricings ?? [];
}

/** What a `field` path reads: `product.name`, `leaf.price`, `bundle.slug`, … */
export function fieldOf(state: StorefrontState | undefined, path: string): unknown {
  if (!state?.entry) return undefined;
  const roots: Record<string, unknown> = {
    product: state.entry,
    bundle: state.entry,
    leaf: state.leaf,
    variant: state.leaf,
    plan: state.leaf,
  };
  const [root, ...rest] = path.split('.');
  let value = roots[root!];
  for (const key of rest) value = (value as Record<string, unknown> | null | undefined)?.[key];
  return value;
}
