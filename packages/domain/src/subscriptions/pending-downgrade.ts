import * as O from 'fp-ts/lib/Option.js';
import { parseTier } from '../tiers/index.js';
import { BILLING_PERIODS, type BillingPeriod } from './billing-period.js';
import type { PlanChoice, Subscription } from './subscription.js';

/** The schedule-metadata type that marks a scheduled downgrade. */
export const DOWNGRADE_SCHEDULE_TYPE = 'downgrade';

const splitPeriodSuffix = (raw: string): readonly [string, O.Option<BillingPeriod>] => {
  const period = BILLING_PERIODS.find((p) => raw.endsWith(`_${p}`));
  return period === undefined ? [raw, O.none] : [raw.slice(0, -(period.length + 1)), O.some(period)];
};

/**
 * Reads a downgrade_to value: a bare tier ("creator") keeps the given billing period, and a tier
 * followed by a period ("creator_monthly_period", "pro_annual_period") names both; anything else is none.
 */
export const parseDowngradeTarget = (raw: string, currentPeriod: BillingPeriod): O.Option<PlanChoice> => {
  const [tierName, period] = splitPeriodSuffix(raw);
  return O.map((tier: PlanChoice['tier']) => ({
    tier,
    billingPeriod: O.getOrElse(() => currentPeriod)(period),
  }))(parseTier(tierName));
};

/** The scheduled downgrade, when the schedule metadata says downgrade with a readable target plan. */
export const pendingDowngrade = (
  subscription: Pick<Subscription, 'billingPeriod' | 'scheduleMetadata'>,
): O.Option<PlanChoice> => {
  const metadata = subscription.scheduleMetadata;
  if (metadata === null || metadata.type !== DOWNGRADE_SCHEDULE_TYPE || metadata.downgradeTo === null) {
    return O.none;
  }
  return parseDowngradeTarget(metadata.downgradeTo, subscription.billingPeriod);
};

/** True when a downgrade is scheduled to exactly this tier and billing period. */
export const isDowngradeScheduledTo = (
  subscription: Pick<Subscription, 'billingPeriod' | 'scheduleMetadata'>,
  target: PlanChoice,
): boolean =>
  O.exists((p: PlanChoice) => p.tier === target.tier && p.billingPeriod === target.billingPeriod)(
    pendingDowngrade(subscription),
  );

/** True when a downgrade is scheduled to this tier, whatever its billing period. */
export const isDowngradeScheduledToTier = (
  subscription: Pick<Subscription, 'billingPeriod' | 'scheduleMetadata'>,
  tier: PlanChoice['tier'],
): boolean => O.exists((p: PlanChoice) => p.tier === tier)(pendingDowngrade(subscription));
