export {
  type Language,
  type LanguageCode,
  CORE_LANGUAGES,
  ADDITIONAL_LANGUAGES,
  LANGUAGES,
  isLanguageCode,
  findLanguage,
} from './languages.js';
export { type Accent, type AccentCode, ACCENTS, accentsForLanguage } from './accents.js';
export {
  type TranscriptionLanguage,
  type TranscriptionLanguageKey,
  TRANSCRIPTION_AUTO_DETECT_KEY,
  TRANSCRIPTION_AUTO_DETECT,
  TRANSCRIPTION_LANGUAGES,
  findTranscriptionLanguage,
} from './transcription-languages.js';
export { type BuiltinVoice, type VoiceGender, type EspeakVoiceName } from './builtin-voice.js';
export { type BuiltinVoiceId, BUILTIN_VOICES, isBuiltinVoiceId, findBuiltinVoice } from './builtin-voices.js';
export { type LandingPage, type LandingPageSlug, LANDING_PAGE_SLUGS } from './landing-page.js';
export {
  LANDING_PAGES,
  isAccentLandingPage,
  landingLanguages,
  landingAccents,
  isLandingPageSlug,
  findLandingPage,
} from './landing-pages.js';
