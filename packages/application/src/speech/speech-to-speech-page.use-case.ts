import { defer, distinctUntilChanged, EMPTY, from, map, merge, mergeMap, shareReplay, Subject, take, type Observable } from 'rxjs';
import * as O from 'fp-ts/lib/Option.js';
import { BLOB_READ_FAILED_MESSAGE, type CharacterUsage } from '@cadence/domain';
import { toast, type Notifications } from '../shared/notifications.port.js';
import { detached, pageLoop } from '../shared/reducer-loop.js';
import type { GenerationUseCase } from './generation.types.js';
import type { SpeechSettingsUseCase } from './speech-settings.types.js';
import {
  INITIAL_SPEECH_TO_SPEECH_PAGE, recordingOf, reduceSpeechToSpeechPage, speechToSpeechPageCommands, speechToSpeechPageView,
  type ConvertCommand, type SpeechToSpeechPageEvent,
} from './speech-to-speech-page.reducer.js';
import type { SpeechToSpeechPageUseCase, SpeechToSpeechPageView } from './speech-to-speech-page.types.js';

/** What the speech-to-speech page is composed from. */
export interface SpeechToSpeechPageDeps {
  readonly speechSettings: Pick<SpeechSettingsUseCase, 'view$'>;
  readonly generation: Pick<GenerationUseCase, 'view$' | 'generate'>;
  readonly notifications: Notifications;
  /** The plan's character usage (null while unknown), loaded while the page is watched: `planCharacterUsage$`. */
  readonly usage$: Observable<CharacterUsage | null>;
}

/** The speech-to-speech page (reducer: speech-to-speech-page.reducer.ts). The chosen file is forgotten when the page opens again. */
export const createSpeechToSpeechPage = (deps: SpeechToSpeechPageDeps): SpeechToSpeechPageUseCase => {
  const intents = new Subject<SpeechToSpeechPageEvent>();

  // Not tied to the page: once Convert is pressed, the reading and the audio streaming into the global player go on
  // if the person navigates away.
  const convert = ({ file, voice }: ConvertCommand): Observable<never> =>
    file.read().pipe(
      take(1),
      mergeMap(
        O.match(
          () => defer(() => { deps.notifications.notify(toast('error', BLOB_READ_FAILED_MESSAGE)); return EMPTY; }),
          (bytes) => deps.generation.generate({ kind: 'speechToSpeech', voice, recording: recordingOf(file, bytes) }),
        ),
      ),
      detached(),
    );

  const events$ = merge(
    intents,
    deps.speechSettings.view$.pipe(map((view): SpeechToSpeechPageEvent => ({ type: 'settingsSeen', view }))),
    deps.generation.view$.pipe(map((view): SpeechToSpeechPageEvent => ({ type: 'generationSeen', view }))),
    deps.usage$.pipe(map((usage): SpeechToSpeechPageEvent => ({ type: 'usageSeen', usage }))),
  );

  const view$: Observable<SpeechToSpeechPageView> = pageLoop(INITIAL_SPEECH_TO_SPEECH_PAGE, reduceSpeechToSpeechPage, events$, (event, state) =>
    from(speechToSpeechPageCommands(event, state)).pipe(mergeMap(convert)),
  ).pipe(map(speechToSpeechPageView), distinctUntilChanged(), shareReplay({ bufferSize: 1, refCount: true }));

  return {
    view$,
    open: () => intents.next({ type: 'pageOpened' }),
    chooseFile: (file) => intents.next({ type: 'fileChosen', file }),
    convert: () => intents.next({ type: 'convertPressed' }),
  };
};
