import * as E from 'fp-ts/lib/Either.js';
import type { SubscriptionCurrency } from '../subscriptions/index.js';

/** A billing currency: the same two a subscription can be billed in (resolve one with subscriptionCurrency). */
export type Currency = SubscriptionCurrency;

/** Both billing currencies, usd first. */
export const CURRENCIES: readonly Currency[] = ['usd', 'eur'];

declare const centsBrand: unique symbol;

/** A non-negative whole number of cents; build one with toCents. */
export type Cents = number & { readonly [centsBrand]: 'Cents' };

/** Why a number is not a valid amount of cents. */
export type CentsError = 'cents_not_a_non_negative_safe_integer';

/** An amount of money: integer cents together with their currency, never a float. */
export interface Money {
  readonly cents: Cents;
  readonly currency: Currency;
}

/** Checks that a number is a non-negative safe integer and brands it as cents. */
export const toCents = (value: number): E.Either<CentsError, Cents> =>
  Number.isSafeInteger(value) && value >= 0
    ? E.right(value as Cents)
    : E.left('cents_not_a_non_negative_safe_integer');

/**
 * Brands a figure that is already known to be whole cents (catalogue literals, results of
 * integer arithmetic below); internal to the domain package and not re-exported.
 */
export const trustedCents = (value: number): Cents => value as Cents;

/** Pairs cents with their currency. */
export const money = (cents: Cents, currency: Currency): Money => ({ cents, currency });

/** Divides an amount by a whole divisor, rounding to the nearest cent (halves up). */
export const divideMoney = (amount: Money, divisor: number): Money =>
  money(trustedCents(Math.round(amount.cents / divisor)), amount.currency);

/** The amount left after taking percentOff (0 to 100) percent off, rounded to the nearest cent. */
export const applyPercentOff = (amount: Money, percentOff: number): Money => {
  const percent = Math.min(100, Math.max(0, percentOff));
  return money(trustedCents(Math.round((amount.cents * (100 - percent)) / 100)), amount.currency);
};
