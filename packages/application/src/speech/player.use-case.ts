import { BehaviorSubject, distinctUntilChanged, ignoreElements, map, merge, of, shareReplay, Subject, switchMap, tap, type Observable } from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import {
  audioDownloadName, buildLanguagePreviews, isPlaybackSpeed, NULL_BODY_MESSAGE, seekByArrowKey, seekFromSlider,
  skipBack, skipForward, voicePreviewFailureMessage, type PlayerItem,
} from '@cadence/domain';
import type { AudioOutput, AudioStreamSink } from './audio-output.port.js';
import type { FileSaver } from '../shared/file-saver.port.js';
import type { HistoryApi } from '../history/history-api.port.js';
import type { HistoryItem } from '../history/history-item.js';
import type { CatalogueVoice } from './voice-catalogue.port.js';
import type { DownloadsUseCase } from '../history/downloads.types.js';
import { toastMessageFor } from '../shared/http-error-toast.js';
import {
  applyAudioEvent, concatChunks, downloadSource, effectiveDuration, feedbackTargetOf, formatOf, INITIAL_MODEL, titleOf, toView,
  withItem, type PlayerModel,
} from './player-model.js';
import type { PlayerEffect, PlayerUseCase, StreamedItemDetails } from './player.types.js';

/** The ports the player drives. */
export interface PlayerDeps {
  readonly audio: AudioOutput;
  readonly history: Pick<HistoryApi, 'download'>;
  readonly downloads: DownloadsUseCase;
  readonly fileSaver: FileSaver;
}

const details = (title: string, description: string, voiceId: string, voiceName: string): PlayerItem['player'] => ({
  title, description, voice_id: voiceId, voice_name: voiceName, duration: null, language: null, languagePreviewUrls: [],
});

const historyPlayerItem = (item: HistoryItem): PlayerItem => ({
  id: item.historyItemId,
  fileName: audioDownloadName(titleOf(item.text ?? ''), formatOf(item.contentType)),
  type: 'speechHistoryItem',
  loaded: false,
  player: details(titleOf(item.text ?? ''), item.text ?? '', item.voiceId ?? '', item.voiceName ?? ''),
});

/**
 * The global player. Its state lives in one model: intents and the generation change it and drive the audio
 * output; the audio element's reports are folded in while the view is observed (the bar is always mounted).
 */
export const createPlayerUseCase = (deps: PlayerDeps): PlayerUseCase => {
  const model = new BehaviorSubject<PlayerModel>(INITIAL_MODEL);
  const effects = new Subject<PlayerEffect>();
  const historyLoads = new Subject<HistoryItem>();
  let sink: AudioStreamSink | null = null;
  let streams = 0;
  const update = (change: (current: PlayerModel) => PlayerModel): void => model.next(change(model.value));
  const toast = (kind: PlayerEffect['kind'], message: string): void => effects.next({ type: 'toast', kind, message });

  const audioReports$ = deps.audio.events$.pipe(
    tap((event) => {
      update((current) => applyAudioEvent(current, event));
      if (event.type === 'player' && event.event === 'error' && model.value.item?.type === 'voicePreview') {
        toast('error', voicePreviewFailureMessage());
      }
    }),
  );

  // History audio needs the bearer token, so its bytes are fetched and played from memory.
  const historyAudio$ = historyLoads.pipe(
    switchMap((item) =>
      deps.history.download([item.historyItemId], formatOf(item.contentType)).pipe(
        map((result) => ({ item, result })),
      ),
    ),
    tap(({ item, result }) => {
      if (model.value.historyItemId !== item.historyItemId) return;
      if (E.isRight(result) && result.right.body !== null) {
        const loadedFile = { bytes: result.right.body, contentType: result.right.contentType };
        update((current) => ({ ...current, loadedFile }));
        deps.audio.loadBytes(loadedFile.bytes, loadedFile.contentType);
        deps.audio.play();
      } else {
        toast('error', E.isLeft(result) ? toastMessageFor(result.left) : NULL_BODY_MESSAGE);
      }
    }),
  );

  const view$ = merge(merge(audioReports$, historyAudio$).pipe(ignoreElements()), model).pipe(
    map(toView),
    shareReplay({ bufferSize: 1, refCount: true }),
  );

  const seekTo = (position: (current: PlayerModel, duration: number) => number): void => {
    const current = model.value;
    if (current.item === null) return;
    const target = position(current, effectiveDuration(current));
    update((m) => ({ ...m, position: target }));
    deps.audio.seek(target);
  };

  /** Saves what the player holds in memory: the loaded file, else the streamed bytes. */
  const saveHeld = (current: PlayerModel): Observable<void> | null => {
    const title = current.item?.player.title ?? '';
    const save = (bytes: Uint8Array, contentType: string) =>
      deps.fileSaver.save({ name: audioDownloadName(title, formatOf(contentType)), contentType, bytes });
    const source = downloadSource({ ...current, historyItemId: null });
    if (source === 'loadedAudioFile' && current.loadedFile !== null) return save(current.loadedFile.bytes, current.loadedFile.contentType);
    if (source === 'streamedBytes') return save(concatChunks(current.streamed), current.contentType);
    return null;
  };

  // Spec §8: when the history item cannot be downloaded, the loaded file or the streamed bytes are saved instead.
  const download = (): Observable<void> => {
    const current = model.value;
    if (downloadSource(current) !== 'historyItem') return saveHeld(current) ?? of(undefined);
    const title = current.item?.player.title ?? '';
    return deps.downloads.download({ historyItemIds: [current.historyItemId ?? ''], title }).pipe(
      switchMap((outcome) => {
        if (outcome.kind === 'saved') return of(undefined);
        const fallback = saveHeld(current);
        if (fallback === null) toast('error', outcome.message);
        return fallback ?? of(undefined);
      }),
    );
  };

  return {
    view$,
    effects$: effects.asObservable(),
    feedbackTarget$: model.pipe(map(feedbackTargetOf), distinctUntilChanged((a, b) => JSON.stringify(a) === JSON.stringify(b))),
    play: () => deps.audio.play(),
    pause: () => deps.audio.pause(),
    toggle: () => (model.value.state === 'playing' ? deps.audio.pause() : deps.audio.play()),
    seek: (fraction) => seekTo((_, duration) => seekFromSlider(fraction, duration)),
    skipBack: () => seekTo((m, duration) => skipBack(m.position, duration)),
    skipForward: () => seekTo((m, duration) => skipForward(m.position, duration)),
    arrowKey: (direction) => seekTo((m, duration) => seekByArrowKey(direction, m.position, duration)),
    setSpeed: (speed) => {
      if (!isPlaybackSpeed(speed)) return;
      update((m) => ({ ...m, speed }));
      deps.audio.setRate(speed);
    },
    setPreviewLanguage: (language) => {
      const item = model.value.item;
      const preview = item?.player.languagePreviewUrls.find((entry) => entry.language === language);
      if (item === null || item === undefined || preview === undefined) return;
      update((m) => ({ ...m, item: { ...item, player: { ...item.player, language } } }));
      deps.audio.loadUrl(preview.previewUrl);
      deps.audio.play();
    },
    expand: () => update((m) => ({ ...m, expanded: true })),
    collapse: () => update((m) => ({ ...m, expanded: false })),
    playHistoryItem: (item) => {
      sink = null;
      const facts = { historyItemId: item.historyItemId, text: item.text ?? '', feedback: item.feedback, contentType: item.contentType };
      update((m) => withItem(m, historyPlayerItem(item), facts));
      historyLoads.next(item);
    },
    playVoicePreview: (voice: CatalogueVoice) => {
      const previews = buildLanguagePreviews(voice);
      const first = previews[0];
      if (first === undefined) return toast('error', voicePreviewFailureMessage());
      sink = null;
      const item: PlayerItem = {
        id: `preview-${voice.voice_id}`, fileName: null, type: 'voicePreview', loaded: false,
        player: { ...details(voice.name, voice.description ?? '', voice.voice_id, voice.name), language: first.language, languagePreviewUrls: previews },
      };
      update((m) => withItem(m, item, { historyItemId: null, text: '', feedback: null, contentType: 'audio/mpeg' }));
      deps.audio.loadUrl(first.previewUrl);
      deps.audio.play();
    },
    download,
    startStream: (item: StreamedItemDetails, historyItemId) => {
      const playerItem: PlayerItem = {
        id: historyItemId ?? `stream-${++streams}`, fileName: null, type: item.type, loaded: false,
        player: details(titleOf(item.text) || item.voiceName, item.text, item.voiceId, item.voiceName),
      };
      update((m) => withItem(m, playerItem, { historyItemId, text: item.text, feedback: null, contentType: item.contentType }));
      sink = deps.audio.openStream(item.contentType);
      deps.audio.play();
    },
    appendChunk: (bytes) => {
      if (sink === null) return;
      sink.append(bytes);
      update((m) => ({ ...m, streamed: [...m.streamed, bytes] }));
    },
    endStream: () => {
      sink?.end();
      sink = null;
      update((m) => (m.item === null ? m : { ...m, item: { ...m.item, loaded: true } }));
    },
    attachHistoryItem: (historyItemId) =>
      update((m) =>
        m.item === null || m.item.type === 'voicePreview' || m.item.type === 'speechHistoryItem'
          ? m
          : { ...m, historyItemId, item: { ...m.item, fileName: audioDownloadName(m.item.player.title, formatOf(m.contentType)) } },
      ),
    feedbackSaved: (historyItemId, feedback) =>
      update((m) => (m.historyItemId === historyItemId ? { ...m, feedback } : m)),
  };
};
