export type { SafetyControl, VerifiedLanguage, VoiceSharing, VoiceVerification, VoiceView } from './voice.js';
export {
  DEFAULT_MODEL_ID,
  VOICE_LIST_CACHE_MAX_AGE_SECONDS,
  VOICE_PAGE_SIZE_DEFAULT,
  VOICE_FETCH_PAGE_SIZE,
  VOICE_HELPERS_UNSPECIFIED_CONSTANT,
  CLONE_VOICE_CREATION_TYPE,
  voicePageSize,
} from './voice-constants.js';
export type { LanguagePreview } from './language-previews.js';
export { LANGUAGE_PREVIEW_MODEL_ID, DEFAULT_PREVIEW_LANGUAGE, buildLanguagePreviews } from './language-previews.js';
export type { SafetyDialog, SafetyDialogContext, SafetyDialogDecision } from './safety-dialogs.js';
export { decideSafetyDialog } from './safety-dialogs.js';
export { COPIED_DISABLED_STATUS, isVoiceUnusable, isAvailableInStudio, needsVerification } from './voice-availability.js';
export type { VoiceSettings, NumericVoiceSetting } from './voice-settings.js';
export { VOICE_SETTING_RANGES, DEFAULT_VOICE_SETTINGS } from './voice-settings.js';
