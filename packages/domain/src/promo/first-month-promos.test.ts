import { describe, it, expect } from 'vitest';
import * as O from 'fp-ts/lib/Option.js';
import { firstMonthPercentOff, firstMonthPrice } from './first-month-promos.js';

describe('first-month promos', () => {
  it('takes 80% off Starter and 50% off Creator', () => {
    expect(firstMonthPercentOff('starter')).toEqual(O.some(80));
    expect(firstMonthPercentOff('creator')).toEqual(O.some(50));
  });
  it('has none on other plans', () => {
    expect(firstMonthPercentOff('free')).toEqual(O.none);
    expect(firstMonthPercentOff('pro')).toEqual(O.none);
    expect(firstMonthPrice('scale_2024_08_10', 'usd')).toEqual(O.none);
  });
  it('prices the first month of Starter at $1 and of Creator at $11', () => {
    expect(firstMonthPrice('starter', 'usd')).toEqual(O.some({ cents: 100, currency: 'usd' }));
    expect(firstMonthPrice('creator', 'usd')).toEqual(O.some({ cents: 1100, currency: 'usd' }));
  });
  it('prices the first month of Creator in euros from the euro price', () => {
    expect(firstMonthPrice('creator', 'eur')).toEqual(O.some({ cents: 1050, currency: 'eur' }));
  });
});
