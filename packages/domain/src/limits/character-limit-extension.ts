import { isEnterpriseTier, type Tier } from '../tiers/index.js';
import type { SubscriptionStatus } from '../subscriptions/index.js';
import { findPlanDefinition } from '../plans/index.js';
import { oneAndAHalfPlusFifty } from './one-and-a-half-plus-fifty.js';

/** The subscription facts that decide whether its character limit can be extended. */
export interface ExtensionFacts {
  /** The subscription's own permission (can_extend_character_limit). */
  readonly canExtendCharacterLimit: boolean;
  readonly status: SubscriptionStatus;
  readonly tier: Tier;
}

/** Extension is possible only if the subscription allows it and its status is active or its tier is enterprise. */
export const canExtendCharacterLimit = (facts: ExtensionFacts): boolean =>
  facts.canExtendCharacterLimit && (facts.status === 'active' || isEnterpriseTier(facts.tier));

/** The highest an extended character limit may go: round(1.5 × limit + 50). */
export const extendedCharacterLimitCeiling = (characterLimit: number): number => oneAndAHalfPlusFifty(characterLimit);

/**
 * The ceiling of a subscription whose limit may already be extended: counted from the plan's own limit in the
 * catalogue (an extension does not raise its own ceiling), or from the limit it has for tiers without a plan card.
 */
export const extensionCeilingOf = (tier: Tier, characterLimit: number): number => {
  const plan = findPlanDefinition(tier);
  return extendedCharacterLimitCeiling(plan._tag === 'Some' ? plan.value.allowances.characterLimit : characterLimit);
};
