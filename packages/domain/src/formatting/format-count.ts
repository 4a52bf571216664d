import { plainDigits } from './plain-digits.js';
import { scaledTenths } from './scaled-tenths.js';

/** A thousand: from this count on, counts show in K. */
export const COUNT_THOUSAND = 1_000;

/** A million: from this count on, counts show in M (there is no larger suffix). */
export const COUNT_MILLION = 1_000_000;

/**
 * A count with K and M: below 1000 the whole number ("950"), then thousands or millions truncated (never
 * rounded up) to one decimal with ".0" dropped ("1.5K", "999.9K" for 999,950, "2M", "2500M"); fractions are
 * truncated, negatives mirror positives with a "-", and NaN or infinities show "0".
 */
export const formatCount = (value: number): string => {
  if (!Number.isFinite(value)) return '0';
  const whole = Math.trunc(value);
  const sign = whole < 0 ? '-' : '';
  const amount = Math.abs(whole);
  if (amount < COUNT_THOUSAND) return `${sign}${plainDigits(amount)}`;
  if (amount < COUNT_MILLION) return `${sign}${scaledTenths(amount, COUNT_THOUSAND)}K`;
  return `${sign}${scaledTenths(amount, COUNT_MILLION)}M`;
};
