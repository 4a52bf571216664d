import { describe, it, expect } from 'vitest';
import { formatSize } from './format-size.js';

describe('formatSize', () => {
  it('uses 1000-based units B, KB, MB, GB, TB', () => {
    expect(formatSize(999)).toBe('999 B');
    expect(formatSize(1000)).toBe('1 KB');
    expect(formatSize(1024)).toBe('1 KB');
    expect(formatSize(1_500_000)).toBe('1.5 MB');
    expect(formatSize(2_000_000_000)).toBe('2 GB');
    expect(formatSize(3_250_000_000_000)).toBe('3.2 TB');
  });

  it('stays in TB past a thousand terabytes', () => {
    expect(formatSize(1_500_000_000_000_000)).toBe('1500 TB');
    expect(formatSize(1e30)).toMatch(/^1\d{18}(\.\d)? TB$/);
  });

  it('truncates rather than rounding into the next unit', () => {
    expect(formatSize(999_999)).toBe('999.9 KB');
    expect(formatSize(1_000_000)).toBe('1 MB');
  });

  it('handles zero, fractions, negatives and non-finite values', () => {
    expect(formatSize(0)).toBe('0 B');
    expect(formatSize(10.9)).toBe('10 B');
    expect(formatSize(-2048)).toBe('-2 KB');
    expect(formatSize(Number.NaN)).toBe('0 B');
  });
});
