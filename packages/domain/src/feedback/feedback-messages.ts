/** The toast after feedback is saved. */
export const FEEDBACK_SUBMITTED_MESSAGE = 'Your feedback has been submitted, thank you.';

/** The message when a reviewed feedback's thumb is changed. */
export const FEEDBACK_ALREADY_REVIEWED_MESSAGE = 'This feedback cannot be changed as it was already reviewed.';

/** The message for positive feedback text shorter than 20 characters (wording ours: the spec gives only its meaning). */
export const FEEDBACK_TOO_SHORT_MESSAGE = 'Please write at least 20 characters.';

/** The message for feedback text longer than 200 characters (wording ours: the input's counter normally prevents it). */
export const FEEDBACK_TOO_LONG_MESSAGE = 'Please write at most 200 characters.';

/** Why a feedback could not be submitted. */
export type FeedbackError = 'tooShort' | 'tooLong' | 'alreadyReviewed';

const MESSAGES: Readonly<Record<FeedbackError, string>> = {
  tooShort: FEEDBACK_TOO_SHORT_MESSAGE,
  tooLong: FEEDBACK_TOO_LONG_MESSAGE,
  alreadyReviewed: FEEDBACK_ALREADY_REVIEWED_MESSAGE,
};

/** The message shown for a feedback error. */
export const feedbackErrorMessage = (error: FeedbackError): string => MESSAGES[error];
