import * as E from 'fp-ts/lib/Either.js';
import { civilDateFromDays, MS_PER_DAY } from './civil-date.js';

/** Why an absolute date or time could not be formatted. */
export type AbsoluteDateError = 'instant-out-of-range' | 'offset-out-of-range';

/** The largest distance from the epoch an instant may have, in ms: the ECMAScript date range, ±100,000,000 days. */
export const MAX_ABSOLUTE_INSTANT_MS = 8_640_000_000_000_000;

/** The largest UTC offset accepted, in minutes either side of UTC: just under a day. */
export const MAX_UTC_OFFSET_MINUTES = 1439;

const MS_PER_MINUTE = 60_000;

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

const padYear = (year: number): string => (year < 0 ? `-${pad(-year, 4)}` : pad(year, 4));

/** The local wall-clock time in ms since the epoch, or the reason the inputs are unusable. */
const localMs = (instantUnixMs: number, utcOffsetMinutes: number): E.Either<AbsoluteDateError, number> => {
  if (!Number.isFinite(instantUnixMs) || Math.abs(instantUnixMs) > MAX_ABSOLUTE_INSTANT_MS) {
    return E.left('instant-out-of-range');
  }
  if (!Number.isInteger(utcOffsetMinutes) || Math.abs(utcOffsetMinutes) > MAX_UTC_OFFSET_MINUTES) {
    return E.left('offset-out-of-range');
  }
  return E.right(Math.floor(instantUnixMs) + utcOffsetMinutes * MS_PER_MINUTE);
};

/**
 * The date as MM/DD/YYYY, month and day zero-padded to two digits and the year to four (11/22/2026, 01/05/2026),
 * at utcOffsetMinutes east of UTC (+120 for UTC+02:00, the negation of getTimezoneOffset()).
 */
export const formatAbsoluteDate = (
  instantUnixMs: number,
  utcOffsetMinutes: number,
): E.Either<AbsoluteDateError, string> =>
  E.map((local: number) => {
    const { year, month, day } = civilDateFromDays(Math.floor(local / MS_PER_DAY));
    return `${pad(month, 2)}/${pad(day, 2)}/${padYear(year)}`;
  })(localMs(instantUnixMs, utcOffsetMinutes));

/**
 * The time of day as 24-hour HH:mm, both zero-padded (00:00 to 23:59, seconds dropped), at utcOffsetMinutes
 * east of UTC.
 */
export const formatAbsoluteTime = (
  instantUnixMs: number,
  utcOffsetMinutes: number,
): E.Either<AbsoluteDateError, string> =>
  E.map((local: number) => {
    const msOfDay = local - Math.floor(local / MS_PER_DAY) * MS_PER_DAY;
    const minuteOfDay = Math.floor(msOfDay / MS_PER_MINUTE);
    return `${pad(Math.floor(minuteOfDay / 60), 2)}:${pad(minuteOfDay % 60, 2)}`;
  })(localMs(instantUnixMs, utcOffsetMinutes));
