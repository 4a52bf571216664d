import * as E from 'fp-ts/lib/Either.js';
import { pipe } from 'fp-ts/lib/function.js';
import { dialogueToGenerate, isDialogueEmpty } from './dialogue.reducer.js';
import type { DialogueView } from './dialogue.types.js';
import { speakerOf, voicesLoadFailure } from './generate-page.js';
import type { GenerationRequest, GenerationView } from './generation.types.js';
import type { SpeechSettingsView } from './speech-settings.types.js';
import type { TextToSpeechMode, TextToSpeechPageView } from './text-to-speech-page.types.js';

/** The page's own state (mode and text) and the latest views it is composed from (null until they emit). */
export interface TextToSpeechPageState {
  readonly mode: TextToSpeechMode;
  readonly text: string;
  readonly settings: SpeechSettingsView | null;
  readonly dialogue: DialogueView | null;
  readonly generation: GenerationView | null;
}

/** One pending view, so a page that stays pending is not rendered again. */
const PENDING: TextToSpeechPageView = { pending: true };

export const INITIAL_TEXT_TO_SPEECH_PAGE: TextToSpeechPageState = { mode: 'text', text: '', settings: null, dialogue: null, generation: null };

export type TextToSpeechPageEvent =
  /** The page is shown again: the mode and the text start afresh (the dialogue and the picks are kept elsewhere). */
  | { readonly type: 'pageOpened' }
  | { readonly type: 'modeChosen'; readonly mode: TextToSpeechMode }
  | { readonly type: 'textChanged'; readonly text: string }
  | { readonly type: 'generatePressed' }
  | { readonly type: 'lineAddPressed' }
  | { readonly type: 'settingsSeen'; readonly view: SpeechSettingsView }
  | { readonly type: 'dialogueSeen'; readonly view: DialogueView }
  | { readonly type: 'generationSeen'; readonly view: GenerationView };

/** What a pressed button asks for: a generation, an error toast, or a new dialogue line. */
export type TextToSpeechPageCommand =
  | { readonly type: 'generate'; readonly request: GenerationRequest }
  | { readonly type: 'refuse'; readonly message: string }
  | { readonly type: 'addLine'; readonly voiceId: string };

export const reduceTextToSpeechPage = (state: TextToSpeechPageState, event: TextToSpeechPageEvent): TextToSpeechPageState => {
  switch (event.type) {
    case 'pageOpened':
      return { ...state, mode: INITIAL_TEXT_TO_SPEECH_PAGE.mode, text: INITIAL_TEXT_TO_SPEECH_PAGE.text };
    case 'modeChosen':
      return { ...state, mode: event.mode };
    case 'textChanged':
      return { ...state, text: event.text };
    case 'settingsSeen':
      return { ...state, settings: event.view };
    case 'dialogueSeen':
      return { ...state, dialogue: event.view };
    case 'generationSeen':
      return { ...state, generation: event.view };
    case 'generatePressed':
    case 'lineAddPressed':
      return state;
  }
};

/** Nothing to say: blank text, or a dialogue whose lines have no text. */
const isEmpty = (state: TextToSpeechPageState, dialogue: DialogueView): boolean =>
  state.mode === 'text' ? state.text.trim() === '' : isDialogueEmpty(dialogue.lines);

/** What the page renders; pending until every view arrived and while the pickers load. */
export const textToSpeechPageView = (state: TextToSpeechPageState): TextToSpeechPageView => {
  const { settings, dialogue, generation } = state;
  if (settings === null || dialogue === null || generation === null || settings.status === 'loading') return PENDING;
  return {
    pending: false,
    loadFailure: voicesLoadFailure(settings),
    mode: state.mode,
    text: state.text,
    characterCount: state.text.length,
    settings,
    dialogue,
    defaultVoiceId: settings.voiceId ?? '',
    canGenerate: settings.selectedVoice !== null && !isEmpty(state, dialogue),
    generating: generation.generating,
    generationError: generation.error,
    latest: generation.latest,
  };
};

/** The request Generate sends with the selected voice, model and settings, or why the dialogue cannot be sent. */
const generateCommand = (state: TextToSpeechPageState): readonly TextToSpeechPageCommand[] => {
  const { settings, dialogue } = state;
  const voice = settings?.selectedVoice ?? null;
  if (settings === null || dialogue === null || voice === null || isEmpty(state, dialogue)) return [];
  if (state.mode === 'text') {
    return [{ type: 'generate', request: { kind: 'speech', voice: speakerOf(voice), text: state.text, modelId: settings.modelId, voiceSettings: settings.settings } }];
  }
  return pipe(
    dialogueToGenerate(dialogue.lines, voice.voice_id),
    E.match(
      (message): readonly TextToSpeechPageCommand[] => [{ type: 'refuse', message }],
      (lines) => [{ type: 'generate', request: { kind: 'dialogue', voice: speakerOf(voice), lines, modelId: settings.modelId } }],
    ),
  );
};

/** The commands an event asks for, given the state it produced. */
export const textToSpeechPageCommands = (event: TextToSpeechPageEvent, state: TextToSpeechPageState): readonly TextToSpeechPageCommand[] => {
  if (event.type === 'generatePressed') return generateCommand(state);
  if (event.type === 'lineAddPressed') return [{ type: 'addLine', voiceId: state.settings?.voiceId ?? '' }];
  return [];
};
