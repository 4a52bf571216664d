/** The model a new generation uses when none was chosen: eleven_multilingual_v2. */
export const DEFAULT_MODEL_ID = 'eleven_multilingual_v2';

/** How long the voice list (fetched with show_legacy=true) stays cached: 604800 s, seven days. */
export const VOICE_LIST_CACHE_MAX_AGE_SECONDS = 604800;

/** The page_size a paged voice list request uses when the caller gives none: 20. */
export const VOICE_PAGE_SIZE_DEFAULT = 20;

/** The page size the paged voice fetch starts from (100) before page_size, default 20, overrides it. */
export const VOICE_FETCH_PAGE_SIZE = 100;

/**
 * The number 5000 that the spec says the voice helpers export; the spec does not show what it is
 * used for, so no domain rule reads it (see docs: voices).
 */
export const VOICE_HELPERS_UNSPECIFIED_CONSTANT = 5000;

/** The creationType query value of the voice-creation page that means instant cloning. */
export const CLONE_VOICE_CREATION_TYPE = 'cloneVoice';

/** The first words of the message shown when a voice preview fails to play. */
export const VOICE_PREVIEW_FAILURE_MESSAGE = 'We are sorry, something went wrong.';

/**
 * The page_size a paged voice request sends: the fetch's 100 is always overridden by page_size,
 * which is the caller's value or 20.
 */
export const voicePageSize = (requested?: number): number => requested ?? VOICE_PAGE_SIZE_DEFAULT;

/** The preview-failure toast: the fixed apology, then the error's message after a space when there is one. */
export const voicePreviewFailureMessage = (message?: string): string => {
  const detail = message?.trim() ?? '';
  return detail === '' ? VOICE_PREVIEW_FAILURE_MESSAGE : `${VOICE_PREVIEW_FAILURE_MESSAGE} ${detail}`;
};
