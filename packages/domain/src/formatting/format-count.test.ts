import { describe, it, expect } from 'vitest';
import { formatCount } from './format-count.js';

describe('formatCount', () => {
  it('shows counts below 1000 as they are', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(950)).toBe('950');
    expect(formatCount(999)).toBe('999');
  });

  it('shows thousands with K and one decimal, ".0" dropped', () => {
    expect(formatCount(1000)).toBe('1K');
    expect(formatCount(1500)).toBe('1.5K');
    expect(formatCount(1590)).toBe('1.5K');
    expect(formatCount(12_345)).toBe('12.3K');
    expect(formatCount(123_456)).toBe('123.4K');
  });

  it('truncates at the boundary instead of rounding up to the next unit', () => {
    expect(formatCount(999_950)).toBe('999.9K');
    expect(formatCount(999_999)).toBe('999.9K');
    expect(formatCount(1_000_000)).toBe('1M');
  });

  it('shows millions with M, without a larger suffix', () => {
    expect(formatCount(2_000_000)).toBe('2M');
    expect(formatCount(2_750_000)).toBe('2.7M');
    expect(formatCount(2_500_000_000)).toBe('2500M');
    expect(formatCount(1e30)).toMatch(/^1\d{24}(\.\d)?M$/);
  });

  it('truncates fractions, mirrors negatives and shows non-finite values as 0', () => {
    expect(formatCount(999.9)).toBe('999');
    expect(formatCount(-1500)).toBe('-1.5K');
    expect(formatCount(-0.4)).toBe('0');
    expect(formatCount(Number.NaN)).toBe('0');
    expect(formatCount(Infinity)).toBe('0');
  });
});
