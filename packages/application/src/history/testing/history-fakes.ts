// In-memory fakes of the history ports and the history item mother, for the use-case tests here and the web's
// component tests (exported from @cadence/application/testing).
import * as E from 'fp-ts/lib/Either.js';
import { of, type Observable } from 'rxjs';
import { NotFound } from '../../shared/port-error.js';
import type { DownloadOutcome, DownloadRequest, DownloadsUseCase } from '../downloads.types.js';
import type { DownloadedAudio, HistoryApi, HistoryError, HistoryPage, HistoryQuery } from '../history-api.port.js';
import type { HistoryItem } from '../history-item.js';

/** The history item mother: a text to speech item `id` ("Text of {id}", Rachel, 12 characters), with overrides. */
export const historyItem = (id: string, overrides: Partial<HistoryItem> = {}): HistoryItem => ({
  historyItemId: id,
  text: `Text of ${id}`,
  voiceId: 'v1',
  voiceName: 'Rachel',
  modelId: 'eleven_multilingual_v2',
  dateUnix: 1_790_000_000,
  characterCost: 12,
  contentType: 'audio/mpeg',
  source: 'TTS',
  dialogue: null,
  feedback: null,
  ...overrides,
});

/** `count` items h1…hN, newest first (h1 newest). */
export const historyItems = (count: number, overrides: Partial<HistoryItem> = {}): HistoryItem[] =>
  Array.from({ length: count }, (_, index) => historyItem(`h${String(index + 1)}`, { dateUnix: 1_790_000_000 - index, ...overrides }));

const matches = (query: HistoryQuery) => (item: HistoryItem): boolean =>
  (query.voiceId === null || item.voiceId === query.voiceId) &&
  (query.source === null || item.source === query.source) &&
  (query.search === null || (item.text ?? '').toLowerCase().includes(query.search.toLowerCase()));

/** Pages `items` like the server: filters, then the items after the cursor, pageSize of them. */
export const historyPageOf = (items: readonly HistoryItem[], query: HistoryQuery): HistoryPage => {
  const filtered = items.filter(matches(query));
  const start = query.startAfterHistoryItemId === null ? 0 : filtered.findIndex((item) => item.historyItemId === query.startAfterHistoryItemId) + 1;
  const page = filtered.slice(start, start + query.pageSize);
  return { items: page, lastHistoryItemId: page.at(-1)?.historyItemId ?? null, hasMore: start + query.pageSize < filtered.length };
};

/** A HistoryApi over an item list; each call is recorded, and a call can be overridden per test. */
export const fakeHistoryApi = (
  items: readonly HistoryItem[] = [],
  overrides: Partial<HistoryApi> = {},
  downloadReply?: (ids: readonly string[]) => Observable<E.Either<HistoryError, DownloadedAudio>>,
) => {
  const state = { items: [...items] };
  const queries: HistoryQuery[] = [];
  const removed: string[] = [];
  const downloads: { readonly ids: readonly string[]; readonly format: string }[] = [];
  const api: HistoryApi = {
    list: (query) => {
      queries.push(query);
      return of(E.right(historyPageOf(state.items, query)));
    },
    get: (id) => {
      const found = state.items.find((item) => item.historyItemId === id);
      return of(found === undefined ? E.left(NotFound('A history item with this id was not found.')) : E.right(found));
    },
    remove: (id) => {
      removed.push(id);
      state.items = state.items.filter((item) => item.historyItemId !== id);
      return of(E.right(undefined));
    },
    download: (ids, format) => {
      downloads.push({ ids, format });
      if (downloadReply !== undefined) return downloadReply(ids);
      const contentType = ids.length > 1 ? 'application/zip' : 'audio/mpeg';
      return of(E.right({ contentType, body: new Uint8Array([1, 2, 3]) }));
    },
    ...overrides,
  };
  return { api, state, queries, removed, downloads };
};

/** A download call's one answer: the audio, or the port's error. */
export const downloadAnswer = (value: DownloadedAudio | HistoryError): Observable<E.Either<HistoryError, DownloadedAudio>> =>
  of('_tag' in value ? E.left(value) : E.right(value));

/** Downloads that record each request and answer saved (or the given outcome) at once. */
export const recordingDownloads = (
  outcome: DownloadOutcome = { kind: 'saved', fileName: 'audio.mp3' },
): DownloadsUseCase & { readonly requests: DownloadRequest[] } => {
  const requests: DownloadRequest[] = [];
  return { requests, download: (request) => { requests.push(request); return of(outcome); } };
};
