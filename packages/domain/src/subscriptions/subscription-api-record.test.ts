import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TIERS } from '../tiers/index.js';
import { BILLING_PERIODS } from './billing-period.js';
import { SUBSCRIPTION_STATUSES } from './subscription-status.js';
import { subscriptionFromApiRecord, type SubscriptionApiRecord } from './subscription-api-record.js';

const record: SubscriptionApiRecord = {
  tier: 'creator',
  billing_period: 'annual_period',
  status: 'active',
  currency: 'eur',
  previously_subscribed_tiers: ['starter'],
  payment_provider: {
    subscription: { cancel_at: 1_767_225_600 },
    subscription_schedule: { metadata: { type: 'downgrade', downgrade_to: 'starter_monthly' } },
  },
};

describe('subscription from the API record', () => {
  it('renames every field to camelCase and reads the provider parts', () => {
    expect(subscriptionFromApiRecord(record)).toEqual({
      tier: 'creator',
      billingPeriod: 'annual_period',
      status: 'active',
      currency: 'eur',
      cancelAtUnixSeconds: 1_767_225_600,
      scheduleMetadata: { type: 'downgrade', downgradeTo: 'starter_monthly' },
      previouslySubscribedTiers: ['starter'],
    });
  });

  it('reads an absent provider subscription or schedule as null', () => {
    const bare = { ...record, payment_provider: { subscription: null, subscription_schedule: null } };
    expect(subscriptionFromApiRecord(bare)).toMatchObject({ cancelAtUnixSeconds: null, scheduleMetadata: null });
  });

  it('property: the mapper keeps tier, period, status and currency as they are', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TIERS),
        fc.constantFrom(...BILLING_PERIODS),
        fc.constantFrom(...SUBSCRIPTION_STATUSES),
        fc.constantFrom('usd' as const, 'eur' as const),
        (tier, period, status, currency) => {
          const mapped = subscriptionFromApiRecord({ ...record, tier, billing_period: period, status, currency });
          expect([mapped.tier, mapped.billingPeriod, mapped.status, mapped.currency]).toEqual([tier, period, status, currency]);
        },
      ),
    );
  });
});
