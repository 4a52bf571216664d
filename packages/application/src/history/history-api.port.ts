import type * as E from 'fp-ts/lib/Either.js';
import type { Observable } from 'rxjs';
import type { DownloadFormat } from '@cadence/domain';
import type { CommonError, NotFound, SessionExpired } from '../shared/port-error.js';
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

/**
 * How a history call fails:
 * - `NotFound`: the item (or one of the items to download) does not exist, was deleted, or is another workspace's;
 * - `SessionExpired`: the user is no longer signed in;
 * - `Rejected`: the service refused the request for its own reason (in `message`);
 * - `Unavailable`: the service could not be reached, failed, or answered something unreadable.
 * Each carries the service's reason when it gave one; `failureMessage` turns any of them into the spec's toast.
 */
export type HistoryError = NotFound | SessionExpired | CommonError;

/** The workspace's generation history (GET/DELETE /v1/history…, POST /v1/history/download). */
export interface HistoryApi {
  list(query: HistoryQuery): Observable<E.Either<HistoryError, HistoryPage>>;
  get(historyItemId: string): Observable<E.Either<HistoryError, HistoryItem>>;
  remove(historyItemId: string): Observable<E.Either<HistoryError, void>>;
  /** One id answers its audio, several a zip. */
  download(historyItemIds: readonly string[], format: DownloadFormat): Observable<E.Either<HistoryError, DownloadedAudio>>;
}
