import type { Observable } from 'rxjs';
import type { Feedback, FeedbackSubmission } from '@cadence/domain';
import type { ApiResult } from '../shared/http-error.js';

/** POST /v1/history/{id}/feedback: answers the feedback as stored (409 once reviewed). */
export interface FeedbackApi {
  submit(historyItemId: string, submission: FeedbackSubmission): Observable<ApiResult<Feedback>>;
}

/** The token for binding FeedbackApi in a container. */
export const FeedbackApi = Symbol.for('cadence.FeedbackApi');
