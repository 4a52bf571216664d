import { describe, it, expect } from 'vitest';
import {
  checkoutSucceededMessage, downgradeCanceledMessage, hostedPageReturnOf, downgradeScheduledMessage, subscriptionCanceledMessage,
  subscriptionRenewedMessage, upgradedMessage,
} from './subscription-notices.js';

describe('subscription change confirmations say what changes and when', () => {
  it('checkout: the plan is active now, and the next invoice', () => {
    expect(checkoutSucceededMessage('Creator', '$22 on 12/22/2026')).toBe(
      'Welcome to Creator: your subscription is active and its credits are yours from now on. Next invoice: $22 on 12/22/2026.',
    );
  });

  it('upgrade applies now; downgrade, cancellation and renewal name the date, or the period\'s end when it is unknown', () => {
    expect(upgradedMessage('Pro')).toContain('right away');
    expect(downgradeScheduledMessage('Creator', 'Pro', '12/22/2026')).toBe('Your plan changes to Creator on 12/22/2026. Until then you keep Pro.');
    expect(downgradeScheduledMessage('Creator', null, null)).toBe(
      'Your plan changes to Creator at the end of the current billing period. Until then you keep your current plan.',
    );
    expect(subscriptionCanceledMessage('Pro', '12/22/2026')).toBe(
      'Your subscription is canceled: you keep Pro until 12/22/2026, then your workspace moves to the Free plan.',
    );
    expect(subscriptionRenewedMessage('Pro', '12/22/2026')).toBe('Your Pro subscription will renew on 12/22/2026: it is no longer set to cancel.');
    expect(downgradeCanceledMessage('Pro')).toBe('Downgrade canceled: you stay on Pro.');
  });
});

describe('hostedPageReturnOf', () => {
  it('reads the return URLs of checkout and the payment-method page; anything else is nothing', () => {
    expect(hostedPageReturnOf('success', undefined)).toBe('checkoutSucceeded');
    expect(hostedPageReturnOf('incomplete', undefined)).toBe('checkoutIncomplete');
    expect(hostedPageReturnOf('canceled', undefined)).toBe('checkoutCanceled');
    expect(hostedPageReturnOf(undefined, 'updated')).toBe('paymentMethodUpdated');
    expect(hostedPageReturnOf('toString', undefined)).toBeNull();
    expect(hostedPageReturnOf('paid', 'nope')).toBeNull();
    expect(hostedPageReturnOf(undefined, undefined)).toBeNull();
  });
});
