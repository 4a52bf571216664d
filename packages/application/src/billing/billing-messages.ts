import {
  CHECKOUT_COUPON_EXPIRED_MESSAGE, CHECKOUT_SESSION_FAILED_MESSAGE, CHECKOUT_UNEXPECTED_ERROR_MESSAGE,
} from '@cadence/domain';
import type { BillingError } from './billing-api.port.js';

/**
 * The spec's toast for a failed checkout: the coupon has expired; the service answered with another failure ("an
 * HTTP error"); or anything else (it could not be reached, or its answer was unreadable). The domain's
 * `checkoutFailureMessage` says the same, keyed by names that are also the server's codes, which this layer does
 * not spell.
 */
export const checkoutFailureMessage = (error: BillingError): string =>
  error._tag === 'CouponExpired'
    ? CHECKOUT_COUPON_EXPIRED_MESSAGE
    : error._tag === 'Unavailable'
      ? CHECKOUT_UNEXPECTED_ERROR_MESSAGE
      : CHECKOUT_SESSION_FAILED_MESSAGE;

/** A failed checkout forgets the stored coupon only when the coupon has expired. */
export const checkoutFailureForgetsCoupon = (error: BillingError): boolean => error._tag === 'CouponExpired';
