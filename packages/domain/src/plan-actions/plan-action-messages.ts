import type { PlanChangeType } from './plan-effect.js';

/** The toast for a failed subscription change: "Failed to {change type} subscription". */
export const subscriptionChangeFailedMessage = (changeType: PlanChangeType): string =>
  `Failed to ${changeType} subscription`;

/**
 * Why Get Started Free does not open the downgrade: the paid plan is already set to cancel, so the workspace moves
 * to Free at the end of the billing period (Do Not Cancel on the plan's card keeps it).
 */
export const alreadyMovingToFreeMessage = (planName: string): string =>
  `Your ${planName} plan is already canceled: your workspace moves to the Free plan at the end of the billing period. To keep ${planName}, press Do Not Cancel on its card.`;

/** The toast when the checkout call answers with an HTTP error other than an expired coupon. */
export const CHECKOUT_SESSION_FAILED_MESSAGE = 'Failed to create checkout session';

/** The toast when the checkout call fails with an error that is not an HTTP error. */
export const CHECKOUT_UNEXPECTED_ERROR_MESSAGE = 'Unexpected error occurred, please try again later.';

/** The toast when checkout reports the coupon_expired error type; the saved coupon is then cleared. */
export const CHECKOUT_COUPON_EXPIRED_MESSAGE =
  "This coupon has expired, please use a different one. We've removed it from your browser.";

/** Why a checkout failed: the server's coupon_expired type, another HTTP error, or anything else. */
export type CheckoutFailure = 'coupon_expired' | 'http_error' | 'unknown_error';

/** The toast for a checkout failure. */
export const checkoutFailureMessage = (failure: CheckoutFailure): string =>
  failure === 'coupon_expired'
    ? CHECKOUT_COUPON_EXPIRED_MESSAGE
    : failure === 'http_error'
      ? CHECKOUT_SESSION_FAILED_MESSAGE
      : CHECKOUT_UNEXPECTED_ERROR_MESSAGE;

/** True when the checkout failure means the saved coupon must be cleared (only coupon_expired). */
export const checkoutFailureClearsCoupon = (failure: CheckoutFailure): boolean => failure === 'coupon_expired';
