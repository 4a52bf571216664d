import type { Tier } from './tier.js';
import { hasEnterpriseFeatures } from './predicates.js';

const DEFAULT_SEATS: Readonly<Record<Tier, number>> = {
  free: 1,
  starter: 1,
  creator: 1,
  pro: 1,
  growing_business: 3,
  grant_tier_1_2025_07_23: 3,
  grant_tier_2_2025_07_23: 3,
  scale_2024_08_10: 5,
  trial: 25,
  enterprise: 25,
};

/** The seats a workspace of this tier has by default. */
export const defaultSeats = (tier: Tier): number => DEFAULT_SEATS[tier];

/** The seats a workspace has: enterprise and trial may set their own max_seats; other tiers cannot. */
export const seatLimit = (tier: Tier, maxSeats?: number | null): number =>
  hasEnterpriseFeatures(tier) && maxSeats !== undefined && maxSeats !== null && maxSeats > 0
    ? maxSeats
    : defaultSeats(tier);
