import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/lib/Either.js';
import { of, Subject, type Observable } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { NotFound, Rejected, Unavailable } from '../shared/port-error.js';
import { recordingNotifications } from '../shared/testing/shared-fakes.js';
import type { HistoryApi, HistoryError, HistoryPage } from './history-api.port.js';
import type { HistoryItem } from './history-item.js';
import { fakeHistoryApi, historyItem, historyItems, recordingDownloads } from './testing/history-fakes.js';
import { createHistoryListUseCase, type HistoryListDeps } from './history-list.use-case.js';
import { NO_MATCHING_HISTORY_MESSAGE, NO_STS_HISTORY_MESSAGE, NO_TTS_HISTORY_MESSAGE } from './history-list-view.js';
import type { HistoryListView, HistorySource } from './history-list.types.js';

const NOW_MS = 1_790_000_000_000;

const deps = (history: HistoryApi, extra: Partial<HistoryListDeps> = {}): HistoryListDeps => ({
  history, downloads: recordingDownloads(), clock: { nowMs: () => NOW_MS }, notifications: recordingNotifications(), ...extra,
});

const setup = (
  items: readonly HistoryItem[] = historyItems(250),
  options: { overrides?: Partial<HistoryApi>; source?: HistorySource; downloads?: ReturnType<typeof recordingDownloads> } = {},
) => {
  const history = fakeHistoryApi(items, options.overrides);
  const downloads = options.downloads ?? recordingDownloads();
  const notifications = recordingNotifications();
  const list = createHistoryListUseCase(deps(history.api, { downloads, notifications }), options.source ?? 'TTS');
  const views: HistoryListView[] = [];
  const visit = list.view$.subscribe((view) => views.push(view));
  const effects = notifications.notices;
  const last = (): HistoryListView => {
    const view = views.at(-1);
    if (view === undefined) throw new Error('no view yet');
    return view;
  };
  return { list, history, downloads, effects, visit, last, ids: () => last().rows.map((row) => row.id) };
};

describe('history list: paging', () => {
  it('loads the first 100 of the source, newest first, rows formatted by the domain', () => {
    const { last, history } = setup([historyItem('h1', { dateUnix: NOW_MS / 1000 - 180, characterCost: 1500, text: 'Hello' }), ...historyItems(3).slice(1)]);
    expect(history.queries[0]).toEqual({ pageSize: 100, startAfterHistoryItemId: null, voiceId: null, search: null, source: 'TTS' });
    expect(last()).toMatchObject({ status: 'ready', hasMore: false, emptyMessage: null, selectedCount: 0 });
    expect(last().rows[0]).toMatchObject({ id: 'h1', title: 'Hello', voiceName: 'Rachel', date: '3 minutes ago', characters: '1.5K', selected: false });
  });

  it('loads the next page with the cursor only when the list shows rows near the end', () => {
    const { list, last, history } = setup();
    expect(last().rows).toHaveLength(100);
    list.showing(50);
    expect(history.queries).toHaveLength(1);
    list.showing(80);
    expect(history.queries[1]?.startAfterHistoryItemId).toBe('h100');
    expect(last().rows).toHaveLength(200);
    list.showing(199);
    expect(last()).toMatchObject({ hasMore: false });
    expect(last().rows).toHaveLength(250);
    list.showing(249);
    expect(history.queries).toHaveLength(3);
  });

  it('asks for one page at a time while a page is loading', () => {
    const pending = new Subject<E.Either<HistoryError, HistoryPage>>();
    const all = historyItems(150);
    let calls = 0;
    const { list, last } = setup(all, {
      overrides: {
        list: () => {
          calls += 1;
          return calls === 1 ? of(E.right({ items: all.slice(0, 100), lastHistoryItemId: 'h100', hasMore: true })) : pending;
        },
      },
    });
    list.showing(99);
    list.showing(99);
    expect(last().loadingMore).toBe(true);
    expect(calls).toBe(2);
    pending.next(E.right({ items: all.slice(100), lastHistoryItemId: 'h150', hasMore: false }));
    expect(last()).toMatchObject({ loadingMore: false, hasMore: false });
    expect(last().rows).toHaveLength(150);
  });

  it('fails the list with the toast message when the first page fails, and keeps rows when a later one does', () => {
    let calls = 0;
    const items = historyItems(100);
    const { list, last } = setup(items, {
      overrides: {
        list: () => {
          calls += 1;
          if (calls === 1) return of(E.left(Rejected('Database is down.')));
          if (calls === 2) return of(E.right({ items, lastHistoryItemId: 'h100', hasMore: true }));
          return of(E.left(Unavailable()));
        },
      },
    });
    expect(last()).toMatchObject({ status: 'failed', error: expect.stringContaining('Database is down.') as unknown });
    list.setVoice(null);
    list.setVoice('v1');
    expect(last()).toMatchObject({ status: 'ready', error: null });
    list.showing(99);
    expect(last()).toMatchObject({ status: 'ready', loadingMore: false });
    expect(last().error).not.toBeNull();
    expect(last().rows).toHaveLength(100);
    list.showing(99);
    expect(calls).toBe(3);
    list.loadMore();
    expect(calls).toBe(4);
  });

  it('loads the first page again on reload, with the same filters', () => {
    let calls = 0;
    const items = historyItems(3);
    const cursors: (string | null)[] = [];
    const { list, last } = setup(items, {
      overrides: {
        list: (query) => {
          calls += 1;
          cursors.push(query.startAfterHistoryItemId);
          return of(calls === 1 ? E.left(Unavailable()) : E.right({ items, lastHistoryItemId: 'h3', hasMore: false }));
        },
      },
    });
    expect(last().status).toBe('failed');
    list.reload();
    expect(last()).toMatchObject({ status: 'ready', error: null });
    expect(last().rows).toHaveLength(3);
    expect(cursors).toEqual([null, null]);
  });

  it('shows the empty message of the source, and another one while filtering', () => {
    expect(setup([]).last().emptyMessage).toBe(NO_TTS_HISTORY_MESSAGE);
    expect(setup([], { source: 'STS' }).last().emptyMessage).toBe(NO_STS_HISTORY_MESSAGE);
    const { list, last } = setup(historyItems(3));
    list.setVoice('nobody');
    expect(last().emptyMessage).toBe(NO_MATCHING_HISTORY_MESSAGE);
  });

  it('shows the no-match text only once the search has run', () => {
    const scheduler = new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
    scheduler.run(({ flush }) => {
      const history = fakeHistoryApi(historyItems(0));
      const list = createHistoryListUseCase(deps(history.api, { scheduler }), 'TTS');
      const views: HistoryListView[] = [];
      list.view$.subscribe((view) => views.push(view));
      list.setSearch('zebra');
      expect(views.at(-1)?.emptyMessage).toBe(NO_TTS_HISTORY_MESSAGE);
      flush();
      expect(views.at(-1)?.emptyMessage).toBe(NO_MATCHING_HISTORY_MESSAGE);
    });
  });
});

describe('history list: search and voice filter', () => {
  it('queries 300 ms after the last keystroke, once, with the trimmed text', () => {
    const scheduler = new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
    scheduler.run(({ cold, flush }) => {
      const items = [historyItem('a1', { text: 'Alpha one' }), historyItem('b1', { text: 'Beta' }), historyItem('a2', { text: 'alpha two' })];
      const history = fakeHistoryApi(items);
      const list = createHistoryListUseCase(deps(history.api, { scheduler }), 'TTS');
      const views: HistoryListView[] = [];
      list.view$.subscribe((view) => views.push(view));
      cold('a 100ms b 250ms c').subscribe((key) => list.setSearch({ a: 'al', b: 'alp', c: ' alpha ' }[key] ?? ''));
      scheduler.schedule(() => {
        expect(history.queries).toHaveLength(1);
        expect(views.at(-1)?.search).toBe(' alpha ');
      }, 400);
      scheduler.schedule(() => expect(history.queries).toHaveLength(1), 651);
      flush();
      expect(history.queries.map((q) => q.search)).toEqual([null, 'alpha']);
      expect(views.at(-1)?.rows.map((row) => row.id)).toEqual(['a1', 'a2']);
    });
  });

  it('filters by voice at once, drops the selection and keeps every voice seen as an option', () => {
    const items = [historyItem('h1', { voiceId: 'v1', voiceName: 'Rachel' }), historyItem('h2', { voiceId: 'v2', voiceName: 'Adam' })];
    const { list, last, history } = setup(items);
    list.toggleSelected('h1');
    list.setVoice('v2');
    expect(history.queries.at(-1)).toMatchObject({ voiceId: 'v2', startAfterHistoryItemId: null });
    expect(last()).toMatchObject({ voiceId: 'v2', selectedCount: 0 });
    expect(last().rows.map((row) => row.id)).toEqual(['h2']);
    expect(last().voices).toEqual([{ voiceId: 'v2', name: 'Adam' }, { voiceId: 'v1', name: 'Rachel' }]);
  });
});

describe('history list: delete', () => {
  const pendingRemove = () => {
    const answer = new Subject<E.Either<HistoryError, void>>();
    return { answer, remove: (): Observable<E.Either<HistoryError, void>> => answer };
  };

  it('removes the row at once and keeps it removed when the server agrees', () => {
    const pending = pendingRemove();
    const { list, ids, effects } = setup(historyItems(3), { overrides: { remove: pending.remove } });
    list.toggleSelected('h2');
    list.remove(historyItem('h2'));
    expect(ids()).toEqual(['h1', 'h3']);
    pending.answer.next(E.right(undefined));
    expect(ids()).toEqual(['h1', 'h3']);
    expect(effects).toEqual([]);
  });

  it('restores the row with an error toast when the server refuses', () => {
    const pending = pendingRemove();
    const { list, ids, effects } = setup(historyItems(3), { overrides: { remove: pending.remove } });
    list.remove(historyItem('h2'));
    expect(ids()).toEqual(['h1', 'h3']);
    pending.answer.next(E.left(NotFound('History item not found.')));
    expect(ids()).toEqual(['h1', 'h2', 'h3']);
    expect(effects).toEqual([{ type: 'toast', kind: 'error', message: expect.stringContaining('History item not found.') as unknown }]);
  });

  it('pages on after the last remaining row when the last loaded one was removed', () => {
    const { list, history } = setup(historyItems(150));
    list.remove(historyItem('h100'));
    list.showing(98);
    expect(history.queries[1]?.startAfterHistoryItemId).toBe('h99');
  });
});

describe('history list: selection and downloads', () => {
  it('selects one, all loaded, and clears', () => {
    const { list, last } = setup(historyItems(5));
    list.toggleSelected('h2');
    expect(last()).toMatchObject({ selectedCount: 1, allSelected: false });
    expect(last().rows[1]?.selected).toBe(true);
    list.selectAll();
    expect(last()).toMatchObject({ selectedCount: 5, allSelected: true });
    list.toggleSelected('h2');
    expect(last().selectedCount).toBe(4);
    list.clearSelection();
    expect(last()).toMatchObject({ selectedCount: 0, allSelected: false });
  });

  it('downloads several selected items as a zip in list order, one as its titled file', () => {
    const { list, downloads } = setup(historyItems(5));
    list.toggleSelected('h4');
    list.toggleSelected('h2');
    list.downloadSelected();
    list.toggleSelected('h4');
    list.downloadSelected();
    expect(downloads.requests).toEqual([
      { historyItemIds: ['h2', 'h4'], format: 'zip' },
      { historyItemIds: ['h2'], title: 'Text of h2' },
    ]);
  });

  it('downloads one row by its title and toasts a failure', () => {
    const downloads = recordingDownloads({ kind: 'failed', message: 'Could not download.' });
    const { list, effects, last } = setup(historyItems(2), { downloads });
    list.download(historyItem('h1'));
    expect(downloads.requests).toEqual([{ historyItemIds: ['h1'], title: 'Text of h1' }]);
    expect(effects).toEqual([{ type: 'toast', kind: 'error', message: 'Could not download.' }]);
    expect(last().downloading).toBe(false);
  });

  it('marks the list busy while a download runs', () => {
    const outcome = new Subject<{ kind: 'saved'; fileName: string }>();
    const { list, last } = setup(historyItems(2), { downloads: Object.assign(recordingDownloads(), { download: () => outcome }) });
    list.selectAll();
    list.downloadSelected();
    expect(last().downloading).toBe(true);
    outcome.next({ kind: 'saved', fileName: 'history_archive.zip' });
    outcome.complete();
    expect(last().downloading).toBe(false);
  });
});

describe('history list: titles', () => {
  it('uses dialogue lines, then a speech to speech label', () => {
    const dialogue = [{ text: 'Hi.', voice_id: 'v1' }, { text: 'Hello!', voice_id: 'v2' }];
    const { last } = setup([historyItem('d1', { text: null, dialogue, source: 'STS' }), historyItem('s1', { text: null, voiceName: 'Adam', source: 'STS' })], { source: 'STS' });
    expect(last().rows.map((row) => row.title)).toEqual(['Hi. Hello!', 'Speech to speech with Adam']);
  });
});

describe('history list: lifetime', () => {
  it('shows one state to every subscriber, loaded once', () => {
    const { list, history, ids } = setup(historyItems(3));
    const second: HistoryListView[] = [];
    list.view$.subscribe((view) => second.push(view));
    list.toggleSelected('h1');
    expect(history.queries).toHaveLength(1);
    expect(second.at(-1)?.selectedCount).toBe(1);
    expect(ids()).toEqual(['h1', 'h2', 'h3']);
  });

  it('stops loading when the page is left, but finishes a confirmed delete and toasts its refusal', () => {
    const page = new Subject<E.Either<HistoryError, HistoryPage>>();
    const removal = new Subject<E.Either<HistoryError, void>>();
    const { list, visit, effects } = setup(historyItems(3));
    const pending = setup(historyItems(3), { overrides: { list: () => page } });
    pending.visit.unsubscribe();
    expect(page.observed).toBe(false);
    const refused = setup(historyItems(3), { overrides: { remove: () => removal } });
    refused.list.remove(historyItem('h2'));
    refused.visit.unsubscribe();
    expect(removal.observed).toBe(true);
    removal.next(E.left(NotFound('History item not found.')));
    expect(refused.effects).toEqual([{ type: 'toast', kind: 'error', message: 'History item not found.' }]);
    visit.unsubscribe();
    list.toggleSelected('h1');
    expect(effects).toEqual([]);
  });

  it('downloads a row after the page is left and toasts its failure', () => {
    const outcome = new Subject<{ kind: 'failed'; message: string }>();
    const { list, visit, effects } = setup(historyItems(2), { downloads: Object.assign(recordingDownloads(), { download: () => outcome }) });
    list.download(historyItem('h1'));
    visit.unsubscribe();
    outcome.next({ kind: 'failed', message: 'Could not download.' });
    expect(effects).toEqual([{ type: 'toast', kind: 'error', message: 'Could not download.' }]);
  });
});
