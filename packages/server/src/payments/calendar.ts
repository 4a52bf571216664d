import type { BillingPeriod } from '@cadence/domain';

/**
 * The instant n calendar months after anchorMs (UTC), the day clamped to the month's last day as card providers do:
 * 31 January plus one month is 28 (or 29) February, plus two months is 31 March.
 */
export const addMonths = (anchorMs: number, months: number): number => {
  const anchor = new Date(anchorMs);
  const year = anchor.getUTCFullYear();
  const month = anchor.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return Date.UTC(year, month, Math.min(anchor.getUTCDate(), lastDay), anchor.getUTCHours(), anchor.getUTCMinutes(),
    anchor.getUTCSeconds(), anchor.getUTCMilliseconds());
};

/** Months in one billing period. */
export const periodMonths = (period: BillingPeriod): number => (period === 'annual_period' ? 12 : 1);

/** The end of a billing period that starts at startMs. */
export const periodEnd = (startMs: number, period: BillingPeriod): number => addMonths(startMs, periodMonths(period));

/** The first monthly boundary counted from anchorMs that lies strictly after nowMs. */
export const nextMonthlyBoundary = (anchorMs: number, nowMs: number): number => {
  const roughMonths = Math.max(1, Math.floor((nowMs - anchorMs) / (31 * 24 * 3600 * 1000)));
  let months = roughMonths;
  while (months > 1 && addMonths(anchorMs, months - 1) > nowMs) months -= 1;
  while (addMonths(anchorMs, months) <= nowMs) months += 1;
  return addMonths(anchorMs, months);
};
