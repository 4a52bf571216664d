import type { HistoryPage } from './history-api.port.js';
import type { HistoryItem } from './history-item.js';

/** Rows a page asks for: 100. */
export const HISTORY_PAGE_SIZE = 100;

/** The next page loads once the list shows a row this close to the end of what is loaded. */
export const HISTORY_LOAD_MORE_THRESHOLD = 20;

/** How long the search box waits after the last keystroke before it queries: 300 ms. */
export const HISTORY_SEARCH_DEBOUNCE_MS = 300;

/** The state behind a history list; pure transitions below, the use-case holds the current one. */
export interface HistoryListState {
  readonly status: 'loading' | 'ready' | 'failed';
  /** The loaded pages of the current query, in server order (deleted rows included until reloaded). */
  readonly items: readonly HistoryItem[];
  readonly hasMore: boolean;
  readonly loadingMore: boolean;
  readonly error: string | null;
  /** The search box's text as typed. */
  readonly search: string;
  /** The search the loaded rows answer (the typed text once the debounce has passed, trimmed). */
  readonly query: string;
  readonly voiceId: string | null;
  /** Rows removed by the user (optimistically, then for good). */
  readonly hidden: ReadonlySet<string>;
  readonly selected: ReadonlySet<string>;
  /** Every voice seen in any loaded page, so the filter keeps its options while it filters. */
  readonly voices: ReadonlyMap<string, string>;
  readonly downloading: boolean;
}

export const initialHistoryListState: HistoryListState = {
  status: 'loading',
  items: [],
  hasMore: false,
  loadingMore: false,
  error: null,
  search: '',
  query: '',
  voiceId: null,
  hidden: new Set(),
  selected: new Set(),
  voices: new Map(),
  downloading: false,
};

const without = <T>(set: ReadonlySet<T>, value: T): ReadonlySet<T> => new Set([...set].filter((entry) => entry !== value));

/** The rows shown: the loaded items the user has not removed. */
export const visibleItems = (state: HistoryListState): readonly HistoryItem[] =>
  state.hidden.size === 0 ? state.items : state.items.filter((item) => !state.hidden.has(item.historyItemId));

/**
 * The cursor of the next page: the last loaded item that still exists. A removed item cannot be the cursor: the
 * server finds no position for an id it has deleted.
 */
export const nextCursor = (state: HistoryListState): string | null => visibleItems(state).at(-1)?.historyItemId ?? null;

/** A first page starts: the old rows go (a new query), the selection with them. */
export const firstPageStarted = (state: HistoryListState, query: string): HistoryListState => ({
  ...state, status: 'loading', query, items: [], hasMore: false, loadingMore: false, error: null, selected: new Set(),
});

export const nextPageStarted = (state: HistoryListState): HistoryListState => ({ ...state, loadingMore: true, error: null });

const withVoices = (voices: ReadonlyMap<string, string>, items: readonly HistoryItem[]): ReadonlyMap<string, string> => {
  const next = new Map(voices);
  for (const item of items) if (item.voiceId !== null) next.set(item.voiceId, item.voiceName ?? item.voiceId);
  return next;
};

/** A page arrived: its items are appended (an item already listed is not repeated). */
export const pageLoaded = (state: HistoryListState, page: HistoryPage): HistoryListState => {
  const known = new Set(state.items.map((item) => item.historyItemId));
  const fresh = page.items.filter((item) => !known.has(item.historyItemId));
  return {
    ...state,
    status: 'ready',
    items: [...state.items, ...fresh],
    hasMore: page.hasMore && page.items.length > 0,
    loadingMore: false,
    error: null,
    voices: withVoices(state.voices, page.items),
  };
};

/** A page failed: a first page fails the list; a later one keeps the rows and offers a retry. */
export const pageFailed = (state: HistoryListState, message: string): HistoryListState => ({
  ...state,
  status: state.status === 'loading' ? 'failed' : state.status,
  loadingMore: false,
  error: message,
});

export const hide = (state: HistoryListState, id: string): HistoryListState => ({
  ...state, hidden: new Set([...state.hidden, id]), selected: without(state.selected, id),
});

export const unhide = (state: HistoryListState, id: string): HistoryListState => ({ ...state, hidden: without(state.hidden, id) });

export const toggleSelected = (state: HistoryListState, id: string): HistoryListState => ({
  ...state, selected: state.selected.has(id) ? without(state.selected, id) : new Set([...state.selected, id]),
});

export const selectAll = (state: HistoryListState): HistoryListState => ({
  ...state, selected: new Set(visibleItems(state).map((item) => item.historyItemId)),
});

export const clearSelection = (state: HistoryListState): HistoryListState => ({ ...state, selected: new Set() });

/** The selected items in list order. */
export const selectedItems = (state: HistoryListState): readonly HistoryItem[] =>
  visibleItems(state).filter((item) => state.selected.has(item.historyItemId));

/** True when the list shows a row near the end of what is loaded, more exists, and nothing is loading. */
export const wantsNextPage = (state: HistoryListState, lastVisibleIndex: number): boolean =>
  state.status === 'ready' &&
  state.hasMore &&
  !state.loadingMore &&
  state.error === null &&
  lastVisibleIndex >= visibleItems(state).length - HISTORY_LOAD_MORE_THRESHOLD;
