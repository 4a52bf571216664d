import type { VoiceView } from './voice.js';
import { DEFAULT_MODEL_ID } from './voice-constants.js';

/** One entry of the player's language selector: a language and the preview to play for it. */
export interface LanguagePreview {
  readonly language: string;
  readonly previewUrl: string;
}

/** The model whose verified languages feed the preview selector: eleven_multilingual_v2. */
export const LANGUAGE_PREVIEW_MODEL_ID = DEFAULT_MODEL_ID;

/** The language given to a voice's own preview when the voice names no language. */
export const DEFAULT_PREVIEW_LANGUAGE = 'en';

const languageKey = (language: string): string => language.trim().toLowerCase();

const candidates = (
  voice: Pick<VoiceView, 'language' | 'preview_url' | 'verified_languages'>,
): readonly LanguagePreview[] => {
  const own = voice.preview_url ? [{ language: voice.language ?? DEFAULT_PREVIEW_LANGUAGE, previewUrl: voice.preview_url }] : [];
  const verified = voice.verified_languages.flatMap((entry) =>
    entry.model_id === LANGUAGE_PREVIEW_MODEL_ID && entry.preview_url
      ? [{ language: entry.language, previewUrl: entry.preview_url }]
      : [],
  );
  return [...own, ...verified];
};

/**
 * The language previews of a voice: its own preview_url first, then its verified languages for
 * eleven_multilingual_v2; a language already listed (compared trimmed, case-insensitively) is skipped.
 */
export const buildLanguagePreviews = (
  voice: Pick<VoiceView, 'language' | 'preview_url' | 'verified_languages'>,
): readonly LanguagePreview[] => {
  const seen = new Set<string>();
  return candidates(voice).filter((preview) => {
    const key = languageKey(preview.language);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};
