/** How a bundle plan reads on its card: shared by the bundle and the bundle-plan views. */
import type { BundlePlan } from '@svc/sdk';
import { leafOf } from './bundle-rules.js';
import type { BundleMessageKey } from './messages.js';

type Translate = (key: BundleMessageKey, params?: Record<string, string | number>) => string;

const UNITS = ['day', 'week', 'month'] as const;

/**
 * A plan's label and kind: a subscription plan reads as its `pricingName`, else its frequency
 * ("Every month"); a one-time variant as "One-time purchase" with the variant's name beside it.
 */
export function planLabel(plan: BundlePlan, t: Translate): { label: string; detail: string } {
  const leaf = leafOf(plan);
  if (plan.plan) {
    const unit = leaf?.frequencyUnit;
    const every =
      unit && (UNITS as readonly string[]).includes(unit)
        ? t(`bundle.every.${unit}`, { count: leaf?.frequencyCount ?? 1 })
        : undefined;
    return { label: leaf?.pricingName || every || leaf?.name || '', detail: t('bundle.subscription') };
  }
  const name = leaf?.name ?? '';
  return { label: t('bundle.oneTime'), detail: name };
}
