import { describe, expect, it } from 'vitest';
import * as O from 'fp-ts/lib/Option.js';
import {
  DEFAULT_SUBSCRIPTION_STATUS,
  SUBSCRIPTION_STATUSES,
  hasPaymentProblem,
  isBlockedStatus,
  parseSubscriptionStatus,
} from './subscription-status.js';

describe('subscription status', () => {
  it('knows the provider statuses and the product’s free and free_disabled', () => {
    for (const s of ['active', 'trialing', 'incomplete', 'incomplete_expired', 'past_due', 'canceled', 'unpaid', 'free', 'free_disabled']) {
      expect(parseSubscriptionStatus(s)).toEqual(O.some(s));
    }
  });

  it('rejects unknown and differently cased statuses', () => {
    expect(parseSubscriptionStatus('cancelled')).toEqual(O.none);
    expect(parseSubscriptionStatus('Active')).toEqual(O.none);
    expect(parseSubscriptionStatus('')).toEqual(O.none);
  });

  it('defaults to free', () => {
    expect(DEFAULT_SUBSCRIPTION_STATUS).toBe('free');
  });

  it('counts exactly incomplete and past_due as payment problems', () => {
    expect(SUBSCRIPTION_STATUSES.filter(hasPaymentProblem)).toEqual(['incomplete', 'past_due']);
  });

  it('blocks the payment-problem statuses and free_disabled', () => {
    expect(SUBSCRIPTION_STATUSES.filter(isBlockedStatus)).toEqual(['incomplete', 'past_due', 'free_disabled']);
  });
});
