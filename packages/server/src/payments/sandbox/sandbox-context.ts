import { tierDisplayName, type BillingPeriod, type PlanTier } from '@cadence/domain';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.port.js';
import { addMonths } from '../calendar.js';
import type { Coupon, PlanChoiceOf, ProviderEventHandler } from '../payment-provider.port.js';
import type { Discount } from './sandbox-pricing.js';
import { toProviderSubscription } from './sandbox-records.js';
import { requireSubscription } from './sandbox-store.js';
import { sandboxNow } from './sandbox-clock.js';

/** What the sandbox works with: the server's clock (plus the test-clock offset), where its pages live, and billing's event handler. */
export interface SandboxDeps {
  readonly clock: Clock;
  /** The origin the hosted pages are served on (the API's own). */
  readonly apiOrigin: string;
  readonly deliver: ProviderEventHandler;
  /**
   * Billing's lock on a customer's workspace. Hosted-page submissions take it first, so they and billing's own calls
   * lock in one order (workspace, then the sandbox's rows) and never deadlock.
   */
  readonly lockCustomer: (db: Database, workspaceId: string) => Promise<void>;
}

export const nowOf = (deps: SandboxDeps, db: Database): Promise<number> => sandboxNow(db, deps.clock);

/** Tells billing the subscription's new state, inside the same unit of work. */
export const emitUpdated = async (deps: SandboxDeps, db: Database, subscriptionId: string, atMs: number): Promise<void> => {
  const row = await requireSubscription(db, subscriptionId);
  await deps.deliver(db, { type: 'subscription.updated', subscription: toProviderSubscription(row), atMs });
};

/** A coupon as a subscription discount starting at startMs: it lasts its duration in months (null: for ever). */
export const discountFrom = (coupon: Coupon, startMs: number): Discount => ({
  percentOff: coupon.percentOff,
  amountOffCents: coupon.amountOffCents,
  endsAtMs: coupon.durationInMonths === null ? null : addMonths(startMs, coupon.durationInMonths),
});

const PERIOD_WORDS: Readonly<Record<BillingPeriod, string>> = { monthly_period: 'monthly', annual_period: 'annual' };

/** "Creator monthly". */
export const planLabel = (plan: PlanChoiceOf<PlanTier>): string => `${tierDisplayName(plan.tier)} ${PERIOD_WORDS[plan.billingPeriod]}`;

/** The schedule metadata's downgrade_to: "<tier>_<period>", which the domain's parseDowngradeTarget reads. */
export const downgradeToValue = (plan: PlanChoiceOf<PlanTier>): string => `${plan.tier}_${plan.billingPeriod}`;
