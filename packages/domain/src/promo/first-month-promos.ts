import * as O from 'fp-ts/lib/Option.js';
import { pipe } from 'fp-ts/lib/function.js';
import type { PlanTier } from '../tiers/index.js';
import { applyPercentOff, planPrice, type Currency, type Money } from '../plans/index.js';

/** Percent off the first month: 80% off Starter, 50% off Creator. */
export const FIRST_MONTH_PERCENT_OFF: Readonly<Partial<Record<PlanTier, number>>> = {
  starter: 80,
  creator: 50,
};

/** The first-month percent off a plan, or none when the plan has no first-month promo. */
export const firstMonthPercentOff = (tier: PlanTier): O.Option<number> =>
  O.fromNullable(FIRST_MONTH_PERCENT_OFF[tier]);

/** The first month's price of a monthly plan after its first-month promo, or none without one. */
export const firstMonthPrice = (tier: PlanTier, currency: Currency): O.Option<Money> =>
  pipe(
    firstMonthPercentOff(tier),
    O.map((percent) => applyPercentOff(planPrice(tier, 'monthly_period', currency), percent)),
  );
