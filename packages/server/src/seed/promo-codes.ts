import {
  FIRST_MONTH_PERCENT_OFF,
  parseSpecialOfferCode,
  planForPromoAmountOff,
  PROMO_AMOUNTS_OFF_CENTS,
  SPECIAL_OFFER_CODES,
  tierDisplayName,
} from '@cadence/domain';
import type { NewPromoCode } from '../billing/promo-code-repository.js';
import { insertPromoCodeIfMissing } from '../billing/promo-code-repository.js';
import type { Clock } from '../clock.js';
import type { Database } from '../db/database.port.js';

/** Every seeded offer is for one month (the spec's offers are first-month offers). */
const ONE_MONTH = 1;

/** The seeded code that has expired: applying it answers coupon_expired. */
export const EXPIRED_COUPON_CODE = 'expired-coupon';

/** When the expired coupon stopped being valid: 2025-12-31T00:00:00Z, before any clock the server runs on. */
export const EXPIRED_COUPON_EXPIRES_AT_MS = Date.UTC(2025, 11, 31);

const percentOff = (code: string, percent: number, expiresAtMs: number | null = null): NewPromoCode => ({
  code, percentOff: percent, amountOffCents: null, durationInMonths: ONE_MONTH, expiresAtMs,
});

/** first-month-starter-80, first-month-creator-50: the domain's first-month offers. */
const firstMonthCodes = (): readonly NewPromoCode[] =>
  Object.entries(FIRST_MONTH_PERCENT_OFF).flatMap(([tier, percent]) =>
    percent === undefined ? [] : [percentOff(`first-month-${tier}-${percent}`, percent)]);

/** special-offer-30, -50, -70 with the percent off the domain reads from each code. */
const specialOfferCodes = (): readonly NewPromoCode[] =>
  SPECIAL_OFFER_CODES.flatMap((code) => {
    const offer = parseSpecialOfferCode(code);
    return offer._tag === 'Some' ? [percentOff(offer.value.code, offer.value.percentOff)] : [];
  });

/** <plan>-<cents> for each amount off the domain maps to a plan: starter-500 … business-132000. */
const amountOffCodes = (): readonly NewPromoCode[] =>
  PROMO_AMOUNTS_OFF_CENTS.flatMap((cents) => {
    const plan = planForPromoAmountOff(cents);
    if (plan._tag === 'None') return [];
    const code = `${tierDisplayName(plan.value).toLowerCase()}-${cents}`;
    return [{ code, percentOff: null, amountOffCents: cents, durationInMonths: ONE_MONTH, expiresAtMs: null }];
  });

/** The promo codes every database gets: the spec's offers, one code per amount-off plan, and one expired code. */
export const SEEDED_PROMO_CODES: readonly NewPromoCode[] = [
  ...firstMonthCodes(),
  ...specialOfferCodes(),
  ...amountOffCodes(),
  percentOff(EXPIRED_COUPON_CODE, 50, EXPIRED_COUPON_EXPIRES_AT_MS),
];

/** Stores the seeded codes that do not exist yet; running it again changes nothing. Answers the codes created. */
export const seedPromoCodes = async (db: Database, clock: Clock): Promise<readonly string[]> => {
  const created: string[] = [];
  for (const promo of SEEDED_PROMO_CODES) if (await insertPromoCodeIfMissing(db, promo, clock.now())) created.push(promo.code);
  return created;
};
