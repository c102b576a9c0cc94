/**
 * A one-time product's options (size, colour) as combinations of its variants, for the variant
 * view and `<svc-option-picker>` alike: which options can be chosen as buttons, which variants fit
 * the values chosen, and whether a value is unavailable or sold out with the others.
 */
import type { ParentProduct, Product, ProductOption } from '@svc/sdk';

/** The chosen value name per option ID. */
export type OptionSelection = Record<number, string>;

/** `variant`'s value of `option` (matched by ID, else by name). */
export function optionValue(variant: Product, option: ProductOption): string | undefined {
  return variant.options?.find((entry) => entry.id === option.id || entry.name === option.name)?.value;
}

/** The product's options, when every variant has a value for each (else the variants are listed). */
export function choosableOptions(product: ParentProduct | undefined): ProductOption[] {
  const options = product?.options ?? [];
  const variants = product?.variants ?? [];
  const complete =
    options.length > 0 &&
    variants.every((variant) => options.every((option) => optionValue(variant, option) !== undefined));
  return complete ? options : [];
}

/**
 * The variants that fit the values in `selection` (an option without a value fits any), with
 * `value` for `option` in place of its choice when given.
 */
export function matchingVariants(
  variants: Product[],
  options: ProductOption[],
  selection: OptionSelection,
  option?: ProductOption,
  value?: string,
): Product[] {
  return variants.filter((variant) =>
    options.every((each) => {
      const chosen = each === option ? value : selection[each.id];
      return chosen === undefined || optionValue(variant, each) === chosen;
    }),
  );
}

/**
 * What a value's fitting variants say about it: `unavailable` (no variant has the combination),
 * `soldOut` (every one that has it is out of stock), else `undefined`.
 */
export function combinationStatus(variants: Product[]): 'unavailable' | 'soldOut' | undefined {
  if (!variants.length) return 'unavailable';
  if (variants.every((variant) => variant.stockCount === 0)) return 'soldOut';
  return undefined;
}
