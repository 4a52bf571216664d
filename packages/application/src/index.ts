/**
 * `@cadence/application`: ports (interfaces with same-named tokens) and use-cases as RxJS streams.
 * @packageDocumentation
 */
export * from './ports/http-error.js';
export * from './ports/session-tokens.js';
export * from './ports/auth-api.port.js';
export * from './ports/account-api.port.js';
export * from './ports/session-store.port.js';
export * from './ports/key-value-store.port.js';
export * from './ports/tab-channel.port.js';
export * from './ports/user-activity.port.js';
export * from './ports/logger.port.js';
export * from './ports/clock.port.js';
export * from './use-cases/session.types.js';
export * from './use-cases/account-action.types.js';
export * from './use-cases/forgot-password.types.js';
export { createSessionUseCase, type SessionDeps } from './use-cases/session.use-case.js';
export { createAccountActionUseCase, type AccountActionDeps } from './use-cases/account-action.use-case.js';
export { createForgotPasswordUseCase } from './use-cases/forgot-password.use-case.js';
export { toastMessageFor } from './use-cases/http-error-toast.js';
export { createStoredCouponUseCase, type StoredCouponUseCase } from './use-cases/stored-coupon.use-case.js';
export * from './ports/billing-api.port.js';
export * from './ports/id-generator.port.js';
export * from './ports/navigator.port.js';
export * from './ports/file-saver.port.js';
export * from './ports/history-item.js';
export * from './ports/history-api.port.js';
export * from './use-cases/downloads.types.js';
export * from './use-cases/billing.types.js';
export { createPlanScreenUseCase, type PlanScreenDeps } from './use-cases/plan-screen.use-case.js';
export { createSubscriptionPageUseCase, type SubscriptionPageDeps } from './use-cases/subscription-page.use-case.js';
export { createUsageUseCase, type UsageDeps } from './use-cases/usage.use-case.js';
export { decodeStoredCoupon, readStoredCoupon } from './use-cases/billing-storage.js';
export { createPayoutsUseCase, type PayoutsUseCase } from './use-cases/payouts.use-case.js';
export { createDownloadsUseCase, type DownloadsDeps } from './use-cases/downloads.use-case.js';
export * from './ports/sharing-api.port.js';
export * from './ports/clipboard.port.js';
export * from './ports/native-share.port.js';
export * from './ports/popup-opener.port.js';
export * from './ports/object-urls.port.js';
export * from './ports/api-keys-api.port.js';
export * from './use-cases/sharing.types.js';
export * from './use-cases/api-keys.types.js';
export { createSharingUseCase, type SharingDeps } from './use-cases/share-link.use-case.js';
export { createShareVideoUseCase, type ShareVideoDeps } from './use-cases/share-video.use-case.js';
export { createSharedItemUseCase, type SharedItemDeps } from './use-cases/shared-item.use-case.js';
export { createApiKeysUseCase, API_KEY_MESSAGES, type ApiKeysDeps } from './use-cases/api-keys.use-case.js';
export * from './use-cases/history-list.types.js';
export { createHistoryListUseCase, createHistoryListFactory, type HistoryListDeps } from './use-cases/history-list.use-case.js';
export { HISTORY_PAGE_SIZE, HISTORY_SEARCH_DEBOUNCE_MS, HISTORY_LOAD_MORE_THRESHOLD } from './use-cases/history-list-state.js';
export {
  historyItemTitle,
  NO_TTS_HISTORY_MESSAGE,
  NO_STS_HISTORY_MESSAGE,
  NO_MATCHING_HISTORY_MESSAGE,
  UNKNOWN_VOICE_NAME,
} from './use-cases/history-list-view.js';
export * from './ports/speech-api.port.js';
export * from './ports/voice-catalogue.port.js';
export * from './ports/feedback-api.port.js';
export * from './ports/audio-output.port.js';
export * from './use-cases/player.types.js';
export * from './use-cases/generation.types.js';
export * from './use-cases/feedback.types.js';
export * from './use-cases/speech-settings.types.js';
export { createPlayerUseCase, type PlayerDeps } from './use-cases/player.use-case.js';
export { createGenerationUseCase, type GenerationDeps } from './use-cases/generation.use-case.js';
export { createFeedbackUseCase, type FeedbackDeps } from './use-cases/feedback.use-case.js';
export { createSpeechSettingsUseCase, type SpeechSettingsDeps, type SpeechSettingsPreload } from './use-cases/speech-settings.use-case.js';
export {
  createDialogueUseCase, dialogueErrorMessage, DIALOGUE_STORAGE_KEY, DIALOGUE_SAVED_AT_STORAGE_KEY,
  type DialogueUseCase, type DialogueView,
} from './use-cases/dialogue.use-case.js';
