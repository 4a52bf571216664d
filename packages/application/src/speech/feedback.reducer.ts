import * as E from 'fp-ts/lib/Either.js';
import {
  FEEDBACK_ALREADY_REVIEWED_MESSAGE, FEEDBACK_SUBMITTED_MESSAGE, feedbackErrorMessage, NO_NEGATIVE_FLAGS, validateFeedback,
  type Feedback, type FeedbackDraft, type FeedbackError, type FeedbackSubmission, type NegativeFeedbackFlag, type NegativeFeedbackFlags,
} from '@cadence/domain';
import { toast, type Notice } from '../shared/notifications.port.js';
import { failureMessage } from '../shared/port-error.js';
import type { FeedbackApiError } from './feedback-api.port.js';
import type { FeedbackTarget } from './player.types.js';

/** The open dialog's draft, for one history item. */
export interface DialogDraft {
  readonly historyItemId: string;
  readonly kind: 'positive' | 'negative';
  readonly text: string;
  readonly flags: NegativeFeedbackFlags;
  readonly error: string | null;
  readonly submitting: boolean;
}

/** What happens to the dialog: the person's intents and the answers of the feedback API. */
export type FeedbackEvent =
  | { readonly type: 'opened'; readonly historyItemId: string; readonly kind: DialogDraft['kind'] }
  | { readonly type: 'textChanged'; readonly text: string }
  | { readonly type: 'flagToggled'; readonly flag: NegativeFeedbackFlag }
  | { readonly type: 'closed' }
  | { readonly type: 'invalid'; readonly message: string }
  | { readonly type: 'sending' }
  | { readonly type: 'saved' }
  | { readonly type: 'refused'; readonly message: string };

const changeDraft = (draft: DialogDraft, event: FeedbackEvent): DialogDraft => {
  switch (event.type) {
    case 'textChanged':
      return { ...draft, text: event.text, error: null };
    case 'flagToggled':
      return { ...draft, flags: { ...draft.flags, [event.flag]: !draft.flags[event.flag] } };
    case 'invalid':
      return { ...draft, error: event.message };
    case 'sending':
      return { ...draft, submitting: true, error: null };
    case 'refused':
      return { ...draft, submitting: false, error: event.message };
    default:
      return draft;
  }
};

/** The dialog's draft after an event: opened empty, edited, sent; gone once closed or saved. */
export const reduceFeedback = (draft: DialogDraft | null, event: FeedbackEvent): DialogDraft | null => {
  if (event.type === 'opened') {
    return { historyItemId: event.historyItemId, kind: event.kind, text: '', flags: NO_NEGATIVE_FLAGS, error: null, submitting: false };
  }
  if (event.type === 'closed' || event.type === 'saved') return null;
  return draft === null ? null : changeDraft(draft, event);
};

/** What the draft says, as the domain checks it. */
export const enteredOf = (draft: DialogDraft): FeedbackDraft =>
  draft.kind === 'positive' ? { kind: 'positive', text: draft.text } : { kind: 'negative', flags: draft.flags };

/** The domain's check before sending: the submission, or why the draft is refused (shown in the dialog). */
export const checkFeedback = (target: FeedbackTarget, entered: FeedbackDraft): E.Either<FeedbackEvent, FeedbackSubmission> =>
  E.mapLeft((error: FeedbackError): FeedbackEvent => ({ type: 'invalid', message: feedbackErrorMessage(error) }))(
    validateFeedback(target.feedback, entered),
  );

/** The message of a refused submission: reviewed meanwhile, else the service's reason. */
const refusalMessage = (error: FeedbackApiError): string =>
  error._tag === 'FeedbackAlreadyReviewed' ? FEEDBACK_ALREADY_REVIEWED_MESSAGE : failureMessage(error);

/** The dialog's event and the toast for the feedback API's answer. */
export const answered = (result: E.Either<FeedbackApiError, Feedback>): { readonly event: FeedbackEvent; readonly notice: Notice } =>
  E.isRight(result)
    ? { event: { type: 'saved' }, notice: toast('success', FEEDBACK_SUBMITTED_MESSAGE) }
    : { event: { type: 'refused', message: refusalMessage(result.left) }, notice: toast('error', refusalMessage(result.left)) };
