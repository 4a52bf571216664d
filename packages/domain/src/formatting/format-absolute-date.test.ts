import { describe, it, expect } from 'vitest';
import * as E from 'fp-ts/lib/Either.js';
import { formatAbsoluteDate, formatAbsoluteTime } from './format-absolute-date.js';

// 2026-11-22T14:05:30Z
const INSTANT = Date.UTC(2026, 10, 22, 14, 5, 30);

describe('formatAbsoluteDate', () => {
  it('shows month/day/year', () => {
    expect(formatAbsoluteDate(INSTANT, 0)).toEqual(E.right('11/22/2026'));
  });

  it('zero-pads month and day to two digits and the year to four', () => {
    expect(formatAbsoluteDate(Date.UTC(2026, 0, 5), 0)).toEqual(E.right('01/05/2026'));
    expect(formatAbsoluteDate(Date.UTC(987, 2, 9), 0)).toEqual(E.right('03/09/0987'));
    expect(formatAbsoluteDate(0, 0)).toEqual(E.right('01/01/1970'));
  });

  it('moves across midnight with the UTC offset (minutes east of UTC)', () => {
    expect(formatAbsoluteDate(INSTANT, 600)).toEqual(E.right('11/23/2026'));
    expect(formatAbsoluteDate(Date.UTC(2026, 10, 22, 2), -180)).toEqual(E.right('11/21/2026'));
    expect(formatAbsoluteDate(Date.UTC(2024, 1, 28, 23), 60)).toEqual(E.right('02/29/2024'));
  });

  it('refuses non-finite or out-of-range instants and offsets', () => {
    expect(formatAbsoluteDate(Number.NaN, 0)).toEqual(E.left('instant-out-of-range'));
    expect(formatAbsoluteDate(8.64e15 + 1, 0)).toEqual(E.left('instant-out-of-range'));
    expect(formatAbsoluteDate(INSTANT, 1440)).toEqual(E.left('offset-out-of-range'));
    expect(formatAbsoluteDate(INSTANT, 30.5)).toEqual(E.left('offset-out-of-range'));
  });
});

describe('formatAbsoluteTime', () => {
  it('shows 24-hour hh:mm, zero-padded, seconds dropped', () => {
    expect(formatAbsoluteTime(INSTANT, 0)).toEqual(E.right('14:05'));
    expect(formatAbsoluteTime(Date.UTC(2026, 0, 1, 9, 7, 59), 0)).toEqual(E.right('09:07'));
    expect(formatAbsoluteTime(Date.UTC(2026, 0, 1), 0)).toEqual(E.right('00:00'));
    expect(formatAbsoluteTime(Date.UTC(2026, 0, 1, 23, 59, 59, 999), 0)).toEqual(E.right('23:59'));
  });

  it('applies the offset, including half-hour zones and instants before 1970', () => {
    expect(formatAbsoluteTime(INSTANT, 330)).toEqual(E.right('19:35'));
    expect(formatAbsoluteTime(INSTANT, -300)).toEqual(E.right('09:05'));
    expect(formatAbsoluteTime(Date.UTC(1969, 11, 31, 23, 30), 0)).toEqual(E.right('23:30'));
  });

  it('refuses an offset of a whole day or more', () => {
    expect(formatAbsoluteTime(INSTANT, -1440)).toEqual(E.left('offset-out-of-range'));
  });
});
