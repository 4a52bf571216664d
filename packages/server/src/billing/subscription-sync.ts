import { DEFAULT_SUBSCRIPTION_STATUS, isPaidTier, isTier, planDefinition, type PlanTier, type Tier } from '@cadence/domain';
import type { Database } from '../db/database.port.js';
import type { ProviderEvent, ProviderSubscription } from '../payments/payment-provider.port.js';
import { subscriptionFacts } from '../workspaces/subscription-view.js';
import { findWorkspace } from '../workspaces/workspace-repository.js';
import type { WorkspaceRow } from '../workspaces/workspace-row.js';
import { restartUsage } from './usage.js';

/** The tiers the workspace held before, as stored (unknown names dropped). */
export const previouslySubscribedTiers = (workspace: WorkspaceRow): readonly Tier[] =>
  Array.isArray(workspace.previously_subscribed_tiers)
    ? workspace.previously_subscribed_tiers.filter((tier): tier is Tier => typeof tier === 'string' && isTier(tier))
    : [];

/** The history after leaving a tier: a paid tier is recorded once. */
const withLeftTier = (workspace: WorkspaceRow, left: Tier, next: Tier): readonly Tier[] => {
  const before = previouslySubscribedTiers(workspace);
  return left === next || !isPaidTier(left) || before.includes(left) ? before : [...before, left];
};

/** Moves the workspace to a tier with the catalogue's limits (the extension ends with the old plan). */
const setPlan = async (db: Database, workspace: WorkspaceRow, tier: PlanTier, status: string, extra: { period: string; currency: string }): Promise<void> => {
  const { allowances } = planDefinition(tier);
  const current = subscriptionFacts(workspace).tier;
  await db.query(
    `UPDATE workspaces SET tier = $2, status = $3, billing_period = $4, currency = $5, character_limit = $6, voice_limit = $7,
       pvc_limit = $8, previously_subscribed_tiers = $9::jsonb WHERE workspace_id = $1`,
    [workspace.workspace_id, tier, status, extra.period, extra.currency,
      current === tier ? workspace.character_limit : allowances.characterLimit, allowances.customVoicesLimit, allowances.pvcLimit,
      JSON.stringify(withLeftTier(workspace, current, tier))],
  );
};

/** The status of a free or trial workspace once a checkout's incomplete subscription is gone. */
const statusWithoutSubscription = (workspace: WorkspaceRow): string =>
  subscriptionFacts(workspace).tier === 'trial' ? 'trialing' : DEFAULT_SUBSCRIPTION_STATUS;

const subscriptionStarted = async (db: Database, workspace: WorkspaceRow, subscription: ProviderSubscription): Promise<void> => {
  await restartUsage(db, workspace.workspace_id, subscription.currentPeriodStartMs);
  if (subscription.discountCode !== null) {
    await db.query('DELETE FROM workspace_discounts WHERE workspace_id = $1 AND code = $2', [workspace.workspace_id, subscription.discountCode]);
  }
};

/**
 * Mirrors a provider subscription on its workspace (the provider's webhook, in the sandbox called in the same unit of
 * work). Live subscriptions set tier, status, period, currency and the catalogue's limits; the first one also starts a
 * usage month and uses up the pending discount it carries. An incomplete one only sets the status; an ended one
 * returns the workspace to free. Tiers the workspace leaves are kept in previously_subscribed_tiers.
 */
export const handleProviderEvent = async (db: Database, event: ProviderEvent): Promise<void> => {
  const subscription = event.subscription;
  const workspace = await findWorkspace(db, subscription.workspaceId);
  if (workspace === null) return;
  const wasPaid = isPaidTier(subscriptionFacts(workspace).tier);
  switch (subscription.status) {
    case 'active':
    case 'past_due':
      await setPlan(db, workspace, subscription.tier, subscription.status, { period: subscription.billingPeriod, currency: subscription.currency });
      if (!wasPaid) await subscriptionStarted(db, workspace, subscription);
      return;
    case 'incomplete':
      await db.query('UPDATE workspaces SET status = $2 WHERE workspace_id = $1', [workspace.workspace_id, 'incomplete']);
      return;
    case 'canceled':
    case 'incomplete_expired':
      if (!wasPaid) {
        await db.query('UPDATE workspaces SET status = $2 WHERE workspace_id = $1', [workspace.workspace_id, statusWithoutSubscription(workspace)]);
        return;
      }
      await setPlan(db, workspace, 'free', DEFAULT_SUBSCRIPTION_STATUS, { period: workspace.billing_period, currency: workspace.currency });
      await restartUsage(db, workspace.workspace_id, event.atMs);
  }
};
