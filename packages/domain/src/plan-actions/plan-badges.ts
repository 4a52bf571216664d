import type { Tier } from '../tiers/index.js';
import { isDowngradeScheduledToTier, isTreatedAsCanceled, type Subscription } from '../subscriptions/index.js';

/** The badges a plan card can show, exactly as the spec writes them. */
export const PLAN_BADGES = ['Will be downgraded', 'Will be canceled'] as const;

/** A badge on a plan card. */
export type PlanBadge = (typeof PLAN_BADGES)[number];

/**
 * The badges for a card's tier: "Will be downgraded" when a downgrade is scheduled to that tier,
 * "Will be canceled" on the current tier's card when the subscription is treated as canceled.
 */
export const planBadges = (
  subscription: Pick<Subscription, 'tier' | 'billingPeriod' | 'cancelAtUnixSeconds' | 'scheduleMetadata'>,
  cardTier: Tier,
): readonly PlanBadge[] => [
  ...(isDowngradeScheduledToTier(subscription, cardTier) ? (['Will be downgraded'] as const) : []),
  ...(subscription.tier === cardTier && isTreatedAsCanceled(subscription) ? (['Will be canceled'] as const) : []),
];
