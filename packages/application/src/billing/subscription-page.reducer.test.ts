import { describe, it, expect } from 'vitest';
import * as E from 'fp-ts/lib/Either.js';
import {
  initialSubscriptionPage, reduceSubscriptionPage, type SubscriptionPageEvent, type SubscriptionPageState,
} from './subscription-page.reducer.js';
import { promoCoupon, subscriptionDetails } from './testing/billing-fakes.js';

const run = (events: readonly SubscriptionPageEvent[], from: SubscriptionPageState = initialSubscriptionPage(null)): SubscriptionPageState =>
  events.reduce(reduceSubscriptionPage, from);
const data = { details: E.right(subscriptionDetails()), invoices: E.right([]) };
const ready = run([{ type: 'reloadRequested' }, { type: 'loaded', load: 1, data }]);

describe('subscription page reducer: loading and actions', () => {
  it('keeps the last answer while reloading and ignores an older one', () => {
    expect(ready.data).toBe(data);
    const reloading = run([{ type: 'reloadRequested' }], ready);
    expect(reloading).toMatchObject({ data, load: 2 });
    expect(run([{ type: 'loaded', load: 1, data }], reloading)).toBe(reloading);
  });

  it('runs one call at a time: another action or a promo code meanwhile is ignored', () => {
    const portal = run([{ type: 'actionRequested', action: 'portal' }], ready);
    expect(portal.pending).toBe('portal');
    expect(run([{ type: 'actionRequested', action: 'renew' }], portal)).toBe(portal);
    expect(run([{ type: 'promocodeEntered', code: 'WELCOME' }], portal)).toBe(portal);
    expect(run([{ type: 'actionSettled', succeeded: true }], portal)).toMatchObject({ pending: null, load: 1 });
  });

  it.each(['cancel', 'renew'] as const)('a %s that succeeded reloads the page', (action) => {
    expect(run([{ type: 'actionRequested', action }, { type: 'actionSettled', succeeded: true }], ready)).toMatchObject({ pending: null, load: 2 });
    expect(run([{ type: 'actionRequested', action }, { type: 'actionSettled', succeeded: false }], ready)).toMatchObject({ pending: null, load: 1 });
  });
});

describe('subscription page reducer: the cancel confirmation', () => {
  it('opens when asked and closes when kept', () => {
    const asking = run([{ type: 'cancelAsked' }], ready);
    expect(asking.confirmingCancel).toBe(true);
    expect(run([{ type: 'cancelDismissed' }], asking).confirmingCancel).toBe(false);
  });

  it('stays open while the cancellation runs, and closes when it answers, either way', () => {
    const cancelling = run([{ type: 'cancelAsked' }, { type: 'actionRequested', action: 'cancel' }], ready);
    expect(run([{ type: 'cancelDismissed' }], cancelling)).toBe(cancelling);
    expect(run([{ type: 'actionSettled', succeeded: false }], cancelling).confirmingCancel).toBe(false);
    expect(run([{ type: 'actionSettled', succeeded: true }], cancelling).confirmingCancel).toBe(false);
  });
});

describe('subscription page reducer: the promo code', () => {
  it('validates a trimmed code; a blank one is ignored', () => {
    expect(run([{ type: 'promocodeEntered', code: '   ' }], ready)).toBe(ready);
    expect(run([{ type: 'promocodeEntered', code: ' WELCOME ' }], ready)).toMatchObject({ pending: 'promocode', promocode: 'WELCOME' });
  });

  it('keeps the coupon the validation answered (none when refused), and forgets it when removed', () => {
    const validating = run([{ type: 'promocodeEntered', code: 'WELCOME' }], ready);
    expect(run([{ type: 'promocodeSettled', coupon: promoCoupon(), reload: false }], validating)).toMatchObject({ pending: null, promocode: null, coupon: promoCoupon() });
    const kept = run([{ type: 'promocodeEntered', code: 'BOGUS' }], initialSubscriptionPage(promoCoupon()));
    expect(run([{ type: 'promocodeSettled', coupon: null, reload: false }], kept).coupon).toBeNull();
    expect(run([{ type: 'promocodeRemoved' }], initialSubscriptionPage(promoCoupon())).coupon).toBeNull();
  });

  it('reloads the page when the code was applied to the subscription (its next invoice changed)', () => {
    const applying = run([{ type: 'promocodeEntered', code: 'special-offer-50' }], ready);
    expect(run([{ type: 'promocodeSettled', coupon: null, reload: true }], applying)).toMatchObject({ pending: null, load: applying.load + 1 });
    expect(run([{ type: 'promocodeSettled', coupon: null, reload: false }], applying).load).toBe(applying.load);
  });
});
