import { isEnterpriseTier, isFreeOrTrialTier, type Tier } from '../tiers/index.js';
import type { Subscription } from '../subscriptions/index.js';
import { assertNever } from './exhaustive-switch.js';
import type { PlanAction } from './plan-action.js';

/** Where the plan screen runs and which tier, if any, may not be cancelled from it. */
export interface PlanScreenEnvironment {
  /** True in a hosted isolated environment, where paid tiers are restricted. */
  readonly isolated: boolean;
  /** The special tier whose Cancel Subscription button is disabled; absent when there is none. */
  readonly uncancellableTier?: Tier;
}

/** The environment of the ordinary hosted product: not isolated, every tier cancellable. */
export const DEFAULT_PLAN_SCREEN_ENVIRONMENT: PlanScreenEnvironment = { isolated: false };

/** In an isolated environment only free, trial and enterprise may be offered; true when the target tier is restricted. */
export const isRestrictedInIsolatedEnvironment = (targetTier: Tier): boolean =>
  !isFreeOrTrialTier(targetTier) && !isEnterpriseTier(targetTier);

/**
 * Whether a logged-in user with workspace data may press the button: none disabled; create only
 * from free or trial and not while incomplete; downgrade, renew and cancel-downgrade enabled;
 * cancel disabled only for the special tier; upgrade only while active.
 */
export const isPlanActionEnabled = (
  action: PlanAction,
  subscription: Pick<Subscription, 'tier' | 'status'>,
  environment: PlanScreenEnvironment,
): boolean => {
  switch (action) {
    case 'none':
      return false;
    case 'create':
      return subscription.status !== 'incomplete' && isFreeOrTrialTier(subscription.tier);
    case 'downgrade':
    case 'renewSubscription':
    case 'cancelDowngrade':
      return true;
    case 'cancelSubscription':
      return subscription.tier !== environment.uncancellableTier;
    case 'upgrade':
      return subscription.status === 'active';
    default:
      return assertNever(action);
  }
};

/**
 * Whether a logged-in user with workspace data may press a card's button: the action's rule (isPlanActionEnabled),
 * and in an isolated environment never for a restricted target tier.
 */
export const isPlanButtonEnabled = (
  action: PlanAction,
  subscription: Pick<Subscription, 'tier' | 'status'>,
  targetTier: Tier,
  environment: PlanScreenEnvironment,
): boolean =>
  !(environment.isolated && isRestrictedInIsolatedEnvironment(targetTier)) &&
  isPlanActionEnabled(action, subscription, environment);
