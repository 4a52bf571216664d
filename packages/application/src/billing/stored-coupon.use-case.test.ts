import { describe, it, expect } from 'vitest';
import { of, Subject } from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import { createStoredCouponUseCase } from './stored-coupon.use-case.js';
import { memoryStorage, recordingNotifications } from '../shared/testing/shared-fakes.js';
import { CouponExpired, InvalidCoupon, type AccountResult, type AppliedDiscount } from '../accounts/account-api.port.js';

const run = (answer: AccountResult<AppliedDiscount>, entries: Record<string, string>) => {
  const storage = memoryStorage(entries);
  const applied: string[] = [];
  const notifications = recordingNotifications();
  const useCase = createStoredCouponUseCase({
    storage,
    notifications,
    account: { applyDiscount: (code) => { applied.push(code); return of(answer); } },
  });
  useCase.applyOnce().subscribe();
  useCase.applyOnce().subscribe();
  return { applied, effects: notifications.notices, storage };
};

const discount: AppliedDiscount = { code: 'special-offer-50', percentOff: 50, amountOffCents: null, durationInMonths: 1 };

describe('stored coupon', () => {
  it('is applied once and then cleared', () => {
    const { applied, effects, storage } = run(E.right(discount), { 'xi:coupon': 'special-offer-50' });
    expect(applied).toEqual(['special-offer-50']);
    expect(effects).toEqual([{ type: 'toast', kind: 'success', message: 'Coupon code special-offer-50 applied' }]);
    expect(storage.entries['xi:coupon']).toBeUndefined();
  });

  it('an invalid code shows the spec message, and the code is cleared all the same', () => {
    const { effects, storage } = run(E.left(InvalidCoupon('nope')), { 'xi:coupon': 'BOGUS' });
    expect(effects).toEqual([{ type: 'toast', kind: 'error', message: 'Coupon code BOGUS is invalid' }]);
    expect(storage.entries['xi:coupon']).toBeUndefined();
  });

  it('other failures show the server message', () => {
    const expired = "This coupon has expired, please use a different one. We've removed it from your browser.";
    const { effects } = run(E.left(CouponExpired(expired)), { 'xi:coupon': 'old' });
    expect(effects).toEqual([{ type: 'toast', kind: 'error', message: expired }]);
  });

  it('reads a coupon kept as JSON by the promo flow and sends its code', () => {
    const stored = JSON.stringify({ promocode: 'special-offer-50', amount_off: null, percent_off: 50, duration_in_months: 1 });
    const { applied } = run(E.right(discount), { 'xi:coupon': stored });
    expect(applied).toEqual(['special-offer-50']);
  });

  it('does nothing without a stored coupon', () => {
    const { applied, effects } = run(E.right(discount), {});
    expect(applied).toEqual([]);
    expect(effects).toEqual([]);
  });

  it('runs to its end once started, even if the caller stops listening', () => {
    const storage = memoryStorage({ 'xi:coupon': 'special-offer-50' });
    const notifications = recordingNotifications();
    const answer = new Subject<AccountResult<AppliedDiscount>>();
    const useCase = createStoredCouponUseCase({ storage, notifications, account: { applyDiscount: () => answer } });
    useCase.applyOnce().subscribe().unsubscribe();
    answer.next(E.right(discount));
    expect(notifications.toasts()).toEqual(['success: Coupon code special-offer-50 applied']);
  });
});
