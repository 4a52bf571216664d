import { isFreeTier, type Tier } from '../tiers/index.js';
import { assertNever } from './exhaustive-switch.js';
import type { PlanAction } from './plan-action.js';

/** Every label a plan card's button can carry, exactly as the spec writes them. */
export const PLAN_BUTTON_LABELS = [
  'Subscribed',
  'Do Not Cancel',
  'Cancel Subscription',
  'Cancel Downgrade',
  'Subscribe',
  'Upgrade',
  'Downgrade',
  'Start Today',
  'Get Started Free',
] as const;

/** A plan card's button label. */
export type PlanButtonLabel = (typeof PLAN_BUTTON_LABELS)[number];

/** The label on every card but free when there is no workspace data (including every logged-out visitor). */
export const NO_WORKSPACE_LABEL: PlanButtonLabel = 'Start Today';

/** The label the free plan card always carries. */
export const FREE_PLAN_LABEL: PlanButtonLabel = 'Get Started Free';

/** The label for a resolved action: none is Subscribed, renew is Do Not Cancel, create is Subscribe. */
export const planActionLabel = (action: PlanAction): PlanButtonLabel => {
  switch (action) {
    case 'none':
      return 'Subscribed';
    case 'renewSubscription':
      return 'Do Not Cancel';
    case 'cancelSubscription':
      return 'Cancel Subscription';
    case 'cancelDowngrade':
      return 'Cancel Downgrade';
    case 'create':
      return 'Subscribe';
    case 'upgrade':
      return 'Upgrade';
    case 'downgrade':
      return 'Downgrade';
    default:
      return assertNever(action);
  }
};

/**
 * True when the action on the free plan's card runs the free-plan flow: starting on free from free or trial (create).
 * Leaving a paid plan for free is a downgrade, and goes through the plan-change dialog like any other.
 */
export const isFreePlanFlow = (action: PlanAction, targetTier: Tier): boolean => isFreeTier(targetTier) && action === 'create';

/** True when the free card's button says Get Started Free for the action: starting on free, or moving to it. */
const saysGetStartedFree = (action: PlanAction, targetTier: Tier): boolean =>
  isFreeTier(targetTier) &&
  (action === 'create' || action === 'downgrade' || action === 'upgrade' || action === 'cancelSubscription');

/**
 * The label of a card's button: without an action (logged out or no workspace data) Get Started Free on the free
 * card and Start Today elsewhere; Get Started Free on the free card for moving to free (the free flow or a downgrade);
 * otherwise the action's label.
 */
export const planButtonLabel = (action: PlanAction | null, targetTier: Tier): PlanButtonLabel => {
  if (action === null) return isFreeTier(targetTier) ? FREE_PLAN_LABEL : NO_WORKSPACE_LABEL;
  return saysGetStartedFree(action, targetTier) ? FREE_PLAN_LABEL : planActionLabel(action);
};
