import { describe, expect, it } from 'vitest';
import type { Tier } from '../tiers/index.js';
import type { BillingPeriod, ScheduleMetadata } from '../subscriptions/index.js';
import { resolvePlanAction, type CurrentPlan } from './resolve-plan-action.js';

const current = (
  tier: Tier,
  billingPeriod: BillingPeriod = 'monthly_period',
  extra: { cancelAtUnixSeconds?: number; scheduleMetadata?: ScheduleMetadata } = {},
): CurrentPlan => ({
  tier,
  billingPeriod,
  cancelAtUnixSeconds: extra.cancelAtUnixSeconds ?? null,
  scheduleMetadata: extra.scheduleMetadata ?? null,
});
const monthly = (tier: Tier) => ({ tier, billingPeriod: 'monthly_period' as const });
const annual = (tier: Tier) => ({ tier, billingPeriod: 'annual_period' as const });
const CANCEL_AT = 1_767_225_600;

describe('plan action resolution', () => {
  it('1. cancelDowngrade when a downgrade is scheduled to exactly this tier and period', () => {
    const pro = current('pro', 'monthly_period', { scheduleMetadata: { type: 'downgrade', downgradeTo: 'creator' } });
    expect(resolvePlanAction(pro, monthly('creator'))).toBe('cancelDowngrade');
    expect(resolvePlanAction(pro, annual('creator'))).toBe('downgrade');
    expect(resolvePlanAction(pro, monthly('starter'))).toBe('downgrade');
  });

  it('1 comes before 2: a scheduled move to the same tier in another period is cancelDowngrade', () => {
    const proAnnual = current('pro', 'annual_period', {
      cancelAtUnixSeconds: CANCEL_AT,
      scheduleMetadata: { type: 'downgrade', downgradeTo: 'pro_monthly_period' },
    });
    expect(resolvePlanAction(proAnnual, monthly('pro'))).toBe('cancelDowngrade');
  });

  it('2. same tier and period: renew with a cancel date, none on free or trial, else cancel', () => {
    expect(resolvePlanAction(current('creator', 'monthly_period', { cancelAtUnixSeconds: CANCEL_AT }), monthly('creator'))).toBe(
      'renewSubscription',
    );
    expect(resolvePlanAction(current('free'), monthly('free'))).toBe('none');
    expect(resolvePlanAction(current('trial', 'annual_period'), annual('trial'))).toBe('none');
    expect(resolvePlanAction(current('creator'), monthly('creator'))).toBe('cancelSubscription');
    expect(resolvePlanAction(current('enterprise', 'annual_period'), annual('enterprise'))).toBe('cancelSubscription');
  });

  it('3. create from free or trial to anything else', () => {
    expect(resolvePlanAction(current('free'), monthly('creator'))).toBe('create');
    expect(resolvePlanAction(current('free'), annual('free'))).toBe('create');
    expect(resolvePlanAction(current('trial'), monthly('starter'))).toBe('create');
  });

  it('4. downgrade to a lower tier in any period, or the same tier from annual to monthly', () => {
    expect(resolvePlanAction(current('pro'), monthly('creator'))).toBe('downgrade');
    expect(resolvePlanAction(current('pro', 'monthly_period'), annual('starter'))).toBe('downgrade');
    expect(resolvePlanAction(current('pro', 'annual_period'), monthly('pro'))).toBe('downgrade');
    expect(resolvePlanAction(current('creator'), monthly('free'))).toBe('downgrade');
  });

  it('5. upgrade to a higher tier in any period, or the same tier from monthly to annual', () => {
    expect(resolvePlanAction(current('creator'), monthly('pro'))).toBe('upgrade');
    expect(resolvePlanAction(current('creator', 'annual_period'), monthly('pro'))).toBe('upgrade');
    expect(resolvePlanAction(current('creator', 'monthly_period'), annual('creator'))).toBe('upgrade');
  });

  it('a cancel date does not change a move to another tier', () => {
    const canceling = current('creator', 'monthly_period', { cancelAtUnixSeconds: CANCEL_AT });
    expect(resolvePlanAction(canceling, monthly('pro'))).toBe('upgrade');
    expect(resolvePlanAction(canceling, monthly('starter'))).toBe('downgrade');
  });
});
