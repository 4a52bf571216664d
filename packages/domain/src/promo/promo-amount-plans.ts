import * as O from 'fp-ts/lib/Option.js';
import type { PlanTier } from '../tiers/index.js';

const PLAN_BY_AMOUNT_OFF: ReadonlyMap<number, PlanTier> = new Map<number, PlanTier>([
  [500, 'starter'],
  [2_200, 'creator'],
  [9_900, 'pro'],
  [10_000, 'pro'],
  [33_000, 'growing_business'],
  [132_000, 'scale_2024_08_10'],
]);

/** The promo amounts off, in cents, that name a plan. */
export const PROMO_AMOUNTS_OFF_CENTS: readonly number[] = [...PLAN_BY_AMOUNT_OFF.keys()];

/**
 * The plan a promo's amount_off (cents) points at: 500 Starter, 2200 Creator, 9900 or 10000 Pro,
 * 33000 Scale, 132000 Business; none for any other amount or for no amount.
 */
export const planForPromoAmountOff = (amountOffCents: number | null | undefined): O.Option<PlanTier> =>
  amountOffCents === null || amountOffCents === undefined
    ? O.none
    : O.fromNullable(PLAN_BY_AMOUNT_OFF.get(amountOffCents));
