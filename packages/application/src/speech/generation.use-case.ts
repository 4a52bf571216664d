import { asyncScheduler, BehaviorSubject, concat, defer, EMPTY, filter, finalize, ignoreElements, map, Subject, tap, type Observable, type SchedulerLike } from 'rxjs';
import * as E from 'fp-ts/lib/Either.js';
import type { Clock } from '../shared/clock.port.js';
import type { HistoryApi } from '../history/history-api.port.js';
import type { HistoryItem } from '../history/history-item.js';
import type { GenerationEvent, SpeechApi } from './speech-api.port.js';
import { pollForNewHistoryItem } from '../history/history-polling.js';
import { toastMessageFor } from '../shared/http-error-toast.js';
import type { GenerationEffect, GenerationRequest, GenerationUseCase, GenerationView } from './generation.types.js';
import type { PlayerUseCase } from './player.types.js';

/** The ports a generation needs. */
export interface GenerationDeps {
  readonly speech: SpeechApi;
  readonly player: Pick<PlayerUseCase, 'startStream' | 'appendChunk' | 'endStream' | 'attachHistoryItem'>;
  readonly history: Pick<HistoryApi, 'list' | 'get'>;
  readonly clock: Clock;
  /** Runs the polling delays (virtual time in tests). */
  readonly scheduler?: SchedulerLike;
}

const streamFor = (speech: SpeechApi, request: GenerationRequest): Observable<GenerationEvent> => {
  switch (request.kind) {
    case 'speech':
      return speech.streamSpeech(request.voice.voiceId, { text: request.text, modelId: request.modelId, voiceSettings: request.voiceSettings });
    case 'dialogue':
      return speech.streamDialogue(request.lines, request.modelId);
    case 'speechToSpeech':
      return speech.streamSpeechToSpeech(request.voice.voiceId, request.recording);
  }
};

const textOf = (request: GenerationRequest): string => {
  if (request.kind === 'speech') return request.text;
  if (request.kind === 'dialogue') return request.lines.map((line) => line.text).join('\n');
  return request.recording.name;
};

/**
 * Generation with streaming: the audio goes into the player chunk by chunk as it arrives; once it is all there the
 * history record is fetched by the id from the `history-item-id` header, or, without one, found by the spec's
 * polling. A failure is shown with the HTTP error toast's message (the server's message below 500).
 */
export const createGenerationUseCase = (deps: GenerationDeps): GenerationUseCase => {
  const scheduler = deps.scheduler ?? asyncScheduler;
  const state = new BehaviorSubject<GenerationView>({ generating: false, error: null, latest: null });
  const effects = new Subject<GenerationEffect>();
  const patch = (change: Partial<GenerationView>): void => state.next({ ...state.value, ...change });

  const findRecord = (historyItemId: string | null, source: 'TTS' | 'STS', startedAtUnix: number): Observable<HistoryItem> =>
    historyItemId !== null
      ? deps.history.get(historyItemId).pipe(filter(E.isRight), map((result) => result.right))
      : pollForNewHistoryItem(deps.history, source, startedAtUnix, scheduler);

  const generate = (request: GenerationRequest): Observable<never> =>
    defer(() => {
      if (state.value.generating) return EMPTY;
      const startedAtUnix = Math.floor(deps.clock.nowMs() / 1000);
      const source = request.kind === 'speechToSpeech' ? 'STS' : 'TTS';
      let historyItemId: string | null = null;
      let succeeded = true;
      patch({ generating: true, error: null });
      const audio$ = streamFor(deps.speech, request).pipe(
        tap((event) => {
          if (event.type === 'started') {
            historyItemId = event.historyItemId;
            const type = source === 'STS' ? 'speech-to-speech' : 'text-to-speech';
            const { voiceId, voiceName } = request.voice;
            deps.player.startStream({ type, text: textOf(request), voiceId, voiceName, contentType: event.contentType }, historyItemId);
          } else if (event.type === 'chunk') {
            deps.player.appendChunk(event.bytes);
          } else {
            succeeded = false;
            const message = toastMessageFor(event.error);
            patch({ error: message });
            effects.next({ type: 'toast', kind: 'error', message });
          }
        }),
        ignoreElements(),
        finalize(() => {
          deps.player.endStream();
          patch({ generating: false });
        }),
      );
      const record$ = defer(() => (succeeded ? findRecord(historyItemId, source, startedAtUnix) : EMPTY)).pipe(
        tap((item) => {
          deps.player.attachHistoryItem(item.historyItemId);
          patch({ latest: item });
        }),
        ignoreElements(),
      );
      return concat(audio$, record$);
    });

  return { view$: state.asObservable(), effects$: effects.asObservable(), generate };
};
