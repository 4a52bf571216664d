import { describe, expect, it } from 'vitest';
import { subscriptionCurrency } from './subscription-currency.js';

describe('subscription currency', () => {
  it('is eur only when the subscription currency is eur', () => {
    expect(subscriptionCurrency('eur')).toBe('eur');
  });

  it('is usd otherwise', () => {
    expect(subscriptionCurrency('usd')).toBe('usd');
    expect(subscriptionCurrency('gbp')).toBe('usd');
    expect(subscriptionCurrency('EUR')).toBe('usd');
    expect(subscriptionCurrency(null)).toBe('usd');
    expect(subscriptionCurrency(undefined)).toBe('usd');
  });
});
