import { isBillingPeriod, isPlanTier, subscriptionCurrency, type BillingPeriod, type PlanTier } from '@cadence/domain';
import type { Coupon, ProviderSubscription, ProviderSubscriptionStatus } from '../payment-provider.port.js';

/** A sandbox customer: one per workspace, with the card on file. */
export interface CustomerRow {
  readonly [column: string]: unknown;
  readonly customer_id: string;
  readonly workspace_id: string;
  readonly email: string;
  readonly card_last4: string | null;
  readonly card_behaviour: 'succeeds' | 'charge_fails' | null;
}

/** A sandbox subscription with its customer's workspace. */
export interface SubscriptionRow {
  readonly [column: string]: unknown;
  readonly subscription_id: string;
  readonly customer_id: string;
  readonly workspace_id: string;
  readonly tier: string;
  readonly billing_period: string;
  readonly currency: string;
  readonly status: ProviderSubscriptionStatus;
  readonly current_period_start_ms: number;
  readonly current_period_end_ms: number;
  readonly cancel_at_ms: number | null;
  readonly schedule_type: string | null;
  readonly schedule_downgrade_to: string | null;
  readonly discount_code: string | null;
  readonly discount_percent_off: number | null;
  readonly discount_amount_off_cents: number | null;
  readonly discount_ends_at_ms: number | null;
  readonly created_at_ms: number;
}

/** Columns of a subscription that the sandbox changes. */
export type SubscriptionPatch = Partial<Pick<SubscriptionRow,
  'tier' | 'billing_period' | 'status' | 'current_period_start_ms' | 'current_period_end_ms' | 'cancel_at_ms' | 'schedule_type'
  | 'schedule_downgrade_to' | 'discount_code' | 'discount_percent_off' | 'discount_amount_off_cents' | 'discount_ends_at_ms'>>
  & { readonly ended_at_ms?: number | null };

/** The subscription's plan tier; a stored value the catalogue does not know is a bug. */
export const planTierOf = (row: Pick<SubscriptionRow, 'tier'>): PlanTier => {
  if (!isPlanTier(row.tier)) throw new Error(`Sandbox subscription with an unknown tier: ${row.tier}`);
  return row.tier;
};

export const billingPeriodOf = (row: Pick<SubscriptionRow, 'billing_period'>): BillingPeriod => {
  if (!isBillingPeriod(row.billing_period)) throw new Error(`Sandbox subscription with an unknown period: ${row.billing_period}`);
  return row.billing_period;
};

/** The discount the subscription carries, as a coupon, or null. */
export const discountOf = (row: SubscriptionRow): Coupon | null =>
  row.discount_code === null
    ? null
    : { code: row.discount_code, percentOff: row.discount_percent_off, amountOffCents: row.discount_amount_off_cents, durationInMonths: null };

/** The port's view of a sandbox subscription. */
export const toProviderSubscription = (row: SubscriptionRow): ProviderSubscription => ({
  subscriptionId: row.subscription_id,
  workspaceId: row.workspace_id,
  tier: planTierOf(row),
  billingPeriod: billingPeriodOf(row),
  currency: subscriptionCurrency(row.currency),
  status: row.status,
  currentPeriodStartMs: row.current_period_start_ms,
  currentPeriodEndMs: row.current_period_end_ms,
  cancelAtMs: row.cancel_at_ms,
  schedule: row.schedule_type === null || row.schedule_downgrade_to === null
    ? null
    : { type: row.schedule_type, downgradeTo: row.schedule_downgrade_to },
  discountCode: row.discount_code,
});
