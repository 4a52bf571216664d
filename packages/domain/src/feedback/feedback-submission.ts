import * as E from 'fp-ts/lib/Either.js';
import { pipe } from 'fp-ts/lib/function.js';
import type { Feedback, FeedbackSubmission, NegativeFeedbackFlags } from './feedback.js';
import { NO_NEGATIVE_FLAGS, isThumbLocked } from './feedback.js';
import type { FeedbackError } from './feedback-messages.js';
import { validatePositiveFeedbackText } from './feedback-text.js';

/** What the user entered: a thumbs up with optional text, or a thumbs down with checkboxes. */
export type FeedbackDraft =
  | { readonly kind: 'positive'; readonly text: string }
  | { readonly kind: 'negative'; readonly flags: NegativeFeedbackFlags };

/** The length limit on the generation text above which the dialog is offered only on a thumbs down: 400. */
export const FEEDBACK_DIALOG_MAX_TEXT_LENGTH = 400;

/** The feedback dialog is offered on a thumbs down, or on a thumbs up when the generation text has 400 characters or fewer. */
export const shouldOfferFeedbackDialog = (thumbsUp: boolean, generationText: string): boolean =>
  !thumbsUp || generationText.length <= FEEDBACK_DIALOG_MAX_TEXT_LENGTH;

const toSubmission = (draft: FeedbackDraft): E.Either<FeedbackError, FeedbackSubmission> =>
  draft.kind === 'negative'
    ? E.right({ thumbs_up: false, feedback: '', ...draft.flags })
    : pipe(
        validatePositiveFeedbackText(draft.text),
        E.map((text) => ({ thumbs_up: true, feedback: text, ...NO_NEGATIVE_FLAGS })),
      );

/**
 * Validates a feedback draft against the item's current feedback (null when none): reviewed feedback
 * cannot be changed; positive text is checked; negative feedback sends its checkboxes and no text.
 */
export const validateFeedback = (
  current: Pick<Feedback, 'review_status'> | null,
  draft: FeedbackDraft,
): E.Either<FeedbackError, FeedbackSubmission> =>
  isThumbLocked(current) ? E.left('alreadyReviewed') : toSubmission(draft);
