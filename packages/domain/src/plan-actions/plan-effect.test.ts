import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/lib/Either.js';
import { changeEndsSubscription, planActionEffect, untrustedPlanActionEffect } from './plan-effect.js';

const plan = { tier: 'pro', billingPeriod: 'annual_period' } as const;

describe('plan action effects', () => {
  it('create starts a checkout whose failure is reported', () => {
    expect(planActionEffect('create', 'free', plan)).toEqual({ kind: 'checkout', plan, reportFailure: true });
  });

  it('cancel, downgrade and upgrade open the plan-change dialog with their type', () => {
    expect(planActionEffect('cancelSubscription', 'pro', plan)).toEqual({ kind: 'planChangeDialog', changeType: 'cancel', plan });
    expect(planActionEffect('downgrade', 'scale_2024_08_10', plan)).toEqual({ kind: 'planChangeDialog', changeType: 'downgrade', plan });
    expect(planActionEffect('upgrade', 'creator', plan)).toEqual({ kind: 'planChangeDialog', changeType: 'upgrade', plan });
  });

  it('upgrade on a free tier starts a checkout instead, and its failure is swallowed', () => {
    expect(planActionEffect('upgrade', 'free', plan)).toEqual({ kind: 'checkout', plan, reportFailure: false });
  });

  it('renew and cancel-downgrade call the provider directly', () => {
    expect(planActionEffect('renewSubscription', 'pro', plan)).toEqual({ kind: 'providerCall', call: 'renewSubscription' });
    expect(planActionEffect('cancelDowngrade', 'pro', plan)).toEqual({ kind: 'providerCall', call: 'cancelDowngrade' });
  });

  it('none does nothing', () => {
    expect(planActionEffect('none', 'free', plan)).toEqual({ kind: 'nothing' });
  });

  it('an unknown action from untrusted input fails with "No case selected in switch-statement"', () => {
    expect(untrustedPlanActionEffect('refund', 'pro', plan)).toEqual(E.left('No case selected in switch-statement'));
    expect(untrustedPlanActionEffect('downgrade', 'scale_2024_08_10', plan)).toEqual(
      E.right({ kind: 'planChangeDialog', changeType: 'downgrade', plan }),
    );
  });

  it('an unknown action that slipped past the types throws "No case selected in switch-statement"', () => {
    expect(() => planActionEffect('refund' as never, 'pro', plan)).toThrow('No case selected in switch-statement');
  });
});

describe('changeEndsSubscription', () => {
  it('a cancellation and a downgrade to Free end the paid subscription at the period end; other changes change the plan', () => {
    expect(changeEndsSubscription('cancel', { tier: 'pro', billingPeriod: 'monthly_period' })).toBe(true);
    expect(changeEndsSubscription('downgrade', { tier: 'free', billingPeriod: 'annual_period' })).toBe(true);
    expect(changeEndsSubscription('downgrade', { tier: 'starter', billingPeriod: 'monthly_period' })).toBe(false);
    expect(changeEndsSubscription('upgrade', { tier: 'pro', billingPeriod: 'monthly_period' })).toBe(false);
  });
});
