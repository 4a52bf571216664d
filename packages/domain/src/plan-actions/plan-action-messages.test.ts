import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_SESSION_FAILED_MESSAGE,
  CHECKOUT_UNEXPECTED_ERROR_MESSAGE,
  checkoutFailureClearsCoupon,
  checkoutFailureMessage,
  subscriptionChangeFailedMessage,
} from './plan-action-messages.js';

describe('plan action messages', () => {
  it('name the failed change type', () => {
    expect(subscriptionChangeFailedMessage('cancel')).toBe('Failed to cancel subscription');
    expect(subscriptionChangeFailedMessage('downgrade')).toBe('Failed to downgrade subscription');
    expect(subscriptionChangeFailedMessage('upgrade')).toBe('Failed to upgrade subscription');
  });

  it('copy the checkout errors exactly', () => {
    expect(CHECKOUT_SESSION_FAILED_MESSAGE).toBe('Failed to create checkout session');
    expect(CHECKOUT_UNEXPECTED_ERROR_MESSAGE).toBe('Unexpected error occurred, please try again later.');
  });

  it('map each checkout failure to its toast', () => {
    expect(checkoutFailureMessage('coupon_expired')).toBe(
      "This coupon has expired, please use a different one. We've removed it from your browser.",
    );
    expect(checkoutFailureMessage('http_error')).toBe('Failed to create checkout session');
    expect(checkoutFailureMessage('unknown_error')).toBe('Unexpected error occurred, please try again later.');
  });

  it('clear the saved coupon only when it expired', () => {
    expect(checkoutFailureClearsCoupon('coupon_expired')).toBe(true);
    expect(checkoutFailureClearsCoupon('http_error')).toBe(false);
    expect(checkoutFailureClearsCoupon('unknown_error')).toBe(false);
  });
});
