import { describe, it, expect } from 'vitest';
import { distinctUntilChanged, map, of } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import * as E from 'fp-ts/lib/Either.js';
import type { Subscription } from '@cadence/domain';
import { createSubscriptionPageUseCase } from './subscription-page.use-case.js';
import type { SubscriptionPageView } from './billing.types.js';
import { NothingToChange, ServerFailed, type BillingApi } from './billing-api.port.js';
import { Rejected, Unavailable } from '../shared/port-error.js';
import { fakeBilling, invoice as invoiceOf, promoCoupon, subscription, subscriptionDetails } from './testing/billing-fakes.js';
import { memoryStorage, recordingNotifications } from '../shared/testing/shared-fakes.js';
import { failing } from './testing/plan-screen-harness.js';

const invoice = invoiceOf();

const setup = (options: { sub?: Partial<Subscription>; billing?: Partial<BillingApi>; storage?: Record<string, string>; utcOffsetMinutes?: number } = {}) => {
  const billing = fakeBilling(
    { listInvoices: () => of(E.right([invoice])), ...options.billing },
    subscriptionDetails({ subscription: subscription(options.sub) }),
  );
  const storage = memoryStorage(options.storage ?? {});
  const notifications = recordingNotifications();
  const useCase = createSubscriptionPageUseCase({ billing, storage, notifications, utcOffsetMinutes: options.utcOffsetMinutes ?? 0 });
  const views: SubscriptionPageView[] = [];
  useCase.view$.subscribe((v) => views.push(v));
  const effects = notifications.notices;
  const last = (): SubscriptionPageView => {
    const view = views.at(-1);
    if (view === undefined) throw new Error('no view yet');
    return view;
  };
  const run = (intent: () => void): void => intent();
  return { useCase, billing, storage, effects, last, run };
};

const stored = promoCoupon();

describe('subscription page: details', () => {
  it('shows the plan, the next charge at the given UTC offset, and the invoices', () => {
    const { last } = setup();
    expect(last()).toMatchObject({
      status: 'ready', planName: 'Creator', nextInvoice: '$22 on 12/23/2026', statusBadge: { label: 'Active', blocked: false },
      invoices: [{ invoiceId: 'in_1', date: '09/21/2026', description: 'Creator', amount: '$22', statusLabel: 'Paid', paid: true }],
      pendingChange: null, canCancel: true, canRenew: false, busy: false, pending: null, confirmingCancel: false, coupon: null,
    });
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
      const useCase = createSubscriptionPageUseCase({ billing, storage: memoryStorage(), notifications: recordingNotifications(), utcOffsetMinutes: 0 });
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
      const useCase = createSubscriptionPageUseCase({ billing, storage: memoryStorage(), notifications: recordingNotifications(), utcOffsetMinutes: 0 });
      expectObservable(useCase.view$.pipe(map((v) => v.busy), distinctUntilChanged())).toBe('a 9ms b 3ms a', { a: false, b: true });
      cold('10ms a').subscribe(() => useCase.openPortal());
    });
  });
});

describe('subscription page: cancel and renew', () => {
  it.each(['cancelSubscription', 'renewSubscription'] as const)('%s reloads the subscription on success', (call) => {
    const { useCase, run, billing, effects } = setup();
    run(() => useCase[call]());
    expect(billing.names()).toEqual(['getSubscription', 'listInvoices', call, 'getSubscription', 'listInvoices']);
    expect(effects).toEqual([]);
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
      const useCase = createSubscriptionPageUseCase({ billing, storage: memoryStorage(), notifications: recordingNotifications(), utcOffsetMinutes: 0 });
      const dialog$ = useCase.view$.pipe(map((v) => (v.confirmingCancel ? (v.pending === 'cancel' ? 'busy' : 'open') : 'closed')), distinctUntilChanged());
      expectObservable(dialog$).toBe('a 4ms b 4ms c 3ms a', { a: 'closed', b: 'open', c: 'busy' });
      cold('5ms a').subscribe(() => useCase.askToCancel());
      cold('10ms a').subscribe(() => useCase.cancelSubscription());
    });
  });
});

describe('subscription page: promo code', () => {
  it('a valid code is kept in the browser, toasted, and leads to the subscription page', () => {
    const { useCase, run, storage, effects, billing, last } = setup();
    run(() => useCase.applyPromocode(' WELCOME '));
    expect(billing.calls.at(-1)).toEqual({ name: 'validatePromocode', args: ['WELCOME'] });
    expect(JSON.parse(storage.entries['xi:coupon'] ?? 'null')).toEqual(stored);
    expect(last().coupon).toEqual(stored);
    expect(effects).toEqual([
      { type: 'toast', kind: 'success', message: 'Coupon code WELCOME applied' },
      { type: 'navigate', to: '/app/subscription' },
    ]);
  });

  it('an invalid code: "Coupon code {code} is invalid", and the stored code is cleared', () => {
    const { useCase, run, storage, effects, last } = setup({
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
      storage: { 'xi:coupon': JSON.stringify(stored) },
      billing: { validatePromocode: failing(ServerFailed()) },
    });
    run(() => useCase.applyPromocode('WELCOME'));
    expect(effects).toEqual([{ type: 'toast', kind: 'error', message: 'Error validating promocode code' }]);
    expect(storage.entries['xi:coupon']).toBeUndefined();
  });

  it('a blank code is not sent', () => {
    const { useCase, run, billing } = setup();
    run(() => useCase.applyPromocode('   '));
    expect(billing.names()).not.toContain('validatePromocode');
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
