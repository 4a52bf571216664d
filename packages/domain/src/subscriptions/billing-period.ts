/** The two billing periods a subscription can have, as the API names them. */
export const BILLING_PERIODS = ['monthly_period', 'annual_period'] as const;

/** A subscription's billing period as the API names it. */
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/** True when the string names a known billing period. */
export const isBillingPeriod = (value: string): value is BillingPeriod =>
  (BILLING_PERIODS as readonly string[]).includes(value);

/** The billing-period toggle the browser stores: monthly or yearly. */
export type BillingPeriodChoice = 'monthly' | 'yearly';

/** The stored toggle value for an API billing period. */
export const billingPeriodChoiceOf = (period: BillingPeriod): BillingPeriodChoice =>
  period === 'annual_period' ? 'yearly' : 'monthly';

/** The API billing period for a stored toggle value. */
export const billingPeriodOfChoice = (choice: BillingPeriodChoice): BillingPeriod =>
  choice === 'yearly' ? 'annual_period' : 'monthly_period';

/**
 * The toggle to show: the stored choice if any, else the one matching the current billing period,
 * else monthly (the spec is silent on a visitor with neither). Null stands for "none".
 */
export const initialBillingPeriodChoice = (
  stored: BillingPeriodChoice | null,
  current: BillingPeriod | null,
): BillingPeriodChoice => stored ?? (current === null ? 'monthly' : billingPeriodChoiceOf(current));
