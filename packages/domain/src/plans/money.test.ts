import { describe, it, expect } from 'vitest';
import * as E from 'fp-ts/lib/Either.js';
import { applyPercentOff, divideMoney, money, toCents, trustedCents } from './money.js';

describe('toCents', () => {
  it.each([0, 1, 2200, 1_320_000])('accepts the whole, non-negative amount %d', (n) => {
    expect(toCents(n)).toEqual(E.right(n));
  });
  it.each([-1, 4.17, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])('rejects %d', (n) => {
    expect(toCents(n)).toEqual(E.left('cents_not_a_non_negative_safe_integer'));
  });
});

describe('money arithmetic', () => {
  const usd = (n: number) => money(trustedCents(n), 'usd');
  it('takes 50% off $22 to give $11', () => {
    expect(applyPercentOff(usd(2200), 50)).toEqual(usd(1100));
  });
  it('takes 80% off $5 to give $1', () => {
    expect(applyPercentOff(usd(500), 80)).toEqual(usd(100));
  });
  it('clamps percentages outside 0..100', () => {
    expect(applyPercentOff(usd(500), 150)).toEqual(usd(0));
    expect(applyPercentOff(usd(500), -10)).toEqual(usd(500));
  });
  it('divides to the nearest cent and keeps the currency', () => {
    expect(divideMoney(money(trustedCents(5000), 'eur'), 12)).toEqual(money(trustedCents(417), 'eur'));
  });
});
