import * as O from 'fp-ts/lib/Option.js';

/**
 * Every subscription tier, lowest first. The six plan tiers follow the spec's order; the two
 * grant tiers, trial and enterprise sit above them (see docs/adr/0002-tier-order.md).
 */
export const TIERS = [
  'free',
  'starter',
  'creator',
  'pro',
  'growing_business',
  'scale_2024_08_10',
  'grant_tier_1_2025_07_23',
  'grant_tier_2_2025_07_23',
  'trial',
  'enterprise',
] as const;

/** A subscription tier as the API names it. */
export type Tier = (typeof TIERS)[number];

/** The six tiers a customer can buy or hold on the plan screen, lowest first. */
export const PLAN_TIERS = ['free', 'starter', 'creator', 'pro', 'growing_business', 'scale_2024_08_10'] as const;

/** A tier shown as a plan card. */
export type PlanTier = (typeof PLAN_TIERS)[number];

/** True when the string names a known tier. */
export const isTier = (value: string): value is Tier => (TIERS as readonly string[]).includes(value);

/** True when the tier is one of the six plan tiers. */
export const isPlanTier = (value: string): value is PlanTier => (PLAN_TIERS as readonly string[]).includes(value);

/** The tier named by an untrusted string, or none. */
export const parseTier = (value: string): O.Option<Tier> => (isTier(value) ? O.some(value) : O.none);

/** Position of a tier in the order; higher ranks unlock more. */
export const tierRank = (tier: Tier): number => TIERS.indexOf(tier);

/** Orders two tiers: negative when a is lower, 0 when equal, positive when higher. */
export const compareTiers = (a: Tier, b: Tier): number => tierRank(a) - tierRank(b);

/** True when the tier is the given minimum or above (starter, creator and pro checks are at-least-tier). */
export const isAtLeastTier = (tier: Tier, minimum: Tier): boolean => tierRank(tier) >= tierRank(minimum);

const DISPLAY_NAMES: Readonly<Record<Tier, string>> = {
  free: 'Free',
  starter: 'Starter',
  creator: 'Creator',
  pro: 'Pro',
  growing_business: 'Scale',
  scale_2024_08_10: 'Business',
  grant_tier_1_2025_07_23: 'Grant Tier 1',
  grant_tier_2_2025_07_23: 'Grant Tier 2',
  trial: 'Trial',
  enterprise: 'Enterprise',
};

/** The message shown for a tier name the product does not know. */
export const UNKNOWN_TIER_NAME = 'Name not found';

/** The name shown for a tier; any unknown name shows "Name not found". */
export const tierDisplayName = (name: string): string => (isTier(name) ? DISPLAY_NAMES[name] : UNKNOWN_TIER_NAME);
