import { from, map, of, type Observable } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import type { HistoryApi, HistoryQuery } from '../history/history-api.port.js';
import type { HistoryItem } from '../history/history-item.js';
import { fakeHistoryApi, historyItem } from '../history/testing/history-fakes.js';
import { RateLimited } from '../shared/port-error.js';
import { recordingNotifications } from '../shared/testing/shared-fakes.js';
import { QuotaExceeded, type SpeechStreamEvent } from './speech-api.port.js';
import { createGenerationUseCase, type GenerationDeps } from './generation.use-case.js';
import type { GenerationEvent, GenerationView } from './generation.types.js';
import { fakeSpeechApi, speechChunk, speechFailed, speechRequest, speechStarted } from './testing/playback-fakes.js';

const NOW_MS = 1_790_000_000_000;
const request = speechRequest('Hi there');

/** One line per event: "started 0 text-to-speech Hi there h7", "chunk 0 3", "recorded 0 h7"… */
const line = (event: GenerationEvent): string => {
  switch (event.type) {
    case 'started': return `started ${String(event.run)} ${event.item.type} ${event.item.text} ${String(event.historyItemId)}`;
    case 'chunk': return `chunk ${String(event.run)} ${String(event.bytes.length)}`;
    case 'failed': return `failed ${String(event.run)} ${event.error._tag}`;
    case 'recorded': return `recorded ${String(event.run)} ${event.item.historyItemId}`;
    default: return `${event.type} ${String(event.run)}`;
  }
};

const setup = (answer?: () => Observable<SpeechStreamEvent>, deps: Partial<GenerationDeps> = {}) => {
  const speech = fakeSpeechApi(answer);
  const notifications = recordingNotifications();
  const generation = createGenerationUseCase({
    speech: speech.api, history: fakeHistoryApi().api, clock: { nowMs: () => NOW_MS }, notifications, ...deps,
  });
  const events: string[] = [];
  const views: GenerationView[] = [];
  generation.events$.subscribe((event) => events.push(line(event)));
  generation.view$.subscribe((view) => views.push(view));
  return { generation, speech, notifications, events, views };
};

describe('generation', () => {
  it('streams to the player and fetches the record named by the history-item-id header', () => {
    const history = fakeHistoryApi([historyItem('h7', { text: 'Hi there' })]);
    const t = setup(() => from([speechStarted('h7'), speechChunk(3), speechChunk(2)]), { history: history.api });
    t.generation.generate(request).subscribe();
    expect(t.events).toEqual(['requested 0', 'started 0 text-to-speech Hi there h7', 'chunk 0 3', 'chunk 0 2', 'ended 0', 'recorded 0 h7']);
    expect(t.views.map((view) => view.generating)).toEqual([false, true, false, false]);
    expect(t.views.at(-1)?.latest?.historyItemId).toBe('h7');
    expect(t.speech.sent).toEqual(['speech v1 Hi there']);
  });

  it('without the header waits 1 s, then polls history every 5 s until a newer item appears', () => {
    const testScheduler = new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
    testScheduler.run(({ flush }) => {
      const polledAt: number[] = [];
      const older = historyItem('old', { dateUnix: NOW_MS / 1000 - 60 });
      const newer = historyItem('new', { dateUnix: NOW_MS / 1000 + 2 });
      const list: HistoryApi['list'] = (query: HistoryQuery) => {
        polledAt.push(testScheduler.now());
        expect(query).toMatchObject({ pageSize: 1, source: 'TTS' });
        return of(E.right({ items: [polledAt.length < 3 ? older : newer] as HistoryItem[], lastHistoryItemId: null, hasMore: false }));
      };
      const generation = createGenerationUseCase({
        speech: fakeSpeechApi(() => from([speechStarted(null), speechChunk(1)])).api, history: fakeHistoryApi([], { list }).api,
        clock: { nowMs: () => NOW_MS }, notifications: recordingNotifications(),
      });
      const seen: string[] = [];
      generation.events$.pipe(map((event) => `${String(testScheduler.now())} ${line(event)}`)).subscribe((event) => seen.push(event));
      generation.generate(request).subscribe();
      flush();
      expect(polledAt).toEqual([1000, 6000, 11000]);
      expect(seen).toEqual(['0 requested 0', '0 started 0 text-to-speech Hi there null', '0 chunk 0 1', '0 ended 0', '11000 recorded 0 new']);
    });
  });

  it('polls at most ten times, 1 s then 5 s apart', () => {
    const testScheduler = new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
    testScheduler.run(({ flush }) => {
      const polledAt: number[] = [];
      const history = fakeHistoryApi([historyItem('old', { dateUnix: 1 })]);
      const list: HistoryApi['list'] = (query) => { polledAt.push(testScheduler.now()); return history.api.list(query); };
      const generation = createGenerationUseCase({
        speech: fakeSpeechApi(() => from([speechStarted(null), speechChunk(1)])).api, history: { ...history.api, list },
        clock: { nowMs: () => NOW_MS }, notifications: recordingNotifications(),
      });
      const seen: string[] = [];
      generation.events$.subscribe((event) => seen.push(line(event)));
      generation.generate(request).subscribe();
      flush();
      expect(history.queries).toHaveLength(10);
      expect(polledAt.at(-1)).toBe(46_000);
      expect(seen).not.toContain('recorded 0 old');
    });
  });

  it('toasts the quota error with the server message and never finds a record for a failed generation', () => {
    const history = fakeHistoryApi();
    const t = setup(() => of(speechFailed(QuotaExceeded('This request exceeds your quota of 10000.'))), { history: history.api });
    t.generation.generate(request).subscribe();
    expect(t.notifications.toasts()).toEqual(['error: This request exceeds your quota of 10000.']);
    expect(t.views.at(-1)).toMatchObject({ generating: false, error: 'This request exceeds your quota of 10000.' });
    expect(t.events).toEqual(['requested 0', 'failed 0 QuotaExceeded', 'ended 0']);
    expect(history.queries).toEqual([]);
  });

  it('toasts too many concurrent generations with the service’s words, whatever the transport', () => {
    const t = setup(() => of(speechFailed(RateLimited('Too many concurrent requests for your plan.'))));
    t.generation.generate(request).subscribe();
    expect(t.notifications.toasts()).toEqual(['error: Too many concurrent requests for your plan.']);
  });

  it('ignores a second press while audio streams, and takes the next one once it ended', () => {
    const t = setup();
    t.generation.generate(request).subscribe();
    t.generation.generate(speechRequest('Again')).subscribe();
    expect(t.speech.sent).toEqual(['speech v1 Hi there']);
    t.speech.latest().next(speechFailed(RateLimited()));
    t.speech.latest().complete();
    t.generation.generate(speechRequest('Later')).subscribe();
    expect(t.speech.sent).toEqual(['speech v1 Hi there', 'speech v1 Later']);
    expect(t.events.filter((event) => event.startsWith('requested'))).toEqual(['requested 0', 'requested 1']);
  });

  it('keeps a generation running and toasting after its page stopped observing it', () => {
    const speech = fakeSpeechApi();
    const notifications = recordingNotifications();
    const generation = createGenerationUseCase({ speech: speech.api, history: fakeHistoryApi().api, clock: { nowMs: () => NOW_MS }, notifications });
    const page = generation.view$.subscribe();
    generation.generate(request).subscribe();
    page.unsubscribe();
    speech.latest().next(speechFailed(QuotaExceeded('This request exceeds your quota of 10000.')));
    speech.latest().complete();
    expect(notifications.toasts()).toEqual(['error: This request exceeds your quota of 10000.']);
    const views: GenerationView[] = [];
    generation.view$.subscribe((view) => views.push(view));
    expect(views).toEqual([{ generating: false, error: 'This request exceeds your quota of 10000.', latest: null }]);
  });

  it('starts nothing until its events or view are observed', () => {
    const speech = fakeSpeechApi();
    const generation = createGenerationUseCase({ speech: speech.api, history: fakeHistoryApi().api, clock: { nowMs: () => NOW_MS }, notifications: recordingNotifications() });
    expect(generation).toBeDefined();
    expect(speech.sent).toEqual([]);
  });
});
