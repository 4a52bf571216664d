import { describe, expect, it } from 'vitest';
import { BehaviorSubject, Observable } from 'rxjs';
import type { SessionState } from '../accounts/session.types.js';
import { fakeAccount } from '../accounts/testing/accounts-fakes.js';
import { memoryStorage, recordingNotifications, sequentialIds } from '../shared/testing/shared-fakes.js';
import { createBillingModule, type BillingPorts } from './billing.module.js';
import { fakeBilling } from './testing/billing-fakes.js';
import { signedIn } from './testing/plan-screen-harness.js';

const setup = () => {
  const billing = fakeBilling();
  const storage = memoryStorage({ 'xi:coupon': 'special-offer-50' });
  const applied: string[] = [];
  const account = fakeAccount();
  const notifications = recordingNotifications();
  const ports: BillingPorts = {
    billing,
    account: { ...account, applyDiscount: (code) => { applied.push(code); return account.applyDiscount(code); } },
    storage,
    ids: sequentialIds(),
    notifications,
    environment: { origin: 'https://cadence.test', utcOffsetMinutes: 0 },
  };
  const sessionWatchers: string[] = [];
  const state = new BehaviorSubject<SessionState>(signedIn);
  const state$ = new Observable<SessionState>((subscriber) => {
    sessionWatchers.push('session');
    return state.subscribe(subscriber);
  });
  return { ports, billing, storage, applied, notifications, sessionWatchers, accounts: { session: { state$ } } };
};

describe('billing module', () => {
  it('has the plan screen, the subscription and usage pages, payouts and the stored coupon', () => {
    const { ports, accounts } = setup();
    expect(Object.keys(createBillingModule(ports, accounts)).sort()).toEqual(['payouts', 'planScreen', 'storedCoupon', 'subscriptionPage', 'usage']);
  });

  it('calls no port, reads no storage and watches no session when built', () => {
    const { ports, accounts, billing, applied, notifications, sessionWatchers, storage } = setup();
    createBillingModule(ports, accounts);
    expect(billing.calls).toEqual([]);
    expect(applied).toEqual([]);
    expect(notifications.notices).toEqual([]);
    expect(sessionWatchers).toEqual([]);
    expect(storage.entries).toEqual({ 'xi:coupon': 'special-offer-50' });
  });

  it('an intent flows through the plan screen to the billing port', () => {
    const { ports, accounts, billing, notifications } = setup();
    const { planScreen } = createBillingModule(ports, accounts);
    const watching = planScreen.view$.subscribe();
    planScreen.press('creator');
    planScreen.confirmChange();
    watching.unsubscribe();
    expect(billing.names()).toEqual(['getSubscription', 'cancelSubscription', 'getSubscription']);
    expect(notifications.toasts()).toEqual([
      'success: Your subscription is canceled: you keep Creator until the end of the current billing period, then your workspace moves to the Free plan.',
    ]);
  });

  it('the subscription page applies a subscriber\'s code through the account port', () => {
    const { ports, accounts, applied, notifications } = setup();
    const { subscriptionPage } = createBillingModule(ports, accounts);
    const watching = subscriptionPage.view$.subscribe();
    subscriptionPage.applyPromocode('special-offer-50');
    watching.unsubscribe();
    expect(applied).toEqual(['special-offer-50']);
    expect(notifications.toasts()[0]).toMatch(/^success: Coupon code special-offer-50 applied/);
  });

  it('the stored coupon is applied through the account port once it is run', () => {
    const { ports, accounts, applied, notifications } = setup();
    createBillingModule(ports, accounts).storedCoupon.applyOnce().subscribe();
    expect(applied).toEqual(['special-offer-50']);
    expect(notifications.toasts()).toEqual(['success: Coupon code special-offer-50 applied']);
  });
});
