import { plainDigits } from './plain-digits.js';
import { scaledTenths } from './scaled-tenths.js';

/** The size units, each 1000 times the one before it: B, KB, MB, GB, TB. */
export const SIZE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** A size unit label. */
export type SizeUnit = (typeof SIZE_UNITS)[number];

/** The factor between two neighbouring size units: sizes are 1000-based, not 1024-based. */
export const SIZE_UNIT_BASE = 1000;

/** Index of the largest unit not bigger than the amount, capped at TB. */
const unitIndex = (amount: number): number => {
  let index = 0;
  while (index < SIZE_UNITS.length - 1 && amount >= SIZE_UNIT_BASE ** (index + 1)) index += 1;
  return index;
};

/**
 * A byte size in the largest 1000-based unit it reaches, truncated to one decimal with ".0" dropped and a space
 * before the unit ("999 B", "1.5 KB", "2 MB", "1500 TB"); fractions of a byte are truncated, negatives mirror
 * positives with a "-", and NaN or infinities show "0 B".
 */
export const formatSize = (bytes: number): string => {
  if (!Number.isFinite(bytes)) return '0 B';
  const whole = Math.trunc(bytes);
  const sign = whole < 0 ? '-' : '';
  const amount = Math.abs(whole);
  const index = unitIndex(amount);
  const unit = SIZE_UNITS[index] ?? 'B';
  const number = index === 0 ? plainDigits(amount) : scaledTenths(amount, SIZE_UNIT_BASE ** index);
  return `${sign}${number} ${unit}`;
};
