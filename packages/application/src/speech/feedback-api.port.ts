import type { Observable } from 'rxjs';
import type * as E from 'fp-ts/lib/Either.js';
import type { Feedback, FeedbackSubmission } from '@cadence/domain';
import { portError, type CommonError, type NotFound, type PortError, type SessionExpired } from '../shared/port-error.js';

/** The feedback was reviewed by the team meanwhile: it can no longer be changed. */
export type FeedbackAlreadyReviewed = PortError<'FeedbackAlreadyReviewed'>;
export const FeedbackAlreadyReviewed = portError('FeedbackAlreadyReviewed');

/**
 * Why feedback was not stored: `FeedbackAlreadyReviewed` (reviewed meanwhile), `NotFound` (the history item is gone
 * or not the workspace's), `SessionExpired` (sign in again), `Rejected` (the feedback was refused, reason in
 * `message`), `Unavailable` (the service could not be reached or failed).
 */
export type FeedbackApiError = FeedbackAlreadyReviewed | NotFound | SessionExpired | CommonError;

/** Stores thumbs feedback on a history item: answers the feedback as stored. */
export interface FeedbackApi {
  submit(historyItemId: string, submission: FeedbackSubmission): Observable<E.Either<FeedbackApiError, Feedback>>;
}
