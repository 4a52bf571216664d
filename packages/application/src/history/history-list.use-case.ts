import * as E from 'fp-ts/lib/Either.js';
import {
  asyncScheduler, combineLatest, concat, debounceTime, distinctUntilChanged, EMPTY, exhaustMap, filter, ignoreElements, map,
  merge, mergeMap, type Observable, of, type SchedulerLike, shareReplay, startWith, Subject, switchMap, tap, withLatestFrom,
} from 'rxjs';
import type { Clock } from '../shared/clock.port.js';
import { toast, type Notifications } from '../shared/notifications.port.js';
import { failureMessage } from '../shared/port-error.js';
import type { DownloadRequest, DownloadsUseCase } from './downloads.types.js';
import type { HistoryApi, HistoryQuery } from './history-api.port.js';
import * as S from './history-list-state.js';
import { historyItemTitle, historyListView, selectionDownload } from './history-list-view.js';
import { historyListReducer, type HistoryListAnswer, type HistoryListEvent, type HistoryListIntent } from './history-list.reducer.js';
import type { HistoryListFactory, HistoryListUseCase, HistorySource } from './history-list.types.js';
import { detached, reduceWithEffects } from '../shared/reducer-loop.js';

/** The ports a history list needs. */
export interface HistoryListDeps {
  readonly history: HistoryApi;
  readonly downloads: DownloadsUseCase;
  readonly clock: Clock;
  readonly notifications: Notifications;
  /** Where the search debounce runs (a TestScheduler in tests). */
  readonly scheduler?: SchedulerLike;
}

interface Filters {
  readonly search: string;
  readonly voiceId: string | null;
}

const sameFilters = (a: Filters, b: Filters): boolean => a.search === b.search && a.voiceId === b.voiceId;

/**
 * One history list: pages of 100 on the server's cursor, the next page when the list shows rows near the end, a
 * search debounced by 300 ms and a voice filter (each change reloads from the first page and drops the selection),
 * optimistic delete, selection, and downloads through the downloads use-case. The state is the reducer folded over
 * the intents and the calls' answers while the page shows the view (intents sent while nothing shows it are
 * dropped: there is nothing to act on); a confirmed delete and a started download run to their end, and toast a
 * failure, even if the page is left.
 */
export const createHistoryListUseCase = (deps: HistoryListDeps, source: HistorySource): HistoryListUseCase => {
  const scheduler = deps.scheduler ?? asyncScheduler;
  const intents = new Subject<HistoryListIntent>();
  const send = (intent: HistoryListIntent): void => intents.next(intent);
  const ofType = <T extends HistoryListIntent['type']>(type: T) =>
    intents.pipe(filter((intent): intent is Extract<HistoryListIntent, { type: T }> => intent.type === type));
  const failed = (message: string): void => deps.notifications.notify(toast('error', message));

  const query = (filters: Filters, cursor: string | null): HistoryQuery => ({
    pageSize: S.HISTORY_PAGE_SIZE,
    startAfterHistoryItemId: cursor,
    voiceId: filters.voiceId,
    search: filters.search === '' ? null : filters.search,
    source,
  });
  const page = (filters: Filters, cursor: string | null): Observable<HistoryListAnswer> =>
    deps.history.list(query(filters, cursor)).pipe(
      map(E.match((error): HistoryListAnswer => ({ type: 'pageFailed', message: failureMessage(error) }), (loaded) => ({ type: 'pageLoaded', page: loaded }))),
    );

  // The search follows the typed text after the debounce; the voice filter applies at once.
  const filters$: Observable<Filters> = combineLatest([
    ofType('searchTyped').pipe(map(({ text }) => text), debounceTime(S.HISTORY_SEARCH_DEBOUNCE_MS, scheduler), startWith('')),
    ofType('voiceChosen').pipe(map(({ voiceId }) => voiceId), startWith(null)),
  ]).pipe(map(([search, voiceId]) => ({ search: search.trim(), voiceId })), distinctUntilChanged(sameFilters));

  /** The cursor of each next page the list asks for: rows near the end shown, or the retry after a failed page. */
  const nextCursors = (state$: Observable<S.HistoryListState>): Observable<string | null> =>
    merge(ofType('showing'), ofType('loadMore')).pipe(
      withLatestFrom(state$),
      filter(([intent, state]) =>
        intent.type === 'showing' ? S.wantsNextPage(state, intent.lastVisibleIndex) : state.status !== 'loading' && state.hasMore,
      ),
      map(([, state]) => S.nextCursor(state)),
    );

  const loading = (state$: Observable<S.HistoryListState>): Observable<HistoryListEvent> =>
    combineLatest([filters$, ofType('reload').pipe(startWith(null))]).pipe(
      switchMap(([filters]) =>
        concat(
          of<HistoryListEvent>({ type: 'firstPageStarted', query: filters.search }),
          page(filters, null),
          nextCursors(state$).pipe(exhaustMap((cursor) => concat(of<HistoryListEvent>({ type: 'nextPageStarted' }), page(filters, cursor)))),
        ),
      ),
    );

  const removals: Observable<HistoryListEvent> = ofType('removed').pipe(
    mergeMap(({ item }) =>
      deps.history.remove(item.historyItemId).pipe(
        tap(E.match((error) => failed(failureMessage(error)), () => undefined)),
        detached(),
        filter(E.isLeft),
        map((): HistoryListEvent => ({ type: 'removeRefused', historyItemId: item.historyItemId })),
      ),
    ),
  );

  const download = (request: DownloadRequest, busy: boolean): Observable<HistoryListEvent> => {
    const work = deps.downloads.download(request).pipe(
      tap((outcome) => (outcome.kind === 'failed' ? failed(outcome.message) : undefined)),
      detached(),
      ignoreElements(),
    );
    return busy ? concat(of<HistoryListEvent>({ type: 'downloadStarted' }), work, of<HistoryListEvent>({ type: 'downloadEnded' })) : work;
  };
  const downloads = (state$: Observable<S.HistoryListState>): Observable<HistoryListEvent> =>
    merge(
      ofType('download').pipe(mergeMap(({ item }) => download({ historyItemIds: [item.historyItemId], title: historyItemTitle(item) }, false))),
      ofType('downloadSelected').pipe(
        withLatestFrom(state$),
        mergeMap(([, state]) => {
          const request = selectionDownload(state);
          return request === null ? EMPTY : download(request, true);
        }),
      ),
    );

  const view$ = reduceWithEffects(S.initialHistoryListState, historyListReducer, intents, (state$) =>
    merge(loading(state$), removals, downloads(state$)),
  ).pipe(
    distinctUntilChanged(),
    map((state) => historyListView(state, source, deps.clock.nowMs())),
    shareReplay({ bufferSize: 1, refCount: true }),
  );

  return {
    view$,
    setSearch: (text) => send({ type: 'searchTyped', text }),
    setVoice: (voiceId) => send({ type: 'voiceChosen', voiceId }),
    showing: (lastVisibleIndex) => send({ type: 'showing', lastVisibleIndex }),
    loadMore: () => send({ type: 'loadMore' }),
    reload: () => send({ type: 'reload' }),
    toggleSelected: (historyItemId) => send({ type: 'toggled', historyItemId }),
    selectAll: () => send({ type: 'allSelected' }),
    clearSelection: () => send({ type: 'selectionCleared' }),
    remove: (item) => send({ type: 'removed', item }),
    download: (item) => send({ type: 'download', item }),
    downloadSelected: () => send({ type: 'downloadSelected' }),
  };
};

/** The factory behind RouterContext `history`: a fresh list per page. */
export const createHistoryListFactory = (deps: HistoryListDeps): HistoryListFactory => ({
  open: (source) => createHistoryListUseCase(deps, source),
});
