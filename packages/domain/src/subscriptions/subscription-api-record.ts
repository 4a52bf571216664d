import type { Tier } from '../tiers/index.js';
import type { BillingPeriod } from './billing-period.js';
import type { Subscription } from './subscription.js';
import type { SubscriptionCurrency } from './subscription-currency.js';
import type { SubscriptionStatus } from './subscription-status.js';

/**
 * The subscription fields of the API's subscription record (GET /v1/user/subscription), snake_case as they arrive,
 * once decoded at the edge (tier and status checked with isTier and isSubscriptionStatus).
 */
export interface SubscriptionApiRecord {
  readonly tier: Tier;
  readonly billing_period: BillingPeriod;
  readonly status: SubscriptionStatus;
  readonly currency: SubscriptionCurrency;
  readonly previously_subscribed_tiers: readonly Tier[];
  readonly payment_provider: {
    /** The provider subscription; cancel_at in unix seconds, null when no cancellation is set. */
    readonly subscription: { readonly cancel_at: number | null } | null;
    readonly subscription_schedule: {
      readonly metadata: { readonly type: string | null; readonly downgrade_to: string | null } | null;
    } | null;
  };
}

/** The domain's camelCase subscription from the API's snake_case record: the one mapper between the two casings. */
export const subscriptionFromApiRecord = (record: SubscriptionApiRecord): Subscription => {
  const metadata = record.payment_provider.subscription_schedule?.metadata ?? null;
  return {
    tier: record.tier,
    billingPeriod: record.billing_period,
    status: record.status,
    currency: record.currency,
    cancelAtUnixSeconds: record.payment_provider.subscription?.cancel_at ?? null,
    scheduleMetadata: metadata === null ? null : { type: metadata.type, downgradeTo: metadata.downgrade_to },
    previouslySubscribedTiers: record.previously_subscribed_tiers,
  };
};
