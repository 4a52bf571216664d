import {
  defer, distinctUntilChanged, filter, ignoreElements, map, merge, of, scan, shareReplay, startWith, Subject, switchMap, take, tap,
  type Observable,
} from 'rxjs';
import { audioDownloadName } from '@cadence/domain';
import type { DownloadsUseCase } from '../history/downloads.types.js';
import type { HistoryApi } from '../history/history-api.port.js';
import type { FileSaver, SavedFile } from '../shared/file-saver.port.js';
import { toast, type Notifications } from '../shared/notifications.port.js';
import type { AudioOutput } from './audio-output.port.js';
import type { GenerationEvent } from './generation.types.js';
import { downloadSource, feedbackTargetOf, formatOf, INITIAL_MODEL, toView, type PlayerModel } from './player-model.js';
import { INITIAL_STEP, type PlayerCommand, type PlayerInput } from './player-step.js';
import { reducePlayer } from './player.reducer.js';
import type { FeedbackTarget, PlayerIntent, PlayerUseCase } from './player.types.js';
import { joinChunks } from './streamed-chunks.js';

/** The ports the player drives, and the generations it plays. */
export interface PlayerDeps {
  readonly audio: AudioOutput;
  readonly history: Pick<HistoryApi, 'download'>;
  readonly downloads: DownloadsUseCase;
  readonly fileSaver: FileSaver;
  readonly notifications: Notifications;
  /** Every generation's events: the player plays each one's stream as it comes. */
  readonly generations$: Observable<GenerationEvent>;
}

/** The file the player holds in memory (the loaded file, else the streamed bytes, joined now), or null. */
const heldFile = (model: PlayerModel): SavedFile | null => {
  const name = (contentType: string) => audioDownloadName(model.item?.player.title ?? '', formatOf(contentType));
  const source = downloadSource({ ...model, historyItemId: null });
  if (source === 'loadedAudioFile' && model.loadedFile !== null) return { ...model.loadedFile, name: name(model.loadedFile.contentType) };
  if (source === 'streamedBytes') return { name: name(model.contentType), contentType: model.contentType, bytes: joinChunks(model.streamed) };
  return null;
};

const sameTarget = (a: FeedbackTarget | null, b: FeedbackTarget | null): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The global player: one model folded (the reducer) from intents, the audio element's reports, the generations'
 * events and the history audio it fetched; each step's commands drive the audio output and the notifications.
 * `run$` keeps it folding for the app's life, whether or not a bar is on screen.
 */
export const createPlayerUseCase = (deps: PlayerDeps): PlayerUseCase => {
  const intents = new Subject<PlayerIntent>();
  const send = (intent: PlayerIntent): void => intents.next(intent);

  const perform = (command: PlayerCommand): void => {
    const { audio } = deps;
    switch (command.type) {
      case 'loadUrl': return audio.loadUrl(command.url);
      case 'loadBytes': return audio.loadBytes(command.bytes, command.contentType);
      case 'openStream': return audio.openStream(command.contentType);
      case 'appendChunk': return audio.appendChunk(command.bytes);
      case 'endStream': return audio.endStream();
      case 'play': return audio.play();
      case 'pause': return audio.pause();
      case 'seek': return audio.seek(command.seconds);
      case 'setRate': return audio.setRate(command.rate);
      case 'notify': return deps.notifications.notify(command.notice);
    }
  };

  // History audio needs the bearer token, so its bytes are fetched and played from memory. `intents` is merged
  // first below, so the reducer sees the intent before its answer, even a synchronous one.
  const historyAudio$ = intents.pipe(
    filter((intent) => intent.type === 'playHistoryItem'),
    switchMap(({ item }) =>
      deps.history.download([item.historyItemId], formatOf(item.contentType)).pipe(
        map((result): PlayerInput => ({ type: 'historyAudio', historyItemId: item.historyItemId, result })),
      ),
    ),
  );

  const model$ = merge(
    intents,
    historyAudio$,
    deps.audio.events$.pipe(map((event): PlayerInput => ({ type: 'audio', event }))),
    deps.generations$.pipe(map((event): PlayerInput => ({ type: 'generation', event }))),
  ).pipe(
    scan(reducePlayer, INITIAL_STEP),
    tap(({ commands }) => commands.forEach(perform)),
    map(({ model }) => model),
    startWith(INITIAL_MODEL),
    distinctUntilChanged(),
    shareReplay({ bufferSize: 1, refCount: false }),
  );

  const failed = (message: string): Observable<void> =>
    defer(() => {
      deps.notifications.notify(toast('error', message));
      return of(undefined);
    });
  const saveHeld = (model: PlayerModel, otherwise: Observable<void>): Observable<void> =>
    defer(() => {
      const held = heldFile(model);
      return held === null ? otherwise : deps.fileSaver.save(held);
    });

  // Spec §8: when the history item cannot be downloaded, the loaded file or the streamed bytes are saved instead.
  const downloadFrom = (model: PlayerModel): Observable<void> =>
    downloadSource(model) !== 'historyItem'
      ? saveHeld(model, of(undefined))
      : deps.downloads.download({ historyItemIds: [model.historyItemId ?? ''], title: model.item?.player.title ?? '' }).pipe(
          switchMap((outcome) => (outcome.kind === 'saved' ? of(undefined) : saveHeld(model, failed(outcome.message)))),
        );

  return {
    run$: model$.pipe(ignoreElements()),
    view$: model$.pipe(map(toView), shareReplay({ bufferSize: 1, refCount: true })),
    feedbackTarget$: model$.pipe(map(feedbackTargetOf), distinctUntilChanged(sameTarget)),
    play: () => send({ type: 'play' }),
    pause: () => send({ type: 'pause' }),
    toggle: () => send({ type: 'toggle' }),
    seek: (fraction) => send({ type: 'seek', fraction }),
    skipBack: () => send({ type: 'skipBack' }),
    skipForward: () => send({ type: 'skipForward' }),
    arrowKey: (direction) => send({ type: 'arrowKey', direction }),
    setSpeed: (speed) => send({ type: 'setSpeed', speed }),
    setPreviewLanguage: (language) => send({ type: 'setPreviewLanguage', language }),
    expand: () => send({ type: 'expand' }),
    collapse: () => send({ type: 'collapse' }),
    playHistoryItem: (item) => send({ type: 'playHistoryItem', item }),
    playVoicePreview: (voice) => send({ type: 'playVoicePreview', voice }),
    download: () => model$.pipe(take(1), switchMap(downloadFrom)),
    feedbackSaved: (historyItemId, feedback) => send({ type: 'feedbackSaved', historyItemId, feedback }),
  };
};
