import { resolvePlanAction, type BillingPeriod, type PlanTier } from '@cadence/domain';
import type { AppContext } from '../app-context.js';
import { fail, isFailure, type Failure } from '../http/failure.js';
import type { Caller } from '../http/operation.js';
import type { ProviderSubscription } from '../payments/payment-provider.port.js';
import { inBillingUnit, type BillingUnit } from './billing-unit.js';
import { couponForCode } from './coupons.js';
import { claimIdempotencyKey, recordIdempotentResponse, requestHash } from './idempotency.js';

/** The contract's ChangeSubscriptionRequest. */
export interface ChangeBody {
  readonly subscription_type: Exclude<PlanTier, 'free'>;
  readonly billing_period: BillingPeriod;
  readonly idempotency_key: string;
  readonly promocode?: string | null;
}

const OK = { status: 'ok' } as const;

/** The subscription a change, cancellation or renewal acts on: it must exist and be paid up. */
const changeable = (subscription: ProviderSubscription | null): ProviderSubscription | Failure => {
  if (subscription === null) return fail('no_subscription');
  return subscription.status === 'active' ? subscription : fail('subscription_not_active');
};

/** Upgrade now (prorated) or schedule a downgrade, by the domain's plan-action rules for the current plan. */
const applyChange = async (ctx: AppContext, { tx, nowMs, subscription }: BillingUnit, body: ChangeBody): Promise<typeof OK | Failure> => {
  const current = changeable(subscription);
  if (isFailure(current)) return current;
  const coupon = await couponForCode(tx, body.promocode, nowMs);
  if (isFailure(coupon)) return coupon;
  const target = { tier: body.subscription_type, billingPeriod: body.billing_period };
  const action = resolvePlanAction(
    { tier: current.tier, billingPeriod: current.billingPeriod, cancelAtUnixSeconds: null, scheduleMetadata: null },
    target,
  );
  if (action === 'upgrade') {
    const changed = await ctx.payments.changePlan(tx, current.subscriptionId, { plan: target, coupon });
    return changed === 'changed' ? OK : fail('card_declined');
  }
  if (action === 'downgrade') {
    await ctx.payments.scheduleDowngrade(tx, current.subscriptionId, target, coupon);
    return OK;
  }
  return fail('same_plan');
};

/**
 * Changes the plan once per idempotency key: the key is claimed in the same unit of work as the change, so a retry or
 * a concurrent duplicate replays the first answer and never changes or charges twice; a refused change keeps no key.
 */
export const changeSubscription = (ctx: AppContext, caller: Caller, body: ChangeBody): Promise<typeof OK | Failure> => {
  const hash = requestHash([body.subscription_type, body.billing_period, body.promocode ?? null]);
  return inBillingUnit<typeof OK>(
    ctx,
    caller,
    { adminOnly: true },
    async (unit) => {
      const result = await applyChange(ctx, unit, body);
      if (!isFailure(result)) await recordIdempotentResponse(unit.tx, caller.workspaceId, body.idempotency_key, result);
      return result;
    },
    async (tx) => {
      const claim = await claimIdempotencyKey(tx, caller.workspaceId, body.idempotency_key, hash, await ctx.payments.now(tx));
      if (isFailure(claim)) return claim;
      return claim.kind === 'replay' ? OK : null;
    },
  );
};

/** Drops the scheduled downgrade. */
export const cancelDowngrade = (ctx: AppContext, caller: Caller): Promise<typeof OK | Failure> =>
  inBillingUnit(ctx, caller, { adminOnly: true }, async ({ tx, subscription }) => {
    if (subscription === null) return fail('no_subscription');
    if (subscription.schedule === null) return fail('no_scheduled_downgrade');
    await ctx.payments.releaseSchedule(tx, subscription.subscriptionId);
    return OK;
  });

/** Cancels at the end of the period (dropping a scheduled downgrade). */
export const cancelSubscription = (ctx: AppContext, caller: Caller): Promise<typeof OK | Failure> =>
  inBillingUnit(ctx, caller, { adminOnly: true }, async ({ tx, subscription }) => {
    if (subscription === null || subscription.status === 'incomplete') return fail('no_subscription');
    if (subscription.cancelAtMs !== null) return fail('already_canceled');
    await ctx.payments.setCancelAtPeriodEnd(tx, subscription.subscriptionId, true);
    return OK;
  });

/** Stops a pending cancellation. */
export const renewSubscription = (ctx: AppContext, caller: Caller): Promise<typeof OK | Failure> =>
  inBillingUnit(ctx, caller, { adminOnly: true }, async ({ tx, subscription }) => {
    if (subscription === null) return fail('no_subscription');
    if (subscription.cancelAtMs === null) return fail('not_canceled');
    await ctx.payments.setCancelAtPeriodEnd(tx, subscription.subscriptionId, false);
    return OK;
  });
