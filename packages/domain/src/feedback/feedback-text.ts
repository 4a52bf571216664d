import * as E from 'fp-ts/lib/Either.js';
import type { FeedbackError } from './feedback-messages.js';

/** The fewest characters positive feedback text may have when written: 20. */
export const FEEDBACK_TEXT_MIN_LENGTH = 20;

/** The most characters feedback text may have: 200. */
export const FEEDBACK_TEXT_MAX_LENGTH = 200;

/** The counter under the text field: characters left of the 200 (negative when over). */
export const feedbackCharactersRemaining = (text: string): number => FEEDBACK_TEXT_MAX_LENGTH - text.length;

/**
 * Checks positive feedback text after trimming: empty is allowed (the text is optional), otherwise
 * it needs 20 to 200 characters (UTF-16 code units, as the browser's maxLength counts).
 */
export const validatePositiveFeedbackText = (text: string): E.Either<FeedbackError, string> => {
  const trimmed = text.trim();
  if (trimmed === '') return E.right('');
  if (trimmed.length < FEEDBACK_TEXT_MIN_LENGTH) return E.left('tooShort');
  if (trimmed.length > FEEDBACK_TEXT_MAX_LENGTH) return E.left('tooLong');
  return E.right(trimmed);
};
