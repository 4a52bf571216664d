import type { Money } from './money.js';

const twoDigits = (n: number): string => (n < 10 ? `0${String(n)}` : String(n));

/**
 * The amount as a number without currency: whole amounts carry no decimals ("22", "1100"),
 * others exactly two with a dot ("4.17", "82.50"); no thousands separators (the spec writes "1320").
 */
export const formatAmount = (cents: number): string => {
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(whole) : `${String(whole)}.${twoDigits(rest)}`;
};

/** The price as displayed: "$amount" for usd, "amount€" for any other currency (e.g. "$22", "$4.17", "21€"). */
export const formatPrice = (price: Money): string =>
  price.currency === 'usd' ? `$${formatAmount(price.cents)}` : `${formatAmount(price.cents)}€`;
