import type { AppContext } from '../app-context.js';
import { unixSeconds } from '../clock.js';
import type { Failure } from '../http/failure.js';
import type { Caller } from '../http/operation.js';
import type { ProviderInvoice, ProviderSubscription, UpcomingInvoice } from '../payments/payment-provider.port.js';
import { accountSubscriptionView } from '../workspaces/subscription-view.js';
import type { WorkspaceRow } from '../workspaces/workspace-row.js';
import { inBillingUnit } from './billing-unit.js';
import { previouslySubscribedTiers } from './subscription-sync.js';
import { nextUsageReset } from './usage.js';

interface ProviderFacts {
  readonly subscription: ProviderSubscription | null;
  readonly upcoming: UpcomingInvoice | null;
  readonly invoices: readonly ProviderInvoice[];
  readonly hasPaymentMethod: boolean;
}

/** The contract's NextInvoice. */
const nextInvoiceView = (upcoming: UpcomingInvoice | null) =>
  upcoming === null
    ? null
    : {
      amount_due_cents: upcoming.amountDueCents,
      discount_percent_off: upcoming.percentOff,
      discount_amount_off: upcoming.amountOffCents,
      next_payment_attempt_unix: unixSeconds(upcoming.nextPaymentAttemptMs),
      discounts: [],
      payment_intent_statusses: [],
    };

/** The contract's PaymentProviderState: the provider subscription's dates and its schedule's metadata. */
const paymentProviderView = (subscription: ProviderSubscription | null) => ({
  subscription: subscription === null
    ? null
    : { current_period_end: unixSeconds(subscription.currentPeriodEndMs), cancel_at: subscription.cancelAtMs === null ? null : unixSeconds(subscription.cancelAtMs) },
  subscription_schedule: subscription === null || subscription.schedule === null
    ? null
    : { metadata: { type: subscription.schedule.type, downgrade_to: subscription.schedule.downgradeTo } },
});

/** The contract's InvoiceSummary (ElevenLabs' InvoiceResponse) of an open invoice: the provider retries nothing by itself. */
const openInvoiceView = (invoice: ProviderInvoice) => ({
  amount_due_cents: invoice.amountDueCents,
  discounts: [],
  next_payment_attempt_unix: -1,
  payment_intent_statusses: [],
});

/** The contract's SubscriptionDetails: the workspace's figures, the domain's rules, and the provider's facts. */
export const subscriptionDetailsView = (workspace: WorkspaceRow, provider: ProviderFacts) => {
  const openInvoices = provider.invoices.filter((invoice) => invoice.status === 'open');
  return {
    ...accountSubscriptionView(workspace),
    next_character_count_reset_unix: unixSeconds(nextUsageReset(workspace)),
    next_invoice: nextInvoiceView(provider.upcoming),
    open_invoices: openInvoices.map(openInvoiceView),
    has_open_invoices: openInvoices.length > 0,
    previously_subscribed_tiers: previouslySubscribedTiers(workspace),
    payment_provider: paymentProviderView(provider.subscription),
    has_payment_method: provider.hasPaymentMethod,
  };
};

/** The contract's Invoice. */
export const invoiceView = (invoice: ProviderInvoice) => ({
  invoice_id: invoice.invoiceId,
  created_unix: unixSeconds(invoice.createdAtMs),
  amount_due_cents: invoice.amountDueCents,
  amount_paid_cents: invoice.amountPaidCents,
  currency: invoice.currency,
  status: invoice.status,
  description: invoice.description,
});

/** GET /v1/user/subscription, after settling what fell due. */
export const getSubscriptionDetails = (ctx: AppContext, caller: Caller): Promise<ReturnType<typeof subscriptionDetailsView> | Failure> =>
  inBillingUnit(ctx, caller, { adminOnly: false }, async ({ tx, workspace, subscription }) => {
    const invoices = await ctx.payments.listInvoices(tx, workspace.workspace_id);
    return subscriptionDetailsView(workspace, {
      subscription,
      upcoming: subscription === null ? null : await ctx.payments.upcomingInvoice(tx, subscription.subscriptionId),
      invoices,
      hasPaymentMethod: await ctx.payments.hasPaymentMethod(tx, workspace.workspace_id),
    });
  });

/** GET /v1/user/subscription/invoices. */
export const listInvoices = (ctx: AppContext, caller: Caller) =>
  inBillingUnit(ctx, caller, { adminOnly: false }, async ({ tx, workspace }) => ({
    invoices: (await ctx.payments.listInvoices(tx, workspace.workspace_id)).map(invoiceView),
  }));
