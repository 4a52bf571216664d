import {
  DEFAULT_SUBSCRIPTION_STATUS, canExtendCharacterLimit, canUseFeature, extensionCeilingOf, findPlanDefinition, isPaidTier,
  isSubscriptionStatus, isTier, maxVoiceAddEdits, monthlyFreeCharacterAllowance, pricePerCreditRate, professionalVoiceLimit,
  seatLimit, subscriptionCurrency, type SubscriptionStatus, type Tier,
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

/** The plan's own character limit from the catalogue, or the stored limit for tiers without a plan card. */
const planCharacterLimit = (tier: Tier, storedLimit: number): number => {
  const plan = findPlanDefinition(tier);
  return plan._tag === 'Some' ? plan.value.allowances.characterLimit : storedLimit;
};

/** The characters used beyond the plan's own limit, at the plan's per-credit rate (zero without one), in currency units. */
const currentOverage = (workspace: WorkspaceRow, tier: Tier) => {
  const currency = subscriptionCurrency(workspace.currency);
  const plan = findPlanDefinition(tier);
  const rate = plan._tag === 'Some' ? pricePerCreditRate(plan.value.tier, currency) : null;
  const over = Math.max(0, workspace.character_count - planCharacterLimit(tier, workspace.character_limit));
  return { amount: (rate === null ? 0 : over * rate).toFixed(2), currency };
};

/**
 * The contract's AccountSubscription (ElevenLabs' SubscriptionResponse): stored counts, the domain's rules. No voice is
 * cloned on the reference server, so the slot and edit counters are zero; there is no consolidated billing, so the
 * workspace's professional slots are all of them.
 */
export const accountSubscriptionView = (workspace: WorkspaceRow) => {
  const base = subscriptionView(workspace);
  const extension = characterLimitExtension(workspace);
  const professionalVoiceSlotsUsed = 0;
  return {
    tier: base.tier,
    status: base.status,
    currency: base.currency,
    billing_period: workspace.billing_period === 'annual_period' ? 'annual_period' as const : 'monthly_period' as const,
    character_refresh_period: 'monthly_period' as const,
    character_count: base.character_count,
    character_limit: base.character_limit,
    max_character_limit_extension: extension.max,
    max_credit_limit_extension: extension.allowed
      ? Math.max(0, extensionCeilingOf(base.tier, base.character_limit) - planCharacterLimit(base.tier, base.character_limit))
      : 0,
    can_extend_character_limit: isPaidTier(base.tier),
    allowed_to_extend_character_limit: extension.allowed,
    voice_slots_used: 0,
    professional_voice_slots_used: professionalVoiceSlotsUsed,
    professional_voice_slots_used_in_workspace: professionalVoiceSlotsUsed,
    voice_limit: base.voice_limit,
    max_voice_add_edits: base.max_voice_add_edits,
    voice_add_edit_counter: 0,
    professional_voice_limit: base.professional_voice_limit,
    can_extend_voice_limit: false,
    can_use_instant_voice_cloning: canUseFeature(base.tier, 'instant_voice_cloning'),
    can_use_professional_voice_cloning: canUseFeature(base.tier, 'professional_voice_cloning'),
    current_overage: currentOverage(workspace, base.tier),
  };
};
