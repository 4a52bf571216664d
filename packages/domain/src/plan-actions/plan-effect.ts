import * as E from 'fp-ts/lib/Either.js';
import { isFreeTier, type Tier } from '../tiers/index.js';
import type { PlanChoice } from '../subscriptions/index.js';
import { assertNever, type NoCaseSelected } from './exhaustive-switch.js';
import { parsePlanAction, type PlanAction } from './plan-action.js';

/** The kinds of change the plan-change dialog confirms. */
export type PlanChangeType = 'cancel' | 'downgrade' | 'upgrade';

/** The provider calls a button makes directly, without a dialog. */
export type DirectSubscriptionCall = 'renewSubscription' | 'cancelDowngrade';

/** What the UI does when a plan button is pressed. */
export type PlanEffect =
  | { readonly kind: 'checkout'; readonly plan: PlanChoice; readonly reportFailure: boolean }
  | { readonly kind: 'planChangeDialog'; readonly changeType: PlanChangeType; readonly plan: PlanChoice }
  | { readonly kind: 'providerCall'; readonly call: DirectSubscriptionCall }
  | { readonly kind: 'freeFlow' }
  | { readonly kind: 'signUp' }
  /** The button cannot do what it says right now; the message says why. */
  | { readonly kind: 'explain'; readonly message: string }
  | { readonly kind: 'nothing' };

/** The effect that does nothing. */
export const NO_EFFECT: PlanEffect = { kind: 'nothing' };

const changeDialog = (changeType: PlanChangeType, plan: PlanChoice): PlanEffect => ({
  kind: 'planChangeDialog',
  changeType,
  plan,
});

const upgradeEffect = (currentTier: Tier, plan: PlanChoice): PlanEffect =>
  isFreeTier(currentTier)
    ? { kind: 'checkout', plan, reportFailure: false }
    : changeDialog('upgrade', plan);

/**
 * The effect of an action for a logged-in user: create starts a checkout; cancel, downgrade and
 * upgrade open the plan-change dialog (upgrade on free starts a checkout whose failure is swallowed);
 * renew and cancel-downgrade call the provider; none does nothing.
 */
export const planActionEffect = (action: PlanAction, currentTier: Tier, plan: PlanChoice): PlanEffect => {
  switch (action) {
    case 'create':
      return { kind: 'checkout', plan, reportFailure: true };
    case 'cancelSubscription':
      return changeDialog('cancel', plan);
    case 'downgrade':
      return changeDialog('downgrade', plan);
    case 'upgrade':
      return upgradeEffect(currentTier, plan);
    case 'renewSubscription':
    case 'cancelDowngrade':
      return { kind: 'providerCall', call: action };
    case 'none':
      return NO_EFFECT;
    default:
      return assertNever(action);
  }
};

/**
 * True when confirming the change ends the paid subscription at the end of the period rather than changing its plan:
 * a cancellation, or a downgrade to Free (the payment provider has no Free plan to move to; the workspace returns to
 * Free when the paid period ends).
 */
export const changeEndsSubscription = (changeType: PlanChangeType, plan: PlanChoice): boolean =>
  changeType === 'cancel' || (changeType === 'downgrade' && isFreeTier(plan.tier));

/** The effect of an action read from untrusted input; an unknown action is "No case selected in switch-statement". */
export const untrustedPlanActionEffect = (
  value: unknown,
  currentTier: Tier,
  plan: PlanChoice,
): E.Either<NoCaseSelected, PlanEffect> => E.map((a: PlanAction) => planActionEffect(a, currentTier, plan))(parsePlanAction(value));
