import { describe, expect, it } from 'vitest';
import { planBadges } from './plan-badges.js';

const CANCEL_AT = 1_767_225_600;
const pro = {
  tier: 'pro' as const,
  billingPeriod: 'monthly_period' as const,
  cancelAtUnixSeconds: null,
  scheduleMetadata: null,
};

describe('plan badges', () => {
  it('show "Will be downgraded" on the tier a downgrade is scheduled to', () => {
    const scheduled = { ...pro, scheduleMetadata: { type: 'downgrade', downgradeTo: 'creator' } };
    expect(planBadges(scheduled, 'creator')).toEqual(['Will be downgraded']);
    expect(planBadges(scheduled, 'starter')).toEqual([]);
    expect(planBadges(scheduled, 'pro')).toEqual([]);
  });

  it('show "Will be canceled" on the current tier when it is set to cancel', () => {
    const canceling = { ...pro, cancelAtUnixSeconds: CANCEL_AT };
    expect(planBadges(canceling, 'pro')).toEqual(['Will be canceled']);
    expect(planBadges(canceling, 'creator')).toEqual([]);
  });

  it('show nothing for a subscription without a schedule or cancel date', () => {
    expect(planBadges(pro, 'pro')).toEqual([]);
  });

  it('do not show "Will be canceled" for enterprise, which is not treated as canceled', () => {
    expect(planBadges({ ...pro, tier: 'enterprise', cancelAtUnixSeconds: CANCEL_AT }, 'enterprise')).toEqual([]);
  });
});
