/** The toast when the server says a promo code is not valid; the stored code is cleared. */
export const invalidPromoCodeMessage = (code: string): string => `Coupon code ${code} is invalid`;

/** The toast when validating a promo code fails; the stored code is cleared. */
export const PROMO_CODE_VALIDATION_FAILED_MESSAGE = 'Error validating promocode code';

/** The toast when the user removes a promo code. */
export const promoCodeRemovedMessage = (code: string): string => `Promo code ${code} was removed`;

/** The toast when a stored coupon was applied to the workspace (the spec shows none; see docs/domain-decisions.md). */
export const couponAppliedMessage = (code: string): string => `Coupon code ${code} applied`;
