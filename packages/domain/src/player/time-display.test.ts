import { describe, it, expect } from 'vitest';
import { formatPlayerTime, formatPlayerTimes } from './time-display.js';

describe('formatPlayerTime', () => {
  it('shows m:ss under an hour', () => {
    expect(formatPlayerTime(0)).toBe('0:00');
    expect(formatPlayerTime(5.9)).toBe('0:05');
    expect(formatPlayerTime(65)).toBe('1:05');
    expect(formatPlayerTime(3599)).toBe('59:59');
  });

  it('shows h:mm:ss from an hour on', () => {
    expect(formatPlayerTime(3600)).toBe('1:00:00');
    expect(formatPlayerTime(3725)).toBe('1:02:05');
  });

  it('shows zero for negative, NaN or infinite times', () => {
    expect(formatPlayerTime(-3)).toBe('0:00');
    expect(formatPlayerTime(Number.NaN)).toBe('0:00');
    expect(formatPlayerTime(Number.POSITIVE_INFINITY)).toBe('0:00');
  });
});

describe('formatPlayerTimes', () => {
  it('uses m:ss for both when the total is under an hour', () => {
    expect(formatPlayerTimes(12, 95)).toEqual({ elapsed: '0:12', total: '1:35' });
  });

  it('uses h:mm:ss for both when the total reaches an hour', () => {
    expect(formatPlayerTimes(303, 3720)).toEqual({ elapsed: '0:05:03', total: '1:02:00' });
  });
});
