/** The onboarding checklist items, in the order the checklist shows them. */
export const ONBOARDING_ITEM_IDS = [
  'generate_text_to_speech',
  'generate_speech_to_speech',
  'add_voice_to_voice_lab',
  'design_voice',
  'create_dub',
  'join_affiliate',
  'generate_api_key',
] as const;

/** One onboarding checklist item id. */
export type OnboardingItemId = (typeof ONBOARDING_ITEM_IDS)[number];

/** True when the string names an onboarding checklist item. */
export const isOnboardingItemId = (value: string): value is OnboardingItemId =>
  (ONBOARDING_ITEM_IDS as readonly string[]).includes(value);

/** One item of the user's onboarding checklist as the account stores it. */
export interface OnboardingChecklistItem {
  readonly onboarding_checklist_item_id: OnboardingItemId;
  readonly is_completed: boolean;
}

/** The user's onboarding checklist. */
export interface OnboardingChecklist {
  readonly checklist_id: string;
  readonly items: readonly OnboardingChecklistItem[];
  readonly hidden: boolean;
}

/** The defaults of the user's onboarding flags: both count as completed unless the account says otherwise. */
export const ONBOARDING_USER_DEFAULTS = {
  is_onboarding_completed: true,
  is_onboarding_checklist_completed: true,
} as const;
