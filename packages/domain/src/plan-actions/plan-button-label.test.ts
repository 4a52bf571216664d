import { describe, expect, it } from 'vitest';
import { FREE_PLAN_LABEL, NO_WORKSPACE_LABEL, PLAN_BUTTON_LABELS, planActionLabel } from './plan-button-label.js';

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
