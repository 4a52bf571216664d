import { CHECKOUT_COUPON_EXPIRED_MESSAGE, invalidPromoCodeMessage } from '@cadence/domain';
import type { Database } from '../db/database.port.js';
import { fail, type Failure } from '../http/failure.js';
import { findPromoCode, type PromoCodeRow } from './promo-code-repository.js';

/** True once the code's expiry instant has come; a code without one never expires. */
export const isExpired = (promo: PromoCodeRow, nowMs: number): boolean => promo.expires_at_ms !== null && promo.expires_at_ms <= nowMs;

/**
 * The promo code if it can be used now: 400 invalid_promocode ("Coupon code {code} is invalid") for a code that
 * does not exist, 400 coupon_expired with the product's coupon-expired message for one that has expired.
 */
export const usablePromoCode = async (db: Database, code: string, nowMs: number): Promise<PromoCodeRow | Failure> => {
  const promo = await findPromoCode(db, code);
  if (promo === null) return fail('invalid_promocode', invalidPromoCodeMessage(code));
  return isExpired(promo, nowMs) ? fail('coupon_expired', CHECKOUT_COUPON_EXPIRED_MESSAGE) : promo;
};
