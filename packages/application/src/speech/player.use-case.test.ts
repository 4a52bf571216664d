import { firstValueFrom, map, of, Subject, type Observable, type Subscription } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import * as E from 'fp-ts/lib/Either.js';
import { afterEach, describe, expect, it } from 'vitest';
import type { AudioOutputEvent } from './audio-output.port.js';
import type { SavedFile } from '../shared/file-saver.port.js';
import { NotFound } from '../shared/port-error.js';
import { recordingNotifications } from '../shared/testing/shared-fakes.js';
import { fakeHistoryApi, historyItem } from '../history/testing/history-fakes.js';
import type { DownloadOutcome, DownloadRequest } from '../history/downloads.types.js';
import type { HistoryApi } from '../history/history-api.port.js';
import type { GenerationEvent, StreamedItemDetails } from './generation.types.js';
import { catalogueVoice, fakeAudioOutput } from './testing/speech-fakes.js';
import { streamedDetails } from './testing/playback-fakes.js';
import { createPlayerUseCase } from './player.use-case.js';
import type { PlayerView } from './player.types.js';

const build = (options: { events$?: Observable<AudioOutputEvent>; generations$?: Observable<GenerationEvent>; history?: HistoryApi } = {}) => {
  const { audio, calls } = fakeAudioOutput(options.events$);
  const saved: SavedFile[] = [];
  const control: { downloadAnswer: DownloadOutcome } = { downloadAnswer: { kind: 'saved', fileName: 'x.mp3' } };
  const downloads: DownloadRequest[] = [];
  const notifications = recordingNotifications();
  const player = createPlayerUseCase({
    audio,
    history: options.history ?? fakeHistoryApi([], { download: (ids) => of(E.right({ contentType: 'audio/mpeg', body: new Uint8Array(ids.length * 5) })) }).api,
    downloads: { download: (request) => { downloads.push(request); return of(control.downloadAnswer); } },
    fileSaver: { save: (file) => { saved.push(file); return of(undefined); } },
    notifications,
    generations$: options.generations$ ?? new Subject<GenerationEvent>(),
  });
  return { player, calls, saved, downloads, notifications, control };
};

/** A player running for the app's life, its bar observed; generations are driven with started/chunk/ended/recorded. */
const setup = () => {
  const events$ = new Subject<AudioOutputEvent>();
  const generations$ = new Subject<GenerationEvent>();
  const built = build({ events$, generations$ });
  const views: PlayerView[] = [];
  const subscription = built.player.run$.subscribe();
  subscription.add(built.player.view$.subscribe((view) => views.push(view)));
  return {
    ...built, views, events$, subscription,
    started: (historyItemId: string | null, details: Partial<StreamedItemDetails> = {}, run = 0) =>
      generations$.next({ type: 'started', run, item: streamedDetails(details), historyItemId }),
    chunk: (bytes: readonly number[], run = 0) => generations$.next({ type: 'chunk', run, bytes: new Uint8Array(bytes) }),
    ended: (run = 0) => generations$.next({ type: 'ended', run, lookup: null }),
    recorded: (id: string, run = 0) => generations$.next({ type: 'recorded', run, item: historyItem(id) }),
    latest: (): PlayerView => {
      const view = views.at(-1);
      if (view === undefined) throw new Error('no view');
      return view;
    },
  };
};

describe('player', () => {
  let subscription: Subscription | undefined;
  afterEach(() => subscription?.unsubscribe());

  it('streams a generation into the audio output chunk by chunk and ends it', () => {
    const t = setup();
    subscription = t.subscription;
    t.started(null);
    t.chunk([0, 0, 0]);
    t.chunk([0, 0, 0, 0]);
    t.ended();
    expect(t.calls).toEqual(['openStream audio/mpeg', 'play', 'append 3', 'append 4', 'end']);
    expect(t.latest().item).toMatchObject({ type: 'text-to-speech', loaded: true, player: { title: 'Hello there, world', voiceName: 'Rachel' } });
    expect(t.latest().state).toBe('loading');
  });

  it('downloads the streamed bytes while the history record is unknown, then the history item', async () => {
    const t = setup();
    subscription = t.subscription;
    t.started(null);
    t.chunk([1, 2]);
    t.chunk([3]);
    t.ended();
    await firstValueFrom(t.player.download(), { defaultValue: undefined });
    expect(t.saved).toEqual([{ name: 'Hello_there_world.mp3', contentType: 'audio/mpeg', bytes: new Uint8Array([1, 2, 3]) }]);

    t.recorded('h9');
    await firstValueFrom(t.player.download(), { defaultValue: undefined });
    expect(t.downloads).toEqual([{ historyItemIds: ['h9'], title: 'Hello there, world' }]);
  });

  it('saves the streamed bytes when the history item cannot be downloaded', async () => {
    const t = setup();
    subscription = t.subscription;
    t.control.downloadAnswer = { kind: 'failed', message: 'Not found' };
    t.started('h4');
    t.chunk([5, 6]);
    t.ended();
    await firstValueFrom(t.player.download(), { defaultValue: undefined });
    expect(t.downloads).toEqual([{ historyItemIds: ['h4'], title: 'Hello there, world' }]);
    expect(t.saved.map((file) => file.bytes)).toEqual([new Uint8Array([5, 6])]);
    expect(t.notifications.notices).toEqual([]);
  });

  it('toasts a failed history download when nothing is held', async () => {
    const t = setup();
    subscription = t.subscription;
    t.control.downloadAnswer = { kind: 'failed', message: "Invalid response type received: 'text/html' is not supported." };
    t.started('h4');
    await firstValueFrom(t.player.download(), { defaultValue: undefined });
    expect(t.notifications.notices).toEqual([{ type: 'toast', kind: 'error', message: "Invalid response type received: 'text/html' is not supported." }]);
  });

  it('shows the thumbs after 3 s of playback, only for an item with a history record', () => {
    new TestScheduler((actual, expected) => expect(actual).toEqual(expected)).run(({ cold, expectObservable }) => {
      const events$ = cold<AudioOutputEvent>('1s a 999ms b 999ms c 999ms d', {
        a: { type: 'player', event: 'loaded' },
        b: { type: 'time', seconds: 1 },
        c: { type: 'time', seconds: 2.9 },
        d: { type: 'time', seconds: 3 },
      });
      const generations$ = of<GenerationEvent>({ type: 'started', run: 0, item: streamedDetails(), historyItemId: 'h1' });
      const { player } = build({ events$, generations$ });
      player.run$.subscribe();
      expectObservable(player.view$.pipe(map((view) => view.feedbackVisible))).toBe('f 999ms f 999ms f 999ms f 999ms t', { f: false, t: true });
    });
  });

  it('shows the thumbs at the end even before 3 s', () => {
    const t = setup();
    subscription = t.subscription;
    t.started('h1');
    t.events$.next({ type: 'player', event: 'loaded' });
    t.events$.next({ type: 'player', event: 'play' });
    t.events$.next({ type: 'time', seconds: 1.2 });
    expect(t.latest().feedbackVisible).toBe(false);
    t.events$.next({ type: 'player', event: 'end' });
    expect(t.latest()).toMatchObject({ state: 'ended', feedbackVisible: true });
  });

  it('estimates the total at 140 words per minute until the audio reports a duration', () => {
    const t = setup();
    subscription = t.subscription;
    t.started(null, { text: Array.from({ length: 140 }, () => 'word').join(' ') });
    expect(t.latest().total).toBe('1:00');
    t.events$.next({ type: 'duration', seconds: 75 });
    t.events$.next({ type: 'time', seconds: 30 });
    expect(t.latest()).toMatchObject({ elapsed: '0:30', total: '1:15', slider: 0.4 });
  });

  it('skips 10 s, seeks 3 s with arrows and to a slider fraction, clamped to the item', () => {
    const t = setup();
    subscription = t.subscription;
    t.started(null);
    t.events$.next({ type: 'duration', seconds: 20 });
    t.events$.next({ type: 'time', seconds: 5 });
    t.player.skipForward();
    t.player.skipForward();
    t.player.skipBack();
    t.player.arrowKey('left');
    t.player.arrowKey('right');
    t.player.seek(0.25);
    expect(t.calls.filter((call) => call.startsWith('seek'))).toEqual(['seek 15', 'seek 20', 'seek 10', 'seek 7', 'seek 10', 'seek 5']);
  });

  it('offers the five speeds and ignores any other', () => {
    const t = setup();
    subscription = t.subscription;
    t.player.setSpeed(1.5);
    t.player.setSpeed(1.3);
    expect(t.calls).toEqual(['rate 1.5']);
    expect(t.latest()).toMatchObject({ speed: 1.5, speeds: [0.8, 1, 1.2, 1.5, 2] });
  });

  it('plays a history item from its fetched bytes, with its feedback target', async () => {
    const t = setup();
    subscription = t.subscription;
    const feedback = { thumbs_up: true, feedback: '', emotions: false, inaccurate_clone: false, glitches: false, audio_quality: false, other: false, review_status: 'reviewed' };
    t.player.playHistoryItem(historyItem('h3', { text: 'Stored text', feedback }));
    expect(t.calls).toEqual(['loadBytes 5 audio/mpeg', 'play']);
    expect(t.latest().item).toMatchObject({ id: 'h3', type: 'speechHistoryItem', player: { title: 'Stored text' } });
    expect(await firstValueFrom(t.player.feedbackTarget$)).toEqual({ historyItemId: 'h3', text: 'Stored text', feedback });
  });

  it('toasts when a history item’s audio cannot be fetched', () => {
    const failing = fakeHistoryApi([], { download: () => of(E.left(NotFound('History item not found.'))) });
    const { player, calls, notifications } = build({ history: failing.api });
    subscription = player.run$.subscribe();
    player.playHistoryItem(historyItem('h3'));
    expect(calls).toEqual([]);
    expect(notifications.notices).toEqual([{ type: 'toast', kind: 'error', message: 'History item not found.' }]);
  });

  it('plays voice previews per language and toasts when a preview fails', () => {
    const t = setup();
    subscription = t.subscription;
    const voice = catalogueVoice('v2', {
      verified_languages: [
        { model_id: 'eleven_multilingual_v2', language: 'de', preview_url: 'https://api.test/de.mp3' },
        { model_id: 'eleven_multilingual_v2', language: 'EN', preview_url: 'https://api.test/en-dup.mp3' },
      ],
    });
    t.player.playVoicePreview(voice);
    expect(t.latest()).toMatchObject({ previewLanguage: 'en', previewLanguages: [{ language: 'en' }, { language: 'de' }] });
    t.player.setPreviewLanguage('de');
    expect(t.calls).toEqual(['loadUrl https://api.test/v1/voices/v2/preview', 'play', 'loadUrl https://api.test/de.mp3', 'play']);
    t.events$.next({ type: 'player', event: 'error' });
    expect(t.notifications.notices).toEqual([{ type: 'toast', kind: 'error', message: 'We are sorry, something went wrong.' }]);
  });

  it('keeps folding audio and generation events while no bar observes it', () => {
    const events$ = new Subject<AudioOutputEvent>();
    const generations$ = new Subject<GenerationEvent>();
    const { player, calls } = build({ events$, generations$ });
    subscription = player.run$.subscribe();
    generations$.next({ type: 'started', run: 0, item: streamedDetails(), historyItemId: 'h1' });
    generations$.next({ type: 'chunk', run: 0, bytes: new Uint8Array(2) });
    events$.next({ type: 'player', event: 'loaded' });
    events$.next({ type: 'player', event: 'play' });
    events$.next({ type: 'time', seconds: 4 });
    generations$.next({ type: 'ended', run: 0, lookup: null });
    expect(calls).toEqual(['openStream audio/mpeg', 'play', 'append 2', 'end']);
    const views: PlayerView[] = [];
    player.view$.subscribe((view) => views.push(view)).unsubscribe();
    expect(views).toEqual([expect.objectContaining({ state: 'playing', elapsed: '0:04', feedbackVisible: true, item: expect.objectContaining({ loaded: true }) })]);
  });

  it('leaves a generation’s stream alone once another item replaced it', () => {
    const t = setup();
    subscription = t.subscription;
    t.started(null);
    t.chunk([1]);
    t.player.playHistoryItem(historyItem('h3', { text: 'Stored text' }));
    t.chunk([2]);
    t.ended();
    t.recorded('h8');
    expect(t.calls).toEqual(['openStream audio/mpeg', 'play', 'append 1', 'loadBytes 5 audio/mpeg', 'play']);
    expect(t.latest().item).toMatchObject({ id: 'h3', type: 'speechHistoryItem', loaded: false });
  });

  it('starts nothing and calls no port when created', () => {
    const { calls, notifications } = build();
    expect(calls).toEqual([]);
    expect(notifications.notices).toEqual([]);
  });
});
