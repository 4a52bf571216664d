import { formatCount, formatRelativeDate } from '@cadence/domain';
import type { DownloadRequest } from './downloads.types.js';
import type { HistoryItem } from './history-item.js';
import { selectedItems, visibleItems, type HistoryListState } from './history-list-state.js';
import type { HistoryListView, HistoryRowView, HistorySource } from './history-list.types.js';

/** The empty list of text to speech. */
export const NO_TTS_HISTORY_MESSAGE = 'No generations yet. Your text to speech generations appear here.';

/** The empty list of speech to speech. */
export const NO_STS_HISTORY_MESSAGE = 'No conversions yet. Your speech to speech conversions appear here.';

/** The empty list while a search or the voice filter is on. */
export const NO_MATCHING_HISTORY_MESSAGE = 'No generations match your search.';

/** The name shown for an item whose voice is unknown. */
export const UNKNOWN_VOICE_NAME = 'Unknown voice';

/**
 * The title of an item: its text, else its dialogue lines joined, else (speech to speech has no text) a label
 * with the target voice.
 */
export const historyItemTitle = (item: HistoryItem): string => {
  if (item.text !== null && item.text !== '') return item.text;
  if (item.dialogue !== null && item.dialogue.length > 0) return item.dialogue.map((line) => line.text).join(' ');
  return `Speech to speech with ${item.voiceName ?? UNKNOWN_VOICE_NAME}`;
};

const rowView = (item: HistoryItem, selected: boolean, nowMs: number): HistoryRowView => ({
  item,
  id: item.historyItemId,
  title: historyItemTitle(item),
  voiceName: item.voiceName ?? UNKNOWN_VOICE_NAME,
  date: formatRelativeDate(item.dateUnix * 1000, nowMs),
  characters: formatCount(item.characterCost),
  selected,
});

const emptyMessage = (state: HistoryListState, rows: number, source: HistorySource): string | null => {
  if (state.status !== 'ready' || rows > 0 || state.hasMore) return null;
  if (state.query !== '' || state.voiceId !== null) return NO_MATCHING_HISTORY_MESSAGE;
  return source === 'TTS' ? NO_TTS_HISTORY_MESSAGE : NO_STS_HISTORY_MESSAGE;
};

/** The view of a state, dates relative to now (unix ms). */
export const historyListView = (state: HistoryListState, source: HistorySource, nowMs: number): HistoryListView => {
  const items = visibleItems(state);
  const selectedCount = selectedItems(state).length;
  return {
    status: state.status,
    rows: items.map((item) => rowView(item, state.selected.has(item.historyItemId), nowMs)),
    hasMore: state.hasMore,
    loadingMore: state.loadingMore,
    error: state.error,
    search: state.search,
    voiceId: state.voiceId,
    voices: [...state.voices].map(([voiceId, name]) => ({ voiceId, name })).sort((a, b) => a.name.localeCompare(b.name)),
    selectedCount,
    allSelected: items.length > 0 && selectedCount === items.length,
    downloading: state.downloading,
    emptyMessage: emptyMessage(state, items.length, source),
  };
};

/** "Download selected": one selected item as its titled file, several as the zip, in list order; none: null. */
export const selectionDownload = (state: HistoryListState): DownloadRequest | null => {
  const items = selectedItems(state);
  const [only] = items;
  if (only === undefined) return null;
  if (items.length === 1) return { historyItemIds: [only.historyItemId], title: historyItemTitle(only) };
  return { historyItemIds: items.map((item) => item.historyItemId), format: 'zip' };
};
