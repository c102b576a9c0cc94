import type { CustomizationView } from '../core/views.js';
import type { SkeletonBlock } from './skeleton.js';

/**
 * The shape of each customization view while its code or its data loads: the drawer's
 * customization host shows it the moment a view is asked for, and the view keeps the same shape
 * while its survey, bundle or start dates load, so the drawer does not jump twice
 * (docs/decisions.md, "Views load in their own shape").
 */
export const VIEW_SKELETONS: Record<CustomizationView, readonly SkeletonBlock[]> = {
  pricing: ['card', 'card', 'card', 'field', 'button'],
  variant: ['field', 'field', 'field', 'button'],
  survey: ['line', 'card', 'card', 'card', 'button'],
  'survey-flow': ['line', 'card', 'card', 'card', 'button'],
  bundle: ['line', 'card', 'card', 'card', 'card', 'button'],
  'bundle-plan': ['card', 'card', 'card', 'button'],
  voucher: ['card', 'field', 'field', 'field', 'button'],
  'subscription-replacement': ['card', 'line', 'button', 'button'],
  'out-of-stock': ['card', 'line', 'field', 'button'],
  gift: ['line', 'card', 'field', 'field', 'button'],
};

/** The gift view's start dates while they load: a line of words and a row of date cards. */
export const START_DATES_SKELETON: readonly SkeletonBlock[] = ['line', 'card'];
