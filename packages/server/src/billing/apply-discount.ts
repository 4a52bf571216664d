import type { AppContext } from '../app-context.js';
import { fail, isFailure, type Failure } from '../http/failure.js';
import type { Caller } from '../http/operation.js';
import { couponOf } from './coupons.js';
import { inBillingUnit } from './billing-unit.js';
import { setWorkspaceDiscount, type PromoCodeRow } from './promo-code-repository.js';
import { usablePromoCode } from './promo-codes.js';

/**
 * Applies a usable code to the caller's workspace (the workspace_id claim). A workspace with a subscription gets it
 * on the subscription, from its next renewal invoice on (400 subscription_not_active while the first payment is
 * missing, 400 no_upcoming_invoice when it is set to cancel); one without gets it as the pending discount of its next
 * checkout, replacing the one it had. A failure (not a member, unknown or expired code) changes nothing.
 */
export const applyDiscount = (ctx: AppContext, caller: Caller, code: string): Promise<PromoCodeRow | Failure> =>
  inBillingUnit(ctx, caller, { adminOnly: false }, async ({ tx, nowMs, subscription }) => {
    const promo = await usablePromoCode(tx, code, nowMs);
    if (isFailure(promo)) return promo;
    if (subscription === null) {
      await setWorkspaceDiscount(tx, caller.workspaceId, promo.code, nowMs);
      return promo;
    }
    if (subscription.status === 'incomplete') return fail('subscription_not_active');
    if (subscription.cancelAtMs !== null) return fail('no_upcoming_invoice');
    await ctx.payments.applyCoupon(tx, subscription.subscriptionId, couponOf(promo));
    return promo;
  });
