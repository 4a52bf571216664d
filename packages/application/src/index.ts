/**
 * `@cadence/application`: ports (interfaces with same-named tokens) and use-cases as RxJS streams.
 * @packageDocumentation
 */
export * from './shared/http-error.js';
export * from './accounts/session-tokens.js';
export * from './accounts/auth-api.port.js';
export * from './accounts/account-api.port.js';
export * from './accounts/session-store.port.js';
export * from './shared/key-value-store.port.js';
export * from './accounts/tab-channel.port.js';
export * from './accounts/user-activity.port.js';
export * from './shared/logger.port.js';
export * from './shared/clock.port.js';
export * from './accounts/session.types.js';
export * from './accounts/account-action.types.js';
export * from './accounts/forgot-password.types.js';
export { createSessionUseCase, type SessionDeps } from './accounts/session.use-case.js';
export { createAccountActionUseCase, type AccountActionDeps } from './accounts/account-action.use-case.js';
export { createForgotPasswordUseCase } from './accounts/forgot-password.use-case.js';
export { toastMessageFor } from './shared/http-error-toast.js';
export { createStoredCouponUseCase, type StoredCouponUseCase } from './billing/stored-coupon.use-case.js';
export * from './billing/billing-api.port.js';
export * from './shared/id-generator.port.js';
export * from './shared/navigator.port.js';
export * from './shared/file-saver.port.js';
export * from './history/history-item.js';
export * from './history/history-api.port.js';
export * from './history/downloads.types.js';
export * from './billing/billing.types.js';
export { createPlanScreenUseCase, type PlanScreenDeps } from './billing/plan-screen.use-case.js';
export { createSubscriptionPageUseCase, type SubscriptionPageDeps } from './billing/subscription-page.use-case.js';
export { createUsageUseCase, type UsageDeps } from './billing/usage.use-case.js';
export { decodeStoredCoupon, readStoredCoupon } from './billing/billing-storage.js';
export { createPayoutsUseCase } from './billing/payouts.use-case.js';
export { createDownloadsUseCase, type DownloadsDeps } from './history/downloads.use-case.js';
export * from './sharing/sharing-api.port.js';
export * from './shared/clipboard.port.js';
export * from './sharing/native-share.port.js';
export * from './sharing/popup-opener.port.js';
export * from './sharing/object-urls.port.js';
export * from './api-keys/api-keys-api.port.js';
export * from './sharing/sharing.types.js';
export * from './api-keys/api-keys.types.js';
export { createSharingUseCase, type SharingDeps } from './sharing/share-link.use-case.js';
export { createShareVideoUseCase, type ShareVideoDeps } from './sharing/share-video.use-case.js';
export { createSharedItemUseCase, type SharedItemDeps } from './sharing/shared-item.use-case.js';
export { createApiKeysUseCase, API_KEY_MESSAGES, type ApiKeysDeps } from './api-keys/api-keys.use-case.js';
export * from './history/history-list.types.js';
export { createHistoryListUseCase, createHistoryListFactory, type HistoryListDeps } from './history/history-list.use-case.js';
export { HISTORY_PAGE_SIZE, HISTORY_SEARCH_DEBOUNCE_MS, HISTORY_LOAD_MORE_THRESHOLD } from './history/history-list-state.js';
export {
  historyItemTitle,
  NO_TTS_HISTORY_MESSAGE,
  NO_STS_HISTORY_MESSAGE,
  NO_MATCHING_HISTORY_MESSAGE,
  UNKNOWN_VOICE_NAME,
} from './history/history-list-view.js';
export * from './speech/speech-api.port.js';
export * from './speech/voice-catalogue.port.js';
export * from './speech/feedback-api.port.js';
export * from './speech/audio-output.port.js';
export * from './speech/player.types.js';
export * from './speech/generation.types.js';
export * from './speech/feedback.types.js';
export * from './speech/speech-settings.types.js';
export { createPlayerUseCase, type PlayerDeps } from './speech/player.use-case.js';
export { createGenerationUseCase, type GenerationDeps } from './speech/generation.use-case.js';
export { createFeedbackUseCase, type FeedbackDeps } from './speech/feedback.use-case.js';
export { createSpeechSettingsUseCase, type SpeechSettingsDeps, type SpeechSettingsPreload } from './speech/speech-settings.use-case.js';
export { createDialogueUseCase, DIALOGUE_STORAGE_KEY, DIALOGUE_SAVED_AT_STORAGE_KEY } from './speech/dialogue.use-case.js';
export * from './speech/dialogue.types.js';
export { dialogueErrorMessage, dialogueToGenerate, isDialogueEmpty } from './speech/dialogue.reducer.js';
export * from './speech/text-to-speech-page.types.js';
export * from './speech/speech-to-speech-page.types.js';
export { VOICES_LOAD_FAILED_MESSAGE } from './speech/generate-page.js';
export { createTextToSpeechPage, type TextToSpeechPageDeps } from './speech/text-to-speech-page.use-case.js';
export { createSpeechToSpeechPage, type SpeechToSpeechPageDeps } from './speech/speech-to-speech-page.use-case.js';
export * from './shared/port-error.js';
export * from './shared/notifications.port.js';
export * from './shared/token.js';
export * from './shared/app-environment.js';
export * from './accounts/accounts.module.js';
export * from './billing/billing.module.js';
export * from './history/history.module.js';
export * from './speech/speech.module.js';
export * from './sharing/sharing.module.js';
export * from './api-keys/api-keys.module.js';
