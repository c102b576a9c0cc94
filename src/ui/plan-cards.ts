/**
 * What a subscription plan's card says, for the pricing view and `<svc-option-picker>` alike: its
 * label and frequency, the price per delivery, the savings against the dearest plan of the same
 * cadence, its terms (trial, setup fee, commitment, charge limit) and what is paid today and then.
 * Pure functions over the plans and the caller's words, so a product page and the drawer say the
 * same. Importing it brings the plans' messages (`pricing.*`, ui/pricing-messages.ts).
 */
import type { ParentProduct, Product } from '@svc/sdk';
import './pricing-messages.js';
import type { PricingMessageKey } from './pricing-messages.js';

type FrequencyUnit = 'day' | 'week' | 'month';

const UNITS: FrequencyUnit[] = ['day', 'week', 'month'];

/** The caller's words: its messages, money in its currency, and its language (for percents). */
export interface PlanWords {
  t(
    key: PricingMessageKey | `every.${FrequencyUnit}` | 'line.today',
    params?: Record<string, string | number>,
  ): string;
  money(minor: number | null | undefined): string;
  lang: string;
}

/** What a plan's card says, worked out once per render. */
export interface PlanCard {
  plan: Product;
  label: string;
  /** Deliveries per charge: the plan's shipment entries (more than one: a prepaid plan). */
  deliveries: number;
  /** The regular price of one delivery, in minor units. */
  perDelivery: number;
  /** Plans whose deliveries come at the same interval share a key; `null` without a frequency. */
  cadence: string | null;
  /** Savings per delivery against the dearest plan of the same cadence. */
  savings?: { percent: number; against: string };
}

/** "Every 2 months", or `undefined` for a plan without a known frequency. */
export function planFrequency(plan: Product, words: PlanWords): string | undefined {
  const unit = plan.frequencyUnit;
  if (!unit || !UNITS.includes(unit)) return undefined;
  return words.t(`pricing.every.${unit}`, { count: plan.frequencyCount ?? 1 });
}

/** A plan's label is its `pricingName`, else its frequency ("Every 2 months"), else its name. */
export function planLabel(plan: Product, words: PlanWords): string {
  return plan.pricingName || planFrequency(plan, words) || plan.name || '';
}

/** The plans' cards, with the savings of each against the dearest plan of the same cadence. */
export function planCards(plans: Product[], words: PlanWords): PlanCard[] {
  const cards: PlanCard[] = plans.map((plan) => {
    const deliveries = Math.max(1, plan.shippings?.length ?? 1);
    const unit = plan.frequencyUnit;
    const count = plan.frequencyCount ?? 1;
    // The interval between deliveries: months stay months (a month is not a number of days).
    const cadence =
      unit && UNITS.includes(unit)
        ? `${unit === 'month' ? 'month' : 'day'}:${((unit === 'week' ? 7 : 1) * count) / deliveries}`
        : null;
    return {
      plan,
      label: planLabel(plan, words),
      deliveries,
      perDelivery: (plan.price ?? 0) / deliveries,
      cadence,
    };
  });
  // Savings only between plans that deliver at the same interval: the same product, billed
  // differently (prepaid, longer commitment). Plans of other frequencies may ship other amounts.
  for (const card of cards) {
    if (card.cadence === null) continue;
    const dearest = cards
      .filter((other) => other.cadence === card.cadence)
      .reduce((a, b) => (b.perDelivery > a.perDelivery ? b : a));
    if (dearest === card || dearest.perDelivery <= 0) continue;
    const percent = Math.round((1 - card.perDelivery / dearest.perDelivery) * 100);
    if (percent >= 1) card.savings = { percent, against: dearest.label };
  }
  return cards;
}

/** "Save 10 % per delivery compared with “Monthly”", or `undefined` without savings. */
export function planSavings(card: PlanCard, words: PlanWords): string | undefined {
  if (!card.savings) return undefined;
  const percent = new Intl.NumberFormat(words.lang, { style: 'percent' }).format(card.savings.percent / 100);
  return words.t('pricing.savings', { percent, plan: card.savings.against });
}

/** A prepaid plan's charge: "Billed $54.00 every 3 months for 3 deliveries"; else `undefined`. */
export function planPrepaid(card: PlanCard, words: PlanWords): string | undefined {
  const { plan } = card;
  if (card.deliveries <= 1) return undefined;
  return words.t('pricing.prepaid', {
    count: card.deliveries,
    price: words.money(plan.price),
    every: words.t(`every.${plan.frequencyUnit!}`, { count: plan.frequencyCount ?? 1 }),
  });
}

/** The setup fee of the first order: the plan's own, else the product's. */
function setupFeeOf(plan: Product, parent: ParentProduct | undefined): number | null | undefined {
  return plan.setupFee ?? parent?.setupFee;
}

/**
 * The plan's terms: trial, setup fee (first order only), commitment, charge limit, and "a few
 * questions follow" when `survey` (the plan has a survey that is still to be answered).
 */
export function planNotes(
  card: PlanCard,
  words: PlanWords,
  parent: ParentProduct | undefined,
  survey: boolean,
): string[] {
  const { plan, deliveries } = card;
  const { t, money } = words;
  const notes: string[] = [];
  const trialDays = plan.trialLengthDays ?? plan.trialLength;
  if (typeof plan.trialPrice === 'number' && trialDays) {
    notes.push(
      plan.trialPrice === 0
        ? t('pricing.trialFree', { count: trialDays })
        : t('pricing.trial', { count: trialDays, price: money(plan.trialPrice) }),
    );
  }
  const setupFee = setupFeeOf(plan, parent);
  if (typeof setupFee === 'number' && setupFee > 0)
    notes.push(t('pricing.setupFee', { fee: money(setupFee) }));
  // Commitment and limit count billing cycles: deliveries unless a charge pays for several.
  const prepaid = deliveries > 1;
  if (plan.commitmentBillingCount)
    notes.push(
      t(prepaid ? 'pricing.commitmentPayments' : 'pricing.commitment', {
        count: plan.commitmentBillingCount,
      }),
    );
  if (plan.chargesLimit)
    notes.push(
      t(prepaid ? 'pricing.chargesLimitPayments' : 'pricing.chargesLimit', {
        count: plan.chargesLimit,
      }),
    );
  if (plan.survey && survey) notes.push(t('pricing.survey'));
  return notes;
}

/**
 * What one of the plan costs today and then (the cart line's words): "Today: $5.00, then $20.00
 * every month". Today is the trial price when the plan has a trial, else its price, plus the
 * setup fee; then is its price per charge, at its frequency. `undefined` without a frequency.
 */
export function planToday(
  plan: Product,
  words: PlanWords,
  parent: ParentProduct | undefined,
): string | undefined {
  const unit = plan.frequencyUnit;
  if (!unit || !UNITS.includes(unit)) return undefined;
  // A trial counts as in the notes: a price and a length.
  const trialDays = plan.trialLengthDays ?? plan.trialLength;
  const first = typeof plan.trialPrice === 'number' && trialDays ? plan.trialPrice : (plan.price ?? 0);
  const setupFee = setupFeeOf(plan, parent);
  return words.t('line.today', {
    today: words.money(first + (typeof setupFee === 'number' && setupFee > 0 ? setupFee : 0)),
    price: words.money(plan.price),
    every: words.t(`every.${unit}`, { count: plan.frequencyCount ?? 1 }),
  });
}
