import { describe, it, expect } from 'vitest';
import { formatRelativeDate, relativeDate } from './format-relative-date.js';

const NOW = 1_795_000_000_000;
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ago = (ms: number): string => formatRelativeDate(NOW - ms, NOW);
const ahead = (ms: number): string => formatRelativeDate(NOW + ms, NOW);

describe('formatRelativeDate', () => {
  it('reads "just now" within one second either way', () => {
    expect(ago(0)).toBe('just now');
    expect(ago(999)).toBe('just now');
    expect(ahead(999)).toBe('just now');
  });

  it('counts seconds below 60 s, singular for one', () => {
    expect(ago(SECOND)).toBe('1 second ago');
    expect(ago(5 * SECOND)).toBe('5 seconds ago');
    expect(ago(59 * SECOND + 999)).toBe('59 seconds ago');
  });

  it('switches to minutes at 60 s, hours at 60 min and days at 24 h', () => {
    expect(ago(60 * SECOND)).toBe('1 minute ago');
    expect(ago(59 * MINUTE)).toBe('59 minutes ago');
    expect(ago(60 * MINUTE)).toBe('1 hour ago');
    expect(ago(23 * HOUR + 59 * MINUTE)).toBe('23 hours ago');
    expect(ago(24 * HOUR)).toBe('1 day ago');
  });

  it('switches to weeks at 7 d, months at 4 wk and years at 12 thirty-day months', () => {
    expect(ago(6 * DAY)).toBe('6 days ago');
    expect(ago(7 * DAY)).toBe('1 week ago');
    expect(ago(21 * DAY)).toBe('3 weeks ago');
    expect(ago(27 * DAY)).toBe('3 weeks ago');
    expect(ago(28 * DAY)).toBe('1 month ago');
    expect(ago(59 * DAY)).toBe('1 month ago');
    expect(ago(60 * DAY)).toBe('2 months ago');
    expect(ago(359 * DAY)).toBe('11 months ago');
    expect(ago(360 * DAY)).toBe('1 year ago');
    expect(ago(730 * DAY)).toBe('2 years ago');
  });

  it('phrases future instants with "in"', () => {
    expect(ahead(5 * MINUTE)).toBe('in 5 minutes');
    expect(ahead(SECOND)).toBe('in 1 second');
    expect(ahead(3 * 360 * DAY)).toBe('in 3 years');
  });

  it('gives the structured distance behind the phrase', () => {
    expect(relativeDate(NOW - 3 * HOUR, NOW)).toEqual({ _tag: 'Distance', unit: 'hour', count: 3, direction: 'past' });
    expect(relativeDate(NOW, NOW)).toEqual({ _tag: 'JustNow' });
  });

  it('does not throw on extreme or non-finite input', () => {
    expect(formatRelativeDate(Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER)).toMatch(/^\d+ years ago$/);
    expect(formatRelativeDate(Number.NaN, NOW)).toBe('just now');
    expect(formatRelativeDate(-Infinity, Infinity)).toBe('just now');
  });
});
