import type { ApiResult, FeedbackApi } from '@cadence/application';
import type { Feedback, FeedbackSubmission } from '@cadence/domain';
import type { Observable } from 'rxjs';
import { apiCall } from './api-call.js';
import type { ApiClient } from './api-client.js';
import { HistoryFeedbackCodec } from './codecs/history-item.codec.js';

/** FeedbackApi over POST /v1/history/{id}/feedback. */
export class HttpFeedbackApi implements FeedbackApi {
  constructor(private readonly client: ApiClient) {}

  submit(historyItemId: string, submission: FeedbackSubmission): Observable<ApiResult<Feedback>> {
    const params = { path: { history_item_id: historyItemId } };
    const body = { ...submission };
    return apiCall(HistoryFeedbackCodec, (init) => this.client.POST('/v1/history/{history_item_id}/feedback', { ...init, params, body }));
  }
}
