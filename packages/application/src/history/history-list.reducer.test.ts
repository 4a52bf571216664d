import { describe, expect, it } from 'vitest';
import { historyItem, historyItems } from './testing/history-fakes.js';
import { initialHistoryListState, visibleItems, type HistoryListState } from './history-list-state.js';
import { historyListReducer, type HistoryListEvent } from './history-list.reducer.js';

const run = (...events: HistoryListEvent[]): HistoryListState => events.reduce(historyListReducer, initialHistoryListState);
const page = (count: number, hasMore = false): HistoryListEvent => ({
  type: 'pageLoaded', page: { items: historyItems(count), lastHistoryItemId: `h${String(count)}`, hasMore },
});
const ids = (state: HistoryListState): string[] => visibleItems(state).map((item) => item.historyItemId);

describe('history list reducer: pages', () => {
  it('starts loading, then shows the first page', () => {
    expect(run()).toMatchObject({ status: 'loading', items: [] });
    expect(run({ type: 'firstPageStarted', query: '' }, page(3, true))).toMatchObject({ status: 'ready', hasMore: true, loadingMore: false });
  });

  it('appends a next page without repeating a listed item, and drops the old rows and selection on a new query', () => {
    const more: HistoryListEvent = { type: 'pageLoaded', page: { items: [historyItem('h3'), historyItem('h4')], lastHistoryItemId: 'h4', hasMore: false } };
    const state = run(page(3, true), { type: 'toggled', historyItemId: 'h1' }, { type: 'nextPageStarted' }, more);
    expect(ids(state)).toEqual(['h1', 'h2', 'h3', 'h4']);
    expect(run(page(3), { type: 'toggled', historyItemId: 'h1' }, { type: 'firstPageStarted', query: 'al' })).toMatchObject({
      status: 'loading', items: [], query: 'al', selected: new Set(),
    });
  });

  it('fails the list on a first page, keeps the rows with a retry message on a later one', () => {
    expect(run({ type: 'pageFailed', message: 'Down' })).toMatchObject({ status: 'failed', error: 'Down' });
    const later = run(page(3, true), { type: 'nextPageStarted' }, { type: 'pageFailed', message: 'Down' });
    expect(later).toMatchObject({ status: 'ready', loadingMore: false, error: 'Down' });
    expect(ids(later)).toHaveLength(3);
  });
});

describe('history list reducer: intents', () => {
  it('keeps the typed search and the chosen voice', () => {
    expect(run({ type: 'searchTyped', text: ' al' }, { type: 'voiceChosen', voiceId: 'v2' })).toMatchObject({ search: ' al', voiceId: 'v2' });
  });

  it('selects one, all and none', () => {
    const loaded = run(page(3));
    expect(historyListReducer(loaded, { type: 'toggled', historyItemId: 'h2' }).selected).toEqual(new Set(['h2']));
    expect(historyListReducer(loaded, { type: 'allSelected' }).selected).toEqual(new Set(['h1', 'h2', 'h3']));
    expect(run(page(3), { type: 'allSelected' }, { type: 'selectionCleared' }).selected).toEqual(new Set());
  });

  it('hides a removed row (and unselects it), and shows it again when the server refuses', () => {
    const removed = run(page(3), { type: 'toggled', historyItemId: 'h2' }, { type: 'removed', item: historyItem('h2') });
    expect(ids(removed)).toEqual(['h1', 'h3']);
    expect(removed.selected).toEqual(new Set());
    expect(ids(historyListReducer(removed, { type: 'removeRefused', historyItemId: 'h2' }))).toEqual(['h1', 'h2', 'h3']);
  });

  it('is busy between a download starting and ending', () => {
    expect(run({ type: 'downloadStarted' }).downloading).toBe(true);
    expect(run({ type: 'downloadStarted' }, { type: 'downloadEnded' }).downloading).toBe(false);
  });

  it('leaves the state as it is for intents that only start work', () => {
    const loaded = run(page(3, true));
    for (const event of [
      { type: 'showing', lastVisibleIndex: 2 }, { type: 'loadMore' }, { type: 'reload' }, { type: 'download', item: historyItem('h1') },
      { type: 'downloadSelected' },
    ] as const) {
      expect(historyListReducer(loaded, event)).toBe(loaded);
    }
  });
});
