import * as E from 'fp-ts/lib/Either.js';
import {
  asyncScheduler, BehaviorSubject, combineLatest, concat, debounceTime, defer, distinctUntilChanged, EMPTY, exhaustMap,
  finalize, ignoreElements, map, merge, type Observable, type SchedulerLike, shareReplay, startWith, Subject,
  switchMap, tap,
} from 'rxjs';
import type { Clock } from '../shared/clock.port.js';
import type { HistoryApi, HistoryQuery } from './history-api.port.js';
import type { HistoryItem } from './history-item.js';
import type { DownloadOutcome, DownloadRequest, DownloadsUseCase } from './downloads.types.js';
import { toastMessageFor } from '../shared/http-error-toast.js';
import * as S from './history-list-state.js';
import { historyItemTitle, historyListView } from './history-list-view.js';
import type { HistoryListEffect, HistoryListFactory, HistoryListUseCase, HistorySource } from './history-list.types.js';

/** The ports a history list needs. */
export interface HistoryListDeps {
  readonly history: HistoryApi;
  readonly downloads: DownloadsUseCase;
  readonly clock: Clock;
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
 * optimistic delete, selection, and downloads through the downloads use-case.
 */
export const createHistoryListUseCase = (deps: HistoryListDeps, source: HistorySource): HistoryListUseCase => {
  const scheduler = deps.scheduler ?? asyncScheduler;
  const state = new BehaviorSubject<S.HistoryListState>(S.initialHistoryListState);
  const update = (step: (current: S.HistoryListState) => S.HistoryListState): void => state.next(step(state.value));
  const typed = new Subject<string>();
  // The filters' own subjects, not the state: loading writes the state, and a write while the state emits would
  // reach later subscribers out of order.
  const voiceChoice = new BehaviorSubject<string | null>(null);
  const nextPages = new Subject<void>();
  const reloads = new Subject<void>();
  const effects = new Subject<HistoryListEffect>();
  const toastError = (message: string): void => effects.next({ type: 'toast', kind: 'error', message });

  const query = (filters: Filters, cursor: string | null): HistoryQuery => ({
    pageSize: S.HISTORY_PAGE_SIZE,
    startAfterHistoryItemId: cursor,
    voiceId: filters.voiceId,
    search: filters.search === '' ? null : filters.search,
    source,
  });

  const loadPage = (filters: Filters, first: boolean): Observable<never> =>
    defer(() => {
      update((s) => (first ? S.firstPageStarted(s, filters.search) : S.nextPageStarted(s)));
      const cursor = first ? null : S.nextCursor(state.value);
      return deps.history.list(query(filters, cursor)).pipe(
        tap(E.match((error) => update((s) => S.pageFailed(s, toastMessageFor(error))), (page) => update((s) => S.pageLoaded(s, page)))),
        ignoreElements(),
      );
    });

  // The search follows the typed text after the debounce; the voice filter applies at once.
  const filters$: Observable<Filters> = defer(() =>
    combineLatest([
      typed.pipe(debounceTime(S.HISTORY_SEARCH_DEBOUNCE_MS, scheduler), startWith(state.value.search)),
      voiceChoice,
    ]),
  ).pipe(
    map(([search, voiceId]) => ({ search: search.trim(), voiceId })),
    distinctUntilChanged(sameFilters),
  );

  const loading$ = combineLatest([filters$, reloads.pipe(startWith(undefined))]).pipe(
    switchMap(([filters]) => concat(loadPage(filters, true), nextPages.pipe(exhaustMap(() => loadPage(filters, false))))),
  );

  const view$ = merge(loading$, state.pipe(map((s) => historyListView(s, source, deps.clock.nowMs())))).pipe(
    shareReplay({ bufferSize: 1, refCount: true }),
  );

  const reportFailure = tap((outcome: DownloadOutcome) => {
    if (outcome.kind === 'failed') toastError(outcome.message);
  });

  const downloadWhileBusy = (request: DownloadRequest): Observable<DownloadOutcome> =>
    defer(() => {
      update((s) => ({ ...s, downloading: true }));
      return deps.downloads.download(request).pipe(
        reportFailure,
        finalize(() => update((s) => ({ ...s, downloading: false }))),
      );
    });

  const remove = (item: HistoryItem): Observable<void> =>
    defer(() => {
      const id = item.historyItemId;
      update((s) => S.hide(s, id));
      return deps.history.remove(id).pipe(
        map(E.match((error) => {
          update((s) => S.unhide(s, id));
          toastError(toastMessageFor(error));
        }, () => undefined)),
      );
    });

  const downloadSelected = (): Observable<DownloadOutcome> =>
    defer(() => {
      const items = S.selectedItems(state.value);
      const [only] = items;
      if (only === undefined) return EMPTY;
      if (items.length === 1) return downloadWhileBusy({ historyItemIds: [only.historyItemId], title: historyItemTitle(only) });
      return downloadWhileBusy({ historyItemIds: items.map((item) => item.historyItemId), format: 'zip' });
    });

  return {
    view$,
    effects$: effects.asObservable(),
    setSearch: (text) => {
      update((s) => ({ ...s, search: text }));
      typed.next(text);
    },
    setVoice: (voiceId) => {
      update((s) => ({ ...s, voiceId }));
      voiceChoice.next(voiceId);
    },
    showing: (lastVisibleIndex) => {
      if (S.wantsNextPage(state.value, lastVisibleIndex)) nextPages.next();
    },
    reload: () => reloads.next(),
    loadMore: () => {
      if (state.value.status !== 'loading' && state.value.hasMore) nextPages.next();
    },
    toggleSelected: (id) => update((s) => S.toggleSelected(s, id)),
    selectAll: () => update(S.selectAll),
    clearSelection: () => update(S.clearSelection),
    remove,
    download: (item) => deps.downloads.download({ historyItemIds: [item.historyItemId], title: historyItemTitle(item) }).pipe(reportFailure),
    downloadSelected,
  };
};

/** The factory behind RouterContext `history`: a fresh list per page. */
export const createHistoryListFactory = (deps: HistoryListDeps): HistoryListFactory => ({
  open: (source) => createHistoryListUseCase(deps, source),
});
