import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/lib/Either.js';
import { formatRelativeDate, relativeDate } from './format-relative-date.js';
import { formatAbsoluteDate, formatAbsoluteTime } from './format-absolute-date.js';
import { formatCount } from './format-count.js';
import { formatSize } from './format-size.js';

const SECOND = 1000;
const DAY = 86_400_000;
/** The spec's switch points (60 s, 60 min, 24 h, 7 d, 4 wk, 12 mo of 30 days) with the unit below and from each. */
const BOUNDARIES = [
  { at: 60 * SECOND, below: 'second', from: 'minute' },
  { at: 60 * 60 * SECOND, below: 'minute', from: 'hour' },
  { at: DAY, below: 'hour', from: 'day' },
  { at: 7 * DAY, below: 'day', from: 'week' },
  { at: 28 * DAY, below: 'week', from: 'month' },
  { at: 360 * DAY, below: 'month', from: 'year' },
] as const;

const unitOf = (instant: number, now: number): string => {
  const date = relativeDate(instant, now);
  return date._tag === 'JustNow' ? 'now' : date.unit;
};

/** The number a count or size display stands for: "1.5K" is 1500, "2 MB" is 2,000,000. */
const displayedValue = (text: string, scales: Readonly<Record<string, number>>): number => {
  const match = /^(-?[\d.]+) ?([A-Z]*)$/.exec(text);
  if (match === null) throw new Error(`unexpected display ${text}`);
  return Math.round(Number(match[1]) * (scales[match[2] ?? ''] ?? Number.NaN) * 10) / 10;
};
const COUNT_SCALES = { '': 1, K: 1e3, M: 1e6 };
const SIZE_SCALES = { B: 1, KB: 1e3, MB: 1e6, GB: 1e9, TB: 1e12 };
const SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

const now = fc.integer({ min: -4e15, max: 4e15 });

describe('formatting properties', () => {
  it('property: the relative unit switches exactly at 60 s, 60 min, 24 h, 7 d, 4 wk and 12 mo, past and future', () => {
    fc.assert(
      fc.property(now, fc.constantFrom(...BOUNDARIES), fc.integer({ min: 1, max: 999 }), fc.boolean(), (t, b, ms, future) => {
        const at = (elapsed: number): number => (future ? t + elapsed : t - elapsed);
        expect(unitOf(at(b.at - ms), t)).toBe(b.below);
        expect(unitOf(at(b.at), t)).toBe(b.from);
        expect(unitOf(at(b.at + ms), t)).toBe(b.from);
      }),
    );
  });

  it('property: the relative count is the elapsed time truncated to whole units, at least 1', () => {
    const sizes: Readonly<Record<string, number>> = { second: SECOND, minute: 60 * SECOND, hour: 3_600_000, day: DAY, week: 7 * DAY, month: 30 * DAY, year: 360 * DAY };
    fc.assert(
      fc.property(now, fc.integer({ min: 0, max: 1e13 }), (t, elapsed) => {
        const date = relativeDate(t - elapsed, t);
        if (date._tag === 'JustNow') return elapsed < SECOND;
        return date.count === Math.max(1, Math.floor(elapsed / (sizes[date.unit] ?? Number.NaN))) && date.direction === 'past';
      }),
    );
  });

  it('property: relative formatting never throws and always yields a well-formed phrase, for any integers', () => {
    const phrase = /^(just now|1 (second|minute|hour|day|week|month|year) ago|\d+ (seconds|minutes|hours|days|weeks|months|years) ago|in 1 (second|minute|hour|day|week|month|year)|in \d+ (seconds|minutes|hours|days|weeks|months|years))$/;
    const anyNumber = fc.oneof(fc.maxSafeInteger(), fc.integer(), fc.double());
    fc.assert(fc.property(anyNumber, anyNumber, (instant, t) => phrase.test(formatRelativeDate(instant, t))));
  });

  it('property: swapping instant and now mirrors past and future and keeps unit and count', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), fc.maxSafeInteger(), (a, b) => {
        const there = formatRelativeDate(a, b);
        const back = formatRelativeDate(b, a);
        if (there === 'just now') return back === 'just now';
        return there.endsWith(' ago') ? back === `in ${there.slice(0, -4)}` : there === `in ${back.slice(0, -4)}`;
      }),
    );
  });

  it('property: the count display is monotone non-decreasing in the count, never overstates it and is within one shown tenth', () => {
    const count = fc.oneof(fc.integer({ min: -2e6, max: 2e6 }), fc.maxSafeInteger());
    fc.assert(
      fc.property(count, count, (x, y) => {
        const [low, high] = x <= y ? [x, y] : [y, x];
        const shownLow = displayedValue(formatCount(low), COUNT_SCALES);
        const shownHigh = displayedValue(formatCount(high), COUNT_SCALES);
        const step = Math.abs(low) < 1e3 ? 1 : Math.abs(low) < 1e6 ? 100 : 100_000;
        expect(shownLow).toBeLessThanOrEqual(shownHigh);
        expect(Math.abs(shownLow)).toBeLessThanOrEqual(Math.abs(low));
        expect(Math.abs(low) - Math.abs(shownLow)).toBeLessThan(step);
      }),
    );
  });

  it('property: sizes use powers of 1000, k × 1000^i bytes shows as "k unit_i"', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 0, max: 4 }), (k, i) =>
        formatSize(k * 1000 ** i) === `${String(k)} ${SIZE_UNITS[i] ?? ''}`,
      ),
    );
  });

  it('property: a size shows in the largest 1000-power unit it reaches, truncated to a tenth of that unit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (bytes) => {
        const text = formatSize(bytes);
        const unit = SIZE_UNITS[Math.min(4, bytes < 1000 ? 0 : Math.floor(Math.log10(bytes) / 3 + 1e-12))] ?? '';
        const unitSize = SIZE_SCALES[unit as keyof typeof SIZE_SCALES];
        const shown = displayedValue(text, SIZE_SCALES);
        expect(text.endsWith(` ${unit}`)).toBe(true);
        expect(shown).toBeLessThanOrEqual(bytes);
        expect(bytes - shown).toBeLessThan(unit === 'B' ? 1 : unitSize / 10);
      }),
    );
  });

  it('property: absolute date and time agree with the UTC calendar of the instant shifted by the offset', () => {
    const pad = (n: number): string => String(n).padStart(2, '0');
    fc.assert(
      fc.property(fc.integer({ min: -6e13, max: 2.5e14 }), fc.integer({ min: -1439, max: 1439 }), (instant, offset) => {
        const local = new Date(instant + offset * 60_000);
        const year = String(local.getUTCFullYear()).padStart(4, '0');
        expect(formatAbsoluteDate(instant, offset)).toEqual(E.right(`${pad(local.getUTCMonth() + 1)}/${pad(local.getUTCDate())}/${year}`));
        expect(formatAbsoluteTime(instant, offset)).toEqual(E.right(`${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`));
      }),
    );
  });
});
