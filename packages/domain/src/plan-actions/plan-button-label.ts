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
