export type { NegativeFeedbackFlag, NegativeFeedbackFlags, Feedback, FeedbackSubmission } from './feedback.js';
export { NOT_REVIEWED, NEGATIVE_FEEDBACK_FLAGS, NO_NEGATIVE_FLAGS, isThumbLocked } from './feedback.js';
export type { FeedbackError } from './feedback-messages.js';
export {
  FEEDBACK_TEXT_MIN_LENGTH,
  FEEDBACK_TEXT_MAX_LENGTH,
  feedbackCharactersRemaining,
  validatePositiveFeedbackText,
} from './feedback-text.js';
export type { FeedbackDraft } from './feedback-submission.js';
export { FEEDBACK_DIALOG_MAX_TEXT_LENGTH, shouldOfferFeedbackDialog, validateFeedback } from './feedback-submission.js';
