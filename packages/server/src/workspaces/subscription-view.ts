import {
  DEFAULT_SUBSCRIPTION_STATUS, canExtendCharacterLimit, isPaidTier, isSubscriptionStatus, isTier, maxVoiceAddEdits,
  monthlyFreeCharacterAllowance, professionalVoiceLimit, seatLimit, subscriptionCurrency, type SubscriptionStatus, type Tier,
} from '@cadence/domain';
import type { WorkspaceRow } from './workspace-row.js';

/** The stored tier and status, read through the domain's names (an unknown stored value reads as free). */
export const subscriptionFacts = (workspace: WorkspaceRow): { readonly tier: Tier; readonly status: SubscriptionStatus } => ({
  tier: isTier(workspace.tier) ? workspace.tier : 'free',
  status: isSubscriptionStatus(workspace.status) ? workspace.status : DEFAULT_SUBSCRIPTION_STATUS,
});

/** The contract's WorkspaceSubscription: stored counts, limits derived by the domain's formulas. */
export const subscriptionView = (workspace: WorkspaceRow) => {
  const { tier, status } = subscriptionFacts(workspace);
  return {
    tier,
    status,
    currency: subscriptionCurrency(workspace.currency),
    character_count: workspace.character_count,
    character_limit: workspace.character_limit,
    voice_limit: workspace.voice_limit,
    max_voice_add_edits: maxVoiceAddEdits(workspace.voice_limit),
    professional_voice_limit: professionalVoiceLimit(workspace.pvc_limit, workspace.extra_pvc_slots),
    extra_pvc_slots: workspace.extra_pvc_slots,
  };
};

/** The seats the workspace has: the tier's default unless enterprise or trial set their own. */
export const workspaceSeats = (workspace: WorkspaceRow): number => seatLimit(subscriptionFacts(workspace).tier, workspace.max_seats);

/** Whether the workspace's character limit may be extended (paid subscriptions allow it), and by how much a month. */
export const characterLimitExtension = (workspace: WorkspaceRow | null) => {
  if (workspace === null) return { allowed: false, max: 0 };
  const { tier, status } = subscriptionFacts(workspace);
  return {
    allowed: canExtendCharacterLimit({ canExtendCharacterLimit: isPaidTier(tier), status, tier }),
    max: monthlyFreeCharacterAllowance(tier),
  };
};
