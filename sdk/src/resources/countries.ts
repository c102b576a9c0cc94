import type { RequestHeaders } from '../types/common.js';
import type { Country } from '../types/customer.js';
import { assertOptionalHeaders } from '../validate.js';
import type { ResourceContext } from './context.js';

/** `client.countries`: the countries the shop delivers to. */
export class CountriesResource {
  readonly #context: ResourceContext;

  constructor(context: ResourceContext) {
    this.#context = context;
  }

  list(headers?: RequestHeaders): Promise<Country[]> {
    assertOptionalHeaders('countries.list', headers);
    return this.#context.http.call<Country[]>('countries.list', { headers });
  }
}
