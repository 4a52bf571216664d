import { isFreeTier, tierDisplayName } from '../tiers/index.js';
import { hasCancelDate, type PlanChoice, type Subscription } from '../subscriptions/index.js';
import { alreadyMovingToFreeMessage } from './plan-action-messages.js';
import type { PlanAction } from './plan-action.js';
import { planBadges, type PlanBadge } from './plan-badges.js';
import { isPlanButtonEnabled, type PlanScreenEnvironment } from './plan-button-enablement.js';
import { isFreePlanFlow, planButtonLabel, type PlanButtonLabel } from './plan-button-label.js';
import { NO_EFFECT, planActionEffect, type PlanEffect } from './plan-effect.js';
import { resolvePlanAction } from './resolve-plan-action.js';

/** What the plan screen knows when it draws one card's button. */
export interface PlanButtonInput {
  readonly loggedIn: boolean;
  /** The workspace subscription, or null while there is no workspace data. */
  readonly subscription: Subscription | null;
  readonly target: PlanChoice;
  readonly environment: PlanScreenEnvironment;
}

/** Everything a plan card's button shows and does, so the UI holds no rule. */
export interface PlanButton {
  /** The resolved action, or null when logged out or without workspace data. */
  readonly action: PlanAction | null;
  readonly label: PlanButtonLabel;
  readonly enabled: boolean;
  /** What pressing the button does; a disabled button does nothing. */
  readonly effect: PlanEffect;
  readonly badges: readonly PlanBadge[];
}

const withoutWorkspace = (target: PlanChoice, loggedIn: boolean): PlanButton => ({
  action: null,
  label: planButtonLabel(null, target.tier),
  enabled: !loggedIn,
  effect: loggedIn ? NO_EFFECT : { kind: 'signUp' },
  badges: [],
});

const normalisedTarget = (subscription: Subscription, target: PlanChoice): PlanChoice =>
  isFreeTier(target.tier) ? { tier: target.tier, billingPeriod: subscription.billingPeriod } : target;

/**
 * What pressing does: the free flow when starting on free; a downgrade to free of a plan already set to cancel says
 * why there is nothing to confirm (it ends anyway); otherwise the action's effect (a downgrade to free opens the dialog).
 */
const buttonEffect = (subscription: Subscription, action: PlanAction, target: PlanChoice): PlanEffect => {
  if (isFreePlanFlow(action, target.tier)) return { kind: 'freeFlow' };
  if (action === 'downgrade' && isFreeTier(target.tier) && hasCancelDate(subscription)) {
    return { kind: 'explain', message: alreadyMovingToFreeMessage(tierDisplayName(subscription.tier)) };
  }
  return planActionEffect(action, subscription.tier, target);
};

const loggedInButton = (subscription: Subscription, input: PlanButtonInput): PlanButton => {
  const target = normalisedTarget(subscription, input.target);
  const action = resolvePlanAction(subscription, target);
  const enabled = isPlanButtonEnabled(action, subscription, input.target.tier, input.environment);
  const effect = buttonEffect(subscription, action, target);
  return {
    action,
    label: planButtonLabel(action, target.tier),
    enabled,
    effect: enabled ? effect : NO_EFFECT,
    badges: planBadges(subscription, target.tier),
  };
};

/**
 * One plan card's button: logged out, always enabled and leading to sign-up; without workspace data,
 * disabled; otherwise the resolved action with its label, enablement, effect and badges.
 */
export const planButton = (input: PlanButtonInput): PlanButton =>
  !input.loggedIn || input.subscription === null
    ? withoutWorkspace(input.target, input.loggedIn)
    : loggedInButton(input.subscription, input);
