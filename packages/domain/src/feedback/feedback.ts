/** The review status every feedback has until the team reviews it. */
export const NOT_REVIEWED = 'not_reviewed';

/** The five checkboxes of negative feedback, in the order the dialog shows them. */
export const NEGATIVE_FEEDBACK_FLAGS = ['emotions', 'inaccurate_clone', 'glitches', 'audio_quality', 'other'] as const;

/** One checkbox of negative feedback. */
export type NegativeFeedbackFlag = (typeof NEGATIVE_FEEDBACK_FLAGS)[number];

/** The checked state of the five negative-feedback checkboxes. */
export type NegativeFeedbackFlags = Readonly<Record<NegativeFeedbackFlag, boolean>>;

/** Feedback on a generated item as the API stores it; review_status is not_reviewed until reviewed. */
export interface Feedback extends NegativeFeedbackFlags {
  readonly thumbs_up: boolean;
  readonly feedback: string;
  readonly review_status: string;
}

/** The body of POST /history/{id}/feedback: the thumb, the text and the five flags. */
export interface FeedbackSubmission extends NegativeFeedbackFlags {
  readonly thumbs_up: boolean;
  readonly feedback: string;
}

/** All five negative-feedback checkboxes unchecked. */
export const NO_NEGATIVE_FLAGS: NegativeFeedbackFlags = {
  emotions: false,
  inaccurate_clone: false,
  glitches: false,
  audio_quality: false,
  other: false,
};

/** A thumb is locked once the feedback has been reviewed (review_status is not not_reviewed). */
export const isThumbLocked = (feedback: Pick<Feedback, 'review_status'> | null): boolean =>
  feedback !== null && feedback.review_status !== NOT_REVIEWED;
