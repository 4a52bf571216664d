import * as O from 'fp-ts/lib/Option.js';
import { isFreeTier } from '../tiers/index.js';
import type { PlanChoice, Subscription } from '../subscriptions/index.js';
import type { PlanAction } from './plan-action.js';
import { planBadges, type PlanBadge } from './plan-badges.js';
import { isPlanActionEnabled, isRestrictedInIsolatedEnvironment, type PlanScreenEnvironment } from './plan-button-enablement.js';
import { FREE_PLAN_LABEL, NO_WORKSPACE_LABEL, planActionLabel, type PlanButtonLabel } from './plan-button-label.js';
import { NO_EFFECT, planActionEffect, type PlanEffect } from './plan-effect.js';
import { resolvePlanAction } from './resolve-plan-action.js';

/** What the plan screen knows when it draws one card's button. */
export interface PlanButtonInput {
  readonly loggedIn: boolean;
  /** The workspace subscription, or none while there is no workspace data. */
  readonly subscription: O.Option<Subscription>;
  readonly target: PlanChoice;
  readonly environment: PlanScreenEnvironment;
}

/** Everything a plan card's button shows and does, so the UI holds no rule. */
export interface PlanButton {
  /** The resolved action, or none when logged out or without workspace data. */
  readonly action: O.Option<PlanAction>;
  readonly label: PlanButtonLabel;
  readonly enabled: boolean;
  /** What pressing the button does; a disabled button does nothing. */
  readonly effect: PlanEffect;
  readonly badges: readonly PlanBadge[];
}

const isMoveToFree = (action: PlanAction): boolean =>
  action === 'create' || action === 'downgrade' || action === 'upgrade' || action === 'cancelSubscription';

const withoutWorkspace = (target: PlanChoice, loggedIn: boolean): PlanButton => ({
  action: O.none,
  label: isFreeTier(target.tier) ? FREE_PLAN_LABEL : NO_WORKSPACE_LABEL,
  enabled: !loggedIn,
  effect: loggedIn ? NO_EFFECT : { kind: 'signUp' },
  badges: [],
});

const normalisedTarget = (subscription: Subscription, target: PlanChoice): PlanChoice =>
  isFreeTier(target.tier) ? { tier: target.tier, billingPeriod: subscription.billingPeriod } : target;

const buttonEnabled = (action: PlanAction, subscription: Subscription, input: PlanButtonInput): boolean =>
  !(input.environment.isolated && isRestrictedInIsolatedEnvironment(input.target.tier)) &&
  isPlanActionEnabled(action, subscription, input.environment);

const loggedInButton = (subscription: Subscription, input: PlanButtonInput): PlanButton => {
  const target = normalisedTarget(subscription, input.target);
  const action = resolvePlanAction(subscription, target);
  const freeFlow = isFreeTier(target.tier) && isMoveToFree(action);
  const enabled = buttonEnabled(action, subscription, input);
  const effect = freeFlow ? { kind: 'freeFlow' as const } : planActionEffect(action, subscription.tier, target);
  return {
    action: O.some(action),
    label: freeFlow ? FREE_PLAN_LABEL : planActionLabel(action),
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
  !input.loggedIn || O.isNone(input.subscription)
    ? withoutWorkspace(input.target, input.loggedIn)
    : loggedInButton(input.subscription.value, input);
