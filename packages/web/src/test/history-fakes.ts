import type { HistoryListFactory, HistoryListUseCase, HistoryListView, HistoryRowView, HistorySource } from '@cadence/application';
import { historyItem, recordingDownloads } from '@cadence/application/testing';
import { BehaviorSubject } from 'rxjs';

/** The history item mother of the application's testing entry (one for application and web tests). */
export { historyItem };

/** A row as the use-case formats it. */
export const historyRow = (id: string, overrides: Partial<HistoryRowView> = {}): HistoryRowView => {
  const item = historyItem(id);
  return { item, id, title: item.text ?? '', voiceName: 'Rachel', date: '3 minutes ago', characters: '12', selected: false, ...overrides };
};

/** `count` rows h1…hN. */
export const historyRows = (count: number): HistoryRowView[] => Array.from({ length: count }, (_, index) => historyRow(`h${String(index + 1)}`));

/** A loaded list view with the given rows. */
export const historyView = (rows: readonly HistoryRowView[], overrides: Partial<HistoryListView> = {}): HistoryListView => ({
  status: 'ready',
  rows,
  hasMore: false,
  loadingMore: false,
  error: null,
  search: '',
  voiceId: null,
  voices: [{ voiceId: 'v1', name: 'Rachel' }, { voiceId: 'v2', name: 'Adam' }],
  selectedCount: rows.filter((row) => row.selected).length,
  allSelected: rows.length > 0 && rows.every((row) => row.selected),
  downloading: false,
  emptyMessage: null,
  ...overrides,
});

/** The list before its first page. */
export const HISTORY_LOADING: HistoryListView = { ...historyView([]), status: 'loading' };

/** The history lists: every page opens the same fake list; its view is a subject, intents are recorded. */
export const createFakeHistory = (initial: HistoryListView = HISTORY_LOADING) => {
  const view = new BehaviorSubject(initial);
  const calls = {
    opened: [] as HistorySource[],
    search: [] as string[],
    voice: [] as (string | null)[],
    showing: [] as number[],
    loadMore: 0,
    reload: 0,
    toggleSelected: [] as string[],
    selectAll: 0,
    clearSelection: 0,
    remove: [] as string[],
    download: [] as string[],
    downloadSelected: 0,
  };
  const list: HistoryListUseCase = {
    view$: view.asObservable(),
    setSearch: (text) => calls.search.push(text),
    setVoice: (voiceId) => calls.voice.push(voiceId),
    showing: (index) => calls.showing.push(index),
    loadMore: () => (calls.loadMore += 1),
    reload: () => (calls.reload += 1),
    toggleSelected: (id) => calls.toggleSelected.push(id),
    selectAll: () => (calls.selectAll += 1),
    clearSelection: () => (calls.clearSelection += 1),
    remove: (item) => calls.remove.push(item.historyItemId),
    download: (item) => calls.download.push(item.historyItemId),
    downloadSelected: () => (calls.downloadSelected += 1),
  };
  const history: HistoryListFactory = {
    open: (source) => {
      calls.opened.push(source);
      return list;
    },
  };
  return { view, calls, history };
};

/** Downloads: requests are recorded and end saved (the application's fake). */
export const createFakeDownloads = () => {
  const downloads = recordingDownloads();
  return { requests: downloads.requests, downloads };
};

