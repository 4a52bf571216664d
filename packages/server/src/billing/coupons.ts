import {
  firstMonthPercentOff, hasNeverHeldPaidTier, type BillingPeriod, type PlanTier,
} from '@cadence/domain';
import type { Database } from '../db/database.port.js';
import { isFailure, type Failure } from '../http/failure.js';
import type { Coupon } from '../payments/payment-provider.port.js';
import { subscriptionFacts } from '../workspaces/subscription-view.js';
import type { WorkspaceRow } from '../workspaces/workspace-row.js';
import { findPromoCode, findWorkspaceDiscount, type PromoCodeRow } from './promo-code-repository.js';
import { isExpired, usablePromoCode } from './promo-codes.js';
import { previouslySubscribedTiers } from './subscription-sync.js';

/** A stored promo code as the provider applies it. */
export const couponOf = (promo: PromoCodeRow): Coupon => ({
  code: promo.code, percentOff: promo.percent_off, amountOffCents: promo.amount_off_cents, durationInMonths: promo.duration_in_months,
});

/** The coupon a typed code names: 400 invalid_promocode or coupon_expired as at /apply-discount; null for no code. */
export const couponForCode = async (db: Database, code: string | null | undefined, nowMs: number): Promise<Coupon | null | Failure> => {
  if (code === null || code === undefined) return null;
  const promo = await usablePromoCode(db, code, nowMs);
  return isFailure(promo) ? promo : couponOf(promo);
};

/** The plan's first-month offer from the domain (monthly plans, workspaces that never held a paid tier), as a one-month coupon. */
const firstMonthCoupon = (workspace: WorkspaceRow, tier: PlanTier, period: BillingPeriod): Coupon | null => {
  const eligible = period === 'monthly_period'
    && hasNeverHeldPaidTier({ tier: subscriptionFacts(workspace).tier, previouslySubscribedTiers: previouslySubscribedTiers(workspace) });
  const percent = firstMonthPercentOff(tier);
  return eligible && percent._tag === 'Some' ? { code: `first-month-${tier}-${percent.value}`, percentOff: percent.value, amountOffCents: null, durationInMonths: 1 } : null;
};

/** The discount a checkout gets without a typed code: the workspace's pending discount while usable, else the first-month offer. */
export const defaultCheckoutCoupon = async (db: Database, workspace: WorkspaceRow, plan: { readonly tier: PlanTier; readonly billingPeriod: BillingPeriod }, nowMs: number): Promise<Coupon | null> => {
  const pending = await findWorkspaceDiscount(db, workspace.workspace_id);
  const promo = pending === null ? null : await findPromoCode(db, pending.code);
  if (promo !== null && !isExpired(promo, nowMs)) return couponOf(promo);
  return firstMonthCoupon(workspace, plan.tier, plan.billingPeriod);
};
