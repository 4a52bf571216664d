import { describe, it, expect } from 'vitest';
import * as O from 'fp-ts/lib/Option.js';
import { decodeStoredCoupon, readStoredBillingPeriod, readStoredCoupon, storeCoupon } from './billing-storage.js';
import { memoryStorage } from '../shared/testing/shared-fakes.js';

const full = { promocode: 'WELCOME', amount_off: 2200, percent_off: null, duration_in_months: 1 };
const codeOnly = (promocode: string) => ({ promocode, amount_off: null, percent_off: null, duration_in_months: null });

describe('stored coupon', () => {
  it('decodes JSON of the PromoCoupon shape', () => {
    expect(decodeStoredCoupon(JSON.stringify(full))).toEqual(O.some(full));
  });

  it.each([
    ['a plain code', 'special-offer-50', 'special-offer-50'],
    ['a JSON string', '"SAVE20"', 'SAVE20'],
    ['a numeric code', '12345', '12345'],
    ['a code with spaces around it', '  SAVE20 ', 'SAVE20'],
  ])('reads %s as a coupon with only its promocode', (_, text, code) => {
    expect(decodeStoredCoupon(text)).toEqual(O.some(codeOnly(code)));
  });

  it.each([
    ['an object without promocode', JSON.stringify({ amount_off: 2200 })],
    ['a blank promocode', JSON.stringify({ ...full, promocode: ' ' })],
    ['an amount that is not a number', JSON.stringify({ ...full, amount_off: '2200' })],
    ['a missing field', JSON.stringify({ promocode: 'X', amount_off: null, percent_off: null })],
    ['an array', JSON.stringify([full])],
    ['null', 'null'],
    ['a boolean', 'true'],
    ['a blank text', '   '],
  ])('ignores %s', (_, text) => {
    expect(decodeStoredCoupon(text)).toEqual(O.none);
  });

  it('removes a stored value that does not decode, and keeps one that does', () => {
    const bad = memoryStorage({ 'xi:coupon': '{"promocode":42}' });
    expect(readStoredCoupon(bad)).toEqual(O.none);
    expect(bad.entries['xi:coupon']).toBeUndefined();
    const good = memoryStorage();
    storeCoupon(good, full);
    expect(readStoredCoupon(good)).toEqual(O.some(full));
    expect(good.entries['xi:coupon']).toBe(JSON.stringify(full));
  });
});

describe('stored billing period', () => {
  it('reads monthly or yearly, nothing else', () => {
    expect(readStoredBillingPeriod(memoryStorage({ 'xi:billingPeriod': 'yearly' }))).toEqual(O.some('yearly'));
    expect(readStoredBillingPeriod(memoryStorage({ 'xi:billingPeriod': 'annual_period' }))).toEqual(O.none);
    expect(readStoredBillingPeriod(memoryStorage())).toEqual(O.none);
  });
});
