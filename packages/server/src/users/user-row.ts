import type { OnboardingChecklist } from '@cadence/domain';

/** A row of the users table. */
export interface UserRow {
  readonly [column: string]: unknown;
  readonly user_id: string;
  readonly email: string;
  readonly password_hash: string;
  readonly email_verified: boolean;
  readonly first_name: string | null;
  readonly workspace_id: string;
  readonly agrees_to_product_updates: boolean;
  readonly is_onboarding_completed: boolean;
  readonly is_onboarding_checklist_completed: boolean;
  readonly onboarding_checklist: OnboardingChecklist | null;
  readonly ccpa_opt_out: boolean;
  readonly geo_region: string | null;
  readonly geo_country: string | null;
  readonly geo_city: string | null;
  readonly accepted_bipa_terms: boolean;
  readonly is_in_probation: boolean;
  readonly moderation_warning_dismissed: boolean;
  readonly is_producer: boolean;
  readonly locale: string;
  readonly referral_link_code: string;
  readonly public_user_id: string;
  readonly has_alpha_access: boolean;
  readonly created_at_ms: number;
}

/** E-mail addresses are compared and stored lower-cased and trimmed. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
