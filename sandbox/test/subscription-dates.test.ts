/**
 * The sandbox's next billing and shipping dates of a new subscription, from its plan: ad-hoc plans
 * from the purchase (trials, prepaid shipments, a later rebilling start), anchored plans on their
 * day of the month or week with the cut-off, pre-orders, gifts and single-charge plans.
 */
import { expect } from '@open-wc/testing';
import { subscriptionDates, type PlanSchedule } from '../rules/subscription-dates.js';

const monthly: PlanSchedule = {
  frequencyUnit: 'month',
  frequencyCount: 1,
  chargeImmediately: true,
  shipImmediately: true,
  shippings: [{ shippingAt: 0, addCount: 1, addUnit: 'month' }],
};
/** Tuesday 10 November 2026, noon UTC. */
const at = new Date('2026-11-10T12:00:00Z');
const dates = (plan: PlanSchedule, facts: Partial<Parameters<typeof subscriptionDates>[1]> = {}) => {
  const { nextBillingAt, nextShippingAt } = subscriptionDates(plan, { at, ...facts });
  return [nextBillingAt, nextShippingAt];
};

describe('sandbox: subscription dates', () => {
  it('an ad-hoc plan bills and ships again one interval after the purchase', () => {
    expect(dates(monthly)).to.deep.equal(['2026-12-10', '2026-12-10']);
    const everyTwoWeeks = { ...monthly, frequencyUnit: 'week' as const, frequencyCount: 2 };
    expect(
      dates({ ...everyTwoWeeks, shippings: [{ shippingAt: 0, addCount: 2, addUnit: 'week' }] }),
    ).to.deep.equal(['2026-11-24', '2026-11-24']);
  });

  it('a month later keeps the day, or takes the last day of a shorter month', () => {
    const lastOfJanuary = new Date('2027-01-31T09:00:00Z');
    expect(dates(monthly, { at: lastOfJanuary })).to.deep.equal(['2027-02-28', '2027-02-28']);
  });

  it('a trial bills at its end, and its first paid box ships then', () => {
    const quarterly = { ...monthly, frequencyCount: 3, trialLengthDays: 14 };
    expect(
      dates({ ...quarterly, shippings: [{ shippingAt: 0, addCount: 3, addUnit: 'month' }] }),
    ).to.deep.equal(['2026-11-24', '2026-11-24']);
  });

  it('a prepaid plan ships again before it bills again', () => {
    const prepaid = { ...monthly, frequencyCount: 3 };
    expect(dates(prepaid)).to.deep.equal(['2027-02-10', '2026-12-10']);
  });

  it('shipments wait shippingAt days after the billing day, and none ships now without shipImmediately', () => {
    const later = {
      ...monthly,
      shipImmediately: false,
      shippings: [{ shippingAt: 2, addCount: 1, addUnit: 'month' }],
    };
    expect(dates(later)).to.deep.equal(['2026-12-10', '2026-12-12']);
  });

  it('a plan that does not charge at once starts billing at its rebillingStartAt', () => {
    const start = { ...monthly, chargeImmediately: false, rebillingStartAt: '2026-11-20T00:00:00Z' };
    expect(dates(start)[0]).to.equal('2026-11-20');
  });

  it('an anchored plan bills on its day of the month; after the cut-off the first cycle is deferred', () => {
    const onThe15th = { ...monthly, rebillingDayOfMonth: 15, cutOffDays: 5, cutOffAt: '23:59' };
    // Cut-off for 15 November: 10 November, 23:59.
    expect(dates(onThe15th)).to.deep.equal(['2026-11-15', '2026-11-15']);
    const afterCutOff = new Date('2026-11-11T08:00:00Z');
    expect(dates(onThe15th, { at: afterCutOff })).to.deep.equal(['2026-12-15', '2026-11-15']);
    // Past this month's billing day: the next one is next month's.
    expect(dates(onThe15th, { at: new Date('2026-11-20T08:00:00Z') })).to.deep.equal([
      '2026-12-15',
      '2026-12-15',
    ]);
    // Without cut-off days, every sign-up is charged at once.
    expect(dates({ ...onThe15th, cutOffDays: null }, { at: afterCutOff })).to.deep.equal([
      '2026-11-15',
      '2026-11-15',
    ]);
  });

  it('an anchored plan bills on its day of the week (1 = Monday, 7 = Sunday)', () => {
    const weekly = { ...monthly, frequencyUnit: 'week' as const, frequencyCount: 1 };
    expect(dates({ ...weekly, rebillingDayOfWeek: 1 })[0]).to.equal('2026-11-16');
    expect(dates({ ...weekly, rebillingDayOfWeek: 7 })[0]).to.equal('2026-11-15');
    // On its own billing day, the next one is a week later.
    expect(dates({ ...weekly, rebillingDayOfWeek: 2 })[0]).to.equal('2026-11-17');
  });

  it('a pre-order ships at its release and bills one interval after it', () => {
    const anchored = { ...monthly, rebillingDayOfMonth: 15, cutOffDays: 5 };
    expect(dates(anchored, { preOrderEndAt: '2026-12-15T00:00:00Z' })).to.deep.equal([
      '2027-01-15',
      '2026-12-15',
    ]);
  });

  it('a gift starts on its date, prepaid; a single-charge plan has no next charge', () => {
    expect(dates(monthly, { giftStartsAt: '2026-12-24' })).to.deep.equal([null, '2026-12-24']);
    expect(dates({ ...monthly, chargesLimit: 1 })).to.deep.equal([null, '2026-12-10']);
  });
});
