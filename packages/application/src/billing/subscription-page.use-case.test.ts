import { describe, it, expect } from 'vitest';
import { distinctUntilChanged, map, of } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import * as E from 'fp-ts/lib/Either.js';
import type { Subscription } from '@cadence/domain';
import { createSubscriptionPageUseCase } from './subscription-page.use-case.js';
import type { SubscriptionPageView } from './billing.types.js';
import { NothingToChange, ServerFailed, type BillingApi, type SubscriptionDetails } from './billing-api.port.js';
import { InvalidCoupon, type AccountApi } from '../accounts/account-api.port.js';
import { fakeAccount } from '../accounts/testing/accounts-fakes.js';
import { Rejected, Unavailable } from '../shared/port-error.js';
import { fakeBilling, invoice as invoiceOf, promoCoupon, subscription, subscriptionDetails } from './testing/billing-fakes.js';
import { memoryStorage, recordingNotifications } from '../shared/testing/shared-fakes.js';
import { failing } from './testing/plan-screen-harness.js';

const invoice = invoiceOf();

interface SetupOptions {
  readonly sub?: Partial<Subscription>;
  readonly details?: Partial<SubscriptionDetails>;
  readonly billing?: Partial<BillingApi>;
  readonly applyDiscount?: AccountApi['applyDiscount'];
  readonly storage?: Record<string, string>;
  readonly utcOffsetMinutes?: number;
}

const setup = (options: SetupOptions = {}) => {
  const billing = fakeBilling(
    { listInvoices: () => of(E.right([invoice])), ...options.billing },
    subscriptionDetails({ ...options.details, subscription: subscription(options.sub) }),
  );
  const storage = memoryStorage(options.storage ?? {});
  const notifications = recordingNotifications();
  const applied: string[] = [];
  const applyDiscount = options.applyDiscount ?? ((code: string) => of(E.right({ code, percentOff: 50, amountOffCents: null, durationInMonths: 1 })));
  const account = { applyDiscount: (code: string) => { applied.push(code); return applyDiscount(code); } };
  const useCase = createSubscriptionPageUseCase({ billing, account, storage, notifications, utcOffsetMinutes: options.utcOffsetMinutes ?? 0 });
  const views: SubscriptionPageView[] = [];
  useCase.view$.subscribe((v) => views.push(v));
  const effects = notifications.notices;
  const last = (): SubscriptionPageView => {
    const view = views.at(-1);
    if (view === undefined) throw new Error('no view yet');
    return view;
  };
  const run = (intent: () => void): void => intent();
  return { useCase, billing, storage, effects, last, run, applied };
};

const stored = promoCoupon();
/** A free workspace: no provider subscription, no next invoice. */
const FREE = { sub: { tier: 'free' as const }, details: { currentPeriodEndUnix: null, nextInvoice: null } };

describe('subscription page: details', () => {
  it('shows the plan, the next charge at the given UTC offset, and the invoices', () => {
    const { last } = setup();
    expect(last()).toMatchObject({
      status: 'ready', planName: 'Creator', nextInvoice: '$22 on 12/23/2026', statusBadge: { label: 'Active', blocked: false },
      invoices: [{ invoiceId: 'in_1', date: '09/21/2026', description: 'Creator', amount: '$22', statusLabel: 'Paid', paid: true }],
      pendingChange: null, canCancel: true, canRenew: false, busy: false, pending: null, confirmingCancel: false, coupon: null,
      promoHint: 'A code discounts your next invoice.',
    });
    expect(setup(FREE).last().promoHint).toBe('A code is kept in this browser and discounts your first invoice when you subscribe.');
    expect(setup({ utcOffsetMinutes: -300 }).last().nextInvoice).toBe('$22 on 12/22/2026');
  });

  it('names the status and says when it blocks paid features; invoice amounts in the subscription currency', () => {
    expect(setup({ sub: { status: 'past_due' } }).last().statusBadge).toEqual({ label: 'Past due', blocked: true });
    const eur = setup({ billing: { listInvoices: () => of(E.right([{ ...invoice, currency: 'eur' as const, amountDueCents: 2100, status: 'open' as const }])) } });
    expect(eur.last().invoices).toEqual([{ invoiceId: 'in_1', date: '09/21/2026', description: 'Creator', amount: '21€', statusLabel: 'Open', paid: false }]);
  });

  it('a paid plan with a cancel date will be canceled and offers renew', () => {
    expect(setup({ sub: { cancelAtUnixSeconds: 1_800_000_000 } }).last()).toMatchObject({ pendingChange: 'Will be canceled', canCancel: false, canRenew: true });
  });

  it('a scheduled downgrade shows "Will be downgraded"', () => {
    expect(setup({ sub: { scheduleMetadata: { type: 'downgrade', downgradeTo: 'starter' } } }).last().pendingChange).toBe('Will be downgraded');
  });

  it('the free plan can be neither canceled nor renewed', () => {
    expect(setup({ sub: { tier: 'free', status: 'free' } }).last()).toMatchObject({ planName: 'Free', canCancel: false, canRenew: false });
  });

  it('fails when the subscription cannot load; invoices that cannot load read as none', () => {
    expect(setup({ billing: { getSubscription: failing(ServerFailed()) } }).last().status).toBe('failed');
    expect(setup({ billing: { listInvoices: failing(Unavailable()) } }).last()).toMatchObject({ status: 'ready', invoices: [] });
  });

  it('is loading until both calls answered', () => {
    new TestScheduler((actual, expected) => expect(actual).toEqual(expected)).run(({ cold, expectObservable }) => {
      const billing = fakeBilling({
        getSubscription: () => cold('3ms (r|)', { r: E.right(subscriptionDetails()) }),
        listInvoices: () => cold('5ms (r|)', { r: E.right([]) }),
      });
      const useCase = createSubscriptionPageUseCase({ billing, account: fakeAccount(), storage: memoryStorage(), notifications: recordingNotifications(), utcOffsetMinutes: 0 });
      expectObservable(useCase.view$.pipe(map((v) => v.status))).toBe('a 4ms b', { a: 'loading', b: 'ready' });
    });
  });
});

describe('subscription page: provider pages', () => {
  it('the portal and the payment-method page leave for the provider URL', () => {
    const { useCase, run, effects, billing } = setup();
    run(() => useCase.openPortal());
    run(() => useCase.updatePaymentMethod());
    expect(effects).toEqual([
      { type: 'leave', url: 'https://pay.test/portal/ps_1' },
      { type: 'leave', url: 'https://pay.test/payment-methods/pm_1' },
    ]);
    expect(billing.names()).toContain('createUpdatePaymentMethodsSession');
  });

  it('a failed portal session shows the HTTP error toast', () => {
    const { useCase, run, effects } = setup({
      billing: { createPortalSession: failing(Rejected('No billing account yet.')), createUpdatePaymentMethodsSession: failing(ServerFailed()) },
    });
    run(() => useCase.openPortal());
    run(() => useCase.updatePaymentMethod());
    expect(effects).toEqual([
      { type: 'toast', kind: 'error', message: 'No billing account yet.' },
      { type: 'toast', kind: 'error', message: 'Something went wrong, please try again later.' },
    ]);
  });

  it('is busy while a call runs', () => {
    new TestScheduler((actual, expected) => expect(actual).toEqual(expected)).run(({ cold, expectObservable }) => {
      const billing = fakeBilling({ createPortalSession: () => cold('4ms (r|)', { r: E.right({ url: 'https://pay.test/p' }) }) });
      const useCase = createSubscriptionPageUseCase({ billing, account: fakeAccount(), storage: memoryStorage(), notifications: recordingNotifications(), utcOffsetMinutes: 0 });
      expectObservable(useCase.view$.pipe(map((v) => v.busy), distinctUntilChanged())).toBe('a 9ms b 3ms a', { a: false, b: true });
      cold('10ms a').subscribe(() => useCase.openPortal());
    });
  });
});

describe('subscription page: cancel and renew', () => {
  it.each(['cancelSubscription', 'renewSubscription'] as const)('%s reloads the subscription on success', (call) => {
    const { useCase, run, billing } = setup();
    run(() => useCase[call]());
    expect(billing.names()).toEqual(['getSubscription', 'listInvoices', call, 'getSubscription', 'listInvoices']);
  });

  it('a cancellation is confirmed with what changes when: the plan stays until the period ends, then Free', () => {
    const { useCase, run, effects } = setup();
    run(() => useCase.cancelSubscription());
    expect(effects).toEqual([{
      type: 'toast', kind: 'success',
      message: 'Your subscription is canceled: you keep Creator until 12/23/2026, then your workspace moves to the Free plan.',
    }]);
  });

  it('a renewal is confirmed with the date it renews on', () => {
    const { useCase, run, effects } = setup({ sub: { cancelAtUnixSeconds: 1_798_000_000 } });
    run(() => useCase.renewSubscription());
    expect(effects).toEqual([{ type: 'toast', kind: 'success', message: 'Your Creator subscription will renew on 12/23/2026: it is no longer set to cancel.' }]);
  });

  it.each(['cancelSubscription', 'renewSubscription'] as const)('a failed %s shows the server detail message', (call) => {
    const { useCase, run, effects } = setup({ billing: { [call]: failing(NothingToChange('The subscription is already canceled.')) } });
    run(() => useCase[call]());
    expect(effects).toEqual([{ type: 'toast', kind: 'error', message: 'The subscription is already canceled.' }]);
  });
});

describe('subscription page: the cancel confirmation', () => {
  it('asks first; keeping the subscription sends nothing', () => {
    const { useCase, billing, last } = setup();
    useCase.askToCancel();
    expect(last().confirmingCancel).toBe(true);
    useCase.keepSubscription();
    expect(last().confirmingCancel).toBe(false);
    expect(billing.names()).not.toContain('cancelSubscription');
  });

  it('stays open and busy while the cancellation runs, and closes when it answers', () => {
    new TestScheduler((actual, expected) => expect(actual).toEqual(expected)).run(({ cold, expectObservable }) => {
      const billing = fakeBilling({ cancelSubscription: () => cold('4ms (r|)', { r: E.left(Rejected('No.')) }) });
      const useCase = createSubscriptionPageUseCase({ billing, account: fakeAccount(), storage: memoryStorage(), notifications: recordingNotifications(), utcOffsetMinutes: 0 });
      const dialog$ = useCase.view$.pipe(map((v) => (v.confirmingCancel ? (v.pending === 'cancel' ? 'busy' : 'open') : 'closed')), distinctUntilChanged());
      expectObservable(dialog$).toBe('a 4ms b 4ms c 3ms a', { a: 'closed', b: 'open', c: 'busy' });
      cold('5ms a').subscribe(() => useCase.askToCancel());
      cold('10ms a').subscribe(() => useCase.cancelSubscription());
    });
  });
});

describe('subscription page: a subscriber\'s promo code reaches the next invoice', () => {
  it('is applied to the subscription, says what it takes off, and reloads the page to show the discounted invoice', () => {
    const { useCase, run, storage, effects, billing, applied } = setup();
    run(() => useCase.applyPromocode(' special-offer-50 '));
    expect(applied).toEqual(['special-offer-50']);
    expect(billing.names()).not.toContain('validatePromocode');
    expect(billing.names().filter((n) => n === 'getSubscription')).toHaveLength(2);
    expect(storage.entries['xi:coupon']).toBeUndefined();
    expect(effects).toEqual([
      { type: 'toast', kind: 'success', message: 'Coupon code special-offer-50 applied: 50% off your next invoice.' },
      { type: 'navigate', to: '/app/subscription' },
    ]);
  });

  it('shows the next invoice with its discount', () => {
    const nextInvoice = { amountDueCents: 1_100, nextPaymentAttemptUnix: 1_798_000_000, discountPercentOff: 50, discountAmountOffCents: null };
    expect(setup({ details: { nextInvoice } }).last().nextInvoice).toBe('$11 on 12/23/2026 (50% off)');
    const amountOff = { ...nextInvoice, amountDueCents: 1_700, discountPercentOff: null, discountAmountOffCents: 500 };
    expect(setup({ details: { nextInvoice: amountOff } }).last().nextInvoice).toBe('$17 on 12/23/2026 ($5 off)');
  });

  it.each([
    ['an unknown code', InvalidCoupon('Coupon code NOPE is invalid'), 'Coupon code NOPE is invalid'],
    ['a subscription set to cancel', Rejected('Your subscription is set to cancel, so there is no next invoice to discount: renew it first.'),
      'Your subscription is set to cancel, so there is no next invoice to discount: renew it first.'],
  ])('is refused with a message for %s, and nothing else is said', (_, error, message) => {
    const { useCase, run, effects, billing } = setup({ applyDiscount: () => of(E.left(error)) });
    run(() => useCase.applyPromocode('NOPE'));
    expect(effects).toEqual([{ type: 'toast', kind: 'error', message }]);
    expect(billing.names().filter((n) => n === 'getSubscription')).toHaveLength(1);
  });
});

describe('subscription page: promo code', () => {
  it('without a subscription, a valid code is kept in the browser for the checkout, and the toast says so', () => {
    const { useCase, run, storage, effects, billing, last, applied } = setup(FREE);
    run(() => useCase.applyPromocode(' WELCOME '));
    expect(billing.calls.at(-1)).toEqual({ name: 'validatePromocode', args: ['WELCOME'] });
    expect(applied).toEqual([]);
    expect(JSON.parse(storage.entries['xi:coupon'] ?? 'null')).toEqual(stored);
    expect(last().coupon).toEqual(stored);
    expect(effects).toEqual([
      { type: 'toast', kind: 'success', message: 'Coupon code WELCOME saved ($22 off): it applies to your first invoice when you subscribe to a plan.' },
      { type: 'navigate', to: '/app/subscription' },
    ]);
  });

  it('an invalid code: "Coupon code {code} is invalid", and the stored code is cleared', () => {
    const { useCase, run, storage, effects, last } = setup({
      ...FREE,
      storage: { 'xi:coupon': JSON.stringify(stored) },
      billing: { validatePromocode: () => of(E.right({ valid: false, amountOffCents: null, percentOff: null, durationInMonths: null })) },
    });
    expect(last().coupon).toEqual(stored);
    run(() => useCase.applyPromocode('BOGUS'));
    expect(effects).toEqual([{ type: 'toast', kind: 'error', message: 'Coupon code BOGUS is invalid' }]);
    expect(storage.entries['xi:coupon']).toBeUndefined();
    expect(last().coupon).toBeNull();
  });

  it('a failed validation: "Error validating promocode code", and the stored code is cleared', () => {
    const { useCase, run, storage, effects } = setup({
      ...FREE,
      storage: { 'xi:coupon': JSON.stringify(stored) },
      billing: { validatePromocode: failing(ServerFailed()) },
    });
    run(() => useCase.applyPromocode('WELCOME'));
    expect(effects).toEqual([{ type: 'toast', kind: 'error', message: 'Error validating promocode code' }]);
    expect(storage.entries['xi:coupon']).toBeUndefined();
  });

  it('a blank code is not sent', () => {
    const { useCase, run, billing, applied } = setup();
    run(() => useCase.applyPromocode('   '));
    expect(billing.names()).not.toContain('validatePromocode');
    expect(applied).toEqual([]);
  });

  it('removing the code: "Promo code {code} was removed"; removing none says nothing', () => {
    const { useCase, storage, effects, last } = setup({ storage: { 'xi:coupon': 'special-offer-50' } });
    expect(last().coupon).toEqual({ promocode: 'special-offer-50', amount_off: null, percent_off: null, duration_in_months: null });
    useCase.removePromocode();
    useCase.removePromocode();
    expect(effects).toEqual([{ type: 'toast', kind: 'success', message: 'Promo code special-offer-50 was removed' }]);
    expect(storage.entries['xi:coupon']).toBeUndefined();
    expect(last().coupon).toBeNull();
  });

  it('a stored coupon that does not decode is ignored and removed', () => {
    const { storage, last } = setup({ storage: { 'xi:coupon': '{"promo":"X"}' } });
    expect(last().coupon).toBeNull();
    expect(storage.entries['xi:coupon']).toBeUndefined();
  });
});

describe('subscription page: back from a hosted page', () => {
  it.each([
    ['checkoutSucceeded', 'success', 'Welcome to Creator: your subscription is active and its credits are yours from now on. Next invoice: $22 on 12/23/2026.'],
    ['checkoutIncomplete', 'error', 'Your Creator subscription was created, but its first payment did not go through. Update your payment method to start it.'],
    ['checkoutCanceled', 'info', 'Checkout canceled: nothing was charged and your plan has not changed.'],
    ['paymentMethodUpdated', 'success', 'Your payment method was updated: your next invoices are charged to it.'],
  ] as const)('%s is confirmed with what changed', (from, kind, message) => {
    const { useCase, effects } = setup();
    useCase.returnedFrom(from).subscribe();
    expect(effects).toEqual([{ type: 'toast', kind, message }]);
  });
});
