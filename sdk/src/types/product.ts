/** Product types (see catalog.ts, which holds them with the bundle types they refer to). */
export type {
  FrequencyUnit,
  ParentProduct,
  PlanShipping,
  PriceScheme,
  PriceSchemeRange,
  Product,
  ProductAttribute,
  ProductListParams,
  ProductOption,
  VariantOption,
} from './catalog.js';
