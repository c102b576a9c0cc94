/**
 * The next billing and shipping dates of a subscription bought now, derived from its plan as the
 * service does (shared/domain-model.md, "Subscriptions and schedules"; docs/decisions.md
 * "Subscription dates in the sandbox"). Dates are calendar dates (`YYYY-MM-DD`, UTC), as a billing
 * day is a day, not an instant.
 *
 * - An ad-hoc plan bills from the sign-up: the purchase pays the first cycle, the next charge is one
 *   interval later, or at the end of the trial (`trialLengthDays`), or at `rebillingStartAt` when
 *   the plan does not charge at once and that date is ahead.
 * - An anchored plan bills everyone on `rebillingDayOfMonth` (1–31, the month's last day when it
 *   is shorter) or `rebillingDayOfWeek` (1 = Monday … 7 = Sunday). Before the cut-off
 *   (`cutOffDays` before the next billing day, at `cutOffAt`, default 23:59) the purchase pays the
 *   current cycle and the next charge is that billing day; after it, the first cycle is deferred:
 *   the purchase pays the coming cycle and the next charge is the billing day after it.
 * - Shipments follow the plan's first `shippings` entry: `shippingAt` days after a billing day,
 *   then every `addCount` `addUnit` (more shipments than billings: a prepaid plan). With
 *   `shipImmediately` the purchase's order is the first shipment.
 * - A pre-order starts at its product's `preOrderEndAt`; a gift at its start date, prepaid, with no
 *   charge to come; a plan whose `chargesLimit` is 1 has no further charge.
 */

type Unit = 'day' | 'week' | 'month';

/** The plan fields the schedule reads (the documented plan shape). */
export interface PlanSchedule {
  frequencyUnit: Unit;
  frequencyCount: number;
  trialLengthDays?: number | null;
  chargeImmediately?: boolean;
  shipImmediately?: boolean;
  rebillingStartAt?: string | null;
  rebillingDayOfMonth?: number | null;
  rebillingDayOfWeek?: number | null;
  cutOffDays?: number | null;
  cutOffAt?: string | null;
  chargesLimit?: number | null;
  shippings?: { shippingAt?: number | null; addCount?: number | null; addUnit?: string | null }[];
}

export interface PurchaseFacts {
  /** When the purchase happened. */
  at: Date;
  /** A gift's start date (`giftInfo.startsAt`). */
  giftStartsAt?: string | null;
  /** The product's `preOrderEndAt`. */
  preOrderEndAt?: string | null;
}

export interface SubscriptionDates {
  nextBillingAt: string | null;
  nextShippingAt: string | null;
}

const DAY_MS = 86_400_000;

/** Midnight UTC of `date`'s day. */
const dayOf = (date: Date): Date =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

const calendarDate = (date: Date): string => date.toISOString().slice(0, 10);

const addDays = (date: Date, days: number): Date => new Date(date.getTime() + days * DAY_MS);

/** `date` plus `months`, on `day` of that month (or its last day when it is shorter). */
function addMonths(date: Date, months: number, day = date.getUTCDate()): Date {
  const first = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(day, last)));
}

function add(date: Date, count: number, unit: string, day?: number): Date {
  if (unit === 'month') return addMonths(date, count, day);
  return addDays(date, unit === 'week' ? count * 7 : count);
}

/** The first billing day of an anchored plan after `today`, or `null` for an ad-hoc plan. */
function nextAnchor(plan: PlanSchedule, today: Date): Date | null {
  const dayOfMonth = plan.rebillingDayOfMonth;
  if (dayOfMonth) {
    const thisMonth = addMonths(today, 0, dayOfMonth);
    return thisMonth > today ? thisMonth : addMonths(today, 1, dayOfMonth);
  }
  const dayOfWeek = plan.rebillingDayOfWeek;
  if (dayOfWeek) {
    // getUTCDay: 0 = Sunday; the plan's 7 = Sunday.
    const ahead = (dayOfWeek - today.getUTCDay() + 7) % 7 || 7;
    return addDays(today, ahead);
  }
  return null;
}

/** The cut-off instant before `anchor`: `cutOffDays` days earlier, at `cutOffAt` (23:59 by default). */
function cutOff(plan: PlanSchedule, anchor: Date): Date | null {
  if (plan.cutOffDays === null || plan.cutOffDays === undefined) return null;
  const [hours = 23, minutes = 59] = (plan.cutOffAt ?? '23:59').split(':').map(Number);
  return new Date(addDays(anchor, -plan.cutOffDays).getTime() + (hours * 60 + minutes) * 60_000);
}

export function subscriptionDates(plan: PlanSchedule, purchase: PurchaseFacts): SubscriptionDates {
  const today = dayOf(purchase.at);
  const shipping = plan.shippings?.[0];
  const offset = shipping?.shippingAt ?? 0;
  const cycle = (from: Date) =>
    add(from, plan.frequencyCount, plan.frequencyUnit, plan.rebillingDayOfMonth ?? undefined);
  if (purchase.giftStartsAt)
    return { nextBillingAt: null, nextShippingAt: calendarDate(dayOf(new Date(purchase.giftStartsAt))) };
  if (purchase.preOrderEndAt) {
    const start = dayOf(new Date(purchase.preOrderEndAt));
    return {
      nextBillingAt: plan.chargesLimit === 1 ? null : calendarDate(cycle(start)),
      nextShippingAt: calendarDate(addDays(start, offset)),
    };
  }
  const anchor = nextAnchor(plan, today);
  let billing: Date;
  let shipsNow = plan.shipImmediately !== false;
  if (anchor) {
    const deadline = cutOff(plan, anchor);
    const deferred = deadline !== null && purchase.at > deadline;
    billing = deferred ? cycle(anchor) : anchor;
    if (deferred) shipsNow = false;
  } else if (plan.trialLengthDays) {
    billing = addDays(today, plan.trialLengthDays);
  } else {
    const start = plan.rebillingStartAt ? dayOf(new Date(plan.rebillingStartAt)) : null;
    billing = plan.chargeImmediately === false && start && start > today ? start : cycle(today);
  }
  const renewal = addDays(anchor && !shipsNow ? anchor : billing, offset);
  // A prepaid plan ships again before it bills again; an anchored one ships with its billing day.
  const again =
    shipsNow && !anchor && shipping?.addCount && shipping.addUnit
      ? add(today, shipping.addCount, shipping.addUnit)
      : renewal;
  return {
    nextBillingAt: plan.chargesLimit === 1 ? null : calendarDate(billing),
    nextShippingAt: calendarDate(again < renewal ? again : renewal),
  };
}
