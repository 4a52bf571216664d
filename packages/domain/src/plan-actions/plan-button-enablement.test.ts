import { describe, expect, it } from 'vitest';
import { isPlanActionEnabled, isPlanButtonEnabled, isRestrictedInIsolatedEnvironment } from './plan-button-enablement.js';

const env = { isolated: false };

describe('plan button enablement by action', () => {
  it('none is disabled', () => {
    expect(isPlanActionEnabled('none', { tier: 'free', status: 'free' }, env)).toBe(false);
  });

  it('create is enabled from free or trial unless the status is incomplete', () => {
    expect(isPlanActionEnabled('create', { tier: 'free', status: 'free' }, env)).toBe(true);
    expect(isPlanActionEnabled('create', { tier: 'trial', status: 'trialing' }, env)).toBe(true);
    expect(isPlanActionEnabled('create', { tier: 'free', status: 'incomplete' }, env)).toBe(false);
    expect(isPlanActionEnabled('create', { tier: 'creator', status: 'active' }, env)).toBe(false);
  });

  it('downgrade, renew and cancel-downgrade are enabled whatever the status', () => {
    for (const action of ['downgrade', 'renewSubscription', 'cancelDowngrade'] as const) {
      expect(isPlanActionEnabled(action, { tier: 'pro', status: 'past_due' }, env)).toBe(true);
    }
  });

  it('cancelSubscription is disabled only for the special tier', () => {
    expect(isPlanActionEnabled('cancelSubscription', { tier: 'pro', status: 'active' }, env)).toBe(true);
    const special = { isolated: false, uncancellableTier: 'pro' as const };
    expect(isPlanActionEnabled('cancelSubscription', { tier: 'pro', status: 'active' }, special)).toBe(false);
    expect(isPlanActionEnabled('cancelSubscription', { tier: 'creator', status: 'active' }, special)).toBe(true);
  });

  it('upgrade is enabled only while the status is active', () => {
    expect(isPlanActionEnabled('upgrade', { tier: 'creator', status: 'active' }, env)).toBe(true);
    expect(isPlanActionEnabled('upgrade', { tier: 'creator', status: 'past_due' }, env)).toBe(false);
    expect(isPlanActionEnabled('upgrade', { tier: 'creator', status: 'trialing' }, env)).toBe(false);
  });
});

describe('isolated environment', () => {
  it('restricts every tier but free, trial and enterprise', () => {
    expect(isRestrictedInIsolatedEnvironment('free')).toBe(false);
    expect(isRestrictedInIsolatedEnvironment('trial')).toBe(false);
    expect(isRestrictedInIsolatedEnvironment('enterprise')).toBe(false);
    expect(isRestrictedInIsolatedEnvironment('starter')).toBe(true);
    expect(isRestrictedInIsolatedEnvironment('scale_2024_08_10')).toBe(true);
    expect(isRestrictedInIsolatedEnvironment('grant_tier_1_2025_07_23')).toBe(true);
  });
});

describe('plan button enablement with the environment', () => {
  it('an isolated environment disables restricted targets only', () => {
    const pro = { tier: 'pro', status: 'active' } as const;
    expect(isPlanButtonEnabled('upgrade', pro, 'scale_2024_08_10', { isolated: false })).toBe(true);
    expect(isPlanButtonEnabled('upgrade', pro, 'scale_2024_08_10', { isolated: true })).toBe(false);
    expect(isPlanButtonEnabled('downgrade', pro, 'free', { isolated: true })).toBe(true);
  });
});
