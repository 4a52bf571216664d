import { describe, expect, it } from 'vitest';
import { addMonths, nextMonthlyBoundary, periodEnd } from './calendar.js';

const at = (year: number, month: number, day: number): number => Date.UTC(year, month - 1, day, 12);

describe('billing calendar', () => {
  it('adds calendar months, clamping the day to the end of shorter months, always counted from the anchor', () => {
    expect(addMonths(at(2026, 1, 31), 1)).toBe(at(2026, 2, 28));
    expect(addMonths(at(2028, 1, 31), 1)).toBe(at(2028, 2, 29));
    expect(addMonths(at(2026, 1, 31), 2)).toBe(at(2026, 3, 31));
    expect(addMonths(at(2026, 11, 22), 2)).toBe(at(2027, 1, 22));
  });

  it('ends monthly periods a month and annual periods a year later', () => {
    expect(periodEnd(at(2026, 11, 22), 'monthly_period')).toBe(at(2026, 12, 22));
    expect(periodEnd(at(2026, 11, 22), 'annual_period')).toBe(at(2027, 11, 22));
  });

  it('finds the first monthly boundary strictly after now', () => {
    const anchor = at(2026, 1, 31);
    expect(nextMonthlyBoundary(anchor, anchor)).toBe(at(2026, 2, 28));
    expect(nextMonthlyBoundary(anchor, at(2026, 2, 28))).toBe(at(2026, 3, 31));
    expect(nextMonthlyBoundary(anchor, at(2027, 6, 1))).toBe(at(2027, 6, 30));
    expect(nextMonthlyBoundary(anchor, anchor - 1)).toBe(at(2026, 2, 28));
  });
});
