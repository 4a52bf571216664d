import { APP_ROUTES, routeRedirect, safeRedirect } from '@cadence/domain';
import type { AppContext } from '../app-context.js';
import { atomically } from '../db/unit-of-work.js';
import { fail, type Failure } from '../http/failure.js';
import type { Caller } from '../http/operation.js';
import type { HostedPage } from '../payments/payment-provider.port.js';
import { inBillingUnit } from './billing-unit.js';
import { subscriptionPageUrl } from './checkout.js';

/** The provider's billing portal for the workspace, linking back to the subscription page. */
export const createPortalSession = (ctx: AppContext, caller: Caller): Promise<HostedPage | Failure> =>
  inBillingUnit(ctx, caller, { adminOnly: true }, ({ tx, workspace }) =>
    ctx.payments.createPortalSession(tx, workspace.workspace_id, subscriptionPageUrl(ctx)));

/** The provider's page for replacing the card on file; it returns to the subscription page with payment_method=updated. */
export const createPaymentMethodSession = (ctx: AppContext, caller: Caller): Promise<HostedPage | Failure> =>
  inBillingUnit(ctx, caller, { adminOnly: true }, ({ tx, workspace }) =>
    ctx.payments.createPaymentMethodSession(tx, { workspaceId: workspace.workspace_id, email: caller.email }, subscriptionPageUrl(ctx, 'payment_method=updated')));

/** Whether the workspace has a card on file (any member may ask). */
export const verifyCard = (ctx: AppContext, caller: Caller): Promise<{ readonly status: 'ok'; readonly verified: boolean } | Failure> =>
  inBillingUnit(ctx, caller, { adminOnly: false }, async ({ tx, workspace }) => ({
    status: 'ok' as const,
    verified: await ctx.payments.hasPaymentMethod(tx, workspace.workspace_id),
  }));

/** Where a payouts page links back to: the path when the domain's redirect rule accepts it, else the payouts page. */
export const connectReturnUrl = (ctx: AppContext, path: string | null | undefined): string => {
  const fallback = routeRedirect(APP_ROUTES.payouts);
  return `${ctx.config.appOrigin}${path === null || path === undefined ? fallback : safeRedirect(path, ctx.config.appOrigin, fallback)}`;
};

/** The onboarding page of the user's payouts account (created on first use). */
export const createConnectAccount = (ctx: AppContext, caller: Caller, path: string | null | undefined): Promise<HostedPage | Failure> =>
  atomically(ctx.db, (tx) => ctx.payments.createConnectOnboarding(tx, { userId: caller.userId, email: caller.email }, connectReturnUrl(ctx, path)));

/** The management page of the user's payouts account; 400 no_connect_account before one exists. */
export const createConnectManagementLink = (ctx: AppContext, caller: Caller, path: string | null | undefined): Promise<HostedPage | Failure> =>
  atomically(ctx.db, async (tx) =>
    (await ctx.payments.createConnectManagement(tx, caller.userId, connectReturnUrl(ctx, path))) ?? fail('no_connect_account'));
