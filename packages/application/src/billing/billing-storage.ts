import * as E from 'fp-ts/lib/Either.js';
import * as O from 'fp-ts/lib/Option.js';
import { BROWSER_STORAGE_KEYS, type BillingPeriodChoice, type PromoCoupon } from '@cadence/domain';
import type { KeyValueStore } from '../shared/key-value-store.port.js';

const isNullableNumber = (value: unknown): value is number | null =>
  value === null || (typeof value === 'number' && Number.isFinite(value));

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const couponOfObject = (value: Readonly<Record<string, unknown>>): O.Option<PromoCoupon> => {
  const { promocode, amount_off, percent_off, duration_in_months } = value;
  return typeof promocode === 'string' && promocode.trim() !== '' &&
    isNullableNumber(amount_off) && isNullableNumber(percent_off) && isNullableNumber(duration_in_months)
    ? O.some({ promocode, amount_off, percent_off, duration_in_months })
    : O.none;
};

const couponOfCode = (code: string): O.Option<PromoCoupon> =>
  code.trim() === '' ? O.none : O.some({ promocode: code.trim(), amount_off: null, percent_off: null, duration_in_months: null });

/**
 * Decodes the stored coupon text: JSON of the PromoCoupon shape, or a plain code (as an e-mail link leaves it, which
 * reads as a coupon with only its promocode; a numeric code too). Anything else (an object of another shape, an array,
 * null, a boolean, a blank code) is none.
 */
export const decodeStoredCoupon = (text: string): O.Option<PromoCoupon> => {
  const parsed = E.tryCatch(() => JSON.parse(text) as unknown, () => text);
  if (E.isLeft(parsed)) return couponOfCode(text);
  const value = parsed.right;
  if (isRecord(value)) return couponOfObject(value);
  if (typeof value === 'string') return couponOfCode(value);
  return typeof value === 'number' ? couponOfCode(text) : O.none;
};

/** The coupon kept in the browser; a stored value that does not decode is removed and reads as none. */
export const readStoredCoupon = (storage: KeyValueStore): O.Option<PromoCoupon> => {
  const stored = storage.get(BROWSER_STORAGE_KEYS.coupon);
  const coupon = O.chain(decodeStoredCoupon)(stored);
  if (O.isSome(stored) && O.isNone(coupon)) storage.remove(BROWSER_STORAGE_KEYS.coupon);
  return coupon;
};

/** The code of the coupon kept in the browser, or null (see readStoredCoupon). */
export const readStoredPromocode = (storage: KeyValueStore): string | null =>
  O.toNullable(O.map((coupon: PromoCoupon) => coupon.promocode)(readStoredCoupon(storage)));

/** Keeps the coupon in the browser, as JSON of the domain's PromoCoupon shape. */
export const storeCoupon = (storage: KeyValueStore, coupon: PromoCoupon): void =>
  storage.set(BROWSER_STORAGE_KEYS.coupon, JSON.stringify(coupon));

/** Forgets the coupon kept in the browser. */
export const clearStoredCoupon = (storage: KeyValueStore): void => storage.remove(BROWSER_STORAGE_KEYS.coupon);

/** The stored billing-period toggle; anything but monthly or yearly reads as none. */
export const readStoredBillingPeriod = (storage: KeyValueStore): O.Option<BillingPeriodChoice> =>
  O.filter((value: string): value is BillingPeriodChoice => value === 'monthly' || value === 'yearly')(
    storage.get(BROWSER_STORAGE_KEYS.billingPeriod),
  );

/** Keeps the billing-period toggle in the browser. */
export const storeBillingPeriod = (storage: KeyValueStore, choice: BillingPeriodChoice): void =>
  storage.set(BROWSER_STORAGE_KEYS.billingPeriod, choice);
