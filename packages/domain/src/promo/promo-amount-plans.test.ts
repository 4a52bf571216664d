import { describe, it, expect } from 'vitest';
import * as O from 'fp-ts/lib/Option.js';
import { planForPromoAmountOff } from './promo-amount-plans.js';

describe('planForPromoAmountOff', () => {
  it.each([
    [500, 'starter'],
    [2200, 'creator'],
    [9900, 'pro'],
    [10000, 'pro'],
    [33000, 'growing_business'],
    [132000, 'scale_2024_08_10'],
  ] as const)('maps %d cents off to %s', (cents, tier) => {
    expect(planForPromoAmountOff(cents)).toEqual(O.some(tier));
  });
  it.each([0, 499, 501, 2100, 99_000, 5.0001, Number.NaN])('maps %d cents off to no plan', (cents) => {
    expect(planForPromoAmountOff(cents)).toEqual(O.none);
  });
  it('maps no amount to no plan', () => {
    expect(planForPromoAmountOff(null)).toEqual(O.none);
    expect(planForPromoAmountOff(undefined)).toEqual(O.none);
  });
});
