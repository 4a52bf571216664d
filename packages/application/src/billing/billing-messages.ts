import * as O from 'fp-ts/lib/Option.js';
import { serverMessageOr, SOMETHING_WENT_WRONG_MESSAGE, type CheckoutFailure } from '@cadence/domain';
import type { HttpError } from '../shared/http-error.js';
import type { BillingEffect } from './billing.types.js';

/** The error type the API gives a checkout whose coupon has expired. */
export const COUPON_EXPIRED_ERROR_TYPE = 'coupon_expired';

/**
 * Classifies a failed checkout call: the coupon_expired type, another HTTP error (status 400 and above), or anything
 * else (a network failure, status 0, or an answer that did not decode).
 */
export const checkoutFailureOf = (error: HttpError): CheckoutFailure =>
  error.status < 400 ? 'unknown_error' : error.statusText === COUPON_EXPIRED_ERROR_TYPE ? 'coupon_expired' : 'http_error';

/** The server's detail.message, or the generic message when it sent none. */
export const serverDetailMessage = (error: HttpError): string =>
  serverMessageOr(O.some(error.message), SOMETHING_WENT_WRONG_MESSAGE);

/** An error toast effect. */
export const errorToast = (message: string): BillingEffect => ({ type: 'toast', kind: 'error', message });

/** A success toast effect. */
export const successToast = (message: string): BillingEffect => ({ type: 'toast', kind: 'success', message });
