import { compareTiers, isFreeOrTrialTier } from '../tiers/index.js';
import { hasCancelDate, isDowngradeScheduledTo, type PlanChoice, type Subscription } from '../subscriptions/index.js';
import type { PlanAction } from './plan-action.js';

/** The subscription facts that decide a plan card's action. */
export type CurrentPlan = Pick<Subscription, 'tier' | 'billingPeriod' | 'cancelAtUnixSeconds' | 'scheduleMetadata'>;

const sameTierAndPeriodAction = (current: CurrentPlan): PlanAction => {
  if (hasCancelDate(current)) return 'renewSubscription';
  return isFreeOrTrialTier(current.tier) ? 'none' : 'cancelSubscription';
};

const isDowngrade = (current: CurrentPlan, target: PlanChoice): boolean => {
  const order = compareTiers(target.tier, current.tier);
  const annualToMonthly = current.billingPeriod === 'annual_period' && target.billingPeriod === 'monthly_period';
  return order < 0 || (order === 0 && annualToMonthly);
};

/**
 * The action for a target tier and billing period, by the spec's five ordered rules: cancelDowngrade,
 * then same tier and period (renew, none or cancel), then create from free or trial, then downgrade, else upgrade.
 */
export const resolvePlanAction = (current: CurrentPlan, target: PlanChoice): PlanAction => {
  if (isDowngradeScheduledTo(current, target)) return 'cancelDowngrade';
  if (current.tier === target.tier && current.billingPeriod === target.billingPeriod) {
    return sameTierAndPeriodAction(current);
  }
  if (isFreeOrTrialTier(current.tier)) return 'create';
  return isDowngrade(current, target) ? 'downgrade' : 'upgrade';
};
