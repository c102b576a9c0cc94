import type { ExpandParams, Paginated, RequestHeaders } from '../types/common.js';
import type {
  Bundle,
  BundleGroup,
  BundleGroupsParams,
  BundleItem,
  BundleItemsParams,
  BundleListParams,
  BundleQuote,
  BundleQuotePayload,
} from '../types/bundle.js';
import { type ResourceContext } from './context.js';

// The type of `client.bundles`. Its methods are built from the operation table in extra.ts, which
// loads on the first call (lazy.ts).
/** `client.bundles`: build-a-box bundles, their items and groups, and live quotes. */
export declare class BundlesResource {
  // Declared only, so the type stays the class it was (the objects are built in lazy.ts).
  // eslint-disable-next-line no-unused-private-class-members
  readonly #context: ResourceContext;
  constructor(context: ResourceContext);
  /** `params` is required: pass `{}` for the first page. */
  list(params: BundleListParams, headers?: RequestHeaders | null): Promise<Paginated<Bundle>>;
  load(bundleId: number, params?: ExpandParams | null, headers?: RequestHeaders | null): Promise<Bundle>;
  loadItems(
    bundleId: number,
    params?: BundleItemsParams | null,
    headers?: RequestHeaders | null,
  ): Promise<Paginated<BundleItem>>;
  loadGroups(
    bundleId: number,
    params?: BundleGroupsParams | null,
    headers?: RequestHeaders | null,
  ): Promise<Paginated<BundleGroup>>;
  quote(
    bundleId: number,
    payload: BundleQuotePayload,
    params?: ExpandParams | null,
    headers?: RequestHeaders | null,
  ): Promise<BundleQuote>;
}
