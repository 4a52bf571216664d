import { describe, it, expect } from 'vitest';
import * as E from 'fp-ts/lib/Either.js';
import * as O from 'fp-ts/lib/Option.js';
import { couponFromValidation, promoCodeErrorMessage, promoCouponPlan } from './promo-coupon.js';
import {
  couponAppliedMessage, couponAppliedToSubscriptionMessage, couponSavedForCheckoutMessage, discountedChargeText, discountLabel,
  invalidPromoCodeMessage, PROMO_CODE_VALIDATION_FAILED_MESSAGE, promoCodeRemovedMessage,
} from './promo-messages.js';
import { money, toCents, type Money } from '../plans/index.js';

const answer = { amount_off: 2200, percent_off: null, duration_in_months: 1 };

describe('promo coupons', () => {
  it('keeps the coupon the server says is valid', () => {
    expect(couponFromValidation('WELCOME', { valid: true, ...answer })).toEqual(
      E.right({ promocode: 'WELCOME', amount_off: 2200, percent_off: null, duration_in_months: 1 }),
    );
  });
  it('rejects a code the server says is invalid', () => {
    expect(couponFromValidation('NOPE', { valid: false, ...answer })).toEqual(E.left({ _tag: 'invalid', code: 'NOPE' }));
  });
  it('finds the plan a coupon points at from its amount off', () => {
    expect(promoCouponPlan({ promocode: 'X', ...answer })).toEqual(O.some('creator'));
    expect(promoCouponPlan({ promocode: 'X', amount_off: null, percent_off: 50, duration_in_months: 1 })).toEqual(O.none);
  });
});

describe('promo messages', () => {
  it('says an invalid code is invalid', () => {
    expect(promoCodeErrorMessage({ _tag: 'invalid', code: 'NOPE' })).toBe('Coupon code NOPE is invalid');
  });
  it('says validation failed', () => {
    expect(promoCodeErrorMessage({ _tag: 'validationFailed', code: 'NOPE' })).toBe('Error validating promocode code');
    expect(PROMO_CODE_VALIDATION_FAILED_MESSAGE).toBe('Error validating promocode code');
  });
  it('says a code was removed', () => {
    expect(promoCodeRemovedMessage('WELCOME')).toBe('Promo code WELCOME was removed');
  });
});

describe('promo messages', () => {
  it('names the code in every coupon toast', () => {
    expect(invalidPromoCodeMessage('SAVE')).toBe('Coupon code SAVE is invalid');
    expect(promoCodeRemovedMessage('SAVE')).toBe('Promo code SAVE was removed');
    expect(couponAppliedMessage('SAVE')).toBe('Coupon code SAVE applied');
  });
});

describe('promo confirmations', () => {
  it('a subscriber\'s code names what it takes off and which invoices', () => {
    const cents = (n: number): Money => money(E.getOrElseW(() => { throw new Error('not cents'); })(toCents(n)), 'usd');
    expect(couponAppliedToSubscriptionMessage('special-offer-50', '50% off', 1)).toBe('Coupon code special-offer-50 applied: 50% off your next invoice.');
    expect(couponAppliedToSubscriptionMessage('x', '50% off', 3)).toBe('Coupon code x applied: 50% off your next 3 invoices.');
    expect(couponAppliedToSubscriptionMessage('x', '50% off', null)).toBe('Coupon code x applied: 50% off every invoice from your next one on.');
    expect(couponSavedForCheckoutMessage('x', '$5 off')).toBe('Coupon code x saved ($5 off): it applies to your first invoice when you subscribe to a plan.');
    expect(discountLabel(50, null)).toBe('50% off');
    expect(discountLabel(null, cents(500))).toBe('$5 off');
    expect(discountLabel(null, null)).toBeNull();
    expect(discountedChargeText(cents(1100), '12/22/2026', '50% off')).toBe('$11 on 12/22/2026 (50% off)');
  });
});
