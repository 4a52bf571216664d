import * as O from 'fp-ts/lib/Option.js';
import { LANGUAGES, type LanguageCode } from './languages.js';

/** The key of the transcription choice that lets speech-to-text detect the language itself. */
export const TRANSCRIPTION_AUTO_DETECT_KEY = 'auto';

/** A key a transcription request can carry: auto-detect or a listed language code. */
export type TranscriptionLanguageKey = typeof TRANSCRIPTION_AUTO_DETECT_KEY | LanguageCode;

/** A choice in the speech-to-text language picker: the key sent and the name shown. */
export interface TranscriptionLanguage {
  readonly key: TranscriptionLanguageKey;
  readonly name: string;
}

/** The auto-detect choice, shown first and selected by default. */
export const TRANSCRIPTION_AUTO_DETECT: TranscriptionLanguage = { key: TRANSCRIPTION_AUTO_DETECT_KEY, name: 'Auto-detect' };

/** The speech-to-text language picker: auto-detect first, then every listed language by name A to Z. */
export const TRANSCRIPTION_LANGUAGES: readonly TranscriptionLanguage[] = [
  TRANSCRIPTION_AUTO_DETECT,
  ...LANGUAGES.map((language) => ({ key: language.languageCode, name: language.name })).sort((a, b) =>
    a.name < b.name ? -1 : 1,
  ),
];

/** The transcription choice for an untrusted key, or none when the key is not offered. */
export const findTranscriptionLanguage = (key: string): O.Option<TranscriptionLanguage> =>
  O.fromNullable(TRANSCRIPTION_LANGUAGES.find((language) => language.key === key));
