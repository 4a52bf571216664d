import type { Tier } from '../tiers/index.js';
import type { BillingPeriod } from './billing-period.js';
import type { SubscriptionCurrency } from './subscription-currency.js';
import type { SubscriptionStatus } from './subscription-status.js';

/** A tier together with a billing period: what a plan card offers and what a downgrade targets. */
export interface PlanChoice {
  readonly tier: Tier;
  readonly billingPeriod: BillingPeriod;
}

/**
 * The payment provider's subscription-schedule metadata, kept as the untrusted strings it arrives
 * as; read it through pendingDowngrade.
 */
export interface ScheduleMetadata {
  readonly type: string | null;
  readonly downgradeTo: string | null;
}

/** The subscription facts the plan rules read (a readonly view, not the whole API record). */
export interface Subscription {
  readonly tier: Tier;
  readonly billingPeriod: BillingPeriod;
  readonly status: SubscriptionStatus;
  readonly currency: SubscriptionCurrency;
  /** The provider subscription's cancel_at, in unix seconds, or null when no cancellation is set. */
  readonly cancelAtUnixSeconds: number | null;
  readonly scheduleMetadata: ScheduleMetadata | null;
  readonly previouslySubscribedTiers: readonly Tier[];
}
