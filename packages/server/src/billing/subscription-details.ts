import { canUseFeature, isPaidTier, maxVoiceAddEdits, professionalVoiceLimit } from '@cadence/domain';
import type { AppContext } from '../app-context.js';
import { unixSeconds } from '../clock.js';
import type { Failure } from '../http/failure.js';
import type { Caller } from '../http/operation.js';
import type { ProviderInvoice, ProviderSubscription, UpcomingInvoice } from '../payments/payment-provider.port.js';
import { characterLimitExtension, subscriptionView } from '../workspaces/subscription-view.js';
import type { WorkspaceRow } from '../workspaces/workspace-row.js';
import { inBillingUnit } from './billing-unit.js';
import { previouslySubscribedTiers } from './subscription-sync.js';
import { nextUsageReset } from './usage.js';

interface ProviderFacts {
  readonly subscription: ProviderSubscription | null;
  readonly upcoming: UpcomingInvoice | null;
  readonly hasOpenInvoices: boolean;
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

/** The contract's SubscriptionDetails: the workspace's figures, the domain's rules, and the provider's facts. */
export const subscriptionDetailsView = (workspace: WorkspaceRow, provider: ProviderFacts) => {
  const base = subscriptionView(workspace);
  const extension = characterLimitExtension(workspace);
  return {
    tier: base.tier,
    status: base.status,
    currency: base.currency,
    billing_period: workspace.billing_period === 'annual_period' ? 'annual_period' : 'monthly_period',
    character_refresh_period: 'monthly_period',
    character_count: base.character_count,
    character_limit: base.character_limit,
    max_character_limit_extension: extension.max,
    can_extend_character_limit: isPaidTier(base.tier),
    allowed_to_extend_character_limit: extension.allowed,
    next_character_count_reset_unix: unixSeconds(nextUsageReset(workspace)),
    voice_slots_used: 0,
    professional_voice_slots_used: 0,
    voice_limit: base.voice_limit,
    max_voice_add_edits: maxVoiceAddEdits(base.voice_limit),
    voice_add_edit_counter: 0,
    professional_voice_limit: professionalVoiceLimit(workspace.pvc_limit, workspace.extra_pvc_slots),
    can_extend_voice_limit: false,
    can_use_instant_voice_cloning: canUseFeature(base.tier, 'instant_voice_cloning'),
    can_use_professional_voice_cloning: canUseFeature(base.tier, 'professional_voice_cloning'),
    next_invoice: nextInvoiceView(provider.upcoming),
    has_open_invoices: provider.hasOpenInvoices,
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
      hasOpenInvoices: invoices.some((invoice) => invoice.status === 'open'),
      hasPaymentMethod: await ctx.payments.hasPaymentMethod(tx, workspace.workspace_id),
    });
  });

/** GET /v1/user/subscription/invoices. */
export const listInvoices = (ctx: AppContext, caller: Caller) =>
  inBillingUnit(ctx, caller, { adminOnly: false }, async ({ tx, workspace }) => ({
    invoices: (await ctx.payments.listInvoices(tx, workspace.workspace_id)).map(invoiceView),
  }));
