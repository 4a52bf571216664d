export {
  ONBOARDING_ITEM_IDS,
  ONBOARDING_USER_DEFAULTS,
  isOnboardingItemId,
  type OnboardingItemId,
  type OnboardingChecklistItem,
  type OnboardingChecklist,
} from './onboarding-items.js';
export {
  onboardingItemCompletedBy,
  isOnboardingItemCompleted,
  onboardingItemToComplete,
  shouldShowOnboardingToast,
  type AnalyticsEvent,
} from './onboarding-events.js';
