import { plainDigits } from './plain-digits.js';

/**
 * A non-negative whole amount divided by a unit size and truncated to one decimal, with a zero decimal
 * dropped: (1590, 1000) gives "1.5", (2000, 1000) gives "2". Exact integer arithmetic for safe integers.
 */
export const scaledTenths = (amount: number, unitSize: number): string => {
  const tenthSize = unitSize / 10;
  const tenths = (amount - (amount % tenthSize)) / tenthSize;
  const fraction = tenths % 10;
  const whole = (tenths - fraction) / 10;
  return fraction === 0 ? plainDigits(whole) : `${plainDigits(whole)}.${String(fraction)}`;
};
