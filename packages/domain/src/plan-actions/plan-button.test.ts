import { describe, expect, it } from 'vitest';
import type { Tier } from '../tiers/index.js';
import type { BillingPeriod, Subscription } from '../subscriptions/index.js';
import { planButton, type PlanButtonInput } from './plan-button.js';

const CANCEL_AT = 1_767_225_600;
const sub = (tier: Tier, extra: Partial<Subscription> = {}): Subscription => ({
  tier,
  billingPeriod: 'monthly_period',
  status: tier === 'free' ? 'free' : 'active',
  currency: 'usd',
  cancelAtUnixSeconds: null,
  scheduleMetadata: null,
  previouslySubscribedTiers: [],
  ...extra,
});
const input = (
  subscription: Subscription | null,
  tier: Tier,
  billingPeriod: BillingPeriod = 'monthly_period',
  extra: Partial<PlanButtonInput> = {},
): PlanButtonInput => ({
  loggedIn: true,
  subscription,
  target: { tier, billingPeriod },
  environment: { isolated: false },
  ...extra,
});

describe('plan button when logged out', () => {
  it('is enabled and leads to sign-up, saying Start Today on paid plans and Get Started Free on free', () => {
    expect(planButton(input(null, 'creator', 'monthly_period', { loggedIn: false }))).toEqual({
      action: null,
      label: 'Start Today',
      enabled: true,
      effect: { kind: 'signUp' },
      badges: [],
    });
    expect(planButton(input(null, 'free', 'monthly_period', { loggedIn: false })).label).toBe('Get Started Free');
  });

  it('stays enabled even in an isolated environment', () => {
    const b = planButton(input(null, 'pro', 'monthly_period', { loggedIn: false, environment: { isolated: true } }));
    expect(b.enabled).toBe(true);
    expect(b.effect).toEqual({ kind: 'signUp' });
  });
});

describe('plan button without workspace data', () => {
  it('is disabled, does nothing, and says Start Today', () => {
    expect(planButton(input(null, 'pro'))).toEqual({
      action: null,
      label: 'Start Today',
      enabled: false,
      effect: { kind: 'nothing' },
      badges: [],
    });
  });
});

describe('plan button when logged in', () => {
  it('Subscribe starts a checkout from free', () => {
    const b = planButton(input(sub('free'), 'creator', 'annual_period'));
    expect(b.action).toEqual('create');
    expect(b.label).toBe('Subscribe');
    expect(b.enabled).toBe(true);
    expect(b.effect).toEqual({ kind: 'checkout', plan: { tier: 'creator', billingPeriod: 'annual_period' }, reportFailure: true });
  });

  it('Subscribe is disabled while the status is incomplete', () => {
    const b = planButton(input(sub('free', { status: 'incomplete' }), 'creator'));
    expect(b.enabled).toBe(false);
    expect(b.effect).toEqual({ kind: 'nothing' });
  });

  it('Subscribed on the current plan is disabled', () => {
    const b = planButton(input(sub('trial', { status: 'trialing' }), 'trial'));
    expect([b.label, b.enabled]).toEqual(['Subscribed', false]);
  });

  it('Cancel Subscription on the current paid plan opens the cancel dialog', () => {
    const b = planButton(input(sub('pro'), 'pro'));
    expect([b.label, b.enabled]).toEqual(['Cancel Subscription', true]);
    expect(b.effect).toEqual({ kind: 'planChangeDialog', changeType: 'cancel', plan: { tier: 'pro', billingPeriod: 'monthly_period' } });
  });

  it('Cancel Subscription is disabled for the special tier', () => {
    const b = planButton(input(sub('pro'), 'pro', 'monthly_period', { environment: { isolated: false, uncancellableTier: 'pro' } }));
    expect(b.enabled).toBe(false);
  });

  it('Do Not Cancel renews a subscription set to cancel, whose card says Will be canceled', () => {
    const b = planButton(input(sub('pro', { cancelAtUnixSeconds: CANCEL_AT }), 'pro'));
    expect([b.label, b.enabled, b.badges]).toEqual(['Do Not Cancel', true, ['Will be canceled']]);
    expect(b.effect).toEqual({ kind: 'providerCall', call: 'renewSubscription' });
  });

  it('Cancel Downgrade on the scheduled tier calls the provider, with the Will be downgraded badge', () => {
    const b = planButton(input(sub('pro', { scheduleMetadata: { type: 'downgrade', downgradeTo: 'creator' } }), 'creator'));
    expect([b.label, b.enabled, b.badges]).toEqual(['Cancel Downgrade', true, ['Will be downgraded']]);
    expect(b.effect).toEqual({ kind: 'providerCall', call: 'cancelDowngrade' });
  });

  it('Upgrade opens the upgrade dialog while active and is disabled otherwise', () => {
    const active = planButton(input(sub('creator'), 'pro'));
    expect([active.label, active.enabled]).toEqual(['Upgrade', true]);
    expect(active.effect).toEqual({ kind: 'planChangeDialog', changeType: 'upgrade', plan: { tier: 'pro', billingPeriod: 'monthly_period' } });
    const pastDue = planButton(input(sub('creator', { status: 'past_due' }), 'pro'));
    expect([pastDue.label, pastDue.enabled, pastDue.effect]).toEqual(['Upgrade', false, { kind: 'nothing' }]);
  });

  it('Downgrade opens the downgrade dialog, even while past due', () => {
    const b = planButton(input(sub('pro', { status: 'past_due', billingPeriod: 'annual_period' }), 'pro', 'monthly_period'));
    expect([b.label, b.enabled]).toEqual(['Downgrade', true]);
    expect(b.effect).toMatchObject({ kind: 'planChangeDialog', changeType: 'downgrade' });
  });

  it('in an isolated environment, paid plans are disabled but free stays available', () => {
    const isolated = { environment: { isolated: true } };
    expect(planButton(input(sub('free'), 'creator', 'monthly_period', isolated)).enabled).toBe(false);
    expect(planButton(input(sub('pro'), 'creator', 'monthly_period', isolated)).enabled).toBe(false);
    expect(planButton(input(sub('pro'), 'free', 'monthly_period', isolated)).enabled).toBe(true);
  });
});

describe('the free plan button when logged in', () => {
  it('says Get Started Free and opens the downgrade dialog from a paid plan (the spec\'s downgrade rule)', () => {
    const b = planButton(input(sub('pro', { billingPeriod: 'annual_period' }), 'free'));
    expect(b.action).toEqual('downgrade');
    expect([b.label, b.enabled, b.effect]).toEqual([
      'Get Started Free', true, { kind: 'planChangeDialog', changeType: 'downgrade', plan: { tier: 'free', billingPeriod: 'annual_period' } },
    ]);
  });

  it('says why not when the paid plan is already set to cancel: it moves to Free anyway', () => {
    const b = planButton(input(sub('pro', { cancelAtUnixSeconds: CANCEL_AT }), 'free'));
    expect([b.label, b.enabled]).toEqual(['Get Started Free', true]);
    expect(b.effect).toEqual({
      kind: 'explain',
      message: 'Your Pro plan is already canceled: your workspace moves to the Free plan at the end of the billing period. To keep Pro, press Do Not Cancel on its card.',
    });
  });

  it('says Get Started Free and starts the free flow from a trial', () => {
    const b = planButton(input(sub('trial', { status: 'trialing' }), 'free'));
    expect([b.label, b.enabled, b.effect]).toEqual(['Get Started Free', true, { kind: 'freeFlow' }]);
  });

  it('is the current plan for a free user in either billing period', () => {
    for (const period of ['monthly_period', 'annual_period'] as const) {
      const b = planButton(input(sub('free'), 'free', period));
      expect([b.action, b.label, b.enabled]).toEqual(['none', 'Subscribed', false]);
    }
  });

  it('offers Cancel Downgrade when a downgrade to free is scheduled', () => {
    const b = planButton(input(sub('creator', { scheduleMetadata: { type: 'downgrade', downgradeTo: 'free' } }), 'free'));
    expect([b.label, b.enabled, b.badges]).toEqual(['Cancel Downgrade', true, ['Will be downgraded']]);
  });
});
