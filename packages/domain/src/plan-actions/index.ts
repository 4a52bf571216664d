export { assertNever, noCaseSelected, type NoCaseSelected } from './exhaustive-switch.js';
export { PLAN_ACTIONS, isPlanAction, parsePlanAction, type PlanAction } from './plan-action.js';
export { resolvePlanAction, type CurrentPlan } from './resolve-plan-action.js';
export {
  NO_EFFECT,
  changeEndsSubscription,
  planActionEffect,
  untrustedPlanActionEffect,
  type DirectSubscriptionCall,
  type PlanChangeType,
  type PlanEffect,
} from './plan-effect.js';
export {
  PLAN_BUTTON_LABELS,
  NO_WORKSPACE_LABEL,
  FREE_PLAN_LABEL,
  planActionLabel,
  planButtonLabel,
  isFreePlanFlow,
  type PlanButtonLabel,
} from './plan-button-label.js';
export {
  DEFAULT_PLAN_SCREEN_ENVIRONMENT,
  isPlanActionEnabled,
  isPlanButtonEnabled,
  isRestrictedInIsolatedEnvironment,
  type PlanScreenEnvironment,
} from './plan-button-enablement.js';
export { PLAN_BADGES, planBadges, type PlanBadge } from './plan-badges.js';
export { planButton, type PlanButton, type PlanButtonInput } from './plan-button.js';
export { checkoutFailureClearsCoupon, type CheckoutFailure } from './plan-action-messages.js';
