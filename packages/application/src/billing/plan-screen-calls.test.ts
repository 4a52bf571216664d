import { describe, it, expect } from 'vitest';
import { of, Subject } from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import { runCheckout, runProviderCall } from './plan-screen-calls.js';
import type { BillingEffect } from './billing.types.js';
import type { BillingApi } from './billing-api.port.js';
import { fakeBilling } from '../accounts/testing/accounts-fakes.js';
import { memoryStorage } from '../shared/testing/shared-fakes.js';
import { coupon, failing, httpError, setup } from './testing/plan-screen-harness.js';

const calls = (billing: Partial<BillingApi>, entries: Record<string, string> = {}) => {
  const effects: BillingEffect[] = [];
  const subject = new Subject<BillingEffect>();
  subject.subscribe((e) => effects.push(e));
  let refreshes = 0;
  const storage = memoryStorage(entries);
  return { effects, storage, refreshes: () => refreshes, deps: { billing: fakeBilling(billing), storage, effects: subject, refresh: () => { refreshes += 1; } } };
};

const CREATOR = { plan: { tier: 'creator', billingPeriod: 'monthly_period' }, currency: 'usd' } as const;

describe('checkout whose failure is swallowed (an upgrade from free)', () => {
  it('shows nothing on failure, yet still forgets an expired coupon', () => {
    const c = calls({ createCheckoutSession: failing(httpError(400, 'coupon_expired')) }, { 'xi:coupon': JSON.stringify(coupon) });
    runCheckout(c.deps, CREATOR, false).subscribe();
    expect(c.effects).toEqual([]);
    expect(c.storage.entries['xi:coupon']).toBeUndefined();
  });

  it('still leaves for the checkout page on success', () => {
    const c = calls({});
    runCheckout(c.deps, CREATOR, false).subscribe();
    expect(c.effects).toEqual([{ type: 'leave', url: 'https://pay.test/checkout/cs_1' }]);
  });
});

describe('direct provider calls', () => {
  it('renew ("Do Not Cancel") calls the provider directly and refreshes the subscription', () => {
    const { card, press, billing, effects } = setup({ sub: { cancelAtUnixSeconds: 1_800_000_000 } });
    expect(card('creator').button).toMatchObject({ label: 'Do Not Cancel', badges: ['Will be canceled'] });
    press('creator');
    expect(billing.names()).toEqual(['getSubscription', 'renewSubscription', 'getSubscription']);
    expect(effects).toEqual([]);
  });

  it('cancel downgrade calls the provider directly for the tier the downgrade is scheduled to', () => {
    const { card, press, billing } = setup({ sub: { scheduleMetadata: { type: 'downgrade', downgradeTo: 'starter' } } });
    expect(card('starter').button).toMatchObject({ label: 'Cancel Downgrade', badges: ['Will be downgraded'] });
    press('starter');
    expect(billing.names()).toEqual(['getSubscription', 'cancelDowngrade', 'getSubscription']);
  });

  it.each(['renewSubscription', 'cancelDowngrade'] as const)('a failed %s shows the server detail message and does not refresh', (call) => {
    const c = calls({ [call]: () => of(E.left(httpError(400, 'provider_error', 'No subscription to change.'))) });
    runProviderCall(c.deps, call).subscribe();
    expect(c.effects).toEqual([{ type: 'toast', kind: 'error', message: 'No subscription to change.' }]);
    expect(c.refreshes()).toBe(0);
  });

  it('a failure without a server message falls back to the generic message', () => {
    const c = calls({ renewSubscription: failing(httpError(0, 'network_error', '')) });
    runProviderCall(c.deps, 'renewSubscription').subscribe();
    expect(c.effects).toEqual([{ type: 'toast', kind: 'error', message: 'Something went wrong, please try again later.' }]);
  });
});

describe('isolated environment', () => {
  it('disables paid plans', () => {
    const { last } = setup({ sub: { tier: 'free', status: 'free' }, environment: { isolated: true } });
    expect(last().cards.map((c) => c.button.enabled)).toEqual([false, false, false, false, false, false]);
  });
});
