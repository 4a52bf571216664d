import {
  NotFound, SessionExpired, type DownloadedAudio, type HistoryApi, type HistoryError, type HistoryItem, type HistoryPage, type HistoryQuery,
} from '@cadence/application';
import type { DownloadFormat } from '@cadence/domain';
import * as E from 'fp-ts/lib/Either.js';
import { map, type Observable } from 'rxjs';
import { apiCall } from './api-call.js';
import type { ApiClient } from './api-client.js';
import { bytesCall } from './bytes-call.js';
import { HistoryItemCodec, HistoryPageCodec, type HistoryItemBody } from './codecs/history-item.codec.js';
import { OkCodec } from './codecs/ok.codec.js';
import { errorTable, withErrors } from './error-table.js';

/** The history endpoints' failures in the port's words: an unknown (or deleted) item, or a session that is over. */
export const HISTORY_ERRORS = errorTable<HistoryError>([
  { code: 'history_item_not_found', to: NotFound },
  { status: 404, to: NotFound },
  { status: 401, to: SessionExpired },
]);

type Answer<A> = Observable<E.Either<HistoryError, A>>;

/** The contract's item as the application's HistoryItem (absent optional fields read as null). */
export const toHistoryItem = (body: HistoryItemBody): HistoryItem => ({
  historyItemId: body.history_item_id,
  text: body.text ?? null,
  voiceId: body.voice_id ?? null,
  voiceName: body.voice_name ?? null,
  modelId: body.model_id ?? null,
  dateUnix: body.date_unix,
  characterCost: body.character_count_change_to - body.character_count_change_from,
  contentType: body.content_type,
  source: body.source ?? null,
  dialogue: body.dialogue?.map(({ text, voice_id }) => ({ text, voice_id })) ?? null,
  feedback: body.feedback ?? null,
});

/** The query without empty parts: the server's schema refuses empty strings for the cursor and voice. */
const listQuery = (query: HistoryQuery) => ({
  page_size: query.pageSize,
  ...(query.startAfterHistoryItemId ? { start_after_history_item_id: query.startAfterHistoryItemId } : {}),
  ...(query.voiceId ? { voice_id: query.voiceId } : {}),
  ...(query.search ? { search: query.search } : {}),
  ...(query.source ? { source: query.source } : {}),
});

/** HistoryApi over GET/DELETE /v1/history… and POST /v1/history/download, with the session's bearer token. */
export class HttpHistoryApi implements HistoryApi {
  constructor(private readonly client: ApiClient) {}

  list(query: HistoryQuery): Answer<HistoryPage> {
    return apiCall(HistoryPageCodec, (init) => this.client.GET('/v1/history', { ...init, params: { query: listQuery(query) } })).pipe(
      map(
        E.map((page) => ({
          items: page.history.map(toHistoryItem),
          lastHistoryItemId: page.last_history_item_id ?? null,
          hasMore: page.has_more,
        })),
      ),
      withErrors(HISTORY_ERRORS),
    );
  }

  get(historyItemId: string): Answer<HistoryItem> {
    const params = { path: { history_item_id: historyItemId } };
    return apiCall(HistoryItemCodec, (init) => this.client.GET('/v1/history/{history_item_id}', { ...init, params })).pipe(
      map(E.map(toHistoryItem)),
      withErrors(HISTORY_ERRORS),
    );
  }

  remove(historyItemId: string): Answer<void> {
    const params = { path: { history_item_id: historyItemId } };
    return apiCall(OkCodec, (init) => this.client.DELETE('/v1/history/{history_item_id}', { ...init, params })).pipe(
      map(E.map((): void => undefined)),
      withErrors(HISTORY_ERRORS),
    );
  }

  download(historyItemIds: readonly string[], format: DownloadFormat): Answer<DownloadedAudio> {
    // The contract converts to mp3 or wav; a zip is what several ids answer, so 'zip' asks for mp3 files inside.
    const body = { history_item_ids: [...historyItemIds], output_format: format === 'wav' ? ('wav' as const) : ('mp3' as const) };
    return bytesCall((init) => this.client.POST('/v1/history/download', { ...init, body })).pipe(withErrors(HISTORY_ERRORS));
  }
}
