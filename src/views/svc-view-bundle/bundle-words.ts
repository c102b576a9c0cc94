/**
 * The bundle view's words as its templates use them: its messages, prices and names, and the
 * box's broken rules and progress in the shopper's words ("Add 2 more items").
 */
import type { Bundle, BundleGroup, BundleRuleset } from '@svc/sdk';
import { countOf, type BundleViolation } from './bundle-rules.js';
import type { BundleMessageKey } from './messages.js';

/** The shopper's language as the bundle view speaks it. */
export interface BundleWords {
  /** A message of the bundle view. */
  t: (key: BundleMessageKey, params?: Record<string, string | number>) => string;
  /** Minor units in the cart's currency. */
  money: (minor: number | null | undefined) => string;
  /** A whole percentage ("15%"). */
  percent: (value: number) => string;
  /** An item's name by variant ID (`#401` while the item is not known). */
  itemName: (productId: number) => string;
}

/** A group's name: its product's. */
export const groupName = (group: BundleGroup | undefined): string => group?.product?.name ?? '';

/** A broken rule in words; `short` for the server's verdict ("Add 2 more items"). */
export function ruleText(
  words: BundleWords,
  groups: readonly BundleGroup[],
  violation: BundleViolation,
  short = false,
): string {
  const { t } = words;
  const count = violation.delta;
  if (violation.groupId !== undefined) {
    const group = groupName(groups.find((entry) => entry.id === violation.groupId));
    if (group)
      return t(violation.rule === 'itemMinQuantity' ? 'bundle.rule.addGroup' : 'bundle.rule.removeGroup', {
        count,
        group,
      });
  }
  if (violation.productId !== undefined)
    return t('bundle.rule.removeItem', {
      count,
      name: words.itemName(violation.productId),
      max: violation.expected,
    });
  switch (violation.rule) {
    case 'itemsMinTotal':
      return t('bundle.rule.addTotal', { amount: words.money(count) });
    case 'itemsMaxTotal':
      return t('bundle.rule.removeTotal', { amount: words.money(count) });
    case 'itemMaxQuantity':
      return t(short ? 'bundle.rule.remove' : 'bundle.progress.remove', { count });
    default:
      if (short) return t('bundle.rule.add', { count });
      return violation.current === 0
        ? t('bundle.progress.start', { count: violation.expected })
        : t('bundle.progress.add', { count });
  }
}

/** How far the box is from ready: its first broken rule, else how many more would fit. */
export function progressText(
  words: BundleWords,
  groups: readonly BundleGroup[],
  violations: readonly BundleViolation[],
  box: { bundle: Bundle; ruleset: BundleRuleset | undefined; picked: ReadonlyMap<number, number> },
): string {
  const { t } = words;
  if (violations.length) return ruleText(words, groups, violations[0]!);
  const count = countOf(box.picked);
  const max = box.bundle.rulesetType === 'total' ? null : box.ruleset?.maxQuantity;
  if (typeof max !== 'number') return t('bundle.progress.ready');
  return count >= max ? t('bundle.progress.full') : t('bundle.progress.readyMore', { count: max - count });
}
