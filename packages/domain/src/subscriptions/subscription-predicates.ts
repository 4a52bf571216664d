import { isEnterpriseTier, isPaidTier } from '../tiers/index.js';
import type { Subscription } from './subscription.js';

/** True when the provider subscription carries a cancel date. */
export const hasCancelDate = (subscription: Pick<Subscription, 'cancelAtUnixSeconds'>): boolean =>
  subscription.cancelAtUnixSeconds !== null;

/** A paid, non-enterprise subscription with a cancel date is treated as canceled and offers renew. */
export const isTreatedAsCanceled = (subscription: Pick<Subscription, 'tier' | 'cancelAtUnixSeconds'>): boolean =>
  isPaidTier(subscription.tier) && !isEnterpriseTier(subscription.tier) && hasCancelDate(subscription);

/** True when neither the current tier nor any previously subscribed tier is paid. */
export const hasNeverHeldPaidTier = (
  subscription: Pick<Subscription, 'tier' | 'previouslySubscribedTiers'>,
): boolean => !isPaidTier(subscription.tier) && !subscription.previouslySubscribedTiers.some(isPaidTier);
