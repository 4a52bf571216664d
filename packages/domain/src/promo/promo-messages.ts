import { formatPrice, type Money } from '../plans/index.js';

/** The toast when the server says a promo code is not valid; the stored code is cleared. */
export const invalidPromoCodeMessage = (code: string): string => `Coupon code ${code} is invalid`;

/** The toast when validating a promo code fails; the stored code is cleared. */
export const PROMO_CODE_VALIDATION_FAILED_MESSAGE = 'Error validating promocode code';

/** The toast when the user removes a promo code. */
export const promoCodeRemovedMessage = (code: string): string => `Promo code ${code} was removed`;

/** The toast when a stored coupon was applied to the workspace (the spec shows none; see docs/domain-decisions.md). */
export const couponAppliedMessage = (code: string): string => `Coupon code ${code} applied`;

/** The promo-code field's hint for a workspace with a subscription: where a code goes. */
export const PROMO_CODE_NEXT_INVOICE_HINT = 'A code discounts your next invoice.';

/** The promo-code field's hint without a subscription: the code waits in this browser for the checkout. */
export const PROMO_CODE_CHECKOUT_HINT = 'A code is kept in this browser and discounts your first invoice when you subscribe.';

/** What a coupon takes off, as the subscription page says it: "50% off", "$5 off" (null when it takes off nothing). */
export const discountLabel = (percentOff: number | null, amountOff: Money | null): string | null =>
  percentOff !== null ? `${String(percentOff)}% off` : amountOff !== null ? `${formatPrice(amountOff)} off` : null;

/** The next charge with its discount, if any: "$11 on 12/22/2026 (50% off)". */
export const discountedChargeText = (amount: Money, formattedDate: string, discount: string | null): string =>
  `${formatPrice(amount)} on ${formattedDate}${discount === null ? '' : ` (${discount})`}`;

const invoicesCovered = (durationInMonths: number | null): string =>
  durationInMonths === null
    ? 'every invoice from your next one on'
    : durationInMonths <= 1
      ? 'your next invoice'
      : `your next ${String(durationInMonths)} invoices`;

/**
 * The toast when a subscriber's code was applied to the subscription: what it takes off and which invoices
 * ("Coupon code special-offer-50 applied: 50% off your next invoice."). The spec shows no success text.
 */
export const couponAppliedToSubscriptionMessage = (code: string, discount: string | null, durationInMonths: number | null): string =>
  `Coupon code ${code} applied: ${discount ?? 'a discount on'} ${invoicesCovered(durationInMonths)}.`;

/** The toast when a valid code is kept in the browser for a checkout (no subscription yet to discount). */
export const couponSavedForCheckoutMessage = (code: string, discount: string | null): string =>
  `Coupon code ${code} saved${discount === null ? '' : ` (${discount})`}: it applies to your first invoice when you subscribe to a plan.`;
