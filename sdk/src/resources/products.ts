import type { Paginated, RequestHeaders, ExpandParams } from '../types/common.js';
import type { ParentProduct, Product, ProductListParams } from '../types/product.js';
import { type ResourceContext } from './context.js';

// The type of `client.products`. Its methods are built from the operation table in extra.ts, which
// loads on the first call (lazy.ts).
/** `client.products`: parent products and their leaves (variants and plans), priced in `x-currency`. */
export declare class ProductsResource {
  // Declared only, so the type stays the class it was (the objects are built in lazy.ts).
  // eslint-disable-next-line no-unused-private-class-members
  readonly #context: ResourceContext;
  constructor(context: ResourceContext);
  list(params?: ProductListParams | null, headers?: RequestHeaders | null): Promise<Paginated<ParentProduct>>;
  load(
    productId: number,
    params?: ExpandParams | null,
    headers?: RequestHeaders | null,
  ): Promise<ParentProduct>;
  loadVariant(
    productId: number,
    params?: ExpandParams | null,
    headers?: RequestHeaders | null,
  ): Promise<Product>;
}
