import * as E from 'fp-ts/lib/Either.js';
import type * as O from 'fp-ts/lib/Option.js';
import type { PlanTier } from '../tiers/index.js';
import { planForPromoAmountOff } from './promo-amount-plans.js';
import { invalidPromoCodeMessage, PROMO_CODE_VALIDATION_FAILED_MESSAGE } from './promo-messages.js';

/** The promo coupon kept in the browser, with the field names it is stored under. */
export interface PromoCoupon {
  readonly promocode: string;
  /** Amount off in cents, when the coupon takes a fixed amount off. */
  readonly amount_off: number | null;
  readonly percent_off: number | null;
  readonly duration_in_months: number | null;
}

/** The server's answer to validating a promo code (already decoded at the edge). */
export interface PromoValidationAnswer {
  readonly valid: boolean;
  readonly amount_off: number | null;
  readonly percent_off: number | null;
  readonly duration_in_months: number | null;
}

/** Why a promo code was not accepted: the server said invalid, or the validation call failed. */
export type PromoCodeError =
  | { readonly _tag: 'invalid'; readonly code: string }
  | { readonly _tag: 'validationFailed'; readonly code: string };

/** The coupon to store for a validated code; a code is valid only if the server says valid. */
export const couponFromValidation = (code: string, answer: PromoValidationAnswer): E.Either<PromoCodeError, PromoCoupon> =>
  answer.valid
    ? E.right({
        promocode: code,
        amount_off: answer.amount_off,
        percent_off: answer.percent_off,
        duration_in_months: answer.duration_in_months,
      })
    : E.left({ _tag: 'invalid', code });

/** The toast for a rejected promo code; either way the stored code is cleared. */
export const promoCodeErrorMessage = (error: PromoCodeError): string =>
  error._tag === 'invalid' ? invalidPromoCodeMessage(error.code) : PROMO_CODE_VALIDATION_FAILED_MESSAGE;

/** The plan a stored coupon's amount_off points at, or none. */
export const promoCouponPlan = (coupon: PromoCoupon): O.Option<PlanTier> => planForPromoAmountOff(coupon.amount_off);
