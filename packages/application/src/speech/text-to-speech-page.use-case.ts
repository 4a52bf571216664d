import type { CharacterUsage } from '@cadence/domain';
import { defer, distinctUntilChanged, EMPTY, from, map, merge, mergeMap, shareReplay, Subject, type Observable } from 'rxjs';
import { toast, type Notifications } from '../shared/notifications.port.js';
import type { DialogueUseCase } from './dialogue.types.js';
import { detached, pageLoop } from '../shared/reducer-loop.js';
import type { GenerationUseCase } from './generation.types.js';
import type { SpeechSettingsUseCase } from './speech-settings.types.js';
import {
  INITIAL_TEXT_TO_SPEECH_PAGE, reduceTextToSpeechPage, textToSpeechPageCommands, textToSpeechPageView, type TextToSpeechPageCommand,
  type TextToSpeechPageEvent,
} from './text-to-speech-page.reducer.js';
import type { TextToSpeechPageUseCase, TextToSpeechPageView } from './text-to-speech-page.types.js';

/** What the text-to-speech page is composed from. */
export interface TextToSpeechPageDeps {
  readonly speechSettings: Pick<SpeechSettingsUseCase, 'view$' | 'checkVoiceSafety'>;
  readonly dialogue: DialogueUseCase;
  readonly generation: Pick<GenerationUseCase, 'view$' | 'generate'>;
  readonly notifications: Notifications;
  /** The plan's character usage (null while unknown), loaded while the page is watched: `planCharacterUsage$`. */
  readonly usage$: Observable<CharacterUsage | null>;
}

/**
 * The text-to-speech page (reducer: text-to-speech-page.reducer.ts). The mode and the text start afresh each time
 * the page opens (a new subscription, or `open()` when the view's bridge kept the last one for a moment); the
 * dialogue and the picks are kept by their own use-cases.
 */
export const createTextToSpeechPage = (deps: TextToSpeechPageDeps): TextToSpeechPageUseCase => {
  const intents = new Subject<TextToSpeechPageEvent>();

  const run = (command: TextToSpeechPageCommand): Observable<never> => {
    switch (command.type) {
      // Not tied to the page: the audio keeps streaming into the global player if the person navigates away.
      case 'generate':
        return deps.generation.generate(command.request).pipe(detached());
      case 'refuse':
        return defer(() => { deps.notifications.notify(toast('error', command.message)); return EMPTY; });
      case 'addLine':
        return defer(() => { deps.dialogue.addLine(command.voiceId); return EMPTY; });
    }
  };

  const events$ = merge(
    intents,
    deps.speechSettings.view$.pipe(map((view): TextToSpeechPageEvent => ({ type: 'settingsSeen', view }))),
    deps.dialogue.view$.pipe(map((view): TextToSpeechPageEvent => ({ type: 'dialogueSeen', view }))),
    deps.generation.view$.pipe(map((view): TextToSpeechPageEvent => ({ type: 'generationSeen', view }))),
    deps.usage$.pipe(map((usage): TextToSpeechPageEvent => ({ type: 'usageSeen', usage }))),
  );

  const view$: Observable<TextToSpeechPageView> = pageLoop(INITIAL_TEXT_TO_SPEECH_PAGE, reduceTextToSpeechPage, events$, (event, state) =>
    from(textToSpeechPageCommands(event, state)).pipe(mergeMap(run)),
  ).pipe(
    map(textToSpeechPageView),
    distinctUntilChanged(),
    shareReplay({ bufferSize: 1, refCount: true }),
  );

  return {
    view$,
    open: () => intents.next({ type: 'pageOpened' }),
    chooseMode: (mode) => intents.next({ type: 'modeChosen', mode }),
    changeText: (text) => intents.next({ type: 'textChanged', text }),
    generate: () => intents.next({ type: 'generatePressed' }),
    addLine: () => intents.next({ type: 'lineAddPressed' }),
    removeLine: (index) => deps.dialogue.removeLine(index),
    setLineText: (index, text) => deps.dialogue.setText(index, text),
    setLineVoice: (index, voiceId) => {
      deps.dialogue.setVoice(index, voiceId);
      deps.speechSettings.checkVoiceSafety(voiceId);
    },
  };
};
