import { describe, expect, it } from 'vitest';
import * as O from 'fp-ts/lib/Option.js';
import {
  isDowngradeScheduledTo,
  isDowngradeScheduledToTier,
  parseDowngradeTarget,
  pendingDowngrade,
} from './pending-downgrade.js';

describe('downgrade_to', () => {
  it('reads a bare tier with the current billing period', () => {
    expect(parseDowngradeTarget('creator', 'annual_period')).toEqual(
      O.some({ tier: 'creator', billingPeriod: 'annual_period' }),
    );
  });

  it('reads a tier followed by a billing period', () => {
    expect(parseDowngradeTarget('creator_monthly_period', 'annual_period')).toEqual(
      O.some({ tier: 'creator', billingPeriod: 'monthly_period' }),
    );
    expect(parseDowngradeTarget('growing_business_annual_period', 'monthly_period')).toEqual(
      O.some({ tier: 'growing_business', billingPeriod: 'annual_period' }),
    );
    expect(parseDowngradeTarget('scale_2024_08_10_monthly_period', 'annual_period')).toEqual(
      O.some({ tier: 'scale_2024_08_10', billingPeriod: 'monthly_period' }),
    );
  });

  it('reads nothing from an unknown tier', () => {
    expect(parseDowngradeTarget('platinum', 'monthly_period')).toEqual(O.none);
    expect(parseDowngradeTarget('', 'monthly_period')).toEqual(O.none);
    expect(parseDowngradeTarget('monthly_period', 'monthly_period')).toEqual(O.none);
    expect(parseDowngradeTarget('Creator', 'monthly_period')).toEqual(O.none);
  });
});

describe('pending downgrade', () => {
  const base = { billingPeriod: 'annual_period' as const };

  it('exists when the metadata says downgrade with a target plan', () => {
    const sub = { ...base, scheduleMetadata: { type: 'downgrade', downgradeTo: 'starter' } };
    expect(pendingDowngrade(sub)).toEqual(O.some({ tier: 'starter', billingPeriod: 'annual_period' }));
    expect(isDowngradeScheduledTo(sub, { tier: 'starter', billingPeriod: 'annual_period' })).toBe(true);
    expect(isDowngradeScheduledTo(sub, { tier: 'starter', billingPeriod: 'monthly_period' })).toBe(false);
    expect(isDowngradeScheduledToTier(sub, 'starter')).toBe(true);
    expect(isDowngradeScheduledToTier(sub, 'creator')).toBe(false);
  });

  it('does not exist without metadata, with another type, or without a target', () => {
    expect(pendingDowngrade({ ...base, scheduleMetadata: null })).toEqual(O.none);
    expect(pendingDowngrade({ ...base, scheduleMetadata: { type: 'upgrade', downgradeTo: 'starter' } })).toEqual(O.none);
    expect(pendingDowngrade({ ...base, scheduleMetadata: { type: null, downgradeTo: 'starter' } })).toEqual(O.none);
    expect(pendingDowngrade({ ...base, scheduleMetadata: { type: 'downgrade', downgradeTo: null } })).toEqual(O.none);
    expect(pendingDowngrade({ ...base, scheduleMetadata: { type: 'downgrade', downgradeTo: 'gold' } })).toEqual(O.none);
  });
});
