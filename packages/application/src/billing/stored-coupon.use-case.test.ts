import { describe, it, expect } from 'vitest';
import { of } from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import { createStoredCouponUseCase } from './stored-coupon.use-case.js';
import { memoryStorage } from '../shared/testing/shared-fakes.js';
import type { AccountActionEffect } from '../accounts/account-action.types.js';
import type { AppliedDiscount } from '../accounts/account-api.port.js';
import type { ApiResult } from '../shared/http-error.js';

const run = (answer: ApiResult<AppliedDiscount>, entries: Record<string, string>) => {
  const storage = memoryStorage(entries);
  const applied: string[] = [];
  const useCase = createStoredCouponUseCase({
    storage,
    account: { applyDiscount: (code) => { applied.push(code); return of(answer); } },
  });
  const effects: AccountActionEffect[] = [];
  useCase.applyOnce().subscribe((e) => effects.push(e));
  useCase.applyOnce().subscribe((e) => effects.push(e));
  return { applied, effects, storage };
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
    const { effects, storage } = run(E.left({ status: 400, message: 'nope', statusText: 'invalid_promocode' }), { 'xi:coupon': 'BOGUS' });
    expect(effects).toEqual([{ type: 'toast', kind: 'error', message: 'Coupon code BOGUS is invalid' }]);
    expect(storage.entries['xi:coupon']).toBeUndefined();
  });

  it('other failures show the server message', () => {
    const expired = "This coupon has expired, please use a different one. We've removed it from your browser.";
    const { effects } = run(E.left({ status: 400, message: expired, statusText: 'coupon_expired' }), { 'xi:coupon': 'old' });
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
});
