import { APP_ROUTES, isFreeOrTrialTier, type BillingPeriod, type PlanTier, type SubscriptionCurrency } from '@cadence/domain';
import type { AppContext } from '../app-context.js';
import { fail, isFailure, type Failure } from '../http/failure.js';
import type { Caller } from '../http/operation.js';
import type { HostedPage } from '../payments/payment-provider.port.js';
import { subscriptionFacts } from '../workspaces/subscription-view.js';
import { inBillingUnit } from './billing-unit.js';
import { couponForCode, defaultCheckoutCoupon } from './coupons.js';

/** The contract's CheckoutSessionRequest. */
export interface CheckoutBody {
  readonly subscription_type: Exclude<PlanTier, 'free'>;
  readonly billing_period: BillingPeriod;
  readonly currency: SubscriptionCurrency;
  readonly promocode?: string | null;
  readonly no_default_promocode?: boolean;
}

/** The subscription page with a query the web client reads after a hosted page: checkout=success and the like. */
export const subscriptionPageUrl = (ctx: AppContext, query: string | null = null): string =>
  `${ctx.config.appOrigin}${APP_ROUTES.subscription}${query === null ? '' : `?${query}`}`;

/**
 * Opens the provider's checkout for a paid plan, from free or trial only. The discount is the typed code, else (unless
 * no_default_promocode) the pending workspace discount or the first-month offer.
 */
export const createCheckoutSession = (ctx: AppContext, caller: Caller, body: CheckoutBody): Promise<HostedPage | Failure> =>
  inBillingUnit(ctx, caller, { adminOnly: true }, async ({ tx, workspace, nowMs, subscription }) => {
    if (subscription !== null || !isFreeOrTrialTier(subscriptionFacts(workspace).tier)) return fail('already_subscribed');
    const plan = { tier: body.subscription_type, billingPeriod: body.billing_period };
    const typed = await couponForCode(tx, body.promocode, nowMs);
    if (isFailure(typed)) return typed;
    const coupon = typed ?? (body.no_default_promocode === true ? null : await defaultCheckoutCoupon(tx, workspace, plan, nowMs));
    return ctx.payments.createCheckoutSession(tx, {
      customer: { workspaceId: workspace.workspace_id, email: caller.email },
      plan,
      currency: body.currency,
      coupon,
      successUrl: subscriptionPageUrl(ctx, 'checkout=success'),
      incompleteUrl: subscriptionPageUrl(ctx, 'checkout=incomplete'),
      cancelUrl: subscriptionPageUrl(ctx, 'checkout=canceled'),
    });
  });
