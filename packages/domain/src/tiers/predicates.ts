import type { Tier } from './tier.js';

/** The free tier. */
export const isFreeTier = (tier: Tier): boolean => tier === 'free';

/** The trial tier. */
export const isTrialTier = (tier: Tier): boolean => tier === 'trial';

/** "Paid" means any tier except free and trial. */
export const isPaidTier = (tier: Tier): boolean => !isFreeTier(tier) && !isTrialTier(tier);

/** The enterprise tier itself (a billing fact; use hasEnterpriseFeatures for feature access). */
export const isEnterpriseTier = (tier: Tier): boolean => tier === 'enterprise';

/** Enterprise features exist on trial and enterprise: a trial counts as enterprise for feature access. */
export const hasEnterpriseFeatures = (tier: Tier): boolean => tier === 'enterprise' || tier === 'trial';

/** Free or trial: the tiers from which a plan purchase is a new checkout. */
export const isFreeOrTrialTier = (tier: Tier): boolean => isFreeTier(tier) || isTrialTier(tier);
