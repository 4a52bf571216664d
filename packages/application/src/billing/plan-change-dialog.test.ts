import { describe, it, expect } from 'vitest';
import { distinctUntilChanged, map, of, Subject } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import * as E from 'fp-ts/lib/Either.js';
import { DEFAULT_PLAN_SCREEN_ENVIRONMENT, subscriptionChangeFailedMessage } from '@cadence/domain';
import { createPlanScreenUseCase } from './plan-screen.use-case.js';
import { Rejected, Unavailable } from '../shared/port-error.js';
import { CardDeclined, ServerFailed, type BillingError, type BillingResult } from './billing-api.port.js';
import { fakeBilling } from './testing/billing-fakes.js';
import { memoryStorage, recordingNotifications, sequentialIds } from '../shared/testing/shared-fakes.js';
import { coupon, failing, setup, signedIn } from './testing/plan-screen-harness.js';

const deps = () => ({ storage: memoryStorage(), ids: sequentialIds(), notifications: recordingNotifications(), environment: DEFAULT_PLAN_SCREEN_ENVIRONMENT });

const changeKeys = (calls: readonly { name: string; args: readonly unknown[] }[]) =>
  calls.filter((c) => c.name === 'changeSubscription').map((c) => c.args[1]);

describe('plan-change dialog', () => {
  it('an upgrade opens the dialog; confirming changes the plan under a fresh key, closes and refreshes the subscription', () => {
    const { card, press, confirm, last, billing, effects } = setup();
    expect(card('pro').button.label).toBe('Upgrade');
    press('pro');
    expect(last().dialog).toEqual({
      changeType: 'upgrade',
      plan: { tier: 'pro', billingPeriod: 'monthly_period' },
      title: 'Upgrade to Pro',
      body: expect.stringContaining('Pro') as unknown,
      confirmLabel: 'Upgrade',
      busy: false,
    });
    confirm();
    expect(billing.calls.filter((c) => c.name === 'changeSubscription')).toEqual([
      { name: 'changeSubscription', args: [{ tier: 'pro', billingPeriod: 'monthly_period' }, 'id-1', null] },
    ]);
    expect(last().dialog).toBeNull();
    expect(billing.names()).toEqual(['getSubscription', 'changeSubscription', 'getSubscription']);
    expect(effects).toEqual([{
      type: 'toast', kind: 'success',
      message: 'You are now on Pro: its credits and features apply right away, and the prorated difference was charged today.',
    }]);
  });

  it('a downgrade is confirmed with when it takes effect; a cancellation with what the workspace keeps until when', () => {
    const downgrade = setup();
    downgrade.press('starter');
    downgrade.confirm();
    expect(downgrade.effects).toEqual([{
      type: 'toast', kind: 'success',
      message: 'Your plan changes to Starter at the end of the current billing period. Until then you keep your current plan.',
    }]);
    const cancel = setup();
    cancel.press('creator');
    expect(cancel.last().dialog).toMatchObject({ changeType: 'cancel' });
    cancel.confirm();
    expect(cancel.effects).toEqual([{
      type: 'toast', kind: 'success',
      message: 'Your subscription is canceled: you keep Creator until the end of the current billing period, then your workspace moves to the Free plan.',
    }]);
  });

  it('a failed downgrade toasts "Failed to downgrade subscription" and keeps the dialog; a retry sends the same key', () => {
    const { press, confirm, last, billing, effects } = setup({ billing: { changeSubscription: failing(ServerFailed()) } });
    press('starter');
    expect(last().dialog).toMatchObject({ changeType: 'downgrade', title: 'Downgrade to Starter', busy: false });
    confirm();
    confirm();
    expect(changeKeys(billing.calls)).toEqual(['id-1', 'id-1']);
    expect(effects).toEqual([
      { type: 'toast', kind: 'error', message: 'Failed to downgrade subscription' },
      { type: 'toast', kind: 'error', message: 'Failed to downgrade subscription' },
    ]);
    expect(last().dialog).toMatchObject({ changeType: 'downgrade', busy: false });
  });

  it('every dialog gets its own key: dismissed and reopened, the next confirmation sends a new one', () => {
    const { useCase, press, confirm, last, billing } = setup({ billing: { changeSubscription: failing(Unavailable()) } });
    press('starter');
    confirm();
    useCase.dismissChange();
    expect(last().dialog).toBeNull();
    press('starter');
    confirm();
    press('pro');
    confirm();
    expect(changeKeys(billing.calls)).toEqual(['id-1', 'id-2', 'id-3']);
  });

  it('a failed upgrade is swallowed: no toast, the dialog stays for a retry', () => {
    const { press, confirm, last, effects } = setup({ billing: { changeSubscription: failing(CardDeclined('Declined')) } });
    press('pro');
    confirm();
    expect(effects).toEqual([]);
    expect(last().dialog).toMatchObject({ changeType: 'upgrade', busy: false });
  });

  it('cancel: the current plan\'s button opens the cancel dialog; confirming cancels the subscription', () => {
    const { card, press, confirm, last, billing } = setup();
    expect(card('creator').button.label).toBe('Cancel Subscription');
    press('creator');
    expect(last().dialog).toMatchObject({ changeType: 'cancel', title: 'Cancel subscription', confirmLabel: 'Cancel Subscription' });
    confirm();
    expect(billing.names()).toEqual(['getSubscription', 'cancelSubscription', 'getSubscription']);
    expect(last().dialog).toBeNull();
  });

  it('a failed cancel toasts "Failed to cancel subscription"', () => {
    const { press, confirm, effects } = setup({ billing: { cancelSubscription: failing(Rejected('Server says no')) } });
    press('creator');
    confirm();
    expect(effects).toEqual([{ type: 'toast', kind: 'error', message: 'Failed to cancel subscription' }]);
    expect(subscriptionChangeFailedMessage('upgrade')).toBe('Failed to upgrade subscription');
  });

  it('a change carries the stored coupon once: cleared after it succeeded', () => {
    const { press, confirm, billing, storage } = setup({ storage: { 'xi:coupon': JSON.stringify(coupon) } });
    press('pro');
    confirm();
    expect(billing.calls.find((c) => c.name === 'changeSubscription')?.args[2]).toBe('WELCOME');
    expect(storage.entries['xi:coupon']).toBeUndefined();
  });

  it('confirming without an open dialog does nothing', () => {
    const { confirm, billing } = setup();
    confirm();
    expect(billing.names()).toEqual(['getSubscription']);
  });

  it('is busy while the change runs, ignores a second confirmation meanwhile, and closes when it succeeds', () => {
    new TestScheduler((actual, expected) => expect(actual).toEqual(expected)).run(({ cold, expectObservable, flush }) => {
      const billing = fakeBilling({ changeSubscription: () => cold('5ms (r|)', { r: E.right(undefined) }) });
      const state$ = of(signedIn);
      const useCase = createPlanScreenUseCase({ ...deps(), billing, session: { state$ } });
      const dialog$ = useCase.view$.pipe(map((v) => (v.dialog === null ? 'closed' : v.dialog.busy ? 'busy' : 'open')), distinctUntilChanged());
      expectObservable(dialog$).toBe('a 9ms b 9ms c 4ms a', { a: 'closed', b: 'open', c: 'busy' });
      cold('10ms a').subscribe(() => useCase.press('pro'));
      cold('20ms a 1ms a').subscribe(() => useCase.confirmChange());
      flush();
      expect(billing.names().filter((n) => n === 'changeSubscription')).toHaveLength(1);
    });
  });

  it('a dialog dismissed while its change runs is not reopened by the answer', () => {
    const error: BillingError = ServerFailed();
    new TestScheduler((actual, expected) => expect(actual).toEqual(expected)).run(({ cold, expectObservable }) => {
      const billing = fakeBilling({ changeSubscription: () => cold('5ms (r|)', { r: E.left(error) }) });
      const useCase = createPlanScreenUseCase({ ...deps(), billing, session: { state$: of(signedIn) } });
      const dialog$ = useCase.view$.pipe(map((v) => (v.dialog === null ? 'closed' : v.dialog.busy ? 'busy' : 'open')), distinctUntilChanged());
      expectObservable(dialog$).toBe('a 9ms b 9ms c a', { a: 'closed', b: 'open', c: 'busy' });
      cold('10ms a').subscribe(() => useCase.press('starter'));
      cold('20ms a').subscribe(() => useCase.confirmChange());
      cold('21ms a').subscribe(() => useCase.dismissChange());
    });
  });

  it('a change still running when the page is left goes on, and its failure is still toasted', () => {
    const answer = new Subject<BillingResult<void>>();
    const notifications = recordingNotifications();
    const useCase = createPlanScreenUseCase({ ...deps(), notifications, billing: fakeBilling({ changeSubscription: () => answer }), session: { state$: of(signedIn) } });
    const page = useCase.view$.subscribe();
    useCase.press('starter');
    useCase.confirmChange();
    page.unsubscribe();
    answer.next(E.left(ServerFailed()));
    expect(notifications.toasts()).toEqual(['error: Failed to downgrade subscription']);
  });
});
