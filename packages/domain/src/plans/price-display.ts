import type { Money } from './money.js';

const twoDigits = (n: number): string => (n < 10 ? `0${String(n)}` : String(n));

/** A whole number with comma thousands separators: 11000000 reads "11,000,000". */
export const groupThousands = (value: number): string => String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * The amount as a number without currency, in the spec's figures: whole amounts carry no decimals ("22"), others
 * exactly two with a dot ("4.17", "82.50"); thousands are grouped with commas ("1,320", "13,200"), in both currencies.
 */
export const formatAmount = (cents: number): string => {
  const whole = groupThousands(Math.floor(cents / 100));
  const rest = cents % 100;
  return rest === 0 ? whole : `${whole}.${twoDigits(rest)}`;
};

/** The price as displayed: "$amount" for usd, "amount€" for any other currency (e.g. "$22", "$13,200", "21€"). */
export const formatPrice = (price: Money): string =>
  price.currency === 'usd' ? `$${formatAmount(price.cents)}` : `${formatAmount(price.cents)}€`;
