import { firstValueFrom, map, of, Subject, type Subscription } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import * as E from 'fp-ts/lib/Either.js';
import { afterEach, describe, expect, it } from 'vitest';
import type { AudioOutputEvent } from './audio-output.port.js';
import type { SavedFile } from '../shared/file-saver.port.js';
import { fakeHistoryApi, historyItem } from '../history/testing/history-fakes.js';
import { catalogueVoice, fakeAudioOutput } from './testing/speech-fakes.js';
import type { DownloadOutcome, DownloadRequest } from '../history/downloads.types.js';
import { createPlayerUseCase } from './player.use-case.js';
import type { PlayerEffect, PlayerView } from './player.types.js';

const setup = (events$ = new Subject<AudioOutputEvent>()) => {
  const { audio, calls } = fakeAudioOutput(events$);
  const saved: SavedFile[] = [];
  const control: { downloadAnswer: DownloadOutcome } = { downloadAnswer: { kind: 'saved', fileName: 'x.mp3' } };
  const downloads: DownloadRequest[] = [];
  const history = fakeHistoryApi([], {
    download: (ids) => of(E.right({ contentType: 'audio/mpeg', body: new Uint8Array(ids.length * 5) })),
  });
  const player = createPlayerUseCase({
    audio,
    history: history.api,
    downloads: { download: (request) => { downloads.push(request); return of(control.downloadAnswer); } },
    fileSaver: { save: (file) => { saved.push(file); return of(undefined); } },
  });
  const views: PlayerView[] = [];
  const effects: PlayerEffect[] = [];
  const subscription = player.view$.subscribe((view) => views.push(view));
  subscription.add(player.effects$.subscribe((effect) => effects.push(effect)));
  return {
    player, calls, saved, downloads, views, effects, events$, subscription,
    set downloadAnswer(answer: DownloadOutcome) { control.downloadAnswer = answer; },
    latest: (): PlayerView => {
      const view = views.at(-1);
      if (view === undefined) throw new Error('no view');
      return view;
    },
  };
};

const streamed = { type: 'text-to-speech', text: 'Hello there, world', voiceId: 'v1', voiceName: 'Rachel', contentType: 'audio/mpeg' } as const;

describe('player', () => {
  let subscription: Subscription | undefined;
  afterEach(() => subscription?.unsubscribe());

  it('streams a generation into the audio output chunk by chunk and ends it', () => {
    const t = setup();
    subscription = t.subscription;
    t.player.startStream(streamed, null);
    t.player.appendChunk(new Uint8Array(3));
    t.player.appendChunk(new Uint8Array(4));
    t.player.endStream();
    expect(t.calls).toEqual(['openStream audio/mpeg', 'play', 'append 3', 'append 4', 'end']);
    expect(t.latest().item).toMatchObject({ type: 'text-to-speech', loaded: true, player: { title: 'Hello there, world', voice_name: 'Rachel' } });
    expect(t.latest().state).toBe('loading');
  });

  it('downloads the streamed bytes while the history record is unknown, then the history item', async () => {
    const t = setup();
    subscription = t.subscription;
    t.player.startStream(streamed, null);
    t.player.appendChunk(new Uint8Array([1, 2]));
    t.player.appendChunk(new Uint8Array([3]));
    t.player.endStream();
    await firstValueFrom(t.player.download(), { defaultValue: undefined });
    expect(t.saved).toEqual([{ name: 'Hello_there_world.mp3', contentType: 'audio/mpeg', bytes: new Uint8Array([1, 2, 3]) }]);

    t.player.attachHistoryItem('h9');
    await firstValueFrom(t.player.download(), { defaultValue: undefined });
    expect(t.downloads).toEqual([{ historyItemIds: ['h9'], title: 'Hello there, world' }]);
  });

  it('saves the streamed bytes when the history item cannot be downloaded', async () => {
    const t = setup();
    subscription = t.subscription;
    t.downloadAnswer = { kind: 'failed', message: 'Not found' };
    t.player.startStream(streamed, 'h4');
    t.player.appendChunk(new Uint8Array([5, 6]));
    t.player.endStream();
    await firstValueFrom(t.player.download(), { defaultValue: undefined });
    expect(t.downloads).toEqual([{ historyItemIds: ['h4'], title: 'Hello there, world' }]);
    expect(t.saved.map((file) => file.bytes)).toEqual([new Uint8Array([5, 6])]);
    expect(t.effects).toEqual([]);
  });

  it('toasts a failed history download when nothing is held', async () => {
    const t = setup();
    subscription = t.subscription;
    t.downloadAnswer = { kind: 'failed', message: "Invalid response type received: 'text/html' is not supported." };
    t.player.startStream(streamed, 'h4');
    await firstValueFrom(t.player.download(), { defaultValue: undefined });
    expect(t.effects).toEqual([{ type: 'toast', kind: 'error', message: "Invalid response type received: 'text/html' is not supported." }]);
  });

  it('shows the thumbs after 3 s of playback, only for an item with a history record', () => {
    new TestScheduler((actual, expected) => expect(actual).toEqual(expected)).run(({ cold, expectObservable }) => {
      const events$ = cold<AudioOutputEvent>('1s a 999ms b 999ms c 999ms d', {
        a: { type: 'player', event: 'loaded' },
        b: { type: 'time', seconds: 1 },
        c: { type: 'time', seconds: 2.9 },
        d: { type: 'time', seconds: 3 },
      });
      const { audio } = fakeAudioOutput(events$);
      const player = createPlayerUseCase({
        audio, history: fakeHistoryApi().api, downloads: { download: () => of({ kind: 'saved', fileName: '' }) }, fileSaver: { save: () => of(undefined) },
      });
      player.startStream(streamed, 'h1');
      expectObservable(player.view$.pipe(map((view) => view.feedbackVisible))).toBe('f 999ms f 999ms f 999ms f 999ms t', { f: false, t: true });
    });
  });

  it('shows the thumbs at the end even before 3 s', () => {
    const t = setup();
    subscription = t.subscription;
    t.player.startStream(streamed, 'h1');
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
    t.player.startStream({ ...streamed, text: Array.from({ length: 140 }, () => 'word').join(' ') }, null);
    expect(t.latest().total).toBe('1:00');
    t.events$.next({ type: 'duration', seconds: 75 });
    t.events$.next({ type: 'time', seconds: 30 });
    expect(t.latest()).toMatchObject({ elapsed: '0:30', total: '1:15', slider: 0.4 });
  });

  it('skips 10 s, seeks 3 s with arrows and to a slider fraction, clamped to the item', () => {
    const t = setup();
    subscription = t.subscription;
    t.player.startStream(streamed, null);
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
    const { audio, calls } = fakeAudioOutput();
    const failing = fakeHistoryApi([], { download: () => of(E.left({ status: 404, message: 'History item not found.', statusText: 'not_found' })) });
    const player = createPlayerUseCase({
      audio, history: failing.api, downloads: { download: () => of({ kind: 'saved', fileName: '' }) }, fileSaver: { save: () => of(undefined) },
    });
    const effects: PlayerEffect[] = [];
    subscription = player.view$.subscribe();
    subscription.add(player.effects$.subscribe((effect) => effects.push(effect)));
    player.playHistoryItem(historyItem('h3'));
    expect(calls).toEqual([]);
    expect(effects).toEqual([{ type: 'toast', kind: 'error', message: 'History item not found.' }]);
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
    expect(t.effects).toEqual([{ type: 'toast', kind: 'error', message: 'We are sorry, something went wrong.' }]);
  });
});
