import { describe, it, expect } from 'vitest';
import { distinctUntilChanged, map } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import * as E from 'fp-ts/lib/Either.js';
import type { Subscription } from '@cadence/domain';
import { createUsageUseCase } from './usage.use-case.js';
import type { UsageView } from './billing.types.js';
import { LimitNotAllowed, ServerFailed, type BillingApi, type SubscriptionDetails } from './billing-api.port.js';
import { fakeBilling, subscription, subscriptionDetails } from './testing/billing-fakes.js';
import { recordingNotifications } from '../shared/testing/shared-fakes.js';
import { failing } from './testing/plan-screen-harness.js';

const setup = (options: { sub?: Partial<Subscription>; details?: Partial<SubscriptionDetails>; billing?: Partial<BillingApi>; utcOffsetMinutes?: number } = {}) => {
  const billing = fakeBilling(options.billing, subscriptionDetails({ ...options.details, subscription: subscription(options.sub) }));
  const notifications = recordingNotifications();
  const useCase = createUsageUseCase({ billing, notifications, utcOffsetMinutes: options.utcOffsetMinutes ?? 0 });
  const views: UsageView[] = [];
  useCase.view$.subscribe((v) => views.push(v));
  const effects = notifications.notices;
  const last = (): UsageView => {
    const view = views.at(-1);
    if (view === undefined) throw new Error('no view yet');
    return view;
  };
  return { useCase, billing, effects, last };
};

describe('usage', () => {
  it('shows characters used against the limit, what remains, the reset date and the extension ceiling', () => {
    expect(setup().last()).toEqual({
      status: 'ready', used: 25_000, limit: 100_000, remaining: 75_000, resetsOn: '12/23/2026', extensionCeiling: 150_050, extending: false,
    });
  });

  it('formats the reset date at the given UTC offset; an unknown reset date is null', () => {
    expect(setup({ utcOffsetMinutes: -300 }).last().resetsOn).toBe('12/22/2026');
    expect(setup({ details: { nextCharacterCountResetUnix: null } }).last().resetsOn).toBeNull();
  });

  it.each(['enterprise', 'trial'] as const)('%s is unlimited: limit and remaining are -1, nothing to extend', (tier) => {
    expect(setup({ sub: { tier } }).last()).toMatchObject({ limit: -1, remaining: -1, extensionCeiling: null });
  });

  it('cannot be extended when the subscription does not allow it or is not active', () => {
    expect(setup({ details: { canExtendCharacterLimit: false } }).last().extensionCeiling).toBeNull();
    expect(setup({ sub: { status: 'past_due' } }).last().extensionCeiling).toBeNull();
  });

  it('remaining never goes below zero', () => {
    expect(setup({ details: { characterCount: 120_000 } }).last().remaining).toBe(0);
  });

  it('fails when the subscription cannot load', () => {
    expect(setup({ billing: { getSubscription: failing(ServerFailed()) } }).last().status).toBe('failed');
  });

  it('is loading until the subscription answers', () => {
    new TestScheduler((actual, expected) => expect(actual).toEqual(expected)).run(({ cold, expectObservable }) => {
      const billing = fakeBilling({ getSubscription: () => cold('4ms (r|)', { r: E.right(subscriptionDetails()) }) });
      const useCase = createUsageUseCase({ billing, notifications: recordingNotifications(), utcOffsetMinutes: 0 });
      expectObservable(useCase.view$.pipe(map((v) => v.status))).toBe('a 3ms b', { a: 'loading', b: 'ready' });
    });
  });
});

describe('usage: extending the limit', () => {
  it('sends a limit within the ceiling and reloads the usage', () => {
    const { useCase, billing } = setup();
    useCase.extendLimit(150_050);
    expect(billing.calls.filter((c) => c.name !== 'getSubscription')).toEqual([{ name: 'extendCharacterLimit', args: [150_050] }]);
    expect(billing.names().filter((n) => n === 'getSubscription')).toHaveLength(2);
  });

  it('says what happened after a successful extension: the new limit, until when, and the ceiling', () => {
    const { useCase, effects } = setup();
    useCase.extendLimit(120_000);
    expect(effects).toEqual([{
      type: 'toast', kind: 'success',
      message: 'Your character limit is now 120,000 characters until 12/23/2026. It can be extended up to 150,050 characters.',
    }]);
  });

  it.each([
    ['above the ceiling', 150_051, '150,051 is above the ceiling: your character limit can be extended up to 150,050 characters.'],
    ['not above the current limit', 100_000, 'Your limit is already 100,000 characters: enter a higher limit, up to 150,050 characters.'],
    ['not a whole number', 120_000.5, 'Enter a whole number of characters, up to 150,050 characters.'],
  ])('does not send a limit %s, and says why with the ceiling', (_, limit, message) => {
    const { useCase, billing, effects } = setup();
    useCase.extendLimit(limit);
    expect(billing.names()).not.toContain('extendCharacterLimit');
    expect(effects).toEqual([{ type: 'toast', kind: 'error', message }]);
  });

  it('counts the ceiling from the plan\'s own limit once the limit was extended', () => {
    const { useCase, billing, last, effects } = setup({ details: { characterLimit: 150_050 } });
    expect(last().extensionCeiling).toBe(150_050);
    useCase.extendLimit(200_000);
    expect(billing.names()).not.toContain('extendCharacterLimit');
    expect(effects[0]).toMatchObject({ kind: 'error', message: expect.stringContaining('up to 150,050 characters') });
  });

  it('does not send anything when extension is not possible', () => {
    const { useCase, billing } = setup({ details: { canExtendCharacterLimit: false } });
    useCase.extendLimit(120_000);
    expect(billing.names()).not.toContain('extendCharacterLimit');
  });

  it('a failure shows the HTTP error toast', () => {
    const { useCase, effects } = setup({ billing: { extendCharacterLimit: failing(LimitNotAllowed('The new limit is too high.')) } });
    useCase.extendLimit(120_000);
    expect(effects).toEqual([{ type: 'toast', kind: 'error', message: 'The new limit is too high.' }]);
  });

  it('is extending while the extension runs, and ignores a second one meanwhile', () => {
    new TestScheduler((actual, expected) => expect(actual).toEqual(expected)).run(({ cold, expectObservable, flush }) => {
      const billing = fakeBilling({ extendCharacterLimit: () => cold('4ms (r|)', { r: E.right(undefined) }) });
      const useCase = createUsageUseCase({ billing, notifications: recordingNotifications(), utcOffsetMinutes: 0 });
      expectObservable(useCase.view$.pipe(map((v) => v.extending), distinctUntilChanged())).toBe('a 9ms b 3ms a', { a: false, b: true });
      cold('10ms a').subscribe(() => useCase.extendLimit(120_000));
      cold('11ms a').subscribe(() => useCase.extendLimit(130_000));
      flush();
      expect(billing.calls.filter((c) => c.name === 'extendCharacterLimit')).toEqual([{ name: 'extendCharacterLimit', args: [120_000] }]);
    });
  });
});
