/** The speaking rate behind the fallback duration estimate: 140 words per minute. */
export const FALLBACK_WORDS_PER_MINUTE = 140;

/** The number of whitespace-separated words in a text. */
export const countWords = (text: string): number => text.split(/\s+/).filter((word) => word !== '').length;

/** The fallback duration of a text read aloud, in seconds, at 140 words per minute (not rounded). */
export const estimateDurationSeconds = (text: string): number => (countWords(text) * 60) / FALLBACK_WORDS_PER_MINUTE;
