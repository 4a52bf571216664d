import { describe, it, expect } from 'vitest';
import { formatAmount, formatPrice } from './price-display.js';
import { money, trustedCents } from './money.js';
import type { Currency } from './money.js';

const price = (cents: number, currency: Currency) => formatPrice(money(trustedCents(cents), currency));

describe('formatPrice', () => {
  it.each([
    [2200, 'usd', '$22'],
    [417, 'usd', '$4.17'],
    [8250, 'usd', '$82.50'],
    [110_000, 'usd', '$1,100'],
    [132_000, 'usd', '$1,320'],
    [1_320_000, 'usd', '$13,200'],
    [1_320_000, 'eur', '13,200€'],
    [314_050, 'eur', '3,140.50€'],
    [100_000_000, 'usd', '$1,000,000'],
    [30, 'usd', '$0.30'],
    [0, 'usd', '$0'],
    [2100, 'eur', '21€'],
    [1050, 'eur', '10.50€'],
    [5, 'eur', '0.05€'],
  ] as const)('shows %d cents in %s as %s', (cents, currency, text) => {
    expect(price(cents, currency)).toBe(text);
  });
});

describe('formatAmount', () => {
  it('writes whole amounts without decimals and others with exactly two', () => {
    expect(formatAmount(9900)).toBe('99');
    expect(formatAmount(1833)).toBe('18.33');
    expect(formatAmount(101)).toBe('1.01');
  });

  it('groups thousands with commas, as the spec writes its figures ("$13200" reads "$13,200")', () => {
    expect(formatAmount(1_320_000)).toBe('13,200');
    expect(formatAmount(99_999)).toBe('999.99');
    expect(formatAmount(100_000)).toBe('1,000');
  });
});
