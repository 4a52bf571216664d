import { isPlanTier, parseDowngradeTarget, subscriptionCurrency, type PlanTier } from '@cadence/domain';
import type { Database } from '../../db/database.port.js';
import { periodEnd } from '../calendar.js';
import type { Coupon, PlanChange, PlanChoiceOf, UpcomingInvoice } from '../payment-provider.port.js';
import { discountFrom, downgradeToValue, emitUpdated, nowOf, planLabel, type SandboxDeps } from './sandbox-context.js';
import { closeOpenInvoices, insertInvoice } from './sandbox-documents.js';
import { discountApplies, discounted, priceOf, prorate, type Discount } from './sandbox-pricing.js';
import { billingPeriodOf, planTierOf, type SubscriptionRow } from './sandbox-records.js';
import { findCustomerById, findLiveSubscription, requireSubscription, updateSubscription } from './sandbox-store.js';

/** An incomplete subscription whose first invoice stays unpaid this long expires, as at card providers (23 hours). */
export const INCOMPLETE_LIFETIME_MS = 23 * 3600 * 1000;

const planOf = (row: SubscriptionRow): PlanChoiceOf<PlanTier> => ({ tier: planTierOf(row), billingPeriod: billingPeriodOf(row) });

const discountOfRow = (row: SubscriptionRow): Discount | null =>
  row.discount_code === null
    ? null
    : { percentOff: row.discount_percent_off, amountOffCents: row.discount_amount_off_cents, endsAtMs: row.discount_ends_at_ms };

/** Whether the customer's card on file pays a charge (nothing to pay always succeeds). */
const charges = async (db: Database, row: SubscriptionRow, amountCents: number): Promise<boolean> =>
  amountCents === 0 || (await findCustomerById(db, row.customer_id))?.card_behaviour === 'succeeds';

/** The plan the scheduled downgrade names, read by the domain, when it is a plan tier. */
const scheduledPlan = (row: SubscriptionRow): PlanChoiceOf<PlanTier> | null => {
  if (row.schedule_type !== 'downgrade' || row.schedule_downgrade_to === null) return null;
  const target = parseDowngradeTarget(row.schedule_downgrade_to, billingPeriodOf(row));
  return target._tag === 'Some' && isPlanTier(target.value.tier) ? { tier: target.value.tier, billingPeriod: target.value.billingPeriod } : null;
};

/** Moves the plan now, charging the prorated amount; a declined card changes nothing. */
export const changePlan = async (deps: SandboxDeps, db: Database, subscriptionId: string, change: PlanChange): Promise<'changed' | 'card_declined'> => {
  const row = await requireSubscription(db, subscriptionId, true);
  const nowMs = await nowOf(deps, db);
  const currency = subscriptionCurrency(row.currency);
  const term = { plan: planOf(row), currency, periodStartMs: row.current_period_start_ms, periodEndMs: row.current_period_end_ms } as const;
  const proration = prorate(term, change.plan, nowMs);
  const discount = change.coupon === null ? discountOfRow(row) : discountFrom(change.coupon, nowMs);
  const amountCents = discounted(proration.amountCents, currency, discount, nowMs);
  if (!(await charges(db, row, amountCents))) return 'card_declined';
  await insertInvoice(db, {
    customerId: row.customer_id, subscriptionId, amountDueCents: amountCents, currency, paid: true, nowMs,
    description: `Change to ${planLabel(change.plan)} (prorated)`,
  });
  await updateSubscription(db, subscriptionId, {
    tier: change.plan.tier, billing_period: change.plan.billingPeriod, current_period_start_ms: proration.periodStartMs,
    current_period_end_ms: proration.periodEndMs, schedule_type: null, schedule_downgrade_to: null, cancel_at_ms: null,
    ...(change.coupon === null ? {} : {
      discount_code: change.coupon.code, discount_percent_off: change.coupon.percentOff,
      discount_amount_off_cents: change.coupon.amountOffCents, discount_ends_at_ms: discount?.endsAtMs ?? null,
    }),
  });
  await emitUpdated(deps, db, subscriptionId, nowMs);
  return 'changed';
};

/** Sets the downgrade schedule (replacing any) and drops a pending cancellation; a coupon applies from the period's end. */
export const scheduleDowngrade = async (
  deps: SandboxDeps, db: Database, subscriptionId: string, target: PlanChoiceOf<PlanTier>, coupon: Coupon | null,
): Promise<void> => {
  const row = await requireSubscription(db, subscriptionId, true);
  const discount = coupon === null ? null : discountFrom(coupon, row.current_period_end_ms);
  await updateSubscription(db, subscriptionId, {
    schedule_type: 'downgrade', schedule_downgrade_to: downgradeToValue(target), cancel_at_ms: null,
    ...(coupon === null ? {} : {
      discount_code: coupon.code, discount_percent_off: coupon.percentOff, discount_amount_off_cents: coupon.amountOffCents,
      discount_ends_at_ms: discount?.endsAtMs ?? null,
    }),
  });
  await emitUpdated(deps, db, subscriptionId, await nowOf(deps, db));
};

/** The coupon becomes the discount from the period's end: its months count from the next renewal invoice. */
export const applyCoupon = async (deps: SandboxDeps, db: Database, subscriptionId: string, coupon: Coupon): Promise<void> => {
  const row = await requireSubscription(db, subscriptionId, true);
  await updateSubscription(db, subscriptionId, {
    discount_code: coupon.code, discount_percent_off: coupon.percentOff, discount_amount_off_cents: coupon.amountOffCents,
    discount_ends_at_ms: discountFrom(coupon, row.current_period_end_ms).endsAtMs,
  });
  await emitUpdated(deps, db, subscriptionId, await nowOf(deps, db));
};

export const releaseSchedule = async (deps: SandboxDeps, db: Database, subscriptionId: string): Promise<void> => {
  await updateSubscription(db, subscriptionId, { schedule_type: null, schedule_downgrade_to: null });
  await emitUpdated(deps, db, subscriptionId, await nowOf(deps, db));
};

/** cancel_at becomes the period's end (a cancellation drops the schedule), or is cleared. */
export const setCancelAtPeriodEnd = async (deps: SandboxDeps, db: Database, subscriptionId: string, cancel: boolean): Promise<void> => {
  const row = await requireSubscription(db, subscriptionId, true);
  await updateSubscription(db, subscriptionId, cancel
    ? { cancel_at_ms: row.current_period_end_ms, schedule_type: null, schedule_downgrade_to: null }
    : { cancel_at_ms: null });
  await emitUpdated(deps, db, subscriptionId, await nowOf(deps, db));
};

/** The renewal invoice to come: the scheduled plan if any, discounted when the discount still runs then. */
export const upcomingInvoice = async (db: Database, subscriptionId: string): Promise<UpcomingInvoice | null> => {
  const row = await requireSubscription(db, subscriptionId);
  if ((row.status !== 'active' && row.status !== 'past_due') || row.cancel_at_ms !== null) return null;
  const plan = scheduledPlan(row) ?? planOf(row);
  const currency = subscriptionCurrency(row.currency);
  const discount = discountOfRow(row);
  const at = row.current_period_end_ms;
  const applies = discountApplies(discount, at);
  return {
    amountDueCents: discounted(priceOf(plan, currency), currency, discount, at),
    percentOff: applies ? discount.percentOff : null,
    amountOffCents: applies ? discount.amountOffCents : null,
    nextPaymentAttemptMs: at,
  };
};

const end = async (deps: SandboxDeps, db: Database, row: SubscriptionRow, status: 'canceled' | 'incomplete_expired', atMs: number): Promise<void> => {
  await closeOpenInvoices(db, row.subscription_id, status === 'canceled' ? 'uncollectible' : 'void');
  await updateSubscription(db, row.subscription_id, { status, ended_at_ms: atMs, schedule_type: null, schedule_downgrade_to: null });
  await emitUpdated(deps, db, row.subscription_id, atMs);
};

/**
 * One period end: a subscription set to cancel ends; otherwise the scheduled plan (if any) starts, and the new period
 * is invoiced and charged. A failed charge makes it past_due; a second failure in a row cancels it.
 */
const renewOnce = async (deps: SandboxDeps, db: Database, row: SubscriptionRow): Promise<SubscriptionRow> => {
  const startMs = row.current_period_end_ms;
  if (row.cancel_at_ms !== null && row.cancel_at_ms <= startMs) {
    await end(deps, db, row, 'canceled', row.cancel_at_ms);
    return requireSubscription(db, row.subscription_id);
  }
  const plan = scheduledPlan(row) ?? planOf(row);
  const currency = subscriptionCurrency(row.currency);
  const amountCents = discounted(priceOf(plan, currency), currency, discountOfRow(row), startMs);
  const paid = await charges(db, row, amountCents);
  await insertInvoice(db, {
    customerId: row.customer_id, subscriptionId: row.subscription_id, amountDueCents: amountCents, currency, paid, nowMs: startMs,
    description: `${planLabel(plan)} renewal`,
  });
  if (!paid && row.status === 'past_due') {
    await end(deps, db, row, 'canceled', startMs);
    return requireSubscription(db, row.subscription_id);
  }
  await updateSubscription(db, row.subscription_id, {
    tier: plan.tier, billing_period: plan.billingPeriod, current_period_start_ms: startMs,
    current_period_end_ms: periodEnd(startMs, plan.billingPeriod), schedule_type: null, schedule_downgrade_to: null,
    status: paid ? 'active' : 'past_due',
  });
  await emitUpdated(deps, db, row.subscription_id, startMs);
  return requireSubscription(db, row.subscription_id);
};

/** Runs every period end (and incomplete expiry) of the workspace's subscription up to the sandbox's now, in order. */
export const settleDue = async (deps: SandboxDeps, db: Database, workspaceId: string): Promise<void> => {
  const nowMs = await nowOf(deps, db);
  let row = await findLiveSubscription(db, workspaceId, true);
  if (row?.status === 'incomplete' && row.created_at_ms + INCOMPLETE_LIFETIME_MS <= nowMs) {
    await end(deps, db, row, 'incomplete_expired', row.created_at_ms + INCOMPLETE_LIFETIME_MS);
    return;
  }
  while (row !== null && (row.status === 'active' || row.status === 'past_due') && row.current_period_end_ms <= nowMs) {
    row = await renewOnce(deps, db, row);
  }
};
