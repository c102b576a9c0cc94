import type { Paginated, RequestHeaders, ExpandParams } from '../types/common.js';
import type { ParentProduct, Product, ProductListParams } from '../types/product.js';
import { assertId, assertOptionalHeaders, assertOptionalObject } from '../validate.js';
import { currencyHeaders, type ResourceContext } from './context.js';

/** `client.products`: parent products and their leaves (variants and plans), priced in `x-currency`. */
export class ProductsResource {
  readonly #context: ResourceContext;

  constructor(context: ResourceContext) {
    this.#context = context;
  }

  async list(params?: ProductListParams, headers?: RequestHeaders): Promise<Paginated<ParentProduct>> {
    const operation = 'products.list';
    assertOptionalObject(operation, 'params', params);
    assertOptionalHeaders(operation, headers);
    return this.#context.http.call(operation, {
      query: params,
      headers,
      defaultHeaders: currencyHeaders(this.#context),
    });
  }

  async load(productId: number, params?: ExpandParams, headers?: RequestHeaders): Promise<ParentProduct> {
    const operation = 'products.load';
    assertId(operation, 'productId', productId);
    assertOptionalObject(operation, 'params', params);
    assertOptionalHeaders(operation, headers);
    return this.#context.http.call(operation, {
      path: { productId },
      query: params,
      headers,
      defaultHeaders: currencyHeaders(this.#context),
    });
  }

  async loadVariant(productId: number, params?: ExpandParams, headers?: RequestHeaders): Promise<Product> {
    const operation = 'products.loadVariant';
    assertId(operation, 'productId', productId);
    assertOptionalObject(operation, 'params', params);
    assertOptionalHeaders(operation, headers);
    return this.#context.http.call(operation, {
      path: { productId },
      query: params,
      headers,
      defaultHeaders: currencyHeaders(this.#context),
    });
  }
}
