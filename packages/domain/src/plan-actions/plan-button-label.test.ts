import { describe, expect, it } from 'vitest';
import { FREE_PLAN_LABEL, NO_WORKSPACE_LABEL, PLAN_BUTTON_LABELS, isFreePlanFlow, planActionLabel, planButtonLabel } from './plan-button-label.js';

describe('plan button labels', () => {
  it('map each action to its label', () => {
    expect(planActionLabel('none')).toBe('Subscribed');
    expect(planActionLabel('renewSubscription')).toBe('Do Not Cancel');
    expect(planActionLabel('cancelSubscription')).toBe('Cancel Subscription');
    expect(planActionLabel('cancelDowngrade')).toBe('Cancel Downgrade');
    expect(planActionLabel('create')).toBe('Subscribe');
    expect(planActionLabel('upgrade')).toBe('Upgrade');
    expect(planActionLabel('downgrade')).toBe('Downgrade');
  });

  it('say Start Today without workspace data and Get Started Free on the free plan', () => {
    expect(NO_WORKSPACE_LABEL).toBe('Start Today');
    expect(FREE_PLAN_LABEL).toBe('Get Started Free');
  });

  it('are exactly the spec’s nine labels', () => {
    expect(PLAN_BUTTON_LABELS).toEqual([
      'Subscribed',
      'Do Not Cancel',
      'Cancel Subscription',
      'Cancel Downgrade',
      'Subscribe',
      'Upgrade',
      'Downgrade',
      'Start Today',
      'Get Started Free',
    ]);
  });

  it('fail loudly on an action outside the type', () => {
    expect(() => planActionLabel('refund' as never)).toThrow('No case selected in switch-statement');
  });
});

describe('a card button label', () => {
  it('without an action: Get Started Free on the free card, Start Today elsewhere', () => {
    expect(planButtonLabel(null, 'free')).toBe('Get Started Free');
    expect(planButtonLabel(null, 'creator')).toBe('Start Today');
  });

  it('on the free card, the free-plan flow reads Get Started Free and Subscribed stays Subscribed', () => {
    expect(isFreePlanFlow('create', 'free')).toBe(true);
    expect(isFreePlanFlow('downgrade', 'free')).toBe(false);
    expect(isFreePlanFlow('downgrade', 'creator')).toBe(false);
    expect(planButtonLabel('downgrade', 'free')).toBe('Get Started Free');
    expect(planButtonLabel('none', 'free')).toBe('Subscribed');
    expect(planButtonLabel('renewSubscription', 'free')).toBe('Do Not Cancel');
  });

  it('elsewhere, the action label', () => {
    expect(planButtonLabel('upgrade', 'pro')).toBe('Upgrade');
    expect(planButtonLabel('cancelDowngrade', 'creator')).toBe('Cancel Downgrade');
  });
});
