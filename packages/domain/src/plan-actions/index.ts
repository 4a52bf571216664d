export { NO_CASE_SELECTED_MESSAGE, assertNever, noCaseSelected, type NoCaseSelected } from './exhaustive-switch.js';
export { PLAN_ACTIONS, isPlanAction, parsePlanAction, type PlanAction } from './plan-action.js';
export { resolvePlanAction, type CurrentPlan } from './resolve-plan-action.js';
export {
  NO_EFFECT,
  planActionEffect,
  untrustedPlanActionEffect,
  type DirectSubscriptionCall,
  type PlanChangeType,
  type PlanEffect,
} from './plan-effect.js';
export { PLAN_BUTTON_LABELS, type PlanButtonLabel } from './plan-button-label.js';
export { DEFAULT_PLAN_SCREEN_ENVIRONMENT, type PlanScreenEnvironment } from './plan-button-enablement.js';
export { PLAN_BADGES, type PlanBadge } from './plan-badges.js';
export { planButton, type PlanButton, type PlanButtonInput } from './plan-button.js';
export * from './plan-action-messages.js';
export { planChangeDialogCopy, type PlanChangeDialogCopy } from './plan-change-dialog-copy.js';
