import { describe, it, expect } from 'vitest';
import { distinctUntilChanged, map, of } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import * as E from 'fp-ts/lib/Either.js';
import type { Subscription } from '@cadence/domain';
import { createSubscriptionPageUseCase } from './subscription-page.use-case.js';
import type { BillingEffect, SubscriptionPageView } from './billing.types.js';
import type { BillingApi, Invoice } from './billing-api.port.js';
import { fakeBilling, subscription, subscriptionDetails } from '../accounts/testing/accounts-fakes.js';
import { memoryStorage } from '../shared/testing/shared-fakes.js';
import { failing, httpError } from './testing/plan-screen-harness.js';

const invoice: Invoice = {
  invoiceId: 'in_1', createdUnix: 1_790_000_000, amountDueCents: 2200, amountPaidCents: 2200, currency: 'usd', status: 'paid', description: 'Creator',
};

const setup = (options: { sub?: Partial<Subscription>; billing?: Partial<BillingApi>; storage?: Record<string, string>; utcOffsetMinutes?: number } = {}) => {
  const billing = fakeBilling(
    { listInvoices: () => of(E.right([invoice])), ...options.billing },
    subscriptionDetails({ subscription: subscription(options.sub) }),
  );
  const storage = memoryStorage(options.storage ?? {});
  const useCase = createSubscriptionPageUseCase({ billing, storage, utcOffsetMinutes: options.utcOffsetMinutes ?? 0 });
  const views: SubscriptionPageView[] = [];
  const effects: BillingEffect[] = [];
  useCase.view$.subscribe((v) => views.push(v));
  useCase.effects$.subscribe((e) => effects.push(e));
  const last = (): SubscriptionPageView => {
    const view = views.at(-1);
    if (view === undefined) throw new Error('no view yet');
    return view;
  };
  const run = (work: () => { subscribe: () => unknown }): void => { work().subscribe(); };
  return { useCase, billing, storage, effects, last, run };
};

const stored = { promocode: 'WELCOME', amount_off: 2200, percent_off: null, duration_in_months: 1 };

describe('subscription page: details', () => {
  it('shows the plan, the next charge at the given UTC offset, and the invoices', () => {
    const { last } = setup();
    expect(last()).toMatchObject({
      status: 'ready', planName: 'Creator', nextInvoice: '$22 on 12/23/2026', statusBadge: { label: 'Active', blocked: false },
      invoices: [{ invoiceId: 'in_1', date: '09/21/2026', description: 'Creator', amount: '$22', statusLabel: 'Paid', paid: true }],
      pendingChange: null, canCancel: true, canRenew: false, busy: false, coupon: null,
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
    expect(setup({ billing: { getSubscription: failing(httpError(500)) } }).last().status).toBe('failed');
    expect(setup({ billing: { listInvoices: failing(httpError(500)) } }).last()).toMatchObject({ status: 'ready', invoices: [] });
  });

  it('is loading until both calls answered', () => {
    new TestScheduler((actual, expected) => expect(actual).toEqual(expected)).run(({ cold, expectObservable }) => {
      const billing = fakeBilling({
        getSubscription: () => cold('3ms (r|)', { r: E.right(subscriptionDetails()) }),
        listInvoices: () => cold('5ms (r|)', { r: E.right([]) }),
      });
      const useCase = createSubscriptionPageUseCase({ billing, storage: memoryStorage(), utcOffsetMinutes: 0 });
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
      billing: { createPortalSession: failing(httpError(400, 'no_customer', 'No billing account yet.')), createUpdatePaymentMethodsSession: failing(httpError(503)) },
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
      const useCase = createSubscriptionPageUseCase({ billing, storage: memoryStorage(), utcOffsetMinutes: 0 });
      expectObservable(useCase.view$.pipe(map((v) => v.busy), distinctUntilChanged())).toBe('a 9ms b 3ms a', { a: false, b: true });
      cold('10ms a').subscribe(() => useCase.openPortal().subscribe());
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
    const { useCase, run, effects } = setup({ billing: { [call]: failing(httpError(409, 'conflict', 'The subscription is already canceled.')) } });
    run(() => useCase[call]());
    expect(effects).toEqual([{ type: 'toast', kind: 'error', message: 'The subscription is already canceled.' }]);
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
      billing: { validatePromocode: failing(httpError(500)) },
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
