import type { Observable } from 'rxjs';
import type { HistoryItem } from './history-item.js';

/** Which generations a history page lists: text to speech or speech to speech (fixed by the route). */
export type HistorySource = 'TTS' | 'STS';

/** One row of the history list, everything already formatted. */
export interface HistoryRowView {
  readonly item: HistoryItem;
  readonly id: string;
  /** The text (dialogue lines joined), or a label for speech to speech, which has none. */
  readonly title: string;
  readonly voiceName: string;
  /** Relative to now: "3 minutes ago". */
  readonly date: string;
  /** The characters charged, with K and M: "1.5K". */
  readonly characters: string;
  readonly selected: boolean;
}

/** A voice the filter offers: every voice seen in the loaded pages. */
export interface HistoryVoiceOption {
  readonly voiceId: string;
  readonly name: string;
}

/** The history list as the page renders it. */
export interface HistoryListView {
  readonly status: 'loading' | 'ready' | 'failed';
  readonly rows: readonly HistoryRowView[];
  readonly hasMore: boolean;
  readonly loadingMore: boolean;
  /** The message of the last failed page load (shown with a retry), else null. */
  readonly error: string | null;
  /** The search box's text as typed (the query follows it after the debounce). */
  readonly search: string;
  readonly voiceId: string | null;
  readonly voices: readonly HistoryVoiceOption[];
  readonly selectedCount: number;
  /** Every loaded row is selected (and there is at least one). */
  readonly allSelected: boolean;
  /** "Download selected" is running. */
  readonly downloading: boolean;
  /** Shown instead of rows once loaded and empty: differs when a search or filter is on. */
  readonly emptyMessage: string | null;
}

/**
 * One history page (text to speech or speech to speech): paging, search, voice filter, selection, delete, downloads.
 * Intents return nothing: their outcome shows in the view, and failures as toasts through Notifications.
 */
export interface HistoryListUseCase {
  /** Subscribing loads the first page; it reloads when the search (debounced) or the voice filter changes. */
  readonly view$: Observable<HistoryListView>;
  setSearch(text: string): void;
  setVoice(voiceId: string | null): void;
  /** The list shows rows up to this index: near the end, the next page loads (once at a time). */
  showing(lastVisibleIndex: number): void;
  /** Loads the next page now (the retry after a later page failed). */
  loadMore(): void;
  /** Loads the first page again (the retry after the first page failed). */
  reload(): void;
  toggleSelected(historyItemId: string): void;
  selectAll(): void;
  clearSelection(): void;
  /** Removes the row at once; restores it with an error toast when the server refuses. */
  remove(item: HistoryItem): void;
  /** Saves the item's audio under its title; a failure is toasted. */
  download(item: HistoryItem): void;
  /** The selected items: one as its audio file, several as the history archive zip. */
  downloadSelected(): void;
}

/** Makes the list of one source; each page gets its own. */
export interface HistoryListFactory {
  open(source: HistorySource): HistoryListUseCase;
}
