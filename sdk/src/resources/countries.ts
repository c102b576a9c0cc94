import type { RequestHeaders } from '../types/common.js';
import type { Country } from '../types/customer.js';
import type { ResourceContext } from './context.js';

// The type of `client.countries`. Its methods are built from the operation table in extra.ts, which
// loads on the first call (lazy.ts).
/** `client.countries`: the countries the shop delivers to. */
export declare class CountriesResource {
  // Declared only, so the type stays the class it was (the objects are built in lazy.ts).
  // eslint-disable-next-line no-unused-private-class-members
  readonly #context: ResourceContext;
  constructor(context: ResourceContext);
  list(headers?: RequestHeaders | null): Promise<Country[]>;
}
