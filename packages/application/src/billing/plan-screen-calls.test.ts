import { describe, it, expect } from 'vitest';
import { of } from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import { checkoutCall, providerCall } from './plan-screen-calls.js';
import type { PlanScreenEvent } from './plan-screen.reducer.js';
import { Rejected, Unavailable } from '../shared/port-error.js';
import { CouponExpired } from '../accounts/account-api.port.js';
import type { BillingApi } from './billing-api.port.js';
import { fakeBilling } from './testing/billing-fakes.js';
import { memoryStorage, recordingNotifications } from '../shared/testing/shared-fakes.js';
import { coupon, failing, setup } from './testing/plan-screen-harness.js';

const calls = (billing: Partial<BillingApi>, entries: Record<string, string> = {}) => {
  const notifications = recordingNotifications();
  const storage = memoryStorage(entries);
  const answers: PlanScreenEvent[] = [];
  const refreshes = (): number => answers.filter((a) => a.type === 'pressSettled' && a.refresh).length;
  return { effects: notifications.notices, storage, answers, refreshes, deps: { billing: fakeBilling(billing), storage, notifications } };
};

const CREATOR = { tier: 'creator', plan: { tier: 'creator', billingPeriod: 'monthly_period' }, currency: 'usd' } as const;

describe('checkout whose failure is swallowed (an upgrade from free)', () => {
  it('shows nothing on failure, yet still forgets an expired coupon', () => {
    const c = calls({ createCheckoutSession: failing(CouponExpired()) }, { 'xi:coupon': JSON.stringify(coupon) });
    checkoutCall(c.deps, CREATOR, false).subscribe((a) => c.answers.push(a));
    expect(c.effects).toEqual([]);
    expect(c.storage.entries['xi:coupon']).toBeUndefined();
  });

  it('still leaves for the checkout page on success', () => {
    const c = calls({});
    checkoutCall(c.deps, CREATOR, false).subscribe((a) => c.answers.push(a));
    expect(c.effects).toEqual([{ type: 'leave', url: 'https://pay.test/checkout/cs_1' }]);
    expect(c.answers).toEqual([{ type: 'pressSettled', tier: 'creator', refresh: false }]);
  });
});

describe('direct provider calls', () => {
  it('renew ("Do Not Cancel") calls the provider directly and refreshes the subscription', () => {
    const { card, press, billing, effects } = setup({ sub: { cancelAtUnixSeconds: 1_800_000_000 } });
    expect(card('creator').button).toMatchObject({ label: 'Do Not Cancel', badges: ['Will be canceled'] });
    press('creator');
    expect(billing.names()).toEqual(['getSubscription', 'renewSubscription', 'getSubscription']);
    expect(effects).toEqual([{
      type: 'toast', kind: 'success', message: 'Your Creator subscription will renew at the end of the current billing period: it is no longer set to cancel.',
    }]);
  });

  it('cancel downgrade calls the provider directly for the tier the downgrade is scheduled to', () => {
    const { card, press, billing, effects } = setup({ sub: { scheduleMetadata: { type: 'downgrade', downgradeTo: 'starter' } } });
    expect(card('starter').button).toMatchObject({ label: 'Cancel Downgrade', badges: ['Will be downgraded'] });
    press('starter');
    expect(billing.names()).toEqual(['getSubscription', 'cancelDowngrade', 'getSubscription']);
    expect(effects).toEqual([{ type: 'toast', kind: 'success', message: 'Downgrade canceled: you stay on your current plan.' }]);
  });

  it.each(['renewSubscription', 'cancelDowngrade'] as const)('a failed %s shows the server detail message and does not refresh', (call) => {
    const c = calls({ [call]: () => of(E.left(Rejected('No subscription to change.'))) });
    providerCall(c.deps, 'creator', call).subscribe((a) => c.answers.push(a));
    expect(c.effects).toEqual([{ type: 'toast', kind: 'error', message: 'No subscription to change.' }]);
    expect(c.refreshes()).toBe(0);
  });

  it('a failure without a server message falls back to the generic message', () => {
    const c = calls({ renewSubscription: failing(Unavailable()) });
    providerCall(c.deps, 'creator', 'renewSubscription').subscribe((a) => c.answers.push(a));
    expect(c.effects).toEqual([{ type: 'toast', kind: 'error', message: 'Something went wrong, please try again later.' }]);
  });
});

describe('isolated environment', () => {
  it('disables paid plans', () => {
    const { last } = setup({ sub: { tier: 'free', status: 'free' }, environment: { isolated: true } });
    expect(last().cards.map((c) => c.button.enabled)).toEqual([false, false, false, false, false, false]);
  });
});
