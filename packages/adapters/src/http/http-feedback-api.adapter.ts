import { FeedbackAlreadyReviewed, NotFound, SessionExpired, type FeedbackApi, type FeedbackApiError } from '@cadence/application';
import type { Feedback, FeedbackSubmission } from '@cadence/domain';
import type * as E from 'fp-ts/lib/Either.js';
import type { Observable } from 'rxjs';
import { apiCall } from './api-call.js';
import type { ApiClient } from './api-client.js';
import { HistoryFeedbackCodec } from './codecs/history-item.codec.js';
import { errorTable, withErrors } from './error-table.js';

/** The feedback endpoint's failures in the port's words (a too-short text stays Rejected with the server's reason). */
export const FEEDBACK_ERRORS = errorTable<FeedbackApiError>([
  { code: 'feedback_already_reviewed', to: FeedbackAlreadyReviewed },
  { status: 404, to: NotFound },
  { status: 401, to: SessionExpired },
]);

/** FeedbackApi over POST /v1/history/{id}/feedback. */
export class HttpFeedbackApi implements FeedbackApi {
  constructor(private readonly client: ApiClient) {}

  submit(historyItemId: string, submission: FeedbackSubmission): Observable<E.Either<FeedbackApiError, Feedback>> {
    const params = { path: { history_item_id: historyItemId } };
    const body = { ...submission };
    return apiCall(HistoryFeedbackCodec, (init) => this.client.POST('/v1/history/{history_item_id}/feedback', { ...init, params, body })).pipe(
      withErrors(FEEDBACK_ERRORS),
    );
  }
}
