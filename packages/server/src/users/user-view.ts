import { DAY_MS, unixSeconds } from '../clock.js';
import { accountSubscriptionView, characterLimitExtension } from '../workspaces/subscription-view.js';
import type { Membership } from '../workspaces/workspace-row.js';
import type { UserRow } from './user-row.js';

/** A user counts as new during the first day after sign-up. */
export const NEW_USER_PERIOD_MS = DAY_MS;

/** The contract's User, from the user row, their current workspace and their role in it. */
export const userView = (user: UserRow, { workspace, role }: Membership, nowMs: number) => {
  const extension = characterLimitExtension(workspace);
  return {
    user_id: user.user_id,
    workspace_id: user.workspace_id,
    subscription: accountSubscriptionView(workspace),
    // The payment provider takes immediate payments only.
    can_use_delayed_payment_methods: false,
    created_at: unixSeconds(user.created_at_ms),
    seat_type: role === 'admin' ? 'workspace_admin' as const : 'workspace_member' as const,
    email: user.email,
    email_verified: user.email_verified,
    first_name: user.first_name,
    is_new_user: nowMs - user.created_at_ms < NEW_USER_PERIOD_MS,
    agrees_to_product_updates: user.agrees_to_product_updates,
    created_at_unix: unixSeconds(user.created_at_ms),
    is_onboarding_completed: user.is_onboarding_completed,
    is_onboarding_checklist_completed: user.is_onboarding_checklist_completed,
    onboarding_checklist: user.onboarding_checklist,
    ccpa_opt_out: user.ccpa_opt_out,
    geo_location: { region: user.geo_region, country: user.geo_country, city: user.geo_city },
    accepted_bipa_terms: user.accepted_bipa_terms,
    is_in_probation: user.is_in_probation,
    moderation_warning_dismissed: user.moderation_warning_dismissed,
    is_producer: user.is_producer,
    locale: user.locale,
    referral_link_code: user.referral_link_code,
    public_user_id: user.public_user_id,
    allowed_to_extend_character_limit: extension.allowed,
    max_character_limit_extension: extension.max,
  };
};
