import type { Observable } from 'rxjs';
import type { DownloadFormat } from '@cadence/domain';
import type { ApiResult } from '../shared/http-error.js';
import type { HistoryItem } from './history-item.js';

/** What a history page asks for (GET /v1/history query). */
export interface HistoryQuery {
  readonly pageSize: number;
  /** The cursor: the last item id of the previous page; null for the first page. */
  readonly startAfterHistoryItemId: string | null;
  readonly voiceId: string | null;
  readonly search: string | null;
  readonly source: 'TTS' | 'STS' | null;
}

/** One page of history, newest first. */
export interface HistoryPage {
  readonly items: readonly HistoryItem[];
  readonly lastHistoryItemId: string | null;
  readonly hasMore: boolean;
}

/** A downloaded response before the domain checks it: its content type and raw body (null when the body was empty). */
export interface DownloadedAudio {
  readonly contentType: string;
  readonly body: Uint8Array | null;
}

/** The workspace's generation history (GET/DELETE /v1/history…, POST /v1/history/download). */
export interface HistoryApi {
  list(query: HistoryQuery): Observable<ApiResult<HistoryPage>>;
  get(historyItemId: string): Observable<ApiResult<HistoryItem>>;
  remove(historyItemId: string): Observable<ApiResult<void>>;
  /** One id answers its audio, several a zip. */
  download(historyItemIds: readonly string[], format: DownloadFormat): Observable<ApiResult<DownloadedAudio>>;
}

/** The token for binding HistoryApi in a container. */
export const HistoryApi = Symbol.for('cadence.HistoryApi');
