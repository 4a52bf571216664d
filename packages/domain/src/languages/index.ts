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
