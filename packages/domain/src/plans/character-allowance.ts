import type { Tier } from '../tiers/index.js';

/** The figure the API and the spec use for "no limit". */
export const UNLIMITED = -1;

const MONTHLY_FREE_CHARACTER_ALLOWANCE: Readonly<Record<Tier, number>> = {
  free: 0,
  starter: 0,
  creator: 1_000,
  pro: 3_000,
  growing_business: 20_000,
  scale_2024_08_10: 20_000,
  grant_tier_1_2025_07_23: 20_000,
  grant_tier_2_2025_07_23: 20_000,
  trial: UNLIMITED,
  enterprise: UNLIMITED,
};

/** Characters a tier may use free each month beyond its limit when extending it; -1 (UNLIMITED) on enterprise and trial. */
export const monthlyFreeCharacterAllowance = (tier: Tier): number => MONTHLY_FREE_CHARACTER_ALLOWANCE[tier];
