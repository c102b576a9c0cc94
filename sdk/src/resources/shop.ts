import type { RequestHeaders } from '../types/common.js';
import type { Shop } from '../types/shop.js';
import { assertOptionalHeaders } from '../validate.js';
import { replaceModelData, type ResourceContext } from './context.js';

export interface ShopModel extends Partial<Shop> {}

/**
 * `client.shop`: the shop's public information once loaded, plus `load()`.
 * `Svc.init` always loads it first.
 */
export class ShopModel {
  readonly #context: ResourceContext;
  readonly #keys = new Set<string>();

  constructor(context: ResourceContext) {
    this.#context = context;
  }

  /** Loads the shop and keeps its fields on this object. */
  async load(headers?: RequestHeaders | null): Promise<Shop> {
    assertOptionalHeaders('shop.load', headers);
    const shop = await this.#context.http.call<Shop>('shop.load', { headers });
    replaceModelData(this, this.#keys, shop);
    return shop;
  }
}
