import type {
  DownloadRequest, DownloadsUseCase, HistoryItem, HistoryListEffect, HistoryListFactory, HistoryListUseCase, HistoryListView,
  HistoryRowView, HistorySource,
} from '@cadence/application';
import { BehaviorSubject, defer, EMPTY, of, Subject, type Observable } from 'rxjs';

/** A history item for the web tests. */
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

/** Intents that end at once. */
const recorded = (effect: () => void): Observable<never> =>
  defer(() => {
    effect();
    return EMPTY;
  });

/** The history lists: every page opens the same fake list; its view and effects are subjects, intents recorded. */
export const createFakeHistory = (initial: HistoryListView = HISTORY_LOADING) => {
  const view = new BehaviorSubject(initial);
  const effects = new Subject<HistoryListEffect>();
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
    effects$: effects.asObservable(),
    setSearch: (text) => calls.search.push(text),
    setVoice: (voiceId) => calls.voice.push(voiceId),
    showing: (index) => calls.showing.push(index),
    loadMore: () => (calls.loadMore += 1),
    reload: () => (calls.reload += 1),
    toggleSelected: (id) => calls.toggleSelected.push(id),
    selectAll: () => (calls.selectAll += 1),
    clearSelection: () => (calls.clearSelection += 1),
    remove: (item) => recorded(() => calls.remove.push(item.historyItemId)),
    download: (item) => recorded(() => calls.download.push(item.historyItemId)),
    downloadSelected: () => recorded(() => (calls.downloadSelected += 1)),
  };
  const history: HistoryListFactory = {
    open: (source) => {
      calls.opened.push(source);
      return list;
    },
  };
  return { view, effects, calls, history };
};

/** Downloads: requests are recorded and end saved. */
export const createFakeDownloads = () => {
  const requests: DownloadRequest[] = [];
  const downloads: DownloadsUseCase = {
    download: (request) =>
      defer(() => {
        requests.push(request);
        return of({ kind: 'saved' as const, fileName: 'audio.mp3' });
      }),
  };
  return { requests, downloads };
};

