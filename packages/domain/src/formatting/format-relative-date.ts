import { plainDigits } from './plain-digits.js';

/** A unit a relative date can be expressed in, smallest first. */
export type RelativeDateUnit = 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

/** Whether an instant lies before now ("ago") or after it ("in"). */
export type RelativeDateDirection = 'past' | 'future';

/** How far an instant is from now: under one second it is just now, else a whole count of one unit. */
export type RelativeDate =
  | { readonly _tag: 'JustNow' }
  | {
      readonly _tag: 'Distance';
      readonly unit: RelativeDateUnit;
      readonly count: number;
      readonly direction: RelativeDateDirection;
    };

/** The phrase shown for an instant less than one second away from now, in either direction. */
export const JUST_NOW = 'just now';

/** Days in the month a relative date counts in: months are 30 days long, not calendar months. */
export const DAYS_PER_RELATIVE_MONTH = 30;

const JUST_NOW_DATE: RelativeDate = { _tag: 'JustNow' };

const distance = (unit: RelativeDateUnit, count: number, direction: RelativeDateDirection): RelativeDate => ({
  _tag: 'Distance',
  unit,
  count,
  direction,
});

/** Picks the unit from whole elapsed days: weeks under 4 weeks, then 30-day months (at least one), years from 12 months. */
const fromDays = (days: number, direction: RelativeDateDirection): RelativeDate => {
  if (days < 7) return distance('day', days, direction);
  if (days < 28) return distance('week', Math.floor(days / 7), direction);
  const months = Math.max(1, Math.floor(days / DAYS_PER_RELATIVE_MONTH));
  if (months < 12) return distance('month', months, direction);
  return distance('year', Math.floor(months / 12), direction);
};

/**
 * How far the instant is from now (both unix ms), truncated to whole units that switch at 60 s, 60 min,
 * 24 h, 7 d, 4 wk (28 d) and 12 months (360 d); total for every number, a non-finite distance reads as just now.
 */
export const relativeDate = (instantUnixMs: number, nowUnixMs: number): RelativeDate => {
  const elapsedMs = nowUnixMs - instantUnixMs;
  if (!Number.isFinite(elapsedMs)) return JUST_NOW_DATE;
  const direction: RelativeDateDirection = elapsedMs < 0 ? 'future' : 'past';
  const seconds = Math.floor(Math.abs(elapsedMs) / 1000);
  if (seconds < 1) return JUST_NOW_DATE;
  if (seconds < 60) return distance('second', seconds, direction);
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return distance('minute', minutes, direction);
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return distance('hour', hours, direction);
  return fromDays(Math.floor(hours / 24), direction);
};

/** The English phrase for a relative date: "just now", "1 minute ago", "3 weeks ago", "in 5 minutes". */
export const relativeDatePhrase = (date: RelativeDate): string => {
  if (date._tag === 'JustNow') return JUST_NOW;
  const amount = `${plainDigits(date.count)} ${date.unit}${date.count === 1 ? '' : 's'}`;
  return date.direction === 'past' ? `${amount} ago` : `in ${amount}`;
};

/** The English relative phrase for an instant seen from now (both unix ms); never throws, whatever the numbers. */
export const formatRelativeDate = (instantUnixMs: number, nowUnixMs: number): string =>
  relativeDatePhrase(relativeDate(instantUnixMs, nowUnixMs));
