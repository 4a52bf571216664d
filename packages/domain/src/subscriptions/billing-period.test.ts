import { describe, expect, it } from 'vitest';
import {
  billingPeriodChoiceOf,
  billingPeriodOfChoice,
  initialBillingPeriodChoice,
  isBillingPeriod,
} from './billing-period.js';

describe('billing period', () => {
  it('knows monthly_period and annual_period only', () => {
    expect(isBillingPeriod('monthly_period')).toBe(true);
    expect(isBillingPeriod('annual_period')).toBe(true);
    expect(isBillingPeriod('yearly')).toBe(false);
    expect(isBillingPeriod('monthly')).toBe(false);
  });

  it('maps the API periods to the stored monthly or yearly toggle and back', () => {
    expect(billingPeriodChoiceOf('monthly_period')).toBe('monthly');
    expect(billingPeriodChoiceOf('annual_period')).toBe('yearly');
    expect(billingPeriodOfChoice('monthly')).toBe('monthly_period');
    expect(billingPeriodOfChoice('yearly')).toBe('annual_period');
  });

  it('prefers the stored toggle, then defaults from the current billing period, then monthly', () => {
    expect(initialBillingPeriodChoice('monthly', 'annual_period')).toBe('monthly');
    expect(initialBillingPeriodChoice(null, 'annual_period')).toBe('yearly');
    expect(initialBillingPeriodChoice(null, null)).toBe('monthly');
  });
});
